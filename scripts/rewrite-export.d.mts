export const VERIFIED_NEXT: string[];
export function installedNext(): string;
export function verifyNext(version?: string): string;
export const STEPS: { name: string; run: (outDir: string) => unknown; needs?: string[] }[];
export function rewriteExport(
  outDir: string,
  options?: { skip?: string[]; log?: (line: string) => void; verify?: boolean },
): string[];
