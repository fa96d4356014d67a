import type { Metadata } from 'next';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { AlbumCard } from '@/components/gallery/album-card';
import { GalleryBrowser, type GalleryBrowserStrings } from '@/components/gallery/gallery-browser';
import { toGalleryTiles } from '@/components/gallery/gallery-tiles';
import { getAlbums, getGalleryPhotos } from '@/data/gallery';
import { SITE } from '@/data/site';
import { listYearOptions } from '@/lib/gallery';
import { buildPageMetadata } from '@/lib/metadata';

import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';

export function galleryMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).gallery;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/gallery',
    locale,
  });
}

/** What the gallery browser's island (and its lightbox) needs of the dictionary. */
export function galleryBrowserStrings(locale: Locale): GalleryBrowserStrings {
  const { gallery, common, labels } = getMessages(locale);
  return {
    ...gallery.browser,
    submit: common.search,
    filters: common.filters,
    allYears: labels.allYears,
    lightbox: gallery.lightbox,
    pagination: common.pagination,
  };
}

/** The gallery: every photo, filtered by album, year and words, and the albums. */
export function GalleryPage({ locale }: { locale: Locale }) {
  const albums = getAlbums(locale);
  const photos = getGalleryPhotos(locale);
  const t = getMessages(locale).gallery;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} description={t.description} />
      <Container className="py-14">
        <GalleryBrowser
          photos={toGalleryTiles(photos, albums)}
          albums={albums.map(({ slug, name }) => ({ slug, name }))}
          yearOptions={listYearOptions(photos)}
          strings={galleryBrowserStrings(locale)}
        />
      </Container>
      <section aria-labelledby="albums-heading" className="border-t border-line py-16">
        <Container>
          <h2 id="albums-heading" className="text-3xl font-bold text-cream">
            {t.albums}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {albums.map((album) => (
              <li key={album.slug}>
                <AlbumCard album={album} locale={locale} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
