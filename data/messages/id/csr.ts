import type { csr as en } from '../en/csr';

export const csr: typeof en = {
  title: 'CSR & Donasi',
  metaDescription:
    'Berdonasi untuk program CSR {name}: beasiswa, kesehatan, usaha kecil, lingkungan hidup, dan tanggap bencana, dengan laporan triwulanan atas setiap rupiah.',
  heroTitle: 'Berbagi untuk Indonesia yang lebih baik',
  donateNow: 'Donasi Sekarang',
  donate: 'Donasi',
  donateTo: ' untuk {programme}',
  impactTitle: 'Dampak Kami',
  impact: {
    scholarships: 'Penerima beasiswa',
    villages: 'Desa terjangkau',
    actions: 'Aksi sosial',
  },
  programsEyebrow: 'Ke mana donasi Anda mengalir',
  programsTitle: 'Program CSR Kami',
  programsDescription:
    'Lima program yang dijalankan bersama sekolah, klinik, koperasi, dan desa. Pilih salah satu, atau dukung kelimanya.',
  programmes: {
    'Education & Scholarship': 'Pendidikan & Beasiswa',
    Health: 'Kesehatan',
    SME: 'UMKM',
    Environment: 'Lingkungan Hidup',
    'Social & Humanitarian': 'Sosial & Kemanusiaan',
  },
  funds: 'Donasi Anda membiayai:',
  stepsEyebrow: 'Langkah demi langkah',
  stepsTitle: 'Cara Berdonasi',
  transparencyEyebrow: 'Akuntabilitas',
  transparencyTitle: 'Transparansi',
  transparencyDescription: 'Bagaimana donasi dicatat, dibelanjakan, dan dilaporkan.',
  ctaTitle: 'Dukung sebuah program hari ini',
  ctaText:
    'Donasi dilakukan di platform donasi kami, yang terbuka di tab baru; Anda akan menerima tanda terima melalui email.',
};
