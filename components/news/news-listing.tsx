'use client';

import { useMemo, type ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination, type PaginationStrings } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { ALL_YEARS, NEWS_CATEGORY_OPTIONS } from '@/data/options';
import { filterNews, newsQuery, type NewsEntry, type NewsYearOption } from '@/lib/news';
import { paginate } from '@/lib/pagination';
import { NEWS_PAGE_SIZE } from '@/lib/constants';
import type { Messages } from '@/data/messages';

const FORM_ID = 'news-filters';

type Props = {
  items: readonly NewsEntry[];
  /** The year dropdown's options: 'All Years', then the distinct years, newest first. */
  years: readonly NewsYearOption[];
  /** Each item's card, rendered on the server, by slug: this island only chooses and orders. */
  cards: Readonly<Record<string, ReactNode>>;
  /** The listing's words and the options' labels, in the page's language. */
  strings: NewsListingStrings;
};

export type NewsListingStrings = Messages['news']['listing'] & {
  readonly submit: string;
  /** The folded filters' words, and the line said in their place when scripts are off. */
  readonly filters: Messages['common']['filters'];
  readonly categoryLabels: Readonly<Record<string, string>>;
  readonly allYears: string;
  readonly pagination: PaginationStrings;
};

/** Category, search, year, cards and pagination of the newsroom; the state lives in the URL. */
export function NewsListing({ items, years, cards, strings: t }: Props) {
  const listing = useMemo(() => newsQuery(years), [years]);
  const { criteria, names, update, clear, goToPage, resultsRef, formRef } =
    useListingQuery(listing);
  const matches = filterNews(items, criteria);
  const slice = paginate(matches, criteria.page, NEWS_PAGE_SIZE);

  return (
    <div>
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label={t.filterLabel}
        submitLabel={t.submit}
        noScript={t.filters.noScript}
        className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_12rem] md:items-end md:gap-5"
      >
        <SearchInput
          id="news-search"
          label={t.search}
          placeholder={t.searchPlaceholder}
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
        <FilterDisclosure
          strings={t.filters}
          activeCount={listing.countActive(criteria, ['category', 'year'])}
        >
          <Select
            id="news-year"
            label={t.year}
            name={names.year}
            options={years.map((year) => ({
              value: year,
              label: year === ALL_YEARS ? t.allYears : year,
            }))}
            all={ALL_YEARS}
            value={criteria.year}
            onValueChange={(year) => update({ year })}
          />
          <FilterButtons
            id="news-category"
            label={t.category}
            name={names.category}
            options={NEWS_CATEGORY_OPTIONS}
            optionLabels={t.categoryLabels}
            value={criteria.category}
            onValueChange={(category) => update({ category })}
            className="md:col-span-2"
          />
        </FilterDisclosure>
      </FilterForm>

      <ListingResults
        status={
          <ResultCount
            ref={resultsRef}
            className="mt-8"
            count={matches.length}
            singular={t.singular}
            plural={t.plural}
            suffix={t.found}
          />
        }
        slice={slice}
        rest={matches.slice(slice.to)}
        itemKey={(item) => item.slug}
        renderItem={(item) => cards[item.slug]}
        gridClassName="md:grid-cols-2"
        empty={{
          title: t.emptyTitle,
          message: t.emptyMessage,
          action: <Button onClick={clear}>{t.clearFilters}</Button>,
        }}
        pagination={
          <Pagination
            {...slice}
            label={t.paginationLabel}
            form={FORM_ID}
            onPageChange={goToPage}
            strings={t.pagination}
          />
        }
      />
    </div>
  );
}
