import type { about as en } from '../en/about';

export const about: typeof en = {
  metaTitle: 'Tentang Kami',
  metaDescription:
    'Bagaimana {name} tumbuh dari dua belas direktur yang duduk semeja pada 2016 menjadi {members} anggota pada akhir {year}: sejarah, visi, misi, dan nilai-nilai kami.',
  eyebrow: 'Tentang Kami',
  title: 'Para pemimpin tumbuh bersama, untuk Indonesia yang lebih baik',
  historyEyebrow: 'Sejak 2016',
  vision: 'Visi Kami',
  missionsEyebrow: 'Yang kami kerjakan',
  missions: 'Misi Kami',
  valuesEyebrow: 'Nilai-nilai kami',
  valuesTitle: 'Makna C-E-O bagi kami',
  valuesDescription: 'Tiga nilai yang dipegang teguh setiap anggota.',
  closingQuote: 'Kutipan penutup',
};
