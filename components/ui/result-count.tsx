import type { Ref } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  count: number;
  singular: string;
  plural: string;
  /** The word after the noun: 'found' unless a page words it otherwise ('available'). */
  suffix?: string;
  ref?: Ref<HTMLParagraphElement>;
  className?: string;
};

/** 'N events found': announced as it changes (status), and where focus lands on a page change. */
export function ResultCount({ count, singular, plural, suffix = 'found', ref, className }: Props) {
  return (
    <p ref={ref} tabIndex={-1} role="status" className={cn('scroll-mt-28 text-muted', className)}>
      <span className="font-semibold text-cream">{count}</span> {count === 1 ? singular : plural}{' '}
      {suffix}
    </p>
  );
}
