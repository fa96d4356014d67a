'use client';

import { CircleCheck } from 'lucide';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

export type FormSuccessProps = {
  title: string;
  /** What happens next (the follow-up promise). */
  message: ReactNode;
  /** The heading of the list of what was sent. */
  detailsTitle: string;
  /** What was sent, label and value, shown as text whatever it contains. */
  details: readonly (readonly [string, string])[];
  againLabel: string;
  onAgain: () => void;
  homeLabel: string;
  /** The page's edition's home ('/' unless given). */
  homeHref?: string;
};

/**
 * The screen that replaces a form once it is sent: it takes focus, so screen readers announce it,
 * repeats what was sent, and offers the way back (another message, or home).
 */
export default function FormSuccess({
  title,
  message,
  detailsTitle,
  details,
  againLabel,
  onAgain,
  homeLabel,
  homeHref = '/',
}: FormSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    // No frame of its own: it takes the place of the form, inside the form's card.
    <section aria-labelledby="form-success-title">
      <Icon node={CircleCheck} className="size-14 text-success" />
      <h2
        id="form-success-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl font-bold text-cream focus:outline-none"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg break-words text-cream/90">{message}</p>

      <h3 className="mt-8 font-sans text-sm font-semibold tracking-[0.2em] text-gold uppercase">
        {detailsTitle}
      </h3>
      <dl className="mt-4 grid gap-4 border-t border-line pt-4 sm:grid-cols-[12rem_1fr]">
        {details.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="break-words whitespace-pre-wrap text-cream">{detail}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" onClick={onAgain}>
          {againLabel}
        </Button>
        <ButtonLink href={homeHref} size="lg">
          {homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
