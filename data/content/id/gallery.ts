import type { AlbumTranslation, GalleryPhotoTranslation } from '../../schemas/gallery';

/** The albums in Indonesian, by album id. */
export const ALBUM_CONTENT_ID = {
  'album-events': {
    name: 'Acara & Summit',
    description:
      'Summit, diskusi meja bundar, dan lokakarya di berbagai provinsi: pidato kunci, perdebatan, dan percakapan di sela-selanya.',
  },
  'album-csr': {
    name: 'Program CSR',
    description:
      'Beasiswa, klinik keliling, air bersih, penanaman pohon, dan bantuan bencana bersama masyarakat yang kami layani.',
  },
  'album-gathering': {
    name: 'Temu Anggota',
    description:
      'Makan malam, fun run, malam batik, dan musik: saat-saat para anggota bertemu sebagai sahabat.',
  },
  'album-international': {
    name: 'Cabang Internasional',
    description:
      'Rapat, misi dagang, dan temu diaspora pengurus kami di Asia, Australia, dan Amerika Utara.',
  },
  'album-behind-scenes': {
    name: 'Di Balik Layar',
    description:
      'Sekretariat, relawan, dan kru yang menyiapkan setiap acara, dari gladi hingga cek suara.',
  },
} satisfies Record<string, AlbumTranslation>;

/** The photos' alt text and captions in Indonesian, by photo id. */
export const GALLERY_PHOTO_CONTENT_ID = {
  'photo-001': {
    alt: 'Seorang pembicara di podium pada panggung lebar bercahaya keemasan, menghadap aula yang gelap',
    caption: 'Pidato kunci pembukaan Nusantara CEO Summit 2025 di Jakarta.',
  },
  'photo-002': {
    alt: 'Empat panelis duduk di kursi berlengan di atas panggung di bawah sorot lampu hangat',
    caption: 'Diskusi panel tentang transisi energi di sektor industri, Summit 2025.',
  },
  'photo-003': {
    alt: 'Para peserta berdiri dalam kelompok kecil dan bercakap-cakap di bawah lampu gantung',
    caption: 'Para peserta menjalin jejaring saat rehat kopi pada summit 2024.',
  },
  'photo-004': {
    alt: 'Meja bundar dilihat dari atas dengan buku catatan dan cangkir kopi di setiap kursi',
    caption: 'Diskusi meja bundar tertutup cabang Jawa Timur di Surabaya.',
  },
  'photo-005': {
    alt: 'Deretan hadirin dilihat dari belakang, menghadap panggung yang terang',
    caption: 'Aula yang penuh pada Nusantara CEO Summit 2023.',
  },
  'photo-006': {
    alt: 'Siluet dua orang berjabat tangan dengan latar keemasan',
    caption: 'Penandatanganan kemitraan untuk program beasiswa.',
  },
  'photo-007': {
    alt: 'Peserta mengelilingi beberapa meja dengan laptop di ruang lokakarya yang terang',
    caption: 'Kelompok kerja pada lokakarya direksi di Yogyakarta.',
  },
  'photo-008': {
    alt: 'Sebuah trofi di atas tumpuan di bawah satu lampu sorot di panggung yang kosong',
    caption: 'Penghargaan Anggota Terbaik Tahun Ini sebelum upacara, 2023.',
  },
  'photo-009': {
    alt: 'Relawan menanam bibit mangrove di sepanjang pantai saat matahari terbit',
    caption: 'Penanaman 5.000 bibit mangrove di pesisir utara Jawa.',
  },
  'photo-010': {
    alt: 'Siluet sederet anak muda bertoga berdiri bersama',
    caption: 'Para penerima beasiswa 2024 pada hari penyambutan mereka.',
  },
  'photo-011': {
    alt: 'Mobil klinik keliling dan tenda dengan warga desa yang mengantre',
    caption: 'Kunjungan klinik keliling ke sebuah desa di Nusa Tenggara Timur.',
  },
  'photo-012': {
    alt: 'Menara air dan keran dengan tetesan air jatuh ke dalam bak',
    caption: 'Serah terima instalasi air bersih kepada sebuah desa di Demak.',
  },
  'photo-013': {
    alt: 'Lapak-lapak pasar beratap terpal dan berlampion saat senja',
    caption: 'Usaha kecil dari program UMKM kami di bazar anggota.',
  },
  'photo-014': {
    alt: 'Relawan mengangkut tumpukan kardus berisi bantuan',
    caption: 'Mengemas bantuan setelah banjir pada 2023.',
  },
  'photo-015': {
    alt: 'Para tamu duduk di meja jamuan bundar di bawah untaian lampu hangat',
    caption: 'Makan malam temu anggota, 2025.',
  },
  'photo-016': {
    alt: 'Siluet dua tamu di depan motif batik keemasan yang besar',
    caption: 'Malam batik pada temu anggota tengah tahun di Surabaya.',
  },
  'photo-017': {
    alt: 'Siluet para pelari di jalan saat matahari terbit',
    caption: 'Fun run pagi hari, 2024.',
  },
  'photo-018': {
    alt: 'Perahu kayu berpenumpang menyeberangi danau yang tenang saat matahari terbenam',
    caption: 'Berperahu di Danau Toba bersama cabang Sumatera Utara.',
  },
  'photo-019': {
    alt: 'Siluet penyanyi dan gitaris di panggung kecil dengan lampu berpendar',
    caption: 'Musik langsung menutup temu anggota 2025.',
  },
  'photo-020': {
    alt: 'Cakrawala kota dengan gedung-gedung tinggi pada malam hari terpantul di teluk',
    caption: 'Rapat tahunan cabang Singapura, 2025.',
  },
  'photo-021': {
    alt: 'Pelabuhan saat senja dengan jembatan melengkung dan lampu kota',
    caption: 'Misi dagang kami ke Sydney bersama pengurus Australia.',
  },
  'photo-022': {
    alt: 'Dua menara tinggi menjulang di atas kota saat senja',
    caption: 'Forum bisnis pengurus Malaysia di Kuala Lumpur.',
  },
  'photo-023': {
    alt: 'Cakrawala kota di tepi danau dengan menara ramping di bawah langit berbintang',
    caption: 'Malam bisnis diaspora bersama pengurus Kanada di Toronto.',
  },
  'photo-024': {
    alt: 'Deretan tanda pengenal dan tali gantungan tertata di atas meja panjang',
    caption: 'Relawan menyiapkan 500 tanda pengenal pada malam sebelum summit.',
  },
  'photo-025': {
    alt: 'Panggung kosong dengan rangka lampu dan kamera di atas tripod di latar depan',
    caption: 'Gladi panggung untuk summit 2024.',
  },
  'photo-026': {
    alt: 'Siluet anggota tim di depan dinding penuh catatan tempel',
    caption: 'Sekretariat merencanakan kalender acara 2024.',
  },
  'photo-027': {
    alt: 'Meja mixer suara dengan fader berpendar di aula yang gelap',
    caption: 'Cek suara sebelum pintu dibuka, Summit 2025.',
  },
} satisfies Record<string, GalleryPhotoTranslation>;
