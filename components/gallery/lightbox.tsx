'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { GalleryTile } from './gallery-tiles';
import { useSwipe } from './use-swipe';

/** The photo fills the screen's width at most: the tiles' srcset, read with this size, serves it. */
const LIGHTBOX_SIZES = '100vw';

const control =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-black/70 px-3 text-sm font-semibold text-cream ring-1 ring-line-strong transition-colors hover:text-gold hover:ring-gold';

/** The lightbox's words, in the page's language. */
export type LightboxStrings = {
  /** '{current} of {total}'. */
  readonly position: string;
  readonly openInNewTab: string;
  readonly close: string;
  readonly previous: string;
  readonly next: string;
};

type Props = {
  strings: LightboxStrings;
  /** The photos of the current view (filtered set or album), in grid order. */
  photos: readonly GalleryTile[];
  /** The open photo's position in `photos`; -1 when closed. */
  index: number;
  onShow: (index: number) => void;
  onClose: () => void;
  /** Puts focus back on the page when the lightbox closes; false when it found nowhere to put it. */
  onReturnFocus: (lastPhotoId: string) => boolean;
};

/**
 * The lightbox, loaded on first use (photo-lightbox.tsx). A Radix dialog: focus trapped and
 * returned, Escape closes, page scroll locked, the page behind hidden from assistive technology.
 * Previous and Next (absent, not disabled, at either end), the arrow keys and a horizontal swipe
 * of more than 50 px walk the photos; the neighbours are preloaded; '3 of 27' is announced politely.
 */
export default function Lightbox({
  strings: t,
  photos,
  index,
  onShow,
  onClose,
  onReturnFocus,
}: Props) {
  const open = index >= 0 && index < photos.length;
  // While it fades out (after Escape or Back), the lightbox keeps showing the last photo.
  const [shown, setShown] = useState(index);
  if (open && index !== shown) setShown(index);
  const current = open ? index : shown;
  const photo = photos[current];
  const hasPrevious = current > 0;
  const hasNext = current < photos.length - 1;

  const contentRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stepped = useRef(false);

  const step = (to: number) => {
    if (to < 0 || to >= photos.length || to === current) return;
    stepped.current = true;
    onShow(to);
  };
  const swipe = useSwipe((direction) => step(direction === 'next' ? current + 1 : current - 1));

  // Reaching an end removes the button just pressed: focus moves to the other one, not to nowhere.
  useLayoutEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    if (document.activeElement === document.body || document.activeElement === null) {
      (previousRef.current ?? nextRef.current ?? contentRef.current)?.focus();
    }
  }, [current]);

  useEffect(() => {
    if (!open) return;
    for (const near of [photos[index - 1], photos[index + 1]]) {
      if (near) {
        preload(near.image.src, {
          as: 'image',
          imageSrcSet: near.image.srcSet,
          imageSizes: LIGHTBOX_SIZES,
        });
      }
    }
  }, [open, index, photos]);

  if (!photo) return null;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          ref={contentRef}
          data-lightbox
          className="fixed inset-0 z-50 flex flex-col outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
          onOpenAutoFocus={(event) => {
            // The dialog itself takes focus: its name and description are read, the arrows work at once.
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (onReturnFocus(photo.id)) event.preventDefault();
          }}
          onKeyDown={(event) => {
            if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
            if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
              event.preventDefault();
              step(event.key === 'ArrowLeft' ? current - 1 : current + 1);
            }
          }}
          {...swipe}
        >
          <div className="flex items-center justify-between gap-4 px-3 py-3 sm:px-6">
            <p role="status" aria-live="polite" aria-atomic="true" className="text-sm text-cream">
              {t.position
                .replace('{current}', String(current + 1))
                .replace('{total}', String(photos.length))}
            </p>
            <div className="flex items-center gap-2">
              <a href={photo.src} target="_blank" rel="noopener noreferrer" className={control}>
                <Icon node={ExternalLink} className="size-4" />
                <span className="sr-only sm:not-sr-only">{t.openInNewTab}</span>
              </a>
              <Dialog.Close aria-label={t.close} className={cn(control, 'px-0')}>
                <Icon node={X} />
              </Dialog.Close>
            </div>
          </div>

          <div className="relative flex min-h-0 flex-1 touch-none items-center justify-center px-2 select-none sm:px-20">
            {/* eslint-disable-next-line @next/next/no-img-element -- the tiles' variants, chosen by srcset */}
            <img
              key={photo.id}
              src={photo.image.src}
              srcSet={photo.image.srcSet}
              sizes={LIGHTBOX_SIZES}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              draggable={false}
              className="h-auto max-h-full w-auto max-w-full animate-fade-in object-contain"
            />
            {hasPrevious ? (
              <button
                ref={previousRef}
                type="button"
                aria-label={t.previous}
                onClick={() => step(current - 1)}
                className={cn(control, 'absolute top-1/2 left-2 -translate-y-1/2 px-0 sm:left-4')}
              >
                <Icon node={ChevronLeft} className="size-6" />
              </button>
            ) : null}
            {hasNext ? (
              <button
                ref={nextRef}
                type="button"
                aria-label={t.next}
                onClick={() => step(current + 1)}
                className={cn(control, 'absolute top-1/2 right-2 -translate-y-1/2 px-0 sm:right-4')}
              >
                <Icon node={ChevronRight} className="size-6" />
              </button>
            ) : null}
          </div>

          <div className="mx-auto max-w-3xl px-4 pt-3 pb-6 text-center">
            <Dialog.Title className="text-lg font-semibold text-cream sm:text-xl">
              {photo.caption}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              {photo.albumName} · {photo.year}
            </Dialog.Description>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
