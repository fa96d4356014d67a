import type { Metadata } from 'next';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatCountMessage, formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { notFound } from 'next/navigation';
import { AlbumPhotos } from '@/components/gallery/album-photos';
import { toGalleryTiles } from '@/components/gallery/gallery-tiles';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { BackLink } from '@/components/ui/back-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getAlbumBySlug, getAlbumPhotos, getAlbumSlugs } from '@/data/gallery';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

/** Every album's slug, for both editions' `generateStaticParams`. */
export function albumParams() {
  return getAlbumSlugs().map((album) => ({ album }));
}

export function albumMetadata(slug: string, locale: Locale): Metadata {
  const album = getAlbumBySlug(slug, locale);
  if (!album) return {};
  return buildPageMetadata({
    title: formatMessage(getMessages(locale).gallery.album.metaTitle, { album: album.name }),
    description: album.description,
    path: `/gallery/${album.slug}`,
    locale,
  });
}

/** An album: its photos in the gallery's grid, with the lightbox. */
export function AlbumPage({ slug, locale }: { slug: string; locale: Locale }) {
  const album = getAlbumBySlug(slug, locale);
  if (!album) notFound();
  const { gallery: t, common } = getMessages(locale);
  const path = localizePath(`/gallery/${album.slug}`, locale);
  const galleryHref = localizePath('/gallery', locale);

  return (
    <SearchIndexed kind="gallery" image={album.coverPhoto}>
      <PageHero
        eyebrow={t.album.eyebrow}
        title={album.name}
        description={album.description}
        before={
          <>
            <Breadcrumb
              label={common.breadcrumb}
              items={[
                { label: common.homeLinkLabel, href: localizePath('/', locale) },
                { label: t.title, href: galleryHref },
                { label: album.name, href: path },
              ]}
            />
            <div className="mt-6">
              <BackLink href={galleryHref}>{t.album.back}</BackLink>
            </div>
          </>
        }
      >
        <p className="mt-6 font-semibold text-gold">
          {formatCountMessage(album.photoCount, { one: t.photoOne, other: t.photoMany })}
        </p>
      </PageHero>
      <Container className="py-14">
        <AlbumPhotos
          photos={toGalleryTiles(getAlbumPhotos(album.slug, locale), [album])}
          strings={{
            emptyTitle: t.album.emptyTitle,
            emptyMessage: t.album.emptyMessage,
            back: t.album.back,
            galleryHref,
            lightbox: t.lightbox,
          }}
        />
      </Container>
    </SearchIndexed>
  );
}
