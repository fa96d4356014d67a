/** The words on the share images. */
export const og = {
  since: 'Since {year} · {members}+ members',
  article: 'Article · {category}',
  ceo: 'CEO Directory',
  crowdfunding: 'Crowdfunding · {industry}',
  funding: '{raised} of {target} · {percent}% Complete',
  news: 'Newsroom · {category}',
  membership: 'Membership',
  membershipTitle: 'Join the {name}',
  membershipFees: '{count} tiers · from {fee} a year',
};
