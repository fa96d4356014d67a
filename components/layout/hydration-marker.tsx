'use client';

import { useEffect } from 'react';
import { markHydratedAndReplay } from '@/lib/early-taps';

/**
 * Rendered last in the root layout, in a HydrateApart boundary of its own: React hydrates it in
 * the pass that hydrates every such boundary (the forms), after the rest of the page, so its effect
 * runs once the whole page has hydrated. It then marks <html data-hydrated> and replays a tap made
 * before (lib/early-taps.ts).
 */
export function HydrationMarker() {
  useEffect(() => markHydratedAndReplay(), []);
  return null;
}
