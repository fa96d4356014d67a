'use client';

import { useState } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { FilterForm } from '@/components/ui/filter-form';
import { SearchInput } from '@/components/ui/search-input';
import type { Locale } from '@/data/locales';
import { formatMessage } from '@/lib/i18n/format';
import {
  SEARCH_QUERY_MAX_LENGTH,
  searchQuery,
  totalCount,
  type SearchGroupResult,
  type SearchHit,
  type SearchKind,
} from '@/lib/search';
import { ListingLinks, type ListingLink } from './listing-links';
import type { SearchPageStrings } from './search-strings';
import { SearchResults } from './search-results';
import { useSiteSearch } from './use-site-search';

/** Results first shown per kind, and added by each 'Show more'. */
const PER_KIND = 10;

const FORM_ID = 'site-search';

type Props = { strings: SearchPageStrings; locale: Locale; listings: readonly ListingLink[] };

/**
 * The /search page's search: the query lives in the URL (`?q=`), so a result list can be shared
 * and Back comes back to it. Its form is a GET form, so Enter before hydration loads the URL,
 * which the page then searches. Every kind's first results are shown, with their count; 'Show
 * more' fetches the next ones of a kind.
 */
export function SearchPageResults({ strings: t, locale, listings }: Props) {
  const { criteria, names, update, formRef, resultsRef } = useListingQuery(searchQuery);
  const { state, retry } = useSiteSearch(criteria.q, PER_KIND);
  const [more, setMore] = useState<{
    query: string;
    hits: Partial<Record<SearchKind, SearchHit[]>>;
  }>({ query: '', hits: {} });

  const shownResults =
    state.status === 'ready'
      ? { query: state.query, groups: state.groups }
      : state.status === 'loading'
        ? state.shown
        : null;
  const loaded = shownResults?.groups ?? null;
  const query = shownResults?.query ?? '';
  const extra = more.query === query ? more.hits : {};
  const groups = loaded?.map((group) => ({
    ...group,
    hits: [...group.hits, ...(extra[group.kind] ?? [])],
  }));
  const total = groups ? totalCount(groups) : 0;

  const showMore = async (group: SearchGroupResult) => {
    const next = await group.loadMore(PER_KIND);
    setMore((current) => {
      const hits = current.query === query ? current.hits : {};
      return { query, hits: { ...hits, [group.kind]: [...(hits[group.kind] ?? []), ...next] } };
    });
  };

  const status =
    state.status === 'ready'
      ? total > 0
        ? formatMessage(total === 1 ? t.resultCount.one : t.resultCount.other, {
            count: total,
            query: state.query,
          })
        : formatMessage(t.noResults, { query: state.query })
      : state.status === 'error'
        ? t.unavailable
        : state.status === 'idle'
          ? t.prompt
          : groups
            ? null
            : t.loading;

  return (
    <div data-requires-js="">
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label={t.formLabel}
        submitLabel={t.submit}
        className="max-w-3xl"
      >
        <SearchInput
          id="site-search-query"
          label={t.inputLabel}
          placeholder={t.placeholder}
          name={names.q}
          value={criteria.q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
      </FilterForm>

      <p
        ref={resultsRef}
        tabIndex={-1}
        role="status"
        className="mt-8 min-h-6 scroll-mt-28 [overflow-wrap:anywhere] text-muted"
      >
        {status}
      </p>

      {groups && groups.length > 0 ? (
        <div className="mt-6 max-w-3xl" data-results-for={query}>
          <SearchResults
            groups={groups}
            strings={t}
            locale={locale}
            idPrefix="search"
            headingLevel="h2"
            showImages
            groupFooter={(group) => {
              const loadedGroup = loaded?.find((each) => each.kind === group.kind);
              if (!loadedGroup || group.hits.length >= group.count) return null;
              return (
                <button
                  type="button"
                  onClick={() => void showMore(loadedGroup)}
                  className="mt-2 ml-3 inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-gold transition-colors hover:bg-surface-hover"
                >
                  {formatMessage(t.showMore, { kind: t.kinds[group.kind] })}
                </button>
              );
            }}
          />
        </div>
      ) : null}

      {state.status === 'ready' && total === 0 ? (
        <div className="mt-4">
          <p className="text-cream">{t.noResultsHint}</p>
          <ListingLinks links={listings} className="mt-3" />
        </div>
      ) : null}
      {state.status === 'error' ? (
        <button
          type="button"
          onClick={retry}
          className="mt-4 inline-flex min-h-11 items-center rounded-md border border-gold px-4 text-sm font-semibold text-gold transition-colors hover:bg-gold hover:text-ink"
        >
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}
