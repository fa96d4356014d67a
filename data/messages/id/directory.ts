import type { directory as en } from '../en/directory';

export const directory: typeof en = {
  title: 'Direktori CEO',
  metaDescription:
    'Temukan direktur dan komisaris {name} menurut nama, perusahaan, jabatan, industri, atau provinsi.',
  eyebrow: 'Anggota',
  description:
    'Kenali para pemimpin yang tergabung dalam NCN. Cari menurut nama, perusahaan, atau jabatan, atau persempit daftar menurut industri dan provinsi. Setelah masuk ke direktori lengkap, anggota dapat menjelajahi lebih dari 200 profil.',
  island: {
    filterLabel: 'Saring direktori',
    search: 'Cari',
    searchPlaceholder: 'Cari nama, perusahaan, atau jabatan...',
    industry: 'Industri',
    province: 'Provinsi',
    perPage: 'Per Halaman',
    singular: 'profil',
    plural: 'profil',
    found: 'ditemukan',
    loadFailed: 'Direktori tidak dapat dimuat.',
    loading: 'Memuat direktori…',
    clearFilters: 'Hapus Filter',
    failedTitle: 'Direktori tidak dapat dimuat',
    failedMessage: 'Periksa koneksi Anda, lalu coba lagi.',
    tryAgain: 'Coba Lagi',
    emptyTitle: 'Tidak Ada Hasil',
    emptyMessage:
      'Tidak ada CEO yang sesuai dengan kriteria pencarian Anda. Coba ubah filter atau kata kunci pencarian.',
    paginationLabel: 'Direktori',
  },
  viewProfile: 'Lihat Profil',
};
