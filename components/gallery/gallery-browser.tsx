'use client';

import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination, type PaginationStrings } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { ALL_ALBUMS, filterPhotos, galleryQuery } from '@/lib/gallery';
import { paginate } from '@/lib/pagination';
import type { GalleryTile } from './gallery-tiles';
import { PhotoGrid } from './photo-grid';
import { PhotoLightbox } from './photo-lightbox';
import { useLightbox } from './use-lightbox';
import { GALLERY_MAX_PAGE_NUMBERS, GALLERY_PAGE_SIZE } from '@/lib/constants';
import type { Messages } from '@/data/messages';
import { ALL_YEARS, type AlbumSlug } from '@/data/options';
import type { LightboxStrings } from './lightbox';

const FORM_ID = 'gallery-filters';

type Props = {
  photos: readonly GalleryTile[];
  albums: readonly { slug: AlbumSlug; name: string }[];
  /** 'All Years', then the years of the photos, newest first. */
  yearOptions: readonly string[];
  /** The browser's and the lightbox's words, in the page's language. */
  strings: GalleryBrowserStrings;
};

export type GalleryBrowserStrings = Messages['gallery']['browser'] & {
  readonly submit: string;
  /** The folded filters' words, and the line said in their place when scripts are off. */
  readonly filters: Messages['common']['filters'];
  readonly allYears: string;
  readonly lightbox: LightboxStrings;
  readonly pagination: PaginationStrings;
};

/**
 * The gallery's filters (album, year, search), count, masonry grid, pagination and lightbox. The
 * state lives in the URL; the exported HTML is the unfiltered first page. The lightbox walks every
 * photo of the filtered set, not only the page shown.
 */
export function GalleryBrowser({ photos, albums, yearOptions, strings: t }: Props) {
  const { criteria, names, update, clear, goToPage, resultsRef, formRef } =
    useListingQuery(galleryQuery);
  const matches = filterPhotos(photos, criteria);
  const slice = paginate(matches, criteria.page, GALLERY_PAGE_SIZE);
  const lightbox = useLightbox(matches);

  return (
    <div>
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label={t.filterLabel}
        submitLabel={t.submit}
        noScript={t.filters.noScript}
        className="grid grid-cols-1 gap-3 md:grid-cols-[2fr_1fr_1fr] md:gap-4"
      >
        <SearchInput
          id="gallery-search"
          label={t.search}
          placeholder={t.searchPlaceholder}
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
        <FilterDisclosure
          strings={t.filters}
          activeCount={galleryQuery.countActive(criteria, ['album', 'year'])}
        >
          <Select
            id="gallery-album"
            label={t.album}
            name={names.album}
            options={[
              { value: ALL_ALBUMS, label: t.allAlbums },
              ...albums.map((album) => ({ value: album.slug, label: album.name })),
            ]}
            all={ALL_ALBUMS}
            value={criteria.album}
            onValueChange={(album) => update({ album })}
          />
          <Select
            id="gallery-year"
            label={t.year}
            name={names.year}
            options={yearOptions.map((year) => ({
              value: year,
              label: year === ALL_YEARS ? t.allYears : year,
            }))}
            all={ALL_YEARS}
            value={criteria.year}
            onValueChange={(year) => update({ year })}
          />
        </FilterDisclosure>
      </FilterForm>

      <ListingResults
        status={
          <ResultCount
            ref={resultsRef}
            count={matches.length}
            singular={t.singular}
            plural={t.plural}
            suffix={t.found}
            className="mt-8"
          />
        }
        slice={slice}
        rest={matches.slice(slice.to)}
        renderItems={(items) => (
          <PhotoGrid photos={items} onOpen={lightbox.open} onPrefetch={lightbox.prefetch} />
        )}
        empty={{
          title: t.emptyTitle,
          message: t.emptyMessage,
          action: <Button onClick={clear}>{t.viewAll}</Button>,
        }}
        pagination={
          <Pagination
            {...slice}
            label={t.paginationLabel}
            strings={t.pagination}
            form={FORM_ID}
            maxPageNumbers={GALLERY_MAX_PAGE_NUMBERS}
            onPageChange={goToPage}
          />
        }
      />

      <PhotoLightbox controller={lightbox} photos={matches} strings={t.lightbox} />
    </div>
  );
}
