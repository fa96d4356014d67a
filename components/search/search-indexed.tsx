import type { ReactNode } from 'react';
import { searchRecordMarkers, type SearchKind } from '@/lib/search';

type Props = {
  kind: SearchKind;
  /** The page's picture (a master under /images/); the results show its smallest variant. */
  image?: string;
  /** `YYYY-MM-DD`: an event's day, an article's or news item's publication. */
  date?: string;
  /** The element that holds the content (an `<article>` for a piece of writing). */
  as?: 'div' | 'article';
  className?: string;
  children: ReactNode;
};

/**
 * Marks a page's main content for the site search (scripts/build-search-index.mjs): only what is
 * inside is indexed, with the page's kind as a filter and its image and date as metadata. Pages
 * without it (listings, the 404 page, /search) are left out of the index. Navigation inside it
 * (breadcrumb, back links, share and related blocks) carries `data-pagefind-ignore`.
 */
export function SearchIndexed({
  kind,
  image,
  date,
  as: Element = 'div',
  className,
  children,
}: Props) {
  return (
    <Element data-pagefind-body="" className={className}>
      {searchRecordMarkers({ kind, image, date }).map((attributes, index) => (
        <span key={index} hidden {...attributes} />
      ))}
      {children}
    </Element>
  );
}

/** Leaves a block out of the search index (navigation, actions, related pieces). */
export const SEARCH_IGNORE = { 'data-pagefind-ignore': '' } as const;
