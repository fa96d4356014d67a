export const PAYLOAD_DIR: string;
export function payloadApart(html: string): { html: string; path: string; text: string } | null;
export function payloadApartIn(outDir: string): number;
