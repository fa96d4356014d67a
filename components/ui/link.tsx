import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without Next's own prefetching (every link in view, as the page starts): the page a
 * link leads to is prefetched when the visitor reaches for it (components/layout/prefetch-on-intent.tsx).
 * The site's only way to next/link (eslint.config.mjs).
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
