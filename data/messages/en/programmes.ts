/** Partnership Opportunities and Sponsorship: everything but their content and (Indonesian) forms. */
export const programmes = {
  vipInvites: '{count} VIP invites',
  partnership: {
    title: 'Partnership Opportunities',
    metaDescription:
      'Partner with {name}: co-host events, lead thought leadership, run research or CSR programmes with {members} Indonesian business leaders. Platinum, Gold and Silver packages.',
    eyebrow: 'Partnership',
    apply: 'Apply for Partnership',
    benefitsEyebrow: 'Why partner with us',
    benefitsTitle: 'Partnership Benefits',
    collaborationEyebrow: 'Ways to work together',
    collaborationTitle: 'Collaboration Types',
    packagesEyebrow: 'Packages',
    packagesTitle: 'Partnership Packages',
    packagesDescription:
      'Every package is a starting point, tailored to your objectives after a first conversation.',
    /** A package card's button: 'Apply for Gold'. */
    applyFor: 'Apply for {package}',
    deliverablesEyebrow: 'What you receive',
    deliverablesTitle: 'Deliverables',
    stepsEyebrow: 'How it works',
    stepsTitle: 'Four Steps to Partnership',
    testimonialsEyebrow: 'Testimonials',
    testimonialsTitle: 'What Our Partners Say',
    faqEyebrow: 'FAQ',
    faqTitle: 'Frequently Asked Questions',
  },
  sponsorship: {
    title: 'Sponsorship',
    metaDescription:
      'Sponsor {name} roundtables, conferences, the annual summit, gala dinners and CSR programmes: Platinum, Gold and Silver packages with VIP invites.',
    eyebrow: 'Sponsorship',
    become: 'Become a Sponsor',
    benefitsEyebrow: 'Why sponsor',
    benefitsTitle: 'Sponsorship Benefits',
    packagesEyebrow: 'Packages',
    packagesTitle: 'Sponsorship Packages',
    packagesDescription:
      'Choose a package to start your application; we can also build one around your goals.',
    /** A package card's button: 'Choose Gold'. */
    choose: 'Choose {package}',
    deliverablesEyebrow: 'What you receive',
    deliverablesTitle: 'Deliverables',
    eventsEyebrow: 'Where you appear',
    eventsTitle: 'Events to Sponsor',
    stepsEyebrow: 'How it works',
    stepsTitle: 'How to Become a Sponsor',
  },
};
