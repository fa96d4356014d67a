import { useCallback, useRef, useState } from 'react';
import { useQueryState } from '@/components/hooks/use-query-state';
import { readPhotoParam, withPhotoParam } from '@/lib/gallery';

/** Sets or removes `?photo=` and keeps every other parameter of the URL (the listing's filters). */
const writePhotoParam = (photo: string | null) => withPhotoParam(window.location.search, photo);

export type LightboxController = ReturnType<typeof useLightbox>;

/**
 * The lightbox's state, kept in the URL as `?photo=<id>` so an open photo can be shared, a reload
 * reopens it and Back closes it. Opening pushes a history entry, moving to another photo replaces
 * it, and closing goes back to the entry before when this page pushed it (or, when the page was
 * loaded with `?photo=`, removes the parameter in place). An id that is not among `photos` (the
 * current view, in grid order) is ignored.
 */
export function useLightbox(photos: readonly { id: string }[]) {
  const [photoId, setPhotoId] = useQueryState(readPhotoParam, writePhotoParam);
  const index = photoId === null ? -1 : photos.findIndex((photo) => photo.id === photoId);
  const [prefetched, setPrefetched] = useState(false);
  const pushed = useRef(false);
  const openerId = useRef<string | null>(null);

  const prefetch = useCallback(() => setPrefetched(true), []);

  const open = useCallback(
    (id: string) => {
      openerId.current = id;
      pushed.current = true;
      setPrefetched(true);
      setPhotoId(id, 'push');
    },
    [setPhotoId],
  );

  const show = (to: number) => {
    const photo = photos[to];
    if (photo) setPhotoId(photo.id, 'replace');
  };

  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      setPhotoId(null, 'replace');
    }
  };

  /** Focus goes back to the tile that opened the lightbox or, after a shared link, the last photo's. */
  const returnFocus = (lastId: string) => {
    const id = openerId.current ?? lastId;
    openerId.current = null;
    // Ids are plain slugs (readPhotoParam and the data schema make sure), safe in a selector.
    const tile = document.querySelector<HTMLElement>(`[data-photo-id="${id}"]`);
    tile?.focus();
    return tile !== null;
  };

  return { index, load: prefetched || index >= 0, prefetch, open, show, close, returnFocus };
}
