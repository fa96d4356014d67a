import { Activity, type ReactNode } from 'react';

/**
 * Hydrated in a pass of its own, after the rest of the page has committed.
 *
 * React leaves an `<Activity>` boundary's server HTML in place while it hydrates the page around
 * it, then hydrates the boundary at low priority, so a slow phone does the work as two shorter
 * tasks instead of one long one. Nothing is lost in between: a click, key or submit on the part
 * makes React hydrate it at once and then handle the event, and what was typed is in the fields
 * when they hydrate. Every such part hydrates in the same pass, with the page's HydrationMarker,
 * which is why that marker sits in one too (site-document). Not `<Suspense>`, which hydrates the
 * same way: React's server renderer moves a large boundary's HTML out of place, into a hidden
 * element that an inline script puts back, so without JavaScript the part would never show.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
