export function filesUnder(dir: string, pattern?: RegExp): Generator<string>;
export const ADMIN_DIR: string;
export function isAdminFile(outDir: string, file: string): boolean;
export function sitePages(outDir: string): Generator<string>;
export function pagePath(outDir: string, file: string): string;
export function rewriteEveryPage(
  outDir: string,
  step: string,
  rewrite: (html: string, file: string) => string,
): number;
