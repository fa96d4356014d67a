import type { Metadata } from 'next';
import { AlbumPage, albumMetadata, albumParams } from '@/components/pages/album-page';

type Props = { params: Promise<{ album: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return albumParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return albumMetadata((await params).album, 'en');
}

export default async function Page({ params }: Props) {
  // Called, not rendered, so an unknown album's notFound() is thrown by the route itself.
  return AlbumPage({ slug: (await params).album, locale: 'en' });
}
