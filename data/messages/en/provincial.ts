/** Provincial Leadership (its search and filters are Indonesian in both editions, as the spec has them). */
export const provincial = {
  title: 'Provincial Leadership',
  metaDescription:
    "The {name}'s boards in all 34 provinces: the Ketua Provinsi, Sekretaris and Bendahara of each, searchable by name and region.",
  eyebrow: '34 provinces',
  description:
    "In every province a board of three leads the network's members: the Ketua Provinsi, the Sekretaris and the Bendahara. Search for a province or a name, or choose a region.",
};
