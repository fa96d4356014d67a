import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'li' };

/** A raised surface. Interactive cards put one real link inside, never make the card a link. */
export function Card({ as: Element = 'div', className, ...props }: Props) {
  return (
    <Element
      className={cn(
        'rounded-xl border border-line bg-surface p-6 shadow-lg shadow-black/30',
        className,
      )}
      {...props}
    />
  );
}
