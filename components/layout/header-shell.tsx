'use client';

import type { ReactNode } from 'react';
import { useScrolled } from '@/components/hooks/use-scrolled';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/constants';

/**
 * The fixed header frame. Only the scrolled state is client-side; the slide-in 100 ms after load
 * is a CSS animation, so it runs before hydration and is skipped under prefers-reduced-motion.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className="group/header fixed inset-x-0 top-0 z-40 animate-header-in border-b border-transparent bg-ink/85 py-4 backdrop-blur-md transition-[padding,box-shadow,background-color,border-color] duration-300 data-[scrolled=true]:border-line data-[scrolled=true]:bg-ink/95 data-[scrolled=true]:py-2 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/60 print:hidden"
    >
      {children}
    </header>
  );
}
