/** A CEO's profile page. */
export const ceo = {
  metaTitle: '{name}, {title} of {company}',
  metaDescription:
    '{name} is {title} of {company} ({industry}, {province}) and a member of the {site}.',
  portrait: 'Portrait of {name}',
  country: 'Indonesia',
  backToDirectory: 'Back to Directory',
  connect: 'Connect',
  connectSoon: 'Connect feature coming soon!',
  invite: 'Invite to Event',
  inviteSoon: 'Invite to event feature coming soon!',
  overview: 'Overview',
  companyIndustry: 'Company & Industry',
  company: 'Company',
  industry: 'Industry',
  visitWebsite: 'Visit company website',
  expertise: 'Expertise & Interests',
  highlights: 'Highlights',
  contactLinks: 'Contact & Links',
  linkedin: 'LinkedIn profile',
  website: 'Personal website',
  noContact: 'Contact information not available',
};
