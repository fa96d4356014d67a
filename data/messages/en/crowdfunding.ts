/** Crowdfunding: the project list, a project's page, its progress bar, tabs and fund use table. */
export const crowdfunding = {
  title: 'Crowdfunding',
  metaDescription:
    'Back ventures led by members of the {name}: coffee, solar power, weaving, clean water and tourism projects across Indonesia, with their funding progress.',
  heroTitle: "Back the ventures building Indonesia's regions",
  heroText:
    'Members of the network mentor and vet these businesses. Choose a project to read its plan, its team, how the funds will be used and the risks; contributions are made on our donation platform.',
  projects: 'Projects',
  viewDetails: 'View Details',
  /** The card's progress bar's accessible name. */
  progressOf: 'Funding progress of {name}',
  /** The project page's progress bar's accessible name. */
  progress: 'Funding progress',
  back: 'Back to Projects',
  donateNow: 'Donate Now',
  related: 'Related Projects',
  /** What the progress bar shows and reads (spec: 'Complete' with the percent). */
  funding: {
    complete: '{percent}% Complete',
    raisedOf: 'raised of {target}',
    valueText: '{raised} raised of {target} ({complete})',
    daysLeft: { one: '{count} day left', other: '{count} days left' },
  },
  tabs: {
    label: 'Project details',
    description: 'Business Description',
    team: 'Founder Team',
    funds: 'Fund Use Plan',
    projections: 'Projections and Risks',
  },
  theTeam: 'The team',
  roi: 'Projected ROI',
  risks: 'Risks',
  disclaimer:
    'Projections are estimates, not promises: returns can be lower than projected and the money you put in can be lost.',
  fundUse: {
    caption: 'How the {target} target will be used',
    use: 'Use of funds',
    share: 'Share',
    amount: 'Amount',
    total: 'Total',
    purposes: 'What each share pays for',
    categories: {
      production: 'Production',
      marketing: 'Marketing',
      operations: 'Operations',
      reserve: 'Reserve',
    },
  },
};
