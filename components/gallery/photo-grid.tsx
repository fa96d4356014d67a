import type { CSSProperties } from 'react';
import type { GalleryTile } from './gallery-tiles';
import styles from './photo-grid.module.css';

/** Row tracks per column width (photo-grid.module.css) and the rows left empty below each photo. */
const ROWS_PER_COLUMN_WIDTH = 48;
const GAP_ROWS = 3;

/** Tiles loaded at once: the first row at the widest layout (four columns); the rest load lazily. */
export const EAGER_TILES = 4;

/** How many row tracks a photo's tile spans: its aspect ratio, plus the gap below it. */
export function tileRowSpan({ width, height }: { width: number; height: number }): number {
  return Math.max(1, Math.round((ROWS_PER_COLUMN_WIDTH * height) / width)) + GAP_ROWS;
}

type Props = {
  photos: readonly GalleryTile[];
  /** Opens the lightbox on a photo. */
  onOpen: (id: string) => void;
  /** Starts loading the lightbox's code when the visitor reaches for a tile. */
  onPrefetch: () => void;
};

/**
 * The photos as a masonry grid of buttons, each named by its photo's alt text. A tile is a button
 * (it opens a dialog on this page) and carries `data-photo-id` so focus can come back to it.
 */
export function PhotoGrid({ photos, onOpen, onPrefetch }: Props) {
  return (
    <div className={styles.frame}>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className={styles.tile}
            style={{ '--span': tileRowSpan(photo) } as CSSProperties}
          >
            <button
              type="button"
              data-photo-id={photo.id}
              aria-haspopup="dialog"
              onClick={() => onOpen(photo.id)}
              onPointerEnter={onPrefetch}
              onFocus={onPrefetch}
              className="group block size-full overflow-hidden rounded-lg bg-surface-raised"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- variants and srcset come from the server (gallery-tiles.ts) */}
              <img
                src={photo.image.src}
                srcSet={photo.image.srcSet}
                sizes={photo.image.sizes}
                alt={photo.alt}
                // An album's photos are found by what they show (the site search indexes alt text).
                data-pagefind-index-attrs="alt"
                width={photo.width}
                height={photo.height}
                loading={index < EAGER_TILES ? 'eager' : 'lazy'}
                decoding="async"
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
