'use client';

import { useMemo, type ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { NEWS_CATEGORY_OPTIONS } from '@/data/options';
import { filterNews, newsQuery, type NewsEntry, type NewsYearOption } from '@/lib/news';
import { paginate } from '@/lib/pagination';
import { NEWS_PAGE_SIZE } from '@/lib/constants';

const FORM_ID = 'news-filters';

type Props = {
  items: readonly NewsEntry[];
  /** The year dropdown's options: 'All Years', then the distinct years, newest first. */
  years: readonly NewsYearOption[];
  /** Each item's card, rendered on the server, by slug: this island only chooses and orders. */
  cards: Readonly<Record<string, ReactNode>>;
};

/** Category, search, year, cards and pagination of the newsroom; the state lives in the URL. */
export function NewsListing({ items, years, cards }: Props) {
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
        label="Filter news"
        className="grid gap-5 lg:grid-cols-[1fr_16rem_12rem] lg:items-end"
      >
        <FilterButtons
          id="news-category"
          label="Category"
          name={names.category}
          options={NEWS_CATEGORY_OPTIONS}
          value={criteria.category}
          onValueChange={(category) => update({ category })}
          className="lg:col-span-3"
        />
        <SearchInput
          id="news-search"
          label="Search"
          placeholder="Search news..."
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
          className="lg:col-span-2"
        />
        <Select
          id="news-year"
          label="Year"
          name={names.year}
          options={years}
          value={criteria.year}
          onChange={(event) => update({ year: event.target.value as NewsYearOption })}
        />
      </FilterForm>

      <ListingResults
        status={
          <ResultCount
            ref={resultsRef}
            className="mt-8"
            count={matches.length}
            singular="news item"
            plural="news items"
          />
        }
        slice={slice}
        itemKey={(item) => item.slug}
        renderItem={(item) => cards[item.slug]}
        gridClassName="md:grid-cols-2"
        empty={{
          title: 'No News Found',
          message:
            'No news items match your current search criteria. Try adjusting your filters or search terms.',
          action: <Button onClick={clear}>Clear Filters</Button>,
        }}
        pagination={<Pagination {...slice} label="News" form={FORM_ID} onPageChange={goToPage} />}
      />
    </div>
  );
}
