import type { common as en } from '../en/common';

export const common: typeof en = {
  skipLink: 'Langsung ke konten utama',
  homeLinkLabel: 'Beranda',
  nav: {
    label: 'Utama',
    home: 'Beranda',
    about: 'Tentang Kami',
    team: 'Tim Kami',
    provincial: 'Pengurus Provinsi',
    international: 'Pengurus Internasional',
    directory: 'Direktori CEO',
    events: 'Acara',
    contact: 'Hubungi Kami',
  },
  quickLinks: {
    csr: 'CSR & Donasi',
    crowdfunding: 'Urun Dana',
    articles: 'Artikel',
    gallery: 'Galeri',
  },
  ways: {
    membership: {
      title: 'Keanggotaan',
      text: 'Direktur dan komisaris, bergabunglah bersama {members} rekan sejawat dari setiap provinsi.',
    },
    partnership: {
      title: 'Kemitraan',
      text: 'Selenggarakan acara, riset, dan program bersama kami.',
    },
    sponsorship: {
      title: 'Sponsorship',
      text: 'Perkenalkan merek Anda kepada para pemimpin bisnis Indonesia di acara-acara kami.',
    },
    csr: {
      title: 'CSR & Donasi',
      text: 'Danai beasiswa, layanan kesehatan, usaha kecil, dan pelestarian lingkungan.',
    },
    crowdfunding: {
      title: 'Urun Dana',
      text: 'Dukung usaha daerah yang menghimpun modal untuk langkah berikutnya.',
    },
  },
  menu: { open: 'Buka menu', close: 'Tutup menu', title: 'Menu' },
  language: {
    label: 'Bahasa',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  footer: {
    quickLinks: 'Tautan Cepat',
    network: 'Organisasi',
    news: 'Berita',
    contact: 'Kontak',
    rights: 'Hak cipta dilindungi undang-undang.',
    policies: 'Kebijakan',
    legal: ['Kebijakan Privasi', 'Ketentuan Layanan', 'Kode Etik'],
  },
  share: {
    copyLink: 'Salin Tautan',
    copied: 'Tautan disalin ke papan klip!',
    copyPrompt: 'Salin tautan ini:',
    shareOn: 'Bagikan di ',
  },
  newTab: ' (terbuka di tab baru)',
  search: 'Cari',
  filters: {
    label: 'Filter',
    active: 'aktif',
    noScript: 'Pencarian dan filter memerlukan JavaScript, yang nonaktif di peramban Anda.',
  },
  breadcrumb: 'Jejak navigasi',
  pagination: {
    label: 'Navigasi halaman {list}',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    page: 'Halaman {page}',
    morePages: 'Halaman lainnya',
    showing: 'Menampilkan {from} sampai {to} dari {total}',
  },
};
