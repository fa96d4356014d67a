export const START_ATTRIBUTE: string;
export const PAYLOAD_ATTRIBUTE: string;
export const WHEN_PARSED_TYPE: string;
export const IN_PLACE_ATTRIBUTE: string;
export const IMAGES_WAIT_MS: number;
export const STARTER_PATH: string;
export function starterFileSource(): string;
export function starterFile(html: string): string | undefined;
export function startedScripts(html: string): string[];
export function payloadFile(html: string): string | undefined;
export function startWhenParsed(
  html: string,
  payload?: { payload?: string; payloadPath?: string },
): string;
export function startWhenParsedIn(outDir: string): number;
export function isNomodule(attributes: string): boolean;
