/** The home page's interface words (its copy is data/home.ts). */
export const home = {
  established: 'Est. {year} · {members}+ members',
  heroText:
    'Directors and commissioners from every province, working together for a stronger economy and a fairer society.',
  joinNow: 'Join Now',
  discover: 'Discover Our Story',
  quoteLabel: 'A word from our founder',
  viewAllMembers: 'View All Members',
  eventsEyebrow: 'Upcoming Events',
  eventsTitle: 'Where leaders meet',
  eventsDescription: 'Summits, forums and roundtables across the archipelago.',
  flagship: 'Flagship',
  registerNow: 'Register Now',
  eventsNote: 'Members get priority access and discounts on every event.',
  viewAllEvents: 'View All Events',
};
