/** The newsroom: the listing, the cards, a news item's page and the feed. */
export const news = {
  title: 'Newsroom',
  metaDescription:
    'Press releases, organisation updates, event recaps, policy notes and media coverage of the {name}.',
  eyebrow: 'News and announcements',
  description:
    'Announcements from the network, recaps of its events and what the press writes about it. For longer reads by members and experts, see the {articles}.',
  articlesLink: 'Articles',
  /** The button beside the listing's title that leads to the other listing. */
  toArticles: 'Read the Articles',
  listing: {
    filterLabel: 'Filter news',
    category: 'Category',
    search: 'Search',
    searchPlaceholder: 'Search news...',
    year: 'Year',
    singular: 'news item',
    plural: 'news items',
    found: 'found',
    emptyTitle: 'No News Found',
    emptyMessage:
      'No news items match your current search criteria. Try adjusting your filters or search terms.',
    clearFilters: 'Clear Filters',
    paginationLabel: 'News',
  },
  byline: 'By {author} · ',
  source: 'Source: {source}',
  back: 'Back to Newsroom',
  by: 'By ',
  share: 'Share this news item',
  readOriginal: 'Read Original Article',
  highlights: 'Key Highlights',
  related: 'Related News',
  feedTitle: 'Newsroom | {name}',
  feedDescription:
    'Press releases, organisation updates, event recaps and media coverage of the {name}.',
};
