import type { news as en } from '../en/news';

export const news: typeof en = {
  title: 'Ruang Berita',
  metaDescription:
    'Siaran pers, kabar organisasi, rangkuman acara, catatan kebijakan, dan liputan media tentang {name}.',
  eyebrow: 'Berita dan pengumuman',
  description:
    'Pengumuman dari NCN, rangkuman acara kami, dan pemberitaan media tentang kami. Untuk bacaan yang lebih panjang dari para anggota dan pakar, lihat {articles}.',
  articlesLink: 'Artikel',
  toArticles: 'Baca Artikel',
  listing: {
    filterLabel: 'Saring berita',
    category: 'Kategori',
    search: 'Cari',
    searchPlaceholder: 'Cari berita...',
    year: 'Tahun',
    singular: 'berita',
    plural: 'berita',
    found: 'ditemukan',
    emptyTitle: 'Berita Tidak Ditemukan',
    emptyMessage:
      'Tidak ada berita yang sesuai dengan kriteria pencarian Anda. Coba ubah filter atau kata kunci pencarian.',
    clearFilters: 'Hapus Filter',
    paginationLabel: 'Berita',
  },
  byline: 'Oleh {author} · ',
  source: 'Sumber: {source}',
  back: 'Kembali ke Ruang Berita',
  by: 'Oleh ',
  share: 'Bagikan berita ini',
  readOriginal: 'Baca Artikel Asli',
  highlights: 'Poin Penting',
  related: 'Berita Terkait',
  feedTitle: 'Ruang Berita | {name}',
  feedDescription:
    'Siaran pers, kabar organisasi, rangkuman acara, dan liputan media tentang {name}.',
};
