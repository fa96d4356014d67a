import type { CsrPageTranslation, CsrProgramTranslation } from '../../schemas/csr';

/** The CSR programmes in Indonesian, by programme id. */
export const CSR_PROGRAM_CONTENT_ID = {
  education: {
    description:
      'Beasiswa kuliah bagi mahasiswa berprestasi dari keluarga kurang mampu, disertai pendamping dari perusahaan anggota, kesempatan magang saat libur, dan dukungan hingga lulus.',
    highlights: [
      'Biaya kuliah dan tunjangan hidup hingga lulus',
      'Seorang pendamping dari perusahaan anggota bagi setiap penerima',
      'Magang saat libur dan jejaring untuk pekerjaan pertama',
    ],
  },
  health: {
    description:
      'Klinik keliling dan hari pemeriksaan kesehatan di desa-desa yang jauh dari rumah sakit, diselenggarakan bersama perusahaan anggota di bidang kesehatan dan dinas kesehatan kabupaten.',
    highlights: [
      'Klinik keliling untuk desa-desa terpencil',
      'Pemeriksaan diabetes, hipertensi, dan tengkes (stunting) pada anak',
      'Pelatihan bagi kader kesehatan desa',
    ],
  },
  sme: {
    description:
      'Pendampingan usaha, kelas pembukuan, dan akses pasar bagi usaha mikro dan kecil, dengan para anggota sebagai mentor sekaligus pelanggan pertama.',
    highlights: [
      'Program pendampingan enam bulan yang dipandu anggota',
      'Kelas pembukuan dan pemasaran digital',
      'Tempat di bazar anggota dan program pemasok',
    ],
  },
  environment: {
    description:
      'Pemulihan mangrove dan hutan, serta proyek air bersih dan pengelolaan sampah yang direncanakan bersama masyarakat desa dan dirawat oleh mereka sendiri.',
    highlights: [
      'Penanaman mangrove di pesisir yang terkikis abrasi',
      'Instalasi air bersih untuk desa-desa pesisir',
      'Bank sampah desa dan daur ulang',
    ],
  },
  social: {
    description:
      'Bantuan cepat setelah banjir, gempa bumi, dan kebakaran, dilanjutkan dengan dukungan membangun kembali rumah, sekolah, dan mata pencaharian.',
    highlights: [
      'Paket darurat pangan, air bersih, dan tempat berteduh',
      'Pembangunan kembali sekolah dan fasilitas umum',
      'Bantuan modal usaha bagi keluarga setelah bencana',
    ],
  },
} satisfies Record<string, CsrProgramTranslation>;

/** The rest of the CSR page in Indonesian. */
export const CSR_PAGE_CONTENT_ID = {
  intro:
    'Para anggota kami menyumbangkan waktu, jejaring, dan dana untuk lima program yang menjangkau pelajar, pasien, usaha kecil, desa, dan keluarga yang tertimpa bencana. Setiap rupiah yang Anda berikan disalurkan ke program pilihan Anda, dan kami melaporkan penggunaannya.',
  steps: [
    {
      title: 'Pilih program',
      text: 'Pilih salah satu dari lima program di atas, atau berdonasi ke dana CSR umum, yang disalurkan ke kebutuhan paling mendesak pada triwulan berjalan.',
    },
    {
      title: 'Berdonasi melalui platform',
      text: 'Tombol donasi membuka platform donasi kami di tab baru. Bayar melalui transfer bank, dompet digital, atau kartu; pembayaran ditangani oleh platform, dan kami tidak pernah melihat data kartu Anda.',
    },
    {
      title: 'Dapatkan bukti donasi',
      text: 'Platform mengirimkan bukti donasi melalui email begitu pembayaran diterima, lengkap dengan program tempat donasi Anda dicatat.',
    },
    {
      title: 'Ikuti dampaknya',
      text: 'Setiap triwulan kami melaporkan dana yang diterima, dana yang dibelanjakan, dan hasil yang dicapai setiap program, disertai foto dan cerita dari lapangan.',
    },
  ],
  transparency: [
    {
      title: 'Dicatat per program',
      text: 'Setiap donasi dibukukan pada program pilihan Anda dan tidak pernah dialihkan ke program lain tanpa persetujuan Anda.',
    },
    {
      title: 'Laporan program triwulanan',
      text: 'Dana yang diterima, dana yang dibelanjakan, dan hasil setiap program diterbitkan setiap triwulan, dan mitra pelaksana melaporkan pengeluaran beserta buktinya sebelum pencairan berikutnya.',
    },
    {
      title: 'Audit independen',
      text: 'Laporan keuangan tahunan yayasan diaudit oleh akuntan publik independen dan diterbitkan dalam laporan tahunan kami.',
    },
    {
      title: 'Biaya operasional rendah',
      text: 'Iuran anggota membiayai sekretariat, sehingga paling banyak 5% dari donasi dipakai untuk biaya pembayaran dan administrasi; selebihnya sampai ke program.',
    },
  ],
} satisfies CsrPageTranslation;
