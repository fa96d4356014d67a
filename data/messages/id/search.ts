import type { search as en } from '../en/search';

export const search: typeof en = {
  open: 'Cari',
  openLabel: 'Cari di seluruh situs',
  title: 'Cari di seluruh situs',
  inputLabel: 'Anggota, acara, artikel, berita, dan lainnya',
  placeholder: 'Nama, perusahaan, kota, atau topik…',
  close: 'Tutup pencarian',
  keyboardHint:
    'Hasil muncul saat Anda mengetik. Gunakan tombol panah bawah untuk menelusuri hasilnya.',
  kinds: {
    member: 'Anggota',
    event: 'Acara',
    article: 'Artikel',
    news: 'Berita',
    gallery: 'Galeri',
    project: 'Proyek',
    page: 'Halaman',
  },
  groupCount: { one: '{count} hasil', other: '{count} hasil' },
  loading: 'Mencari…',
  resultCount: { one: '{count} hasil untuk “{query}”', other: '{count} hasil untuk “{query}”' },
  noResults: 'Tidak ada hasil untuk “{query}”',
  noResultsHint: 'Periksa ejaan atau coba kata lain, atau jelajahi daftar berikut:',
  unavailable: 'Pencarian tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
  retry: 'Coba lagi',
  seeAll: 'Lihat semua {count} hasil',
  showMore: 'Tampilkan lainnya di {kind}',
  page: {
    title: 'Pencarian',
    eyebrow: 'Temukan apa saja',
    description:
      'Cari di seluruh profil anggota, acara, artikel, berita, album, proyek, dan halaman Nusantara CEO Network.',
    formLabel: 'Cari di seluruh situs',
    submit: 'Cari',
    prompt: 'Ketik nama, perusahaan, kota, atau topik untuk mencari di seluruh situs.',
    noScript:
      'Pencarian memerlukan JavaScript, yang sedang nonaktif di peramban Anda. Silakan jelajahi daftar berikut:',
  },
  listings: {
    directory: 'Direktori CEO',
    events: 'Acara',
    articles: 'Artikel',
    news: 'Ruang Berita',
    gallery: 'Galeri',
    crowdfunding: 'Urun Dana',
  },
};
