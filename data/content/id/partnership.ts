import type { PartnershipTranslation } from '../../schemas/partnership';

/** The Partnership Opportunities page in Indonesian. */
export const PARTNERSHIP_CONTENT_ID = {
  intro:
    'Bekerja sama dengan jejaring 3.000 direksi dan komisaris di setiap provinsi untuk membangun program, gagasan, dan talenta yang memajukan dunia usaha Indonesia.',
  benefits: [
    {
      title: 'Menjangkau para pengambil keputusan',
      text: 'Bertemu dengan CEO, direksi, dan komisaris dari bisnis keluarga, BUMN, perusahaan rintisan, dan perusahaan multinasional dalam satu forum yang tepercaya.',
    },
    {
      title: 'Suara dalam percakapan',
      text: 'Ikut membentuk diskusi meja bundar dan dialog kebijakan tempat para pemimpin bisnis, pemerintah, dan akademisi membahas langkah perekonomian berikutnya.',
    },
    {
      title: 'Jangkauan nasional, akar di daerah',
      text: 'Bekerja melalui 34 pengurus provinsi dan tujuh cabang internasional, sehingga program yang diluncurkan di Jakarta dapat sampai ke Makassar atau Medan.',
    },
    {
      title: 'Dampak yang dapat dilaporkan',
      text: 'Setiap kolaborasi ditutup dengan laporan jangkauan, partisipasi, dan hasil yang dapat dibaca oleh dewan dan pemangku kepentingan Anda.',
    },
  ],
  collaborationTypes: [
    {
      title: 'Penyelenggaraan acara bersama',
      text: 'Selenggarakan summit, forum, atau diskusi meja bundar bersama kami, mulai dari agenda dan pembicara hingga daftar tamu.',
    },
    {
      title: 'Berbagi wawasan',
      text: 'Pandu sesi, tulis untuk artikel kami, dan bagikan keahlian Anda kepada sesama pemimpin.',
    },
    {
      title: 'Riset & wawasan',
      text: 'Jalankan survei dan kajian bersama anggota kami tentang kepemimpinan, tata kelola, dan iklim usaha.',
    },
    {
      title: 'Program CSR',
      text: 'Bergabunglah dalam program pendidikan, kesehatan, UMKM, lingkungan, dan kemanusiaan kami di berbagai provinsi.',
    },
    {
      title: 'Kemitraan media',
      text: 'Liput acara kami dan terbitkan wawancara dengan para anggota, dengan akses pertama ke setiap pengumuman.',
    },
    {
      title: 'Pengembangan talenta',
      text: 'Pendampingan, magang, dan kelas kepemimpinan yang mempertemukan profesional muda dengan pemimpin berpengalaman.',
    },
    {
      title: 'Bentuk lainnya',
      text: 'Punya gagasan yang tidak termasuk di atas? Ceritakan kepada kami: banyak program terbaik kami berawal dengan cara itu.',
    },
  ],
  packages: [
    {
      summary: 'Kemitraan strategis sepanjang tahun di seluruh program nasional kami.',
      features: [
        'Co-branding pada setiap acara unggulan sepanjang tahun',
        'Satu sesi pidato kunci atau diskusi panel pada summit tahunan',
        'Satu laporan riset yang diterbitkan bersama',
        'Pertemuan triwulanan dengan pengurus pusat',
      ],
    },
    {
      summary: 'Kemitraan yang dibangun di sekitar satu musim acara dan konten.',
      features: [
        'Co-branding pada tiga acara pilihan Anda',
        'Satu sesi diskusi panel pada satu konferensi',
        'Dua artikel unggulan di situs web kami',
        'Laporan dampak setelah program',
      ],
    },
    {
      summary: 'Kolaborasi terarah pada satu program atau acara.',
      features: [
        'Co-branding pada satu acara atau program',
        'Satu artikel unggulan di situs web kami',
        'Pengakuan dalam buletin dan kanal media sosial kami',
        'Laporan ringkas setelah program',
      ],
    },
  ],
  deliverables: [
    {
      title: 'Kehadiran merek',
      text: 'Nama dan logo Anda pada materi acara, panggung, situs web, dan buletin kami, sesuai paket Anda.',
    },
    {
      title: 'Kesempatan berbicara',
      text: 'Pidato kunci, diskusi panel, dan kursi diskusi meja bundar yang menghadirkan para pemimpin Anda di hadapan rekan sejawat.',
    },
    {
      title: 'Konten dan media',
      text: 'Artikel, wawancara, serta liputan foto dan video yang dapat Anda gunakan kembali di kanal Anda sendiri.',
    },
    {
      title: 'Pelaporan',
      text: 'Angka kehadiran, keterlibatan, dan hasil setelah setiap program, ditutup dengan laporan akhir.',
    },
  ],
  steps: [
    {
      title: 'Ajukan permohonan',
      text: 'Kirimkan formulir permohonan di bawah ini beserta tujuan Anda dan bentuk kolaborasi yang Anda bayangkan.',
    },
    {
      title: 'Diskusi awal',
      text: 'Tim kemitraan kami menghubungi Anda untuk memahami tujuan, khalayak, dan jadwal Anda.',
    },
    {
      title: 'Proposal yang disesuaikan',
      text: 'Kami mengusulkan paket, kalender kegiatan, dan hasil yang akan kita ukur bersama.',
    },
    {
      title: 'Kesepakatan dan peluncuran',
      text: 'Setelah kedua pihak menandatangani kesepakatan, kami membentuk tim bersama dan meluncurkan kegiatan pertama.',
    },
  ],
  testimonials: [
    {
      quote:
        'Menjadi tuan rumah bersama forum Surabaya membawa program transisi energi kami ke hadapan para direktur yang justru perlu kami yakinkan. Tiga proyek percontohan lahir dari satu sore itu.',
      role: 'Direktur Keberlanjutan',
    },
    {
      quote:
        'Kemitraan riset ini memberi kami jawaban survei dari lebih dari empat ratus pemimpin. Tidak ada penyedia panel yang mampu menjangkau kalangan itu.',
      role: 'Kepala Riset',
    },
    {
      quote:
        'Program pendampingan kami bersama jejaring ini kini berjalan di enam provinsi. Para anggota meluangkan waktu dengan murah hati, dan hasilnya tampak pada para lulusan kami.',
      role: 'Direktur Program',
    },
  ],
  faqs: [
    {
      question: 'Siapa yang dapat mengajukan kemitraan?',
      answer:
        'Perusahaan, yayasan, perguruan tinggi, media, dan lembaga publik yang tujuannya sejalan dengan misi kami untuk Indonesia yang lebih baik. Tidak perlu menjadi anggota asosiasi.',
    },
    {
      question: 'Berapa lama sebuah kemitraan berlangsung?',
      answer:
        'Kemitraan Platinum berlangsung selama satu tahun. Kemitraan Gold dan Silver mengikuti program atau musim yang didukungnya, biasanya tiga hingga enam bulan.',
    },
    {
      question: 'Apakah paket dapat disesuaikan?',
      answer:
        'Ya. Paket-paket ini adalah titik awal: setelah diskusi awal, kami menyesuaikan kegiatan, kalender, dan keluaran dengan tujuan Anda.',
    },
    {
      question: 'Apa yang dimaksud dengan undangan VIP?',
      answer:
        'Undangan bagi tamu Anda ke acara-acara unggulan kami, termasuk sesi tertutup bersama pengurus pusat: 10 undangan untuk Platinum, 6 untuk Gold, dan 4 untuk Silver.',
    },
    {
      question: 'Kapan kami akan mendapat jawaban?',
      answer:
        'Tim kemitraan kami membalas dalam 1-2 hari kerja setelah permohonan Anda diterima, melalui email atau WhatsApp.',
    },
  ],
} satisfies PartnershipTranslation;
