'use client';

import { CircleCheck, Printer } from 'lucide';
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
  /** A reference the visitor quotes later (an application's number), under the title. */
  reference?: { label: string; value: string; note: string };
  /** What happens next, step by step, with when. */
  next?: { title: string; steps: readonly { when: string; what: string }[] };
  /** With it, a button prints the screen, and the screen is all the page prints. */
  printLabel?: string;
};

/**
 * The screen that replaces a form once it is sent: it takes focus, so screen readers announce it,
 * repeats what was sent (with a reference and the next steps, when the form has them), and offers
 * the way back (another message, or home), and printing when asked.
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
  reference,
  next,
  printLabel,
}: FormSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    // No frame of its own: it takes the place of the form, inside the form's card.
    // data-print-alone: app/globals.css leaves everything else out of print.
    <section aria-labelledby="form-success-title" data-print-alone={printLabel ? '' : undefined}>
      <Icon node={CircleCheck} className="size-14 text-success print:hidden" />
      <h2
        id="form-success-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl font-bold text-cream focus:outline-none"
      >
        {title}
      </h2>
      {/* overflow-wrap: anywhere, not break-word: only `anywhere` lowers the min-content width, so a
          long unbroken value (a link, an e-mail) wraps instead of widening the page (WCAG 1.4.10). */}
      <p className="mt-4 text-lg [overflow-wrap:anywhere] text-cream/90">{message}</p>

      {reference ? (
        <div className="mt-8 rounded-lg border border-gold/60 bg-gold/10 p-5">
          <p className="text-sm text-muted">{reference.label}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-gold">
            {reference.value}
          </p>
          <p className="mt-2 text-sm text-cream/90">{reference.note}</p>
        </div>
      ) : null}

      <h3 className="mt-8 font-sans text-sm font-semibold tracking-[0.2em] text-gold uppercase">
        {detailsTitle}
      </h3>
      {/* minmax(0, 1fr): a value column may shrink below its longest word, which then wraps. */}
      <dl className="mt-4 grid grid-cols-1 gap-4 border-t border-line pt-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {details.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="min-w-0 text-sm [overflow-wrap:anywhere] text-muted">{term}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-wrap text-cream">
              {detail}
            </dd>
          </div>
        ))}
      </dl>

      {next ? (
        <>
          <h3 className="mt-10 font-sans text-sm font-semibold tracking-[0.2em] text-gold uppercase">
            {next.title}
          </h3>
          <ol className="mt-4 space-y-4 border-t border-line pt-4">
            {next.steps.map((step) => (
              <li
                key={step.what}
                className="grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
              >
                <p className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-cream">
                  {step.when}
                </p>
                <p className="min-w-0 [overflow-wrap:anywhere] text-cream/90">{step.what}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}

      <div className="mt-10 flex flex-col gap-3 sm:flex-row print:hidden">
        <Button variant="secondary" size="lg" onClick={onAgain}>
          {againLabel}
        </Button>
        <ButtonLink href={homeHref} size="lg">
          {homeLabel}
        </ButtonLink>
        {printLabel ? (
          <Button variant="secondary" size="lg" onClick={() => window.print()}>
            <Icon node={Printer} className="size-4" />
            {printLabel}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
