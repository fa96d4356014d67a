import type { HTMLAttributes } from 'react';
import { ButtonLink } from './button';
import { cn } from '@/lib/cn';

type Props = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'article' | 'section' | 'li';
  /** Less padding on a phone, for cards that come many to a page. */
  compact?: boolean;
};

/** A raised surface. Interactive cards put one real link inside, never make the card a link. */
export function Card({ as: Element = 'div', compact = false, className, ...props }: Props) {
  return (
    <Element
      className={cn(
        'rounded-xl border border-line bg-surface shadow-lg shadow-black/30',
        compact ? 'p-4 sm:p-6' : 'p-6',
        className,
      )}
      {...props}
    />
  );
}

type CardActionProps = {
  href: string;
  /** The id of the card's title: the link keeps its short name ('View Details') and is described by it. */
  describedBy: string;
  variant?: 'primary' | 'secondary';
  /** Less space above it on a phone, for a compact card. */
  compact?: boolean;
  children: string;
};

/** A card's one link, full width at the foot of the card. */
export function CardAction({
  href,
  describedBy,
  variant = 'secondary',
  compact = false,
  children,
}: CardActionProps) {
  return (
    <div className={cn('mt-auto', compact ? 'pt-3 sm:pt-6' : 'pt-6')}>
      <ButtonLink href={href} variant={variant} className="w-full" aria-describedby={describedBy}>
        {children}
      </ButtonLink>
    </div>
  );
}
