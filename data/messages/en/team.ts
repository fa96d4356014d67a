/** Our Team. The boards' and roles' Indonesian names are the association's own, in both editions. */
export const team = {
  title: 'Our Team',
  metaDescription:
    'The central leadership board of the {name} for 2025–2030: the Dewan Pembina, Dewan Pengawas and Dewan Pakar, the four main officers and the chairs of the 25 working fields.',
  eyebrow: 'Central Leadership Board · {term}',
  description:
    'The people who lead the {name} through the {term} term: three boards that guide and oversee the foundation, four main officers, and the chairs of its working fields.',
  boardsEyebrow: 'Boards',
  boardsTitle: 'Guidance and oversight',
  boardsDescription: 'Open a board to see its chair and members.',
  head: 'Ketua',
  member: 'Anggota',
  officersEyebrow: 'Executive',
  officersTitle: 'Main Officers',
  fieldsEyebrow: 'Working fields',
  fieldsTitle: '{count} Working Fields',
  fieldsDescription: 'Each field (bidang) is led by one or more chairs. Open a field to see them.',
  fieldChair: 'Ketua Bidang',
  fieldChairs: 'Ketua Bidang (bersama)',
};
