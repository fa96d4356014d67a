/** CSR & Donation: the programmes, the impact figures, the steps and the donate buttons. */
export const csr = {
  title: 'CSR & Donation',
  metaDescription:
    "Give to the {name}'s CSR programmes: scholarships, health, small businesses, the environment and disaster relief, with quarterly reports on every rupiah.",
  heroTitle: 'Giving back, for a better Indonesia',
  /** The donate button's words (spec: 'Donate Now'). */
  donateNow: 'Donate Now',
  /** A programme card's button: 'Donate', then for screen readers ' to Health'. */
  donate: 'Donate',
  donateTo: ' to {programme}',
  impactTitle: 'Our Impact',
  /**
   * An impact figure: the words before the big number, and the number with its sign. English
   * writes the spec's '2000+' (no separator); Indonesian writes 'Lebih dari' over '2.000'.
   */
  impactFigure: { before: '', number: '{count}+' },
  /** The impact figures' labels, in the order of CSR_IMPACT_STATS. */
  impact: {
    scholarships: 'Scholarship recipients',
    villages: 'Villages reached',
    actions: 'Social actions',
  },
  programsEyebrow: 'Where your gift goes',
  programsTitle: 'Our CSR Programs',
  programsDescription:
    'Five programmes run with schools, clinics, cooperatives and villages. Choose one, or give to all five.',
  /** The programmes' names by their spec name (the records' `title`). */
  programmes: {
    'Education & Scholarship': 'Education & Scholarship',
    Health: 'Health',
    SME: 'SME',
    Environment: 'Environment',
    'Social & Humanitarian': 'Social & Humanitarian',
  },
  funds: 'Your donation funds:',
  stepsEyebrow: 'Step by step',
  stepsTitle: 'How Donating Works',
  transparencyEyebrow: 'Accountability',
  transparencyTitle: 'Transparency',
  transparencyDescription: 'How donations are recorded, spent and reported.',
  ctaTitle: 'Support a programme today',
  ctaText:
    'Donations are made on our donation platform, which opens in a new tab; you will receive a receipt by e-mail.',
};
