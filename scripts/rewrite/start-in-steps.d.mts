export const LARGE_MODULE: number;
export const STEPS_MODULE: string;
export type ChunkModule = { ids: (string | number)[]; size: number };
export function chunkModules(code: string): ChunkModule[];
export function stepsSource(steps: (string | number)[][]): string;
export function startInSteps(html: string, modulesOf: (chunk: string) => ChunkModule[]): string;
export function startInStepsIn(outDir: string): number;
