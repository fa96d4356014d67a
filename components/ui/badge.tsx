import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = { children: ReactNode; tone?: 'gold' | 'neutral'; className?: string };

export function Badge({ children, tone = 'gold', className }: Props) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        tone === 'gold'
          ? 'bg-gold/15 text-gold ring-1 ring-gold/40'
          : 'bg-surface-hover text-cream',
        className,
      )}
    >
      {children}
    </span>
  );
}
