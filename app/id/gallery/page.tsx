import { GalleryPage, galleryMetadata } from '@/components/pages/gallery-page';

export const metadata = galleryMetadata('id');

export default function Page() {
  return <GalleryPage locale="id" />;
}
