import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AlbumPhotos } from '@/components/gallery/album-photos';
import { toGalleryTiles } from '@/components/gallery/gallery-tiles';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { BackLink } from '@/components/ui/back-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getAlbumBySlug, getAlbumPhotos, getAlbumSlugs } from '@/data/gallery';
import { formatPhotoCount } from '@/lib/gallery';
import { buildPageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ album: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAlbumSlugs().map((album) => ({ album }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const album = getAlbumBySlug((await params).album);
  if (!album) return {};
  return buildPageMetadata({
    title: `${album.name}: Gallery`,
    description: album.description,
    path: `/gallery/${album.slug}`,
  });
}

export default async function AlbumPage({ params }: Props) {
  const album = getAlbumBySlug((await params).album);
  if (!album) notFound();
  const path = `/gallery/${album.slug}`;

  return (
    <>
      <PageHero
        eyebrow="Album"
        title={album.name}
        description={album.description}
        before={
          <>
            <Breadcrumb
              items={[
                { label: 'Home', href: '/' },
                { label: 'Gallery', href: '/gallery' },
                { label: album.name, href: path },
              ]}
            />
            <div className="mt-6">
              <BackLink href="/gallery">Back to Gallery</BackLink>
            </div>
          </>
        }
      >
        <p className="mt-6 font-semibold text-gold">{formatPhotoCount(album.photoCount)}</p>
      </PageHero>
      <Container className="py-14">
        <AlbumPhotos photos={toGalleryTiles(getAlbumPhotos(album.slug), [album])} />
      </Container>
    </>
  );
}
