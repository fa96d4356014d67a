import type { international as en } from '../en/international';

export const international: typeof en = {
  title: 'Pengurus Internasional',
  metaDescription:
    'Pengurus Internasional {name}: para pemimpin yang menghubungkan eksekutif Indonesia di Australia, Tiongkok, Kanada, India, Malaysia, Singapura, dan Amerika Serikat.',
  eyebrow: '{count} negara',
  description:
    'Pengurus Internasional kami menghimpun direktur dan komisaris Indonesia yang berkarya di mancanegara, sekaligus membuka peluang bagi anggota di tanah air.',
  flag: 'Bendera {country}',
  countries: {
    Australia: 'Australia',
    China: 'Tiongkok',
    Canada: 'Kanada',
    India: 'India',
    Malaysia: 'Malaysia',
    Singapore: 'Singapura',
    USA: 'Amerika Serikat',
  },
};
