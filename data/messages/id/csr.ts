import type { csr as en } from '../en/csr';

export const csr: typeof en = {
  title: 'CSR & Donasi',
  metaDescription:
    'Berdonasi untuk program CSR {name}: beasiswa, kesehatan, usaha kecil, lingkungan hidup, dan tanggap bencana, dengan laporan triwulanan untuk setiap rupiah.',
  heroTitle: 'Berbagi untuk Indonesia yang lebih baik',
  donateNow: 'Donasi Sekarang',
  donate: 'Donasi',
  donateTo: ' untuk {programme}',
  impactTitle: 'Dampak Kami',
  impactFigure: { before: 'Lebih dari', number: '{count}' },
  impact: {
    scholarships: 'Penerima beasiswa',
    villages: 'Desa yang dijangkau',
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
    'Donasi disalurkan melalui platform donasi kami, yang terbuka di tab baru; tanda terima akan dikirim ke email Anda.',
};
