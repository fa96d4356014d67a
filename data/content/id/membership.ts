import type { MembershipTranslation } from '../../schemas/membership';

/** The Membership page in Indonesian (fees, discounts and tier ids are shared). */
export const MEMBERSHIP_CONTENT_ID = {
  intro:
    'Bergabunglah dengan 3.000 direksi dan komisaris dari setiap provinsi: jejaring rekan sejawat untuk belajar, berbisnis, dan berbagi bersama.',
  eligibility: {
    intro:
      'Jejaring ini menghimpun para pemimpin perusahaan Indonesia. Anda dapat mengajukan permohonan apabila memenuhi kriteria berikut:',
    criteria: [
      'Anda menjabat sebagai anggota direksi atau anggota dewan komisaris perusahaan yang didirikan di Indonesia, termasuk BUMN, BUMD, dan anak perusahaan grup asing di Indonesia.',
      'Anda berpengalaman paling sedikit 2 tahun di jajaran direksi atau dewan komisaris, baik di satu perusahaan maupun di beberapa perusahaan jika dijumlahkan.',
      'Perusahaan Anda berbadan hukum, memiliki Nomor Induk Berusaha (NIB), dan menjalankan usahanya sesuai ketentuan hukum.',
      'Anda menyetujui Kode Etik jejaring: bertindak dengan integritas, menjaga kerahasiaan pembicaraan dalam sesi tertutup, dan tidak menggunakan jejaring untuk berjualan.',
    ],
    note: 'Pendiri yang memimpin perusahaannya sebagai direktur utama memenuhi syarat, demikian pula komisaris independen. Jika Anda ragu apakah memenuhi syarat, ajukan saja permohonan dan ceritakan peran Anda: sekretariat akan memberikan arahan.',
  },
  benefits: [
    {
      title: 'Direktori CEO lengkap',
      text: 'Jelajahi direktori lengkap berisi 200+ profil anggota dan jalin hubungan dengan direksi dan komisaris di setiap industri dan provinsi.',
    },
    {
      title: 'Prioritas dan potongan harga acara',
      text: 'Daftar lebih dahulu daripada umum untuk summit, forum, dan diskusi meja bundar, dengan potongan 10% hingga 30% sesuai tingkat keanggotaan Anda.',
    },
    {
      title: 'Diskusi meja bundar antarsejawat',
      text: 'Percakapan tertutup dengan sesama direksi tentang strategi, tata kelola, dan perekonomian, dengan aturan Chatham House.',
    },
    {
      title: 'Pendampingan dan pembelajaran',
      text: 'Kelompok pendampingan, kelas tata kelola dewan, dan kunjungan studi bersama anggota senior dan para pakar.',
    },
    {
      title: 'Pengurus provinsi dan internasional',
      text: 'Bertemu anggota di dekat Anda melalui 34 pengurus provinsi, dan di mancanegara melalui tujuh cabang internasional.',
    },
    {
      title: 'Program untuk berbagi',
      text: 'Ikut serta dalam program CSR yayasan di bidang pendidikan, kesehatan, UMKM, lingkungan, dan kemanusiaan.',
    },
  ],
  tiers: [
    {
      name: 'Anggota Madya',
      summary:
        'Untuk direksi dan komisaris perusahaan kecil dan menengah serta perusahaan rintisan.',
      features: [
        'Direktori CEO lengkap berisi 200+ profil anggota',
        'Profil Anda sendiri di direktori',
        'Pertemuan dan diskusi meja bundar di provinsi Anda',
        'Buletin anggota dan ringkasan riset',
      ],
    },
    {
      name: 'Anggota Penuh',
      summary:
        'Untuk direksi dan komisaris perusahaan yang telah mapan: inti keanggotaan jejaring ini.',
      features: [
        'Semua manfaat Anggota Madya',
        'Kursi di diskusi meja bundar CEO tingkat nasional',
        'Tempat di salah satu dari 25 bidang kerja pengurus pusat',
        'Kelompok pendampingan bersama anggota senior',
      ],
    },
    {
      name: 'Anggota Utama',
      summary:
        'Untuk para pemimpin yang juga ingin mendukung program yayasan dan menjadi tuan rumah pertemuannya.',
      features: [
        'Semua manfaat Anggota Penuh',
        'Dua undangan VIP ke summit tahunan dan gala dinner',
        'Pengakuan sebagai patron program CSR yayasan',
        'Jamuan makan malam tahunan bersama pengurus pusat',
      ],
    },
  ],
  steps: [
    {
      title: 'Ajukan permohonan',
      text: 'Isi formulir permohonan di bawah ini. Pengisiannya sekitar sepuluh menit; rujukan dari anggota kami hargai, tetapi tidak diwajibkan.',
    },
    {
      title: 'Konfirmasi',
      text: 'Dalam 2 hari kerja, sekretariat mengonfirmasi penerimaan permohonan melalui email dan memeriksa data Anda.',
    },
    {
      title: 'Perbincangan',
      text: 'Dalam 10 hari kerja, dua anggota pengurus provinsi Anda mengundang Anda berbincang selama 30 menit, secara langsung atau daring.',
    },
    {
      title: 'Keputusan',
      text: 'Dalam 14 hari kerja sejak permohonan diajukan, komite keanggotaan memutuskan dan mengabarkannya kepada Anda; bila diterima, tagihan iuran tahun pertama akan menyusul.',
    },
    {
      title: 'Selamat datang',
      text: 'Setelah iuran dibayar, keanggotaan Anda dimulai: akses ke direktori lengkap, kartu anggota, dan undangan ke acara penyambutan anggota baru berikutnya.',
    },
  ],
  faqs: [
    {
      question: 'Apakah saya memerlukan rujukan dari anggota?',
      answer:
        'Tidak. Rujukan dari anggota membantu kami mengenal Anda dan dapat mempercepat peninjauan, tetapi permohonan tanpa rujukan tetap kami terima dan tinjau dengan cara yang sama.',
    },
    {
      question: 'Perusahaan saya berada di luar Jakarta. Dapatkah saya bergabung?',
      answer:
        'Tentu. Anggota kami berasal dari setiap provinsi, dan permohonan Anda ditinjau bersama pengurus provinsi Anda, yang juga akan menjadi rumah pertama Anda di jejaring ini.',
    },
    {
      question: 'Kapan dan bagaimana saya membayar iuran?',
      answer:
        'Hanya setelah Anda diterima. Kami mengirimkan tagihan iuran tahun pertama, yang dibayar melalui transfer bank ke rekening yayasan dalam 14 hari. Iuran berlaku tahunan dan diperpanjang pada tanggal Anda bergabung.',
    },
    {
      question: 'Bolehkah iuran dibayar oleh perusahaan saya?',
      answer:
        'Boleh. Keanggotaan bersifat pribadi, tetapi tagihan dapat dibuat atas nama perusahaan Anda, lengkap dengan data perpajakannya.',
    },
    {
      question: 'Bagaimana jika saya pindah perusahaan atau tidak lagi menjabat di dewan?',
      answer:
        'Keanggotaan adalah milik Anda dan ikut berpindah bersama Anda. Jika Anda tidak lagi menjabat di jajaran direksi atau dewan komisaris, keanggotaan tetap berlaku hingga akhir tahun yang telah dibayar.',
    },
    {
      question: 'Dapatkah saya berganti tingkat keanggotaan?',
      answer:
        'Dapat: pada saat perpanjangan, atau kapan saja untuk naik tingkat, dengan membayar selisih iuran untuk sisa tahun berjalan.',
    },
  ],
} as const satisfies MembershipTranslation;
