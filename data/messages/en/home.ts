/** The home page's interface words (its copy is data/home.ts). */
export const home = {
  established: 'Est. {year} · {members}+ members',
  heroText:
    'Directors and commissioners from every province, working together for a stronger economy and a fairer society.',
  joinNow: 'Join Now',
  discover: 'Discover Our Story',
  pauseAnimation: 'Pause background animation',
  quoteLabel: 'A word from our founder',
  viewAllMembers: 'View All Members',
  eventsEyebrow: 'Upcoming Events',
  eventsTitle: 'Where leaders meet',
  eventsDescription: 'Summits, forums and roundtables across the archipelago.',
  flagship: 'Flagship',
  registerNow: 'Register Now',
  eventsNote: 'Members get priority access and discounts on every event.',
  viewAllEvents: 'View All Events',
  workEyebrow: 'Get involved',
  workTitle: 'Work with us',
  workDescription:
    'Join as a member, partner on a programme, sponsor an event, or give to the causes the network supports.',
  networkEyebrow: 'Latest',
  networkTitle: 'From the network',
  networkDescription:
    'Ideas from members, news of the association and moments from its gatherings.',
  latestArticles: 'Latest articles',
  latestNews: 'Latest news',
  gallery: 'From the gallery',
  allArticles: 'All Articles',
  allNews: 'Visit the Newsroom',
  viewGallery: 'View the Gallery',
};
