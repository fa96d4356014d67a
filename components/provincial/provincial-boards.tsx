'use client';

import type { ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { SearchInput } from '@/components/ui/search-input';
import { PROVINCE_REGION_OPTIONS } from '@/data/options';
import { filterProvincialBoards, provincialQuery, type ProvincialEntry } from '@/lib/provincial';

type Props = {
  boards: readonly ProvincialEntry[];
  /** Each province's card, rendered on the server, by id. */
  cards: Readonly<Record<string, ReactNode>>;
};

/** Search and region filter over the provincial boards; the state lives in the URL query. */
export function ProvincialBoards({ boards, cards }: Props) {
  const { criteria, names, update, formRef } = useListingQuery(provincialQuery);
  const matches = filterProvincialBoards(boards, criteria);

  return (
    <div lang="id">
      <FilterForm
        id="provincial-filters"
        ref={formRef}
        label="Saring pengurus provinsi"
        submitLabel="Cari"
        noScript="Pencarian dan filter memerlukan JavaScript, yang nonaktif di peramban Anda."
        className="grid grid-cols-1 gap-3 md:gap-5"
      >
        <SearchInput
          id="provincial-search"
          label="Cari"
          placeholder="Cari provinsi atau nama pengurus..."
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
        <FilterDisclosure
          strings={{ label: 'Filter', active: 'aktif' }}
          activeCount={provincialQuery.countActive(criteria, ['region'])}
        >
          <FilterButtons
            id="region"
            label="Wilayah"
            name={names.region}
            options={PROVINCE_REGION_OPTIONS}
            value={criteria.region}
            onValueChange={(region) => update({ region })}
          />
        </FilterDisclosure>
      </FilterForm>

      <ListingResults
        status={
          <p role="status" className="mt-8 text-muted">
            Menampilkan <span className="font-semibold text-cream">{matches.length}</span> dari{' '}
            {boards.length} provinsi
          </p>
        }
        slice={{ items: matches }}
        itemKey={(board) => board.id}
        renderItem={(board) => cards[board.id]}
        gridClassName="sm:grid-cols-2 lg:grid-cols-3"
        empty={{
          title: 'Tidak Ada Hasil',
          message: 'Tidak ditemukan provinsi atau pengurus yang sesuai dengan pencarian Anda.',
        }}
      />
    </div>
  );
}
