import type { team as en } from '../en/team';

export const team: typeof en = {
  title: 'Tim Kami',
  metaDescription:
    'Pengurus Pusat {name} masa bakti 2025–2030: Dewan Pembina, Dewan Pengawas, dan Dewan Pakar, empat pengurus inti, serta para ketua 25 bidang kerja.',
  eyebrow: 'Pengurus Pusat · {term}',
  description:
    'Mereka yang memimpin {name} selama masa bakti {term}: tiga dewan yang membina dan mengawasi organisasi ini, empat pengurus inti, dan para ketua bidang kerjanya.',
  boardsEyebrow: 'Dewan',
  boardsTitle: 'Pembinaan dan pengawasan',
  boardsDescription: 'Buka salah satu dewan untuk melihat ketua dan anggotanya.',
  head: 'Ketua',
  member: 'Anggota',
  officersEyebrow: 'Pengurus inti',
  officersTitle: 'Pengurus Inti',
  fieldsEyebrow: 'Bidang kerja',
  fieldsTitle: '{count} Bidang Kerja',
  fieldsDescription:
    'Setiap bidang dipimpin oleh satu ketua atau lebih. Buka salah satu bidang untuk melihat ketuanya.',
  fieldChair: 'Ketua Bidang',
  fieldChairs: 'Ketua Bidang (bersama)',
};
