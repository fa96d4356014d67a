import { lazy, Suspense, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type SummaryError } from '@/components/ui/error-summary';
import type { FormContact } from '@/data/site';
import { cn } from '@/lib/cn';
import type { DeliveryTarget } from '@/lib/forms/send';
import type { DeliveryFailure } from './use-simulated-form';

// What only a site built with a receiver shows (./delivery.tsx). The variable is read right here,
// where the build writes its value in, so a simulated build's minifier drops both components and
// the import with them: not a byte of it reaches a simulated site's pages.
const DeliveryExtras = process.env.NEXT_PUBLIC_FORMS_ENDPOINT
  ? lazy(() => import('./delivery').then((module) => ({ default: module.DeliveryExtras })))
  : null;
const DeliveryFailureNotice = process.env.NEXT_PUBLIC_FORMS_ENDPOINT
  ? lazy(() => import('./delivery').then((module) => ({ default: module.DeliveryFailureNotice })))
  : null;

type Props = {
  /** What useSimulatedForm returns. */
  controller: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    summary: readonly SummaryError[];
    summaryRef: Ref<HTMLDivElement>;
    submitting: boolean;
    /** A valid submission is waiting: the submitting label is announced. */
    sending: boolean;
    // Method syntax: a controller of any form fits, whose field names are narrower than string.
    focusField(name: string): void;
    /** Where a valid submission goes, with a receiver. */
    target: DeliveryTarget;
    /** Why the last valid submission was not stored (with a receiver), focused when shown. */
    failure: DeliveryFailure | null;
    failureRef: Ref<HTMLDivElement>;
  };
  /** The association and the secretariat: the privacy notice's controller and its address. */
  contact: FormContact;
  /** The id of the form's heading, which names the form. */
  titleId: string;
  /** The heading, the required-fields note and any notice, above the error summary. */
  header: ReactNode;
  /** Shown when JavaScript is off: the form cannot send, so say what to do instead. */
  noscript: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  /** The error summary's heading, in the form's language. */
  summaryTitle?: string;
  /** Beyond submitting (e.g. registration closed). */
  disabled?: boolean;
  /** The language of the form when it differs from the page's. */
  lang?: 'en' | 'id';
  /**
   * The language of the form's own words (the privacy notice, a failed send) when it is not the
   * page's: the Indonesian application forms, whose section carries the lang attribute.
   */
  wordsIn?: 'en' | 'id';
  /** Under the submit button. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * The frame of every form on the site: heading, error summary, fields, submit button.
 *
 * `method="dialog"`: a dialog-method form outside a <dialog> does nothing when submitted (HTML
 * form submission algorithm), while the submit event still reaches React once it has hydrated.
 * So before hydration (a slow phone) or with JavaScript off, a click or Enter never turns what
 * was typed into a GET query in the address bar, history and server logs; the <noscript> note
 * says what to do instead. The button stays enabled in the static HTML so it never looks broken,
 * and a press before hydration is kept and made again once the form has hydrated (data-replay,
 * lib/early-taps.ts), with what was typed by then.
 */
export function SimulatedForm({
  controller,
  contact,
  titleId,
  header,
  noscript,
  submitLabel,
  submittingLabel,
  summaryTitle,
  disabled = false,
  lang,
  wordsIn,
  footer,
  className,
  children,
}: Props) {
  const {
    onSubmit,
    summary,
    summaryRef,
    submitting,
    sending,
    focusField,
    target,
    failure,
    failureRef,
  } = controller;
  const language = wordsIn ?? lang ?? target.language;
  return (
    <form
      method="dialog"
      data-pagefind-ignore=""
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      lang={lang}
      className={cn('space-y-6', className)}
    >
      {header}
      <noscript>
        <p className="rounded-lg border border-line-strong bg-surface-raised p-4 text-cream">
          {noscript}
        </p>
      </noscript>
      <ErrorSummary ref={summaryRef} errors={summary} title={summaryTitle} onSelect={focusField} />
      {DeliveryFailureNotice && failure ? (
        <Suspense fallback={null}>
          <DeliveryFailureNotice
            ref={failureRef}
            failure={failure}
            language={language}
            email={contact.email}
          />
        </Suspense>
      ) : null}
      {children}
      {DeliveryExtras ? (
        // In the static HTML (the page is prerendered with it), hydrated once its module is in.
        <Suspense fallback={null}>
          <DeliveryExtras form={target.form} language={language} contact={contact} />
        </Suspense>
      ) : null}
      {/* The disabled button's new label is not read out, so the wait is announced here, politely
          and without moving focus. The region is in the DOM, empty, from the first render: screen
          readers announce a change to a live region they already know. A live region rather than
          role="status", which the page's own statuses (a copy button's 'Copied') keep to themselves.
          Before the button, so the button stays the last child where it was and the spacing is
          unchanged. */}
      <p aria-live="polite" aria-atomic="true" data-form-status="" className="sr-only">
        {sending ? submittingLabel : ''}
      </p>
      <Button
        type="submit"
        data-replay
        size="lg"
        disabled={disabled || submitting}
        className="w-full sm:w-auto"
      >
        {submitting ? submittingLabel : submitLabel}
      </Button>
      {footer}
    </form>
  );
}
