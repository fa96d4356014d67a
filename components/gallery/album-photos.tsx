'use client';

import { ImageOff } from 'lucide';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import type { GalleryTile } from './gallery-tiles';
import { ALBUM_EAGER_TILES, PhotoGrid } from './photo-grid';
import { PhotoLightbox } from './photo-lightbox';
import { useLightbox } from './use-lightbox';
import type { LightboxStrings } from './lightbox';

/** An album's photos, all of them, in the gallery's grid with its lightbox (`?photo=` in the URL). */
type Props = {
  photos: readonly GalleryTile[];
  /** The empty state's and the lightbox's words, and the gallery's address in the edition. */
  strings: {
    readonly emptyTitle: string;
    readonly emptyMessage: string;
    readonly back: string;
    readonly galleryHref: string;
    readonly lightbox: LightboxStrings;
  };
};

export function AlbumPhotos({ photos, strings: t }: Props) {
  const lightbox = useLightbox(photos);

  if (photos.length === 0) {
    return (
      <EmptyState
        title={t.emptyTitle}
        message={t.emptyMessage}
        icon={<Icon node={ImageOff} className="size-8" />}
        action={<ButtonLink href={t.galleryHref}>{t.back}</ButtonLink>}
      />
    );
  }

  return (
    <>
      <PhotoGrid
        photos={photos}
        onOpen={lightbox.open}
        onPrefetch={lightbox.prefetch}
        eager={ALBUM_EAGER_TILES}
      />
      <PhotoLightbox controller={lightbox} photos={photos} strings={t.lightbox} />
    </>
  );
}
