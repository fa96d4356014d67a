import type { ComponentProps, ReactNode } from 'react';
import type { PageSlice } from '@/lib/pagination';
import { cn } from '@/lib/cn';
import { EmptyState } from './empty-state';

type Props<T> = {
  /** The count line: announced as it changes, and where focus lands on a page change. */
  status: ReactNode;
  /**
   * The page of results (or every result, for a listing without pages), or null while they are
   * not at hand (the directory's index loading).
   */
  slice: Pick<PageSlice<T>, 'items'> | null;
  /** What stands in for the results while `slice` is null. */
  pending?: ReactNode;
  /** The results as a grid of list items… */
  itemKey?: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  gridClassName?: string;
  /** …or drawn by the listing itself (the gallery's masonry). */
  renderItems?: (items: readonly T[]) => ReactNode;
  /** Shown when nothing matches. */
  empty: Omit<ComponentProps<typeof EmptyState>, 'className'>;
  /**
   * The listing's <Pagination>, when it has pages (a slot rather than props, so a listing
   * without pages does not carry the pagination's code).
   */
  pagination?: ReactNode;
  /**
   * The results after this page, listed only when scripts are off: the pagination, which needs
   * them, is hidden then, so the page goes on with the rest instead.
   */
  rest?: readonly T[];
};

/** The part every listing shares: count, results (or the empty state) and pagination. */
export function ListingResults<T>({
  status,
  slice,
  pending = null,
  itemKey,
  renderItem,
  gridClassName,
  renderItems,
  empty,
  pagination,
  rest = [],
}: Props<T>) {
  const list = (items: readonly T[], className?: string) =>
    renderItems ? (
      <div className={className}>{renderItems(items)}</div>
    ) : (
      <ul className={cn('grid gap-4 sm:gap-6', gridClassName, className)}>
        {items.map((item) => (
          <li key={itemKey?.(item)}>{renderItem?.(item)}</li>
        ))}
      </ul>
    );
  return (
    <>
      {status}
      {!slice ? (
        pending
      ) : slice.items.length === 0 ? (
        <EmptyState className="mt-6" {...empty} />
      ) : (
        list(slice.items, 'mt-6')
      )}
      {/* A browser running scripts never parses this, and React does not render it on the client. */}
      {slice && slice.items.length > 0 && rest.length > 0 ? (
        <noscript>{list(rest, 'mt-4 sm:mt-6')}</noscript>
      ) : null}
      {slice ? pagination : null}
    </>
  );
}
