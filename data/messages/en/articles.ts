/** Articles: the listing, the cards, an article's page and the feed. */
export const articles = {
  title: 'Articles',
  metaDescription:
    'Perspectives from the {name} on leadership, strategy, innovation, the economy and community, written by members and experts.',
  eyebrow: 'Insights from the network',
  description:
    "Ideas and lessons from Indonesia's boardrooms, written by members and the experts they work with. For announcements and press coverage, visit the {newsroom}.",
  newsroomLink: 'Newsroom',
  /** The button beside the listing's title that leads to the other listing. */
  toNewsroom: 'Visit the Newsroom',
  listing: {
    filterLabel: 'Filter articles',
    category: 'Category',
    search: 'Search',
    searchPlaceholder: 'Search articles...',
    singular: 'article',
    plural: 'articles',
    found: 'available',
    emptyTitle: 'No Articles Found',
    emptyMessage:
      'No articles match your current search criteria. Try adjusting your filters or search terms.',
    clearFilters: 'Clear Filters',
    paginationLabel: 'Articles',
  },
  minRead: '{minutes} min read',
  tagsLabel: 'Tags',
  back: 'Back to Articles',
  by: 'By ',
  share: 'Share this article',
  tags: 'Tags',
  aboutAuthor: 'About the Author',
  roleAt: '{role} at {company}',
  related: 'Related Articles',
  feedTitle: 'Articles | {name}',
  feedDescription:
    'Perspectives on leadership, strategy, innovation, the economy and community from the {name}.',
};
