export function startupScripts(html: string): Set<string>;
export function legacyScripts(html: string): Set<string>;
export function firstLoadJsBytes(outDir: string, html: string): number;
