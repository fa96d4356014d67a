'use client';

import { ImageOff } from 'lucide';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import type { GalleryTile } from './gallery-tiles';
import { PhotoGrid } from './photo-grid';
import { PhotoLightbox } from './photo-lightbox';
import { useLightbox } from './use-lightbox';

/** An album's photos, all of them, in the gallery's grid with its lightbox (`?photo=` in the URL). */
export function AlbumPhotos({ photos }: { photos: readonly GalleryTile[] }) {
  const lightbox = useLightbox(photos);

  if (photos.length === 0) {
    return (
      <EmptyState
        title="No Photos in This Album"
        message="Photos from this album will appear here soon."
        icon={<Icon node={ImageOff} className="size-8" />}
        action={<ButtonLink href="/gallery">Back to Gallery</ButtonLink>}
      />
    );
  }

  return (
    <>
      <PhotoGrid photos={photos} onOpen={lightbox.open} onPrefetch={lightbox.prefetch} />
      <PhotoLightbox controller={lightbox} photos={photos} />
    </>
  );
}
