import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level; sections of a page are h2 unless the page says otherwise. */
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  className?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
  id,
  className,
}: Props) {
  return (
    <div
      className={cn(
        'mb-8 max-w-3xl sm:mb-10',
        align === 'center' && 'mx-auto text-center',
        className,
      )}
    >
      {eyebrow ? (
        <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-gold uppercase">
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className="text-3xl font-bold text-cream sm:text-4xl">
        {title}
      </Heading>
      <div
        aria-hidden="true"
        className={cn('mt-4 h-0.5 w-16 bg-gold', align === 'center' && 'mx-auto')}
      />
      {description ? <div className="mt-5 text-lg text-muted">{description}</div> : null}
    </div>
  );
}
