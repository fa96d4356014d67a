/** Words every page shares: header, menu, footer, language switch, breadcrumb and pagination. */
export const common = {
  skipLink: 'Skip to main content',
  homeLinkLabel: 'Home',
  nav: {
    label: 'Main',
    home: 'Home',
    about: 'About Us',
    team: 'Our Team',
    provincial: 'Provincial Leadership',
    international: 'International Leadership',
    directory: 'CEO Directory',
    events: 'Events',
    contact: 'Contact Us',
  },
  quickLinks: {
    csr: 'CSR & Donation',
    crowdfunding: 'Crowdfunding',
    articles: 'Articles',
    gallery: 'Gallery',
  },
  /** The ways to work with the association: the home page's band, the contact page, the footer. */
  ways: {
    membership: {
      title: 'Membership',
      text: 'Directors and commissioners: join {members} peers in every province.',
    },
    partnership: {
      title: 'Partnership',
      text: 'Co-host events, research and programmes with the network.',
    },
    sponsorship: {
      title: 'Sponsorship',
      text: 'Bring your brand to Indonesia’s business leaders at our events.',
    },
    csr: {
      title: 'CSR & Donation',
      text: 'Fund scholarships, health care, small businesses and the environment.',
    },
    crowdfunding: {
      title: 'Crowdfunding',
      text: 'Back regional businesses raising capital for their next step.',
    },
  },
  menu: { open: 'Open menu', close: 'Close menu', title: 'Menu' },
  language: {
    /** The switch's accessible name. */
    label: 'Language',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  footer: {
    quickLinks: 'Quick Links',
    /** The second column of links: membership, partnership, sponsorship and the newsroom. */
    network: 'The Network',
    news: 'News',
    contact: 'Contact',
    rights: 'All rights reserved.',
    policies: 'Policies',
    legal: ['Privacy Policy', 'Terms of Service', 'Code of Conduct'],
  },
  share: {
    copyLink: 'Copy Link',
    copied: 'Link copied to clipboard!',
    copyPrompt: 'Copy this link:',
    shareOn: 'Share on ',
  },
  /** Read after a link that opens another site. */
  newTab: ' (opens in a new tab)',
  /** The filter forms' default button, hidden: Enter in a search box presses it. */
  search: 'Search',
  /** A listing's folded filters on a phone: 'Filters', and read after how many are in use. */
  filters: {
    label: 'Filters',
    active: 'active',
    /** Said in place of a listing's search and filters when scripts are off. */
    noScript: 'Search and filters need JavaScript, which is turned off in your browser.',
  },
  breadcrumb: 'Breadcrumb',
  pagination: {
    /** The navigation's accessible name, after what the list holds: 'Events pagination'. */
    label: '{list} pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
    morePages: 'More pages',
    showing: 'Showing {from} to {to} of {total}',
  },
};
