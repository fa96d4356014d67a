export const COMPILE_HINT: string;
export function sharedStartupScripts(outDir: string): string[];
export function addCompileHints(outDir: string): { scripts: number; hinted: number };
