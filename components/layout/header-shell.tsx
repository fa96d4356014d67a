'use client';

import type { ReactNode } from 'react';
import { useScrolled } from '@/components/hooks/use-scrolled';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/constants';

/**
 * The fixed header frame. Only the scrolled state is client-side; the slide-in 100 ms after load
 * is a CSS animation, so it runs before hydration and is skipped under prefers-reduced-motion.
 *
 * Turning compact moves nothing in layout: only the bottom padding shrinks (nothing in the header
 * sits below it), and the row inside moves up and the logo shrinks by `translate` and `scale`
 * (site-header.tsx, logo.tsx). A layout move, such as the top padding, would be a layout shift
 * whenever a slow frame jumps 3 px or more of the transition at once.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className="group/header fixed inset-x-0 top-0 z-40 animate-header-in border-b border-transparent bg-ink/85 py-4 backdrop-blur-md transition-[padding-bottom,box-shadow,background-color,border-color] duration-300 data-[scrolled=true]:border-line data-[scrolled=true]:bg-ink/95 data-[scrolled=true]:pb-0 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/60 print:hidden"
    >
      {children}
    </header>
  );
}
