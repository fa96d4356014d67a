'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';

export type HeroSlide = { src: string; srcSet?: string; sizes?: string };

type Props = { slides: readonly HeroSlide[]; offsetSeconds: number };

/**
 * The hero's later backgrounds, which first appear two, four and six seconds in. They are added
 * once the page has loaded and the browser is idle, so they never compete with the first paint;
 * visitors who ask for reduced motion, who would never see them fade in, are not sent them.
 */
export function HeroSlides({ slides, offsetSeconds }: Props) {
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let cancel = () => {};
    const reveal = () => {
      cancel = whenIdle(() => setShow(true));
    };
    if (document.readyState === 'complete') reveal();
    else window.addEventListener('load', reveal, { once: true });
    return () => {
      window.removeEventListener('load', reveal);
      cancel();
    };
  }, []);

  if (!show) return null;
  return slides.map((slide, index) => (
    // eslint-disable-next-line @next/next/no-img-element -- sizes and srcset come from the server
    <img
      key={slide.src}
      {...slide}
      alt=""
      decoding="async"
      fetchPriority="low"
      className="absolute inset-0 size-full animate-hero-fade object-cover opacity-0"
      style={{ animationDelay: `${(index + 1) * offsetSeconds}s` }}
    />
  ));
}
