import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { localizePath } from '@/lib/i18n/paths';
import type { SearchKind } from '@/lib/search';
import type { ListingLink } from './listing-links';

/*
 * The search's words, picked from the dictionary (data/messages/<locale>/search.ts) on the
 * server: each island gets only the strings it shows.
 */

type Forms = { readonly one: string; readonly other: string };

/** What the dialog and the /search page both show. */
export type SearchCommonStrings = {
  readonly kinds: Readonly<Record<SearchKind, string>>;
  readonly groupCount: Forms;
  readonly inputLabel: string;
  readonly placeholder: string;
  readonly loading: string;
  readonly resultCount: Forms;
  readonly noResults: string;
  readonly noResultsHint: string;
  readonly unavailable: string;
  readonly retry: string;
};

export type SearchDialogStrings = SearchCommonStrings & {
  readonly title: string;
  readonly close: string;
  readonly keyboardHint: string;
  readonly seeAll: string;
};

export type SearchPageStrings = SearchCommonStrings & {
  readonly formLabel: string;
  readonly submit: string;
  readonly prompt: string;
  readonly showMore: string;
};

/** The /search page of an edition. */
export const searchPath = (locale: Locale) => localizePath('/search', locale);

/** The listings offered when a search finds nothing (or cannot run), in the edition. */
export function searchListings(locale: Locale): ListingLink[] {
  const { listings } = getMessages(locale).search;
  return (
    [
      ['directory', '/ceo-directory'],
      ['events', '/events'],
      ['articles', '/articles'],
      ['news', '/news'],
      ['gallery', '/gallery'],
      ['crowdfunding', '/crowdfunding'],
    ] as const
  ).map(([key, path]) => ({ label: listings[key], href: localizePath(path, locale) }));
}

function searchCommonStrings(locale: Locale): SearchCommonStrings {
  const t = getMessages(locale).search;
  return {
    kinds: t.kinds,
    groupCount: t.groupCount,
    inputLabel: t.inputLabel,
    placeholder: t.placeholder,
    loading: t.loading,
    resultCount: t.resultCount,
    noResults: t.noResults,
    noResultsHint: t.noResultsHint,
    unavailable: t.unavailable,
    retry: t.retry,
  };
}

/** The header's search dialog's words. */
export function searchDialogStrings(locale: Locale): SearchDialogStrings {
  const t = getMessages(locale).search;
  return {
    ...searchCommonStrings(locale),
    title: t.title,
    close: t.close,
    keyboardHint: t.keyboardHint,
    seeAll: t.seeAll,
  };
}

/** The /search page's words. */
export function searchPageStrings(locale: Locale): SearchPageStrings {
  const t = getMessages(locale).search;
  return {
    ...searchCommonStrings(locale),
    formLabel: t.page.formLabel,
    submit: t.page.submit,
    prompt: t.page.prompt,
    showMore: t.showMore,
  };
}
