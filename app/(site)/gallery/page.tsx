import { GalleryPage, galleryMetadata } from '@/components/pages/gallery-page';

export const metadata = galleryMetadata('en');

export default function Page() {
  return <GalleryPage locale="en" />;
}
