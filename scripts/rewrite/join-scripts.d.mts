export const JOINED_TYPE: string;
export const JOINED_PREFIX: string;
export function isChunkFile(src: string): boolean;
export function isJoinable(code: string): boolean;
export function joinedSource(scripts: { src: string; code: string }[]): string;
export function joinedPath(source: string): string;
export function joinScripts(
  html: string,
  options: {
    shared: Set<string>;
    fileOf: (srcs: string[]) => string;
    isJoinableSrc: (src: string) => boolean;
  },
): string;
export function joinScriptsIn(outDir: string): { pages: number; files: number };
