'use client';

import type { ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import {
  DIRECTORY_PAGE_SIZES,
  DIRECTORY_PROVINCE_OPTIONS,
  INDUSTRY_OPTIONS,
  type DirectoryPageSize,
} from '@/data/options';
import {
  DEFAULT_DIRECTORY_CRITERIA,
  filterCeos,
  hasDirectoryFilters,
  parseDirectoryQuery,
  serializeDirectoryQuery,
  type DirectoryCriteria,
  type DirectoryEntry,
} from '@/lib/directory';
import { paginate } from '@/lib/pagination';

type Props = {
  entries: readonly DirectoryEntry[];
  /** Each profile's card, rendered on the server, by slug: this island only chooses and orders. */
  cards: Readonly<Record<string, ReactNode>>;
};

/**
 * The directory's search, filters, result count, grid and pagination. Its state lives in the URL
 * query; the exported HTML is the unfiltered first page.
 */
export function CeoDirectory({ entries, cards }: Props) {
  const { criteria, setCriteria, update, goToPage, resultsRef } = useListingQuery(
    parseDirectoryQuery,
    serializeDirectoryQuery,
  );
  const matches = filterCeos(entries, criteria);
  const slice = paginate(matches, criteria.page, criteria.perPage);

  const clearFilters = () =>
    setCriteria({ ...DEFAULT_DIRECTORY_CRITERIA, perPage: criteria.perPage });

  return (
    <div>
      <form
        role="search"
        aria-label="Filter the directory"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-xl border border-line bg-surface p-5 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <SearchInput
          id="directory-search"
          label="Search"
          placeholder="Search by name, company or title..."
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
        <Select
          id="directory-industry"
          label="Industry"
          options={INDUSTRY_OPTIONS}
          value={criteria.industry}
          onChange={(event) =>
            update({ industry: event.target.value as DirectoryCriteria['industry'] })
          }
        />
        <Select
          id="directory-province"
          label="Province"
          options={DIRECTORY_PROVINCE_OPTIONS}
          value={criteria.province}
          onChange={(event) =>
            update({ province: event.target.value as DirectoryCriteria['province'] })
          }
        />
        <Select
          id="directory-per-page"
          label="Per Page"
          options={DIRECTORY_PAGE_SIZES.map(String)}
          value={String(criteria.perPage)}
          onChange={(event) => update({ perPage: Number(event.target.value) as DirectoryPageSize })}
        />
      </form>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <ResultCount ref={resultsRef} count={matches.length} singular="profile" plural="profiles" />
        {hasDirectoryFilters(criteria) && matches.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            Clear Filters
          </Button>
        ) : null}
      </div>

      {slice.items.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {slice.items.map((entry) => (
            <li key={entry.slug}>{cards[entry.slug]}</li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-6"
          title="No Results Found"
          message="No CEOs match your current search criteria. Try adjusting your filters or search terms."
          action={<Button onClick={clearFilters}>Clear Filters</Button>}
        />
      )}

      <Pagination {...slice} label="Directory" onPageChange={goToPage} />
    </div>
  );
}
