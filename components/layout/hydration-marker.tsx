'use client';

import { useEffect } from 'react';
import { markHydratedAndReplay } from '@/lib/early-taps';

/**
 * Rendered last in the root layout: its effect runs once the page's hydration has committed, when
 * it marks <html data-hydrated> and replays a tap made before (lib/early-taps.ts).
 */
export function HydrationMarker() {
  useEffect(() => markHydratedAndReplay(), []);
  return null;
}
