export const COMPILE_HINT: string;
export function sharedStartupScripts(outDir: string): string[];
export function onDemandScripts(outDir: string): string[];
export function addCompileHints(outDir: string): {
  startup: number;
  onDemand: number;
  hinted: number;
};
