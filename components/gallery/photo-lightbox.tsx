'use client';

import { lazy, Suspense } from 'react';
import type { GalleryTile } from './gallery-tiles';
import type { LightboxController } from './use-lightbox';
import type { LightboxStrings } from './lightbox';

// The lightbox (and Radix Dialog) is fetched on first use, not with the page: when the visitor
// points at or focuses a tile, or when the URL already names a photo.
const Lightbox = lazy(() => import('./lightbox'));

type Props = {
  controller: LightboxController;
  photos: readonly GalleryTile[];
  strings: LightboxStrings;
};

/** The lightbox over the current view's photos, once it is needed. */
export function PhotoLightbox({ controller, photos, strings }: Props) {
  if (!controller.load) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox
        photos={photos}
        strings={strings}
        index={controller.index}
        onShow={controller.show}
        onClose={controller.close}
        onReturnFocus={controller.returnFocus}
      />
    </Suspense>
  );
}
