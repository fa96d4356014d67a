'use client';

import { memo, useDeferredValue, useMemo } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination, type PaginationStrings } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import type { Locale } from '@/data/locales';
import type { Messages } from '@/data/messages';
import { ALL_INDUSTRIES, ALL_PROVINCES } from '@/data/options';
import {
  directoryQuery,
  filterCeos,
  type DirectoryCriteria,
  type DirectoryEntry,
} from '@/lib/directory';
import { paginate, paginateKnownTotal } from '@/lib/pagination';
import { CeoCard, type CeoCardLabels } from './ceo-card';
import { useDirectoryIndex } from './use-directory-index';
import { DIRECTORY_PAGE_SIZES, type DirectoryPageSize } from '@/lib/constants';

/** Cards re-render only when their profile changes, not on every keystroke. */
const DirectoryCard = memo(CeoCard);

const FORM_ID = 'directory-filters';

type Props = {
  /** The first profiles in directory order: the unfiltered first page, or everyone. */
  initial: readonly DirectoryEntry[];
  /** How many profiles there are in all. */
  total: number;
  /** The search index of every profile, fetched on demand when `initial` does not hold them all. */
  indexUrl: string;
  locale: Locale;
  /** The island's words and option labels, in the page's language. */
  strings: DirectoryStrings;
};

export type DirectoryStrings = Messages['directory']['island'] & {
  readonly submit: string;
  /** The folded filters' words, and the line said in their place when scripts are off. */
  readonly filters: Messages['common']['filters'];
  readonly industryOptions: readonly { value: DirectoryCriteria['industry']; label: string }[];
  readonly provinceOptions: readonly { value: DirectoryCriteria['province']; label: string }[];
  readonly card: CeoCardLabels;
  readonly pagination: PaginationStrings;
};

/**
 * The directory's search, filters, result count, grid and pagination. Its state lives in the URL
 * query; the exported HTML is the unfiltered first page. The page carries only that page of
 * profiles; the rest come from the search index, fetched when the visitor first reaches for a
 * filter or another page, so the page weighs the same with 12 members or 3,000.
 */
export function CeoDirectory({ initial, total, indexUrl, locale, strings: t }: Props) {
  const { criteria, names, update, clear, goToPage, resultsRef, formRef, filtered } =
    useListingQuery(directoryQuery);
  const complete = initial.length >= total;
  const firstPageInHand = !filtered && criteria.page === 1 && criteria.perPage <= initial.length;
  const index = useDirectoryIndex(complete ? null : indexUrl, !complete && !firstPageInHand);
  const everyone = complete ? initial : index.entries;

  // The controls follow every keystroke at once; the results follow a deferred copy of the
  // criteria, so typing stays as quick with 3,000 members as with 12 (the input paints first).
  const view = useDeferredValue(criteria);
  const viewFiltered = directoryQuery.hasFilters(view);
  const matches = useMemo(() => (everyone ? filterCeos(everyone, view) : null), [everyone, view]);
  const slice = matches
    ? paginate(matches, view.page, view.perPage)
    : !viewFiltered && view.page === 1 && view.perPage <= initial.length
      ? paginateKnownTotal(initial, total, view.perPage)
      : null;

  return (
    <div>
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label={t.filterLabel}
        submitLabel={t.submit}
        noScript={t.filters.noScript}
        onFocus={index.load}
        onPointerEnter={index.load}
        className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-4 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <SearchInput
          id="directory-search"
          label={t.search}
          placeholder={t.searchPlaceholder}
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
        <FilterDisclosure
          strings={t.filters}
          activeCount={directoryQuery.countActive(criteria, ['industry', 'province'])}
        >
          <Select
            id="directory-industry"
            label={t.industry}
            name={names.industry}
            options={t.industryOptions}
            all={ALL_INDUSTRIES}
            value={criteria.industry}
            onValueChange={(industry) => update({ industry })}
          />
          <Select
            id="directory-province"
            label={t.province}
            name={names.province}
            options={t.provinceOptions}
            all={ALL_PROVINCES}
            value={criteria.province}
            onValueChange={(province) => update({ province })}
          />
          <Select
            id="directory-per-page"
            label={t.perPage}
            name={names.perPage}
            options={DIRECTORY_PAGE_SIZES.map(String)}
            value={String(criteria.perPage)}
            onValueChange={(perPage) => update({ perPage: Number(perPage) as DirectoryPageSize })}
          />
        </FilterDisclosure>
      </FilterForm>

      <ListingResults
        status={
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            {slice ? (
              <ResultCount
                ref={resultsRef}
                count={slice.total}
                singular={t.singular}
                plural={t.plural}
                suffix={t.found}
              />
            ) : (
              <p ref={resultsRef} tabIndex={-1} role="status" className="scroll-mt-28 text-muted">
                {index.status === 'failed' ? t.loadFailed : t.loading}
              </p>
            )}
            {viewFiltered && slice && slice.total > 0 ? (
              <Button variant="ghost" size="sm" onClick={clear}>
                {t.clearFilters}
              </Button>
            ) : null}
          </div>
        }
        slice={slice}
        // Without scripts: the profiles after the first page when the page carries them all
        // (getDirectoryPreview inlines a small directory); a large one shows its first page, as
        // its search index cannot be fetched then.
        rest={matches && slice ? matches.slice(slice.to) : []}
        pending={
          index.status === 'failed' ? (
            <EmptyState
              className="mt-6"
              title={t.failedTitle}
              message={t.failedMessage}
              action={<Button onClick={index.load}>{t.tryAgain}</Button>}
            />
          ) : null
        }
        itemKey={(entry) => entry.slug}
        renderItem={(entry) => (
          <DirectoryCard ceo={entry} headingLevel="h2" locale={locale} labels={t.card} />
        )}
        gridClassName="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        empty={{
          title: t.emptyTitle,
          message: t.emptyMessage,
          action: <Button onClick={clear}>{t.clearFilters}</Button>,
        }}
        pagination={
          slice ? (
            <Pagination
              {...slice}
              label={t.paginationLabel}
              form={FORM_ID}
              onPageChange={goToPage}
              strings={t.pagination}
            />
          ) : null
        }
      />
    </div>
  );
}
