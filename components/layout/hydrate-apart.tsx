import { Activity, type ReactNode } from 'react';

/**
 * Hydrated in a pass of its own, after the rest of the page has committed.
 *
 * React leaves an `<Activity>` boundary's server HTML in place while it hydrates the page around
 * it, then hydrates the boundary at low priority, so a slow phone does the work as shorter tasks
 * instead of one long one. Everything after the header sits in one (site-document): the page's
 * content, its footer and, last, the HydrationMarker, so the first pass is the header alone and
 * the marker is set only once the rest has hydrated. One boundary, not one per part: a part whose
 * code is still loading when React reaches it waits, and React commits the boundaries that are
 * ready without it, so a marker in a boundary of its own could be set first. Nothing is lost in
 * between: a click, key or submit on the part makes React hydrate it at once and then handle the
 * event, and what was typed is in the fields when they hydrate. Not `<Suspense>`, which hydrates
 * the same way: React's server renderer moves a large boundary's HTML out of place, into a hidden
 * element that an inline script puts back, so without JavaScript the part would never show.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
