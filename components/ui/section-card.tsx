import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

type Props = {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  /** Sidebar sections take a smaller heading. */
  compact?: boolean;
  children: ReactNode;
  className?: string;
};

/** A titled section on a raised surface, labelled by its h2. */
export function SectionCard({ id, title, compact = false, children, className }: Props) {
  return (
    <Card as="section" aria-labelledby={id} className={cn(!compact && 'sm:p-8', className)}>
      <h2 id={id} className={cn('font-bold text-cream', compact ? 'text-xl' : 'text-2xl')}>
        {title}
      </h2>
      <div className={compact ? 'mt-4' : 'mt-5'}>{children}</div>
    </Card>
  );
}
