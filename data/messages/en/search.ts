/** The site search: the header's button, the search dialog and the /search page. */
export const search = {
  /** The header's and the drawer's search button. */
  open: 'Search',
  /** The button's accessible name, which says what it searches. */
  openLabel: 'Search the site',
  title: 'Search the site',
  /** The search box's visible label. */
  inputLabel: 'Members, events, articles, news and more',
  placeholder: 'Name, company, city or topic…',
  close: 'Close search',
  /** Read with the search box: how to reach the results. */
  keyboardHint: 'Results appear as you type. Use the Down arrow to move through them.',
  kinds: {
    member: 'Members',
    event: 'Events',
    article: 'Articles',
    news: 'News',
    gallery: 'Gallery',
    project: 'Projects',
    page: 'Pages',
  },
  /** A group's count, after its name: 'Members (42)'. */
  groupCount: { one: '{count} result', other: '{count} results' },
  loading: 'Searching…',
  resultCount: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
  noResults: 'No results for “{query}”',
  noResultsHint: 'Check the spelling or try other words, or browse the listings:',
  unavailable: 'Search could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  /** The dialog's link to the full list on /search. */
  seeAll: 'See all {count} results',
  /** A group's button on /search that shows its next results. */
  showMore: 'Show more in {kind}',
  /** The /search page. */
  page: {
    title: 'Search',
    eyebrow: 'Find anything',
    description:
      'Search every member profile, event, article, news item, album, project and page of the Nusantara CEO Network.',
    formLabel: 'Search the site',
    submit: 'Search',
    prompt: 'Type a name, a company, a city or a topic to search the whole site.',
    noScript: 'Search needs JavaScript, which is off in your browser. Browse the listings instead:',
  },
  /** The listings offered when nothing matches (and without JavaScript). */
  listings: {
    directory: 'CEO Directory',
    events: 'Events',
    articles: 'Articles',
    news: 'Newsroom',
    gallery: 'Gallery',
    crowdfunding: 'Crowdfunding',
  },
};
