'use client';

import { ArrowLeft } from 'lucide';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * Goes back one step in history, so the directory comes back with its filters and page. A visitor
 * who opened the profile directly (the page they landed on is this one) goes to the directory.
 * Without JavaScript it could do nothing, so it is hidden (data-requires-js): the breadcrumb
 * above links to the directory. Before hydration a tap is kept and replayed (lib/early-taps.ts).
 */
export function BackToDirectory({ label, href }: { label: string; href: string }) {
  const router = useRouter();
  const goBack = () => {
    const [landing] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const landedHere = !landing || new URL(landing.name).pathname === window.location.pathname;
    if (landedHere) router.push(href);
    else router.back();
  };
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3" data-requires-js="">
      <Icon node={ArrowLeft} className="size-4" />
      {label}
    </Button>
  );
}
