'use client';

import { useEffect } from 'react';
import { markHydratedAndReplay } from '@/lib/early-taps';

/**
 * Rendered last in the HydrateApart boundary that holds everything after the header
 * (site-document): React hydrates it in that boundary's pass, after the page's content and footer,
 * so its effect runs once the whole page has hydrated. It then marks <html data-hydrated> and
 * replays a tap made before (lib/early-taps.ts).
 */
export function HydrationMarker() {
  useEffect(() => markHydratedAndReplay(), []);
  return null;
}
