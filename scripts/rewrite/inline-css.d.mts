export const INLINED_ATTRIBUTE: string;
export const PRECEDENCE: string;
export function absoluteUrls(css: string, href: string): string;
export function splitFontFaces(css: string): { fontFaces: string; rest: string };
export function dataUrl(css: string): string;
export function linkedStylesheets(head: string): string[];
export function inlinedFiles(html: string): string[];
export function inlineCss(html: string, read: (href: string) => string): string;
export function inlineCssIn(outDir: string): number;
