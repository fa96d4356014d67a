'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import * as m from 'framer-motion/m';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

type Props = { children: ReactNode; delay?: number; className?: string };

/**
 * Fades and lifts its content into place (framer-motion). The animation features are fetched on
 * demand (LazyMotion), and visitors who ask for reduced motion get the fade without the movement.
 */
export function Reveal({ children, delay = 0, className }: Props) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          className={className}
          initial={{ opacity: 0, y: 16 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.45, delay, ease: [0.22, 1, 0.36, 1] }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
