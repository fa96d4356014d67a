import { SlidersHorizontal } from 'lucide';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

export type FilterDisclosureStrings = {
  /** The summary's word: 'Filters'. */
  readonly label: string;
  /** Read after the number of filters in use: 'active'. */
  readonly active: string;
};

type Props = {
  strings: FilterDisclosureStrings;
  /** How many of the filters inside are set to something other than their 'All' value. */
  activeCount: number;
  /** The panel's own layout on a phone (from the md breakpoint its controls are the form's cells). */
  className?: string;
  children: ReactNode;
};

/**
 * A listing's filters folded away on a phone, so the search box and the results share the first
 * screen: a native `<details>` (it opens before any script has run) whose summary, under the
 * search box (which keeps the whole row, so its placeholder is read in full at 390 px), says how
 * many filters are in use, and whose panel opens across the row below it.
 * From the md breakpoint the summary is hidden and the panel always shown, its controls cells of
 * the filter form's grid as before (`.filter-disclosure` in app/globals.css).
 */
export function FilterDisclosure({ strings, activeCount, className, children }: Props) {
  return (
    <details className="filter-disclosure">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 justify-self-start rounded-md border border-line-strong bg-surface px-3 text-sm font-semibold text-cream transition-colors select-none hover:border-gold [&::-webkit-details-marker]:hidden">
        <Icon node={SlidersHorizontal} className="size-4 text-gold" />
        {strings.label}
        {activeCount > 0 ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-gold px-1.5 text-xs font-bold text-ink">
            {activeCount}
            <span className="sr-only"> {strings.active}</span>
          </span>
        ) : null}
      </summary>
      <div className={cn('grid gap-4 pt-1 md:contents', className)}>{children}</div>
    </details>
  );
}
