import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { decodeDirectoryIndex, type DirectoryEntry } from '@/lib/directory';

export type DirectoryIndexState =
  | { status: 'idle' | 'loading' | 'failed'; entries: null }
  | { status: 'ready'; entries: DirectoryEntry[] };

const IDLE: DirectoryIndexState = { status: 'idle', entries: null };

// One index per address and page load, shared by every component that asks for it.
const states = new Map<string, DirectoryIndexState>();
const listeners = new Set<() => void>();

function setIndexState(url: string, state: DirectoryIndexState) {
  states.set(url, state);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts fetching the index unless it is loaded or on its way; a failed load may be retried. */
function loadIndex(url: string) {
  const status = states.get(url)?.status;
  if (status === 'loading' || status === 'ready') return;
  setIndexState(url, { status: 'loading', entries: null });
  fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json();
    })
    .then(decodeDirectoryIndex)
    .then(
      (entries) => setIndexState(url, { status: 'ready', entries }),
      () => setIndexState(url, { status: 'failed', entries: null }),
    );
}

/**
 * Every profile, from the search index at `url` (null when the page already holds them all). The
 * index is fetched when `needed` turns true, or earlier through `load` (when the visitor first
 * reaches for a filter), so a page of the directory costs the same however many members it has.
 */
export function useDirectoryIndex(url: string | null, needed: boolean) {
  const state = useSyncExternalStore(
    subscribe,
    () => (url && states.get(url)) || IDLE,
    () => IDLE,
  );
  const load = useCallback(() => {
    if (url) loadIndex(url);
  }, [url]);

  useEffect(() => {
    if (needed) load();
  }, [needed, load]);

  return { ...state, load };
}
