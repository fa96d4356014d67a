/** The home page's copy beyond the hero. */
export const HOME = {
  quote: {
    text: 'Leadership is not the title on the door. It is what we build together for the people who come after us.',
    author: 'Soedarmadji Hardjono',
    role: 'Founder and Chair of the Dewan Pembina',
  },
  directoryTeaser: {
    eyebrow: 'CEO Directory',
    title: 'Meet the leaders of the network',
    description:
      'Directors and commissioners from every industry and province, ready to share what they know.',
    note: 'The full directory holds 200+ profiles of members from across Indonesia.',
  },
} as const;
