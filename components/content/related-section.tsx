import type { ReactNode } from 'react';

type Props<T extends { slug: string }> = {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  items: readonly T[];
  /** Draws one item's card (with an h3 title, under this section's h2). */
  children: (item: T) => ReactNode;
};

/**
 * 'Related Articles' / 'Related News' under a detail page: nothing at all when there are none, and
 * left out of print, where only the piece itself belongs.
 */
export function RelatedSection<T extends { slug: string }>({
  id,
  title,
  items,
  children,
}: Props<T>) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      data-pagefind-ignore=""
      className="mt-20 border-t border-line pt-14 print:hidden"
    >
      <h2 id={id} className="text-3xl font-bold text-cream">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}
