import type { og as en } from '../en/og';

export const og: typeof en = {
  since: 'Sejak {year} · lebih dari {members} anggota',
  article: 'Artikel · {category}',
  ceo: 'Direktori CEO',
  crowdfunding: 'Urun Dana · {industry}',
  funding: '{raised} dari {target} · {percent}% Tercapai',
  news: 'Ruang Berita · {category}',
  membership: 'Keanggotaan',
  membershipTitle: 'Bergabung dengan {name}',
  membershipFees: '{count} tingkat keanggotaan · mulai {fee} per tahun',
};
