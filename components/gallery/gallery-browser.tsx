'use client';

import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { ALL_ALBUMS, filterPhotos, galleryQuery, type GalleryCriteria } from '@/lib/gallery';
import { paginate } from '@/lib/pagination';
import type { GalleryTile } from './gallery-tiles';
import { PhotoGrid } from './photo-grid';
import { PhotoLightbox } from './photo-lightbox';
import { useLightbox } from './use-lightbox';
import { GALLERY_MAX_PAGE_NUMBERS, GALLERY_PAGE_SIZE } from '@/lib/constants';

const FORM_ID = 'gallery-filters';

type Props = {
  photos: readonly GalleryTile[];
  albums: readonly { slug: string; name: string }[];
  /** 'All Years', then the years of the photos, newest first. */
  yearOptions: readonly string[];
};

/**
 * The gallery's filters (album, year, search), count, masonry grid, pagination and lightbox. The
 * state lives in the URL; the exported HTML is the unfiltered first page. The lightbox walks every
 * photo of the filtered set, not only the page shown.
 */
export function GalleryBrowser({ photos, albums, yearOptions }: Props) {
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
        label="Filter the photos"
        className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
      >
        <SearchInput
          id="gallery-search"
          label="Search"
          placeholder="Search captions, albums and descriptions..."
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
        <Select
          id="gallery-album"
          label="Album"
          name={names.album}
          options={[
            ALL_ALBUMS,
            ...albums.map((album) => ({ value: album.slug, label: album.name })),
          ]}
          value={criteria.album}
          onChange={(event) => update({ album: event.target.value as GalleryCriteria['album'] })}
        />
        <Select
          id="gallery-year"
          label="Year"
          name={names.year}
          options={yearOptions}
          value={criteria.year}
          onChange={(event) => update({ year: event.target.value })}
        />
      </FilterForm>

      <ListingResults
        status={
          <ResultCount
            ref={resultsRef}
            count={matches.length}
            singular="photo"
            plural="photos"
            className="mt-8"
          />
        }
        slice={slice}
        renderItems={(items) => (
          <PhotoGrid photos={items} onOpen={lightbox.open} onPrefetch={lightbox.prefetch} />
        )}
        empty={{
          title: 'No Photos Found',
          message:
            'No photos match your current search criteria. Try another album, year or search term.',
          action: <Button onClick={clear}>View All Photos</Button>,
        }}
        pagination={
          <Pagination
            {...slice}
            label="Gallery"
            form={FORM_ID}
            maxPageNumbers={GALLERY_MAX_PAGE_NUMBERS}
            onPageChange={goToPage}
          />
        }
      />

      <PhotoLightbox controller={lightbox} photos={matches} />
    </div>
  );
}
