// What the starter (start.ts) and its file (starter.ts) share. Both are compiled into each page
// and the starter's file by scripts/rewrite/browser.mjs.

/** The starter's script element; the starter notes on it that it preloaded the shared file. */
export interface StarterScript extends HTMLScriptElement {
  preloaded?: boolean;
}

/** Whether an image is eager and still loading: what the start waits for before the scripts. */
export const loadingEager = (image: HTMLImageElement) =>
  image.loading !== 'lazy' && !image.complete;

/** Preloads the last of the page's script files: the shared one, the largest. */
export function preloadLast(files: readonly string[]) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = files[files.length - 1]!;
  document.head.appendChild(link);
}
