/**
 * The option lists' labels by value (data/options.ts). The values are the records' and the URLs'
 * (`?industry=Technology` in both editions); only what a visitor reads changes.
 */
export const labels = {
  industries: {
    'All Industries': 'All Industries',
    Technology: 'Technology',
    'Renewable Energy': 'Renewable Energy',
    Logistics: 'Logistics',
    Agriculture: 'Agriculture',
    Healthcare: 'Healthcare',
    Education: 'Education',
    'Smart City': 'Smart City',
    'Financial Services': 'Financial Services',
    'Tourism & Hospitality': 'Tourism & Hospitality',
    'Retail & E-commerce': 'Retail & E-commerce',
    'Water & Sanitation': 'Water & Sanitation',
    'Fashion & Apparel': 'Fashion & Apparel',
  },
  allProvinces: 'All Provinces',
  allCities: 'All Cities',
  eventCategories: {
    Conference: 'Conference',
    Roundtable: 'Roundtable',
    Workshop: 'Workshop',
    Seminar: 'Seminar',
  },
  homeEventTypes: { Summit: 'Summit', Forum: 'Forum', Roundtable: 'Roundtable' },
  articleCategories: {
    'All Categories': 'All Categories',
    Leadership: 'Leadership',
    Strategy: 'Strategy',
    Innovation: 'Innovation',
    Economy: 'Economy',
    Community: 'Community',
  },
  newsCategories: {
    'All Categories': 'All Categories',
    'Press Release': 'Press Release',
    'Org Updates': 'Org Updates',
    'Event Recap': 'Event Recap',
    'Policy & Economy': 'Policy & Economy',
    'Media Coverage': 'Media Coverage',
  },
  allYears: 'All Years',
  internalSource: 'Internal',
};
