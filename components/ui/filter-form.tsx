import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type Props = Omit<ComponentProps<'form'>, 'role' | 'aria-label' | 'onSubmit' | 'method'> & {
  /** The form's id: the listing's tabs and pagination outside it submit it (`form=`). */
  id: string;
  /** The search landmark's name ('Filter articles'). */
  label: string;
  /** Drawn without the panel (a listing that sets its filters beside its tabs). */
  bare?: boolean;
  /** The hidden default button's name, in the page's language. */
  submitLabel?: string;
  /** Said in the form's place when scripts are off ('Search and filters need JavaScript…'). */
  noScript?: string;
};

/**
 * A listing's filters: a search landmark and a GET form. Before hydration it works as HTML does:
 * Enter in the search box, a category button, a tab or a page button loads the listing's URL with
 * that query, which the page then applies. Once hydrated, controls apply as they change and
 * submitting does nothing.
 *
 * Without JavaScript nothing would apply that query: the exported page is the unfiltered list
 * whatever its URL says, so the form is hidden (`data-requires-js`, by the root layout's <noscript>
 * style; before hydration it stays and works as above) and a line says why in its place.
 */
export function FilterForm({
  id,
  label,
  bare = false,
  submitLabel = 'Search',
  noScript,
  className,
  children,
  ...rest
}: Props) {
  return (
    <>
      {noScript ? (
        <noscript>
          <p
            data-pagefind-ignore=""
            className="rounded-lg border border-line bg-surface px-5 py-4 text-muted"
          >
            {noScript}
          </p>
        </noscript>
      ) : null}
      <form
        id={id}
        role="search"
        aria-label={label}
        method="get"
        data-pagefind-ignore=""
        data-requires-js=""
        onSubmit={(event) => event.preventDefault()}
        className={cn(
          // On a phone the search box takes the whole width, without the panel around it, and its
          // hint is a size smaller (the text typed stays 16 px), so a placeholder is read in full
          // at 390 px ('Cari provinsi atau nama pengurus...').
          'max-md:[&_input]:placeholder:text-sm',
          !bare && 'rounded-xl md:border md:border-line md:bg-surface md:p-5',
          className,
        )}
        {...rest}
      >
        {/*
         * The form's default button, first in it: Enter in a text field presses it, so Enter never
         * presses a category or tab button instead. It submits only the form's fields.
         */}
        <button type="submit" hidden>
          {submitLabel}
        </button>
        {children}
      </form>
    </>
  );
}
