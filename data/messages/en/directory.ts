/** The CEO Directory: its page and its search island. */
export const directory = {
  title: 'CEO Directory',
  metaDescription:
    'Find the directors and commissioners of the {name} by name, company, title, industry or province.',
  eyebrow: 'Members',
  description:
    'Meet the leaders of the network. Search by name, company or title, or narrow the list by industry and province. Members signed in to the full directory can browse 200+ profiles.',
  island: {
    filterLabel: 'Filter the directory',
    search: 'Search',
    searchPlaceholder: 'Search by name, company or title...',
    industry: 'Industry',
    province: 'Province',
    perPage: 'Per Page',
    singular: 'profile',
    plural: 'profiles',
    found: 'found',
    loadFailed: 'The directory could not be loaded.',
    loading: 'Loading the directory…',
    clearFilters: 'Clear Filters',
    failedTitle: 'The directory could not be loaded',
    failedMessage: 'Check your connection and try again.',
    tryAgain: 'Try Again',
    emptyTitle: 'No Results Found',
    emptyMessage:
      'No CEOs match your current search criteria. Try adjusting your filters or search terms.',
    paginationLabel: 'Directory',
  },
  viewProfile: 'View Profile',
};
