import type { home as en } from '../en/home';

export const home: typeof en = {
  established: 'Berdiri {year} · lebih dari {members} anggota',
  heroText:
    'Direktur dan komisaris dari setiap provinsi bekerja bersama untuk ekonomi yang lebih kuat dan masyarakat yang lebih adil.',
  joinNow: 'Bergabung Sekarang',
  discover: 'Kenali Kisah Kami',
  pauseAnimation: 'Jeda animasi latar belakang',
  quoteLabel: 'Sepatah kata dari pendiri kami',
  viewAllMembers: 'Lihat Semua Anggota',
  eventsEyebrow: 'Acara Mendatang',
  eventsTitle: 'Tempat para pemimpin bertemu',
  eventsDescription: 'Summit, forum, dan diskusi meja bundar di seluruh Nusantara.',
  flagship: 'Unggulan',
  registerNow: 'Daftar Sekarang',
  eventsNote: 'Anggota mendapat prioritas dan potongan harga di setiap acara.',
  viewAllEvents: 'Lihat Semua Acara',
  workEyebrow: 'Ambil bagian',
  workTitle: 'Bekerja sama dengan kami',
  workDescription:
    'Bergabung sebagai anggota, bermitra dalam program, mensponsori acara, atau berdonasi untuk kegiatan sosial yang didukung NCN.',
  networkEyebrow: 'Terbaru',
  networkTitle: 'Kabar dari NCN',
  networkDescription:
    'Gagasan para anggota, kabar organisasi, dan momen dari berbagai pertemuan kami.',
  latestArticles: 'Artikel terbaru',
  latestNews: 'Berita terbaru',
  gallery: 'Dari galeri',
  allArticles: 'Semua Artikel',
  allNews: 'Kunjungi Ruang Berita',
  viewGallery: 'Lihat Galeri',
};
