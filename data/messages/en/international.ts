/** International Leadership. */
export const international = {
  title: 'International Leadership',
  metaDescription:
    "The {name}'s chapters abroad: the leaders who connect Indonesian executives in Australia, China, Canada, India, Malaysia, Singapore and the USA.",
  eyebrow: '{count} countries',
  description:
    'Our chapters abroad bring together Indonesian directors and commissioners working overseas, and open doors for members at home.',
  flag: 'Flag of {country}',
  countries: {
    Australia: 'Australia',
    China: 'China',
    Canada: 'Canada',
    India: 'India',
    Malaysia: 'Malaysia',
    Singapore: 'Singapore',
    USA: 'USA',
  },
};
