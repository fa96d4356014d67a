'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { prefetchAllowed, prefetchTarget, type ConnectionHint } from '@/lib/prefetch-intent';

/** The events that show a visitor reaching for a link. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Prefetches the page a link leads to when the visitor reaches for it (lib/prefetch-intent.ts).
 * Rendered with HydrationMarker, last in the page: its listeners exist only once the whole page
 * has hydrated, so nothing of another page is asked for while this one is starting.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHint }).connection;
    if (!prefetchAllowed(connection)) return;
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = prefetchTarget(
        { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') },
        new URL(window.location.href),
      );
      if (!path || done.has(path)) return;
      done.add(path);
      router.prefetch(path);
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS)
        document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [router]);
  return null;
}
