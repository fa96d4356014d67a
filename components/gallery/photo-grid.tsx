import type { CSSProperties } from 'react';
import type { GalleryTile } from './gallery-tiles';
import styles from './photo-grid.module.css';

/** Row tracks per column width (photo-grid.module.css) and the rows left empty below each photo. */
const ROWS_PER_COLUMN_WIDTH = 48;
const GAP_ROWS = 3;

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
  /** How many of the first photos load at once (the rest are lazy); none by default. */
  eager?: number;
};

/**
 * On an album's page, the first row on a phone (two columns): a photo there is the page's largest
 * paint on a phone, so it is asked for at once (and preloaded by React); the rest are lazy.
 */
export const ALBUM_EAGER_TILES = 2;

/**
 * The photos as a masonry grid of buttons, each named by its photo's alt text. A tile is a button
 * (it opens a dialog on this page) and carries `data-photo-id` so focus can come back to it.
 *
 * Only the first `eager` photos are asked for at once; an eager photo is asked for while the page
 * and its fonts download, which the first paint waits for, so it is worth it only where a photo is
 * the largest paint. On /gallery the grid starts at the fold, below the filters (its top 150–180 px
 * show, on a phone and on a desktop), and the largest paint is the page's text: there all are
 * lazy, asked for once the page is laid out, as the home hero's first slide is. Measured on a
 * throttled phone, median of seven loads each: /gallery painted at 1,016 ms with none eager
 * against 1,272 ms with the first four; an album at 1,136 ms with two against 1,192 with four and
 * 1,648 with none (its largest paint, a photo, then came after the first).
 */
export function PhotoGrid({ photos, onOpen, onPrefetch, eager = 0 }: Props) {
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
                loading={index < eager ? 'eager' : 'lazy'}
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
