/** The About Us page. */
export const about = {
  metaTitle: 'About Us',
  metaDescription:
    'How {name} grew from a table of twelve directors in 2016 to {members} members by the end of {year}: our history, vision, missions and values.',
  eyebrow: 'About Us',
  title: 'Leaders growing together, for a better Indonesia',
  historyEyebrow: 'Since 2016',
  vision: 'Our Vision',
  missionsEyebrow: 'What we do',
  missions: 'Our Missions',
  valuesEyebrow: 'Our values',
  valuesTitle: 'What C-E-O stands for',
  valuesDescription: 'Three values every member signs up to.',
  closingQuote: 'Closing quote',
};
