/** The gallery, its albums and the lightbox. */
export const gallery = {
  title: 'Gallery',
  metaDescription:
    'Photos of the {name} from 2023 to 2025: summits and roundtables, CSR programmes, member gatherings, international chapters and the crews behind the scenes.',
  eyebrow: 'Moments',
  description:
    "Summits, CSR programmes, gatherings and missions abroad: the network's years in pictures. Filter by album or year, search the captions, and open any photo full screen.",
  albums: 'Albums',
  photoOne: '{count} photo',
  photoMany: '{count} photos',
  browser: {
    filterLabel: 'Filter the photos',
    search: 'Search',
    searchPlaceholder: 'Search captions, albums and descriptions...',
    album: 'Album',
    allAlbums: 'All Albums',
    year: 'Year',
    singular: 'photo',
    plural: 'photos',
    found: 'found',
    emptyTitle: 'No Photos Found',
    emptyMessage:
      'No photos match your current search criteria. Try another album, year or search term.',
    viewAll: 'View All Photos',
    paginationLabel: 'Gallery',
  },
  lightbox: {
    position: '{current} of {total}',
    openInNewTab: 'Open in new tab',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  album: {
    metaTitle: '{album}: Gallery',
    eyebrow: 'Album',
    back: 'Back to Gallery',
    emptyTitle: 'No Photos in This Album',
    emptyMessage: 'Photos from this album will appear here soon.',
  },
};
