import type { gallery as en } from '../en/gallery';

export const gallery: typeof en = {
  title: 'Galeri',
  metaDescription:
    'Foto-foto {name} dari 2023 hingga 2025: summit dan diskusi meja bundar, program CSR, temu anggota, Pengurus Internasional, dan para kru di balik layar.',
  eyebrow: 'Momen',
  description:
    'Summit, program CSR, temu anggota, dan misi ke luar negeri: perjalanan NCN dari tahun ke tahun dalam gambar. Saring menurut album atau tahun, cari keterangan foto, dan buka foto mana pun dalam layar penuh.',
  albums: 'Album',
  photoOne: '{count} foto',
  photoMany: '{count} foto',
  browser: {
    filterLabel: 'Saring foto',
    search: 'Cari',
    searchPlaceholder: 'Cari keterangan, album, dan deskripsi...',
    album: 'Album',
    allAlbums: 'Semua Album',
    year: 'Tahun',
    singular: 'foto',
    plural: 'foto',
    found: 'ditemukan',
    emptyTitle: 'Foto Tidak Ditemukan',
    emptyMessage:
      'Tidak ada foto yang sesuai dengan kriteria pencarian Anda. Coba album, tahun, atau kata kunci lain.',
    viewAll: 'Lihat Semua Foto',
    paginationLabel: 'Galeri',
  },
  lightbox: {
    position: '{current} dari {total}',
    openInNewTab: 'Buka di tab baru',
    close: 'Tutup',
    previous: 'Foto sebelumnya',
    next: 'Foto berikutnya',
  },
  album: {
    metaTitle: '{album}: Galeri',
    eyebrow: 'Album',
    back: 'Kembali ke Galeri',
    emptyTitle: 'Belum Ada Foto di Album Ini',
    emptyMessage: 'Foto-foto album ini akan segera tampil di sini.',
  },
};
