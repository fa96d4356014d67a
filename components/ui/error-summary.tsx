import type { ReactNode, Ref } from 'react';

export type SummaryError = { id: string; message: string };

type Props = {
  errors: readonly SummaryError[];
  /** Moves focus to the field; links also work without it, by their #id. */
  onSelect?: (id: string) => void;
  ref?: Ref<HTMLDivElement>;
  /** The heading, in the form's language. */
  title?: string;
};

/**
 * A problem the visitor must see before going on: a box the form moves focus to, whose heading and
 * text are announced as an alert. The error summary is one; a form's delivery failure is another,
 * with its retry button (`after`) outside the alert.
 */
export function ProblemBox({
  titleId,
  title,
  ref,
  children,
  after,
}: {
  titleId: string;
  title: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-danger bg-danger/10 p-5 focus-visible:outline-offset-4"
    >
      <div role="alert">
        <h2 id={titleId} className="font-sans text-lg font-bold text-cream">
          {title}
        </h2>
        {children}
      </div>
      {after}
    </div>
  );
}

/**
 * The GOV.UK error summary: shown at the top of the form after an invalid submit, focused, with
 * an alert role inside and one link per error to its field. The words match the inline messages.
 */
export function ErrorSummary({ errors, onSelect, ref, title = 'There is a problem' }: Props) {
  if (errors.length === 0) return null;
  return (
    <ProblemBox titleId="error-summary-title" title={title} ref={ref}>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                if (!onSelect) return;
                event.preventDefault();
                onSelect(error.id);
              }}
              className="font-medium text-danger underline underline-offset-4 hover:text-cream"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </ProblemBox>
  );
}
