export const START_ATTRIBUTE: string;
export const WHEN_PARSED_TYPE: string;
export const IN_PLACE_ATTRIBUTE: string;
export function startedScripts(html: string): string[];
export function startAfterCss(html: string): string;
export function startAfterCssIn(outDir: string): number;
export function attribute(tag: string, name: string): string | undefined;
export function isNomodule(attributes: string): boolean;
