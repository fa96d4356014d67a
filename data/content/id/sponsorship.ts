import type { SponsorshipTranslation } from '../../schemas/sponsorship';

/** The Sponsorship page in Indonesian. */
export const SPONSORSHIP_CONTENT_ID = {
  intro:
    'Tempatkan merek Anda di jantung acara-acara tempat para pemimpin bisnis Indonesia bertemu, dari diskusi meja bundar CEO yang akrab hingga summit tahunan.',
  benefits: [
    {
      title: 'Khalayak para pengambil keputusan',
      text: 'Acara kami menghimpun CEO, direksi, dan komisaris: orang-orang yang menyetujui strategi, anggaran, dan kemitraan.',
    },
    {
      title: 'Visibilitas yang bermakna',
      text: 'Sponsor diperkenalkan sebagai mitra asosiasi, di atas panggung, di media cetak, dan daring, bukan sebagai pemasang iklan di pinggiran.',
    },
    {
      title: 'Percakapan, bukan sekadar stan',
      text: 'Undangan VIP dan meja jamuan memberi para pemimpin Anda waktu bersama anggota dalam suasana yang dirancang untuk percakapan yang sesungguhnya.',
    },
    {
      title: 'Tujuan di samping citra',
      text: 'Setiap acara mendukung program CSR asosiasi, sehingga sponsorship Anda turut mendanai beasiswa, klinik, dan proyek desa.',
    },
  ],
  packages: [
    {
      summary: 'Sponsor utama sebuah acara unggulan.',
      features: [
        'Nama Anda sebagai sponsor utama acara',
        'Satu sesi pidato kunci dan satu kursi di panel utama',
        'Logo di panggung, situs web, dan setiap materi cetak',
        'Jamuan makan malam VIP bersama pengurus pusat',
      ],
    },
    {
      summary: 'Kehadiran terdepan pada acara pilihan Anda.',
      features: [
        'Satu kursi pada satu sesi diskusi panel',
        'Logo pada latar panggung dan situs web',
        'Rehat temu jejaring dengan merek Anda',
        'Ulasan dalam laporan pascaacara',
      ],
    },
    {
      summary: 'Pengakuan dan akses pada satu acara.',
      features: [
        'Logo di situs web dan buku acara',
        'Ucapan terima kasih dari atas panggung',
        'Penyebutan dalam rangkuman acara dan buletin',
      ],
    },
  ],
  deliverables: [
    {
      title: 'Penempatan merek',
      text: 'Logo dan nama Anda pada latar panggung, buku acara cetak, halaman acara, dan buletin kami.',
    },
    {
      title: 'Waktu di panggung',
      text: 'Pidato kunci, kursi panel, dan sambutan pembukaan, sesuai paket Anda.',
    },
    {
      title: 'Jamuan',
      text: 'Undangan VIP, kursi khusus, dan meja jamuan bagi tamu-tamu Anda.',
    },
    {
      title: 'Laporan pascaacara',
      text: 'Angka kehadiran, foto, dan liputan media yang diserahkan dalam dua minggu setelah acara.',
    },
  ],
  eventTypes: [
    {
      title: 'Diskusi Meja Bundar CEO',
      text: 'Diskusi tertutup tentang satu topik mendesak, dengan Aturan Chatham House.',
      audience: '20–40 CEO',
    },
    {
      title: 'Konferensi',
      text: 'Sehari penuh pidato kunci, diskusi panel, dan lokakarya tentang kepemimpinan, teknologi, dan perekonomian.',
      audience: '200–500 pemimpin',
    },
    {
      title: 'Summit Tahunan',
      text: 'Pertemuan unggulan asosiasi, bersama para pembuat kebijakan nasional dan anggota dari setiap provinsi.',
      audience: '500+ pemimpin',
    },
    {
      title: 'Gala Dinner',
      text: 'Malam penghargaan dan penggalangan dana bagi program-program sosial asosiasi.',
      audience: '150–300 tamu',
    },
    {
      title: 'Program CSR',
      text: 'Program langsung di bidang pendidikan, kesehatan, dan lingkungan, bersama para anggota di lapangan.',
      audience: 'Masyarakat di berbagai provinsi',
    },
  ],
  steps: [
    {
      title: 'Pilih paket',
      text: 'Pilih Platinum, Gold, atau Silver, atau minta kami menyusun paket khusus bagi Anda.',
    },
    {
      title: 'Kirim permohonan',
      text: 'Beri tahu kami acara yang ingin Anda dukung dan hal lain yang perlu kami ketahui.',
    },
    {
      title: 'Konfirmasi rinciannya',
      text: 'Tim kami menyepakati keluaran, jadwal, dan perjanjian bersama Anda.',
    },
    {
      title: 'Bertemu di acara',
      text: 'Sambut tamu-tamu Anda pada hari acara, lalu terima laporan pascaacara Anda.',
    },
  ],
} satisfies SponsorshipTranslation;
