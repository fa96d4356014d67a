/** The attribute that marks a page's inline starter (scripts/lib/hydrate-after-paint.mjs). */
export const MARKER: string;
/** The page's HTML with its hydration scripts moved to the inline starter at the end of <body>. */
export function hydrateAfterPaint(html: string): string;
/** The scripts a moved page starts after its first paint (none for a page not moved). */
export function scriptsStartedAfterPaint(html: string): { scripts: string[]; preloads: string[] };
