export type Crumb = { label: string; href: string };

/** Builds schema.org `BreadcrumbList` data from crumbs whose hrefs are site paths. */
export function buildBreadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, `${origin}/`).toString(),
    })),
  };
}
