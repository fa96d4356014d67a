import { ChevronLeft, ChevronRight } from 'lucide';
import type { ComponentProps } from 'react';
import { limitedPaginationWindow, paginationWindow, type PageSlice } from '@/lib/pagination';
import type { Messages } from '@/data/messages';
import { cn } from '@/lib/cn';
import { formatMessage } from '@/lib/i18n/format';
import { Icon } from './icon';

export type PaginationStrings = Messages['common']['pagination'];

type Props = Pick<PageSlice<unknown>, 'page' | 'totalPages' | 'from' | 'to' | 'total'> & {
  onPageChange: (page: number) => void;
  /** What the list holds, for the navigation's accessible name: "Events pagination". */
  label: string;
  /** Show at most this many page numbers (the gallery's 5); by default, two either side of the current. */
  maxPageNumbers?: number;
  /**
   * The listing's filter form (its id): the page buttons submit it with `page=N`, so a tap before
   * hydration loads that page's URL with the current filters.
   */
  form?: string;
  /** The words, in the page's language (messages `common.pagination`). */
  strings: PaginationStrings;
  className?: string;
};

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold transition-colors';

/**
 * Pages of a listing: shown only when there is more than one page; first and last page always,
 * two pages either side of the current one, disabled ellipsis markers for the gaps, Previous
 * disabled on the first page and Next on the last, and the summary 'Showing X to Y of Z'.
 */
export function Pagination({
  page,
  totalPages,
  from,
  to,
  total,
  onPageChange,
  label,
  maxPageNumbers,
  form,
  strings,
  className,
}: Props) {
  // Submit buttons of the filter form when there is one; plain buttons otherwise.
  const submits = (target: number) =>
    form
      ? ({ type: 'submit', form, name: 'page', value: target } as const)
      : ({ type: 'button' } as const);
  if (totalPages <= 1) return null;
  const items = maxPageNumbers
    ? limitedPaginationWindow(page, totalPages, maxPageNumbers)
    : paginationWindow(page, totalPages);
  return (
    // Page buttons cannot turn pages without JavaScript (the exported page is page 1 whatever its
    // URL says), so they are hidden then (data-requires-js) and the listing shows every result.
    <nav
      data-requires-js=""
      aria-label={formatMessage(strings.label, { list: label })}
      className={cn('mt-12 flex flex-col items-center gap-4', className)}
    >
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <StepButton
            direction="previous"
            text={strings.previous}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            {...submits(page - 1)}
          />
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.position}`}>
              <button
                type="button"
                disabled
                aria-label={strings.morePages}
                className={cn(cell, 'border-transparent text-muted')}
              >
                …
              </button>
            </li>
          ) : (
            <li key={item.page}>
              <button
                {...submits(item.page)}
                aria-label={formatMessage(strings.page, { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPageChange(item.page)}
                className={cn(
                  cell,
                  item.page === page
                    ? 'border-gold bg-gold text-ink'
                    : 'border-line-strong text-cream hover:border-gold hover:text-gold',
                )}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <StepButton
            direction="next"
            text={strings.next}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            {...submits(page + 1)}
          />
        </li>
      </ul>
      <p className="text-sm text-muted" aria-live="polite">
        {formatMessage(strings.showing, { from, to, total })}
      </p>
    </nav>
  );
}

type StepProps = Omit<ComponentProps<'button'>, 'children' | 'className'> & {
  direction: 'previous' | 'next';
  text: string;
};

function StepButton({ direction, text, ...props }: StepProps) {
  const icon = (
    <Icon node={direction === 'previous' ? ChevronLeft : ChevronRight} className="size-4" />
  );
  return (
    <button
      {...props}
      className={cn(
        cell,
        'gap-1 border-line-strong text-cream hover:border-gold hover:text-gold disabled:border-line disabled:text-muted disabled:hover:text-muted',
      )}
    >
      {direction === 'previous' ? (
        <>
          {icon}
          {text}
        </>
      ) : (
        <>
          {text}
          {icon}
        </>
      )}
    </button>
  );
}
