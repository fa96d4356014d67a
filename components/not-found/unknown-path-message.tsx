'use client';

import { useEffect, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { matchNotFoundSection } from '@/lib/not-found';

type Props = {
  /** The generic 'Oops! Page not found' view, rendered on the server. */
  fallback: ReactNode;
  /** Each section's routes and its not-found view, rendered on the server. */
  sections: readonly { routes: readonly string[]; view: ReactNode; documentTitle: string }[];
};

/**
 * Picks the root 404 page's message. The page is exported once and served for every unknown
 * path, so the path is read only after hydration (null on the server and in the hydration render,
 * which therefore match): an unknown slug of a known section then gets that section's message.
 * The views come from the server, so this island is only the choice.
 */
export function UnknownPathMessage({ fallback, sections }: Props) {
  const pathname = useHydrated() ? window.location.pathname : null;
  const section = pathname ? matchNotFoundSection(pathname, sections) : undefined;

  useEffect(() => {
    if (pathname) console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  // The exported 404 page's <title> is the generic one, and Next's metadata can write it again
  // after hydration; while the section's message shows, its title is kept.
  const documentTitle = section?.documentTitle;
  useEffect(() => {
    if (!documentTitle) return;
    const keepTitle = () => {
      if (document.title !== documentTitle) document.title = documentTitle;
    };
    keepTitle();
    const observer = new MutationObserver(keepTitle);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [documentTitle]);

  return section ? section.view : fallback;
}
