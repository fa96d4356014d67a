import type { articles as en } from '../en/articles';

export const articles: typeof en = {
  title: 'Artikel',
  metaDescription:
    'Perspektif {name} tentang kepemimpinan, strategi, inovasi, ekonomi, dan komunitas, ditulis oleh para anggota dan pakar.',
  eyebrow: 'Wawasan dari NCN',
  description:
    'Gagasan dan pelajaran dari ruang rapat direksi di Indonesia, ditulis oleh para anggota dan pakar yang bekerja bersama mereka. Untuk pengumuman dan liputan media, kunjungi {newsroom}.',
  newsroomLink: 'Ruang Berita',
  toNewsroom: 'Kunjungi Ruang Berita',
  listing: {
    filterLabel: 'Saring artikel',
    category: 'Kategori',
    search: 'Cari',
    searchPlaceholder: 'Cari artikel...',
    singular: 'artikel',
    plural: 'artikel',
    found: 'tersedia',
    emptyTitle: 'Artikel Tidak Ditemukan',
    emptyMessage:
      'Tidak ada artikel yang sesuai dengan kriteria pencarian Anda. Coba ubah filter atau kata kunci pencarian.',
    clearFilters: 'Hapus Filter',
    paginationLabel: 'Artikel',
  },
  minRead: '{minutes} menit baca',
  tagsLabel: 'Tag',
  back: 'Kembali ke Artikel',
  by: 'Oleh ',
  share: 'Bagikan artikel ini',
  tags: 'Tag',
  aboutAuthor: 'Tentang Penulis',
  roleAt: '{role} di {company}',
  related: 'Artikel Terkait',
  feedTitle: 'Artikel | {name}',
  feedDescription:
    'Perspektif tentang kepemimpinan, strategi, inovasi, ekonomi, dan komunitas dari {name}.',
};
