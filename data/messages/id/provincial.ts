import type { provincial as en } from '../en/provincial';

export const provincial: typeof en = {
  title: 'Pengurus Provinsi',
  metaDescription:
    'Pengurus Provinsi {name} di 34 provinsi: Ketua Provinsi, Sekretaris, dan Bendahara di setiap provinsi, yang dapat dicari menurut nama dan wilayah.',
  eyebrow: '34 provinsi',
  description:
    'Di setiap provinsi, tiga pengurus memimpin para anggota NCN: Ketua Provinsi, Sekretaris, dan Bendahara. Cari provinsi atau nama, atau pilih wilayah.',
};
