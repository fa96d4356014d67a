import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { AlbumCard } from '@/components/gallery/album-card';
import { GalleryBrowser } from '@/components/gallery/gallery-browser';
import { toGalleryTiles } from '@/components/gallery/gallery-tiles';
import { getAlbums, getGalleryPhotos } from '@/data/gallery';
import { SITE } from '@/data/site';
import { listYearOptions } from '@/lib/gallery';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Gallery',
  description: `Photos of the ${SITE.name} from 2023 to 2025: summits and roundtables, CSR programmes, member gatherings, international chapters and the crews behind the scenes.`,
  path: '/gallery',
});

export default function GalleryPage() {
  const albums = getAlbums();
  const photos = getGalleryPhotos();
  return (
    <>
      <PageHero
        eyebrow="Moments"
        title="Gallery"
        description="Summits, CSR programmes, gatherings and missions abroad: the network's years in pictures. Filter by album or year, search the captions, and open any photo full screen."
      />
      <Container className="py-14">
        <GalleryBrowser
          photos={toGalleryTiles(photos, albums)}
          albums={albums.map(({ slug, name }) => ({ slug, name }))}
          yearOptions={listYearOptions(photos)}
        />
      </Container>
      <section aria-labelledby="albums-heading" className="border-t border-line py-16">
        <Container>
          <h2 id="albums-heading" className="text-3xl font-bold text-cream">
            Albums
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {albums.map((album) => (
              <li key={album.slug}>
                <AlbumCard album={album} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
