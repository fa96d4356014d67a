import type { CeoTranslation } from '../../schemas/ceos';

/** The hand-written profiles in Indonesian, by profile id. Names and companies are shared. */
export const CEO_CONTENT_ID = {
  'ceo-001': {
    title: 'Presiden Direktur',
    bio: [
      'Rahardian Wicaksono memimpin PT Arunika Energi Lestari, produsen listrik swasta yang mengembangkan dan mengoperasikan pembangkit listrik tenaga surya atap dan darat bagi kawasan industri di Jawa dan Sumatera. Sejak ia mengambil alih kemudi pada 2017, perusahaan ini tumbuh dari satu proyek percontohan 2 MW di Cikarang menjadi portofolio lebih dari 180 MW dengan perjanjian jual beli listrik jangka panjang.',
      'Sebelum bergabung dengan Arunika, ia dua belas tahun berkarier di bidang pembiayaan proyek, menyusun pinjaman infrastruktur untuk jalan tol, pelabuhan, dan pembangkit listrik. Latar belakang itu membentuk caranya menjalankan usaha: setiap proyek dirancang agar layak dibiayai oleh bank dalam negeri, dan Arunika termasuk pengembang pertama di Indonesia yang menuntaskan pembiayaan tenaga surya yang seluruhnya diatur oleh bank-bank Indonesia.',
      'Di Nusantara CEO Network ia memimpin kelompok kerja transisi energi, yang mempertemukan produsen dan pemilik pabrik untuk berbagi data tentang keandalan jaringan listrik dan biaya sebenarnya beralih ke energi bersih. Ia menempuh studi teknik elektro di Bandung dan keuangan di Rotterdam, dan menghabiskan akhir pekan dengan berlayar di Kepulauan Seribu.',
    ],
    expertise: [
      'Transisi energi',
      'Pembiayaan proyek',
      'Perjanjian jual beli listrik',
      'Dekarbonisasi industri',
      'Pasar modal',
    ],
    highlights: [
      'Pemimpin Energi Bersih Terbaik, Indonesia Energy Transition Awards 2024',
      'Menuntaskan portofolio surya 50 MW pertama yang seluruhnya dibiayai dalam negeri, 2022',
      'Ketua Kelompok Kerja Transisi Energi, Nusantara CEO Network (2023–sekarang)',
    ],
  },
  'ceo-002': {
    title: 'Direktur Utama',
    bio: [
      'Sekar Ayuningtyas adalah salah satu pendiri sekaligus direktur utama PT Kinara Teknologi Nusantara, perusahaan perangkat lunak yang berbasis di Bandung, yang platform akuntansi dan penggajian berbasis komputasi awannya melayani lebih dari 40.000 usaha kecil dan menengah di seluruh Nusantara. Di bawah kepemimpinannya Kinara selalu meraih laba setiap tahun sejak 2020, sambil menumbuhkan tim rekayasanya menjadi lebih dari 300 orang, sebagian besar direkrut langsung dari universitas-universitas di daerah.',
      'Ia mengawali karier sebagai insinyur perangkat lunak di sebuah bank multinasional di Singapura sebelum kembali ke Indonesia untuk membangun produk bagi jenis usaha yang akrab dengannya sejak kecil: orang tuanya mengelola toko kain di Pasar Baru. Pengalaman itu masih menuntun pilihan produk Kinara, dari aplikasi seluler yang tetap berfungsi tanpa sinyal hingga faktur yang dapat dipakai dengan setiap bank lokal.',
      'Sekar mendampingi para pendiri perusahaan pemula melalui program CEO Muda jejaring dan kerap berbicara tentang membangun perusahaan teknologi yang tangguh di luar Jakarta. Ia meraih gelar sarjana informatika dari sebuah universitas negeri di Bandung dan MBA dari sebuah sekolah bisnis di Singapura.',
    ],
    expertise: [
      'Perangkat lunak sebagai layanan (SaaS)',
      'Digitalisasi UMKM',
      'Strategi produk',
      'Kepemimpinan tim rekayasa',
      'Penggalangan dana',
    ],
    highlights: [
      'Penghargaan Kepemimpinan Perempuan di Bidang Teknologi, 2023',
      'Kinara masuk daftar 50 perusahaan perangkat lunak dengan pertumbuhan tercepat di Asia Tenggara, 2024',
    ],
  },
  'ceo-003': {
    title: 'Direktur Pelaksana',
    bio: [
      'Teuku Farhan Alamsyah menjalankan PT Samudra Logistik Nusantara, grup logistik yang berbasis di Medan dan mengoperasikan gudang berpendingin, armada 420 truk, serta layanan pelayaran pengumpan yang menghubungkan Belawan dengan pelabuhan-pelabuhan di sepanjang Selat Malaka. Perusahaan ini mengangkut produk sawit, kopi, dan ikan segar bagi para eksportir di seluruh Sumatera bagian utara.',
      'Lahir di Banda Aceh, ia bergabung dengan usaha angkutan keluarganya setelah tsunami 2004, ketika membangun kembali jalur pasokan ke provinsi itu adalah soal bertahan hidup, bukan strategi. Ia kemudian memprofesionalkan perusahaan dengan memperkenalkan sistem manajemen transportasi, pelatihan keselamatan pengemudi, dan program sertifikasi gudang yang memangkas kerusakan muatan mudah busuk hingga lebih dari separuh.',
      'Teuku Farhan aktif menyuarakan efisiensi pelabuhan dan biaya pelayaran antarpulau, serta mewakili jejaring dalam dialog dengan otoritas pelabuhan daerah. Ia lulusan teknik industri dan pelari jarak jauh yang telah lima kali menuntaskan maraton Danau Toba.',
    ],
    expertise: [
      'Logistik rantai dingin',
      'Operasi pelabuhan',
      'Rantai pasok ekspor',
      'Manajemen armada',
    ],
    highlights: [
      'Perusahaan Logistik Terbaik (Sumatera), National Supply Chain Awards 2023',
      'Memimpin pembukaan pusat rantai dingin bersertifikat pertama di Belawan, 2021',
      'Menuntaskan Maraton Danau Toba lima edisi berturut-turut',
    ],
  },
  'ceo-004': {
    title: 'Pendiri & Direktur Utama',
    bio: [
      'Made Wiradana mendirikan PT Taman Sari Hospitality pada 2009 dengan satu penginapan berkamar dua belas di Sidemen. Kini grup ini mengelola tujuh resor butik di Bali, Lombok, dan Labuan Bajo, masing-masing dibangun dengan bahan setempat dan dijalankan oleh tenaga kerja yang hampir seluruhnya berasal dari desa-desa di sekitarnya.',
      'Ia meyakini bahwa pariwisata semestinya meninggalkan lebih banyak bagi desa daripada yang diambilnya. Setiap properti Taman Sari membeli sedikitnya 60 persen bahan pangannya dari petani dalam radius dua puluh kilometer, dan akademi perhotelan grup ini telah melatih lebih dari 1.200 anak muda dari Indonesia timur untuk berkarier di hotel dan restoran.',
      'Made duduk dalam kelompok kerja pariwisata dan ekonomi kreatif jejaring serta menjadi penasihat pemerintah daerah untuk pariwisata berbasis masyarakat. Ia menempuh pendidikan manajemen perhotelan di Nusa Dua dan Lausanne, dan masih menyambut sendiri para tamu di penginapan pertamanya di Sidemen setiap kali ada kesempatan.',
    ],
    expertise: [
      'Pariwisata berkelanjutan',
      'Operasional perhotelan',
      'Pembangunan berbasis masyarakat',
      'Pendidikan vokasi',
    ],
    highlights: [
      'Penghargaan Perhotelan Berkelanjutan, Asia Boutique Hotel Forum 2024',
      'Mendirikan Taman Sari Hospitality Academy, 2015',
    ],
  },
  'ceo-005': {
    title: 'Presiden Direktur',
    bio: [
      'Yohana Simanjorang adalah presiden direktur PT Bumi Tani Sejahtera, perusahaan agribisnis di Palembang yang bermitra dengan lebih dari 9.000 petani kecil penanam padi, karet, dan kopi di seluruh Sumatera Selatan. Perusahaan ini menyediakan benih, kredit, dan pendampingan agronomi, lalu membeli hasil panen dengan harga terbuka yang diumumkan setiap pekan melalui pesan singkat.',
      'Berlatar belakang agronomi, ia mengawali karier di bidang riset tanaman sebelum beralih ke manajemen. Program andalannya memasangkan setiap kelompok tiga puluh petani dengan seorang petugas lapangan dan alat uji tanah sederhana; rata-rata hasil padi petani peserta naik hampir seperempat dalam lima tahun.',
      'Yohana lantang memperjuangkan akses petani perempuan terhadap pembiayaan dan sertifikat tanah, serta memimpin diskusi meja bundar ketahanan pangan jejaring. Di luar pekerjaan ia bernyanyi dalam paduan suara gerejanya dan merawat kebun kopi percobaan kecil di lereng Gunung Dempo.',
    ],
    expertise: ['Kemitraan petani kecil', 'Ketahanan pangan', 'Pembiayaan pertanian', 'Agronomi'],
    highlights: [
      'Agripreneur Terbaik, Sumatra Business Awards 2022',
      'Program peningkatan hasil petani kecil mendapat pengakuan Dewan Ketahanan Pangan Daerah, 2024',
    ],
  },
  'ceo-006': {
    title: 'Direktur Utama',
    bio: [
      'Dr. Anindya Larasati Kusuma memimpin PT Sehat Prima Medika, jaringan empat belas klinik pratama, dua pusat bedah sehari, dan sebuah laboratorium diagnostik yang berbasis di Surabaya dan melayani Jawa Timur. Grup ini menangani lebih dari 600.000 kunjungan pasien setiap tahun, dengan porsi yang terus bertambah melalui layanan telemedisinnya sendiri.',
      'Sebagai dokter yang pernah berpraktik di puskesmas di Madura sebelum meraih gelar magister administrasi rumah sakit, ia beralih ke manajemen dengan keyakinan bahwa layanan kesehatan primer yang baik adalah obat termurah yang dapat dibeli sebuah negara. Kini klinik-klinik Sehat Prima memeriksa setiap pasien dewasa untuk diabetes dan hipertensi, dan membagikan hasil anonimnya kepada dinas kesehatan kabupaten.',
      'Anindya menjadi salah satu ketua kelompok kerja kesehatan jejaring dan turut merancang program klinik keliling bagi desa-desa terpencil. Ia mengajar manajemen layanan kesehatan di sebuah universitas di Surabaya dan merupakan ibu dari tiga anak.',
    ],
    expertise: [
      'Layanan kesehatan primer',
      'Manajemen rumah sakit',
      'Telemedisin',
      'Kemitraan kesehatan masyarakat',
    ],
    highlights: [
      'Eksekutif Kesehatan Terbaik, East Java Health Forum 2023',
      'Meluncurkan layanan telemedisin yang menjangkau 120.000 pasien pada tahun pertamanya, 2021',
      'Wakil Ketua Kelompok Kerja Kesehatan, Nusantara CEO Network',
    ],
  },
  'ceo-007': {
    title: 'Pendiri & Direktur Utama',
    bio: [
      'Bagas Pramudito mendirikan PT Cendekia Digital Edukasi di Yogyakarta pada 2016 untuk membekali siswa SMK dengan keterampilan praktis yang benar-benar dicari pemberi kerja. Kursus pembelajaran bauran di bidang pengelasan, elektronika otomotif, akuntansi, dan pemasaran digital kini dipakai oleh 850 sekolah di 22 provinsi.',
      'Mantan guru matematika ini mendirikan perusahaannya setelah melihat lulusan yang cakap kesulitan mencari kerja. Cendekia menyusun setiap kursus bersama mitra industri, yang juga menerima siswa untuk magang berbayar; dua dari tiga lulusan program unggulannya mendapat pekerjaan dalam enam bulan.',
      'Bagas duduk dalam kelompok kerja pendidikan dan sumber daya manusia jejaring dan kerap berbicara tentang masa depan pendidikan vokasi. Ia lulusan pendidikan matematika dari sebuah universitas di Yogyakarta dan pendukung setia klub sepak bola kota kelahirannya.',
    ],
    expertise: ['Pendidikan vokasi', 'Teknologi pendidikan', 'Pengembangan tenaga kerja'],
    highlights: [
      'Wirausahawan Sosial Terbaik, Yogyakarta Innovation Awards 2022',
      'Cendekia terpilih dalam program akselerator teknologi pendidikan regional, 2019',
    ],
  },
  'ceo-008': {
    title: 'Direktur Utama',
    bio: [
      'Steven Kurniadi mengepalai PT Kota Pintar Integrasi, integrator sistem yang merancang manajemen lalu lintas, penerangan jalan, dan dasbor layanan publik bagi pemerintah kota di Indonesia. Sistem lampu lalu lintas adaptifnya beroperasi di 340 persimpangan di delapan kota dan telah memangkas rata-rata waktu tempuh pada jam sibuk di koridor yang dipantau hingga 18 persen.',
      'Berlatar belakang teknik sipil, ia menangani proyek transportasi perkotaan di Surabaya dan Kuala Lumpur sebelum mendirikan perusahaannya pada 2014. Ia bersikeras bahwa teknologi kota cerdas harus menyelesaikan masalah yang dapat disebutkan warga, dan bahwa setiap sistem yang dipasang perusahaannya dapat dirawat oleh pegawai pemerintah daerah setelah serah terima.',
      'Steven berkontribusi dalam kelompok kerja infrastruktur jejaring dan turut menyusun pedoman kemitraan pemerintah dan swasta yang transparan untuk layanan kota. Ia meraih gelar di bidang teknik sipil dan perencanaan kota.',
    ],
    expertise: [
      'Mobilitas perkotaan',
      'Kemitraan pemerintah dan swasta',
      'Internet of Things',
      'Platform data pemerintah kota',
    ],
    highlights: [
      'Solusi Kota Cerdas Terbaik, Indonesia Digital Government Awards 2024',
      'Membangun jaringan lampu lalu lintas adaptif untuk sebuah ibu kota provinsi, 2022',
    ],
  },
  'ceo-009': {
    title: 'Presiden Direktur',
    bio: [
      'Ratri Hapsari Wibisono adalah presiden direktur PT Dana Amanah Sentosa, perusahaan pembiayaan berizin yang menyalurkan pinjaman modal kerja dan pembiayaan alat bagi produsen kecil, pedagang, dan pemilik armada. Portofolio pembiayaannya tumbuh menjadi Rp 4,2 triliun, sementara kredit bermasalah tetap di bawah dua persen.',
      'Ia dua dasawarsa berkarier di perbankan komersial, terakhir sebagai kepala kredit UMKM di sebuah bank nasional, sebelum bergabung dengan Dana Amanah pada 2018. Fokusnya adalah pertumbuhan yang bertanggung jawab: keputusan kredit yang memadukan data arus kas dengan kunjungan lapangan, kontrak berbahasa sederhana, dan layanan pelanggan yang melayani dalam lima bahasa daerah.',
      'Ratri memimpin kelompok kerja keuangan dan perbankan jejaring serta mendampingi perempuan yang menapaki jabatan senior di sektor jasa keuangan. Ia meraih gelar sarjana ekonomi dari sebuah universitas di Jakarta dan memegang sertifikasi profesional manajemen risiko.',
    ],
    expertise: [
      'Pembiayaan UMKM',
      'Manajemen risiko',
      'Inklusi keuangan',
      'Tata kelola perusahaan',
    ],
    highlights: [
      'CEO Multifinance Terbaik, Indonesia Finance Leaders Awards 2023',
      'Ketua Kelompok Kerja Keuangan & Perbankan, Nusantara CEO Network',
    ],
  },
  'ceo-010': {
    title: 'Salah Satu Pendiri & Direktur Utama',
    bio: [
      'Felicia Hartanto turut mendirikan PT Pasar Raya Daring, pasar grosir daring yang memungkinkan toko-toko kelontong memesan bahan pangan dan kebutuhan rumah tangga langsung dari distributor, dengan pengiriman keesokan harinya ke lebih dari 25.000 toko di Jabodetabek dan Jawa Barat.',
      'Sebelum mendirikan perusahaannya pada 2019, ia mengelola pembelian kategori di sebuah jaringan supermarket nasional, tempat ia melihat betapa besar margin toko kecil yang hilang karena pasokan yang terpecah-pecah. Pasar Raya Daring menghimpun pesanan tersebut, memberi pemilik toko harga yang terbuka dan kredit jangka pendek, serta membagikan kembali data penjualan agar mereka dapat menyediakan barang yang dibeli warga sekitarnya.',
      'Felicia bergabung dengan jejaring pada 2022 dan aktif dalam kelompok ritel dan konsumen. Ia menempuh studi administrasi bisnis di Jakarta dan manajemen rantai pasok di Melbourne.',
    ],
    expertise: ['Rantai pasok ritel', 'Operasional marketplace', 'Distribusi barang konsumsi'],
    highlights: [],
  },
  'ceo-011': {
    title: 'Presiden Direktur',
    bio: [
      'Andi Wahyudin Pallawa memimpin PT Tirta Borneo Lestari, perusahaan yang berbasis di Balikpapan yang membangun dan mengoperasikan instalasi pengolahan air serta jaringan perpipaan berdasarkan perjanjian konsesi dengan perusahaan air minum daerah. Instalasinya memasok air bersih bagi sekitar 310.000 orang di Kalimantan Timur.',
      'Lahir di Bone, Sulawesi Selatan, ia pindah ke Balikpapan sebagai insinyur muda dalam proyek perluasan kilang minyak. Ia mendirikan Tirta Borneo pada 2011 setelah melihat betapa cepat kota-kota di provinsi itu melampaui kapasitas pasokan airnya, dan sejak itu berfokus menekan kehilangan air akibat kebocoran, yang berhasil diturunkan perusahaan dari 38 menjadi 21 persen di wilayah layanannya.',
      'Ia anggota kelompok kerja infrastruktur jejaring dan sejak lama mendukung program sanitasi jejaring bagi desa-desa pesisir.',
    ],
    expertise: ['Pengolahan air', 'Konsesi layanan air', 'Penurunan air tak berekening'],
    highlights: [
      'Kemitraan Layanan Air Terbaik, Indonesia Infrastructure Awards 2022',
      'Menuntaskan instalasi pengolahan air zona utara Balikpapan lebih cepat dari jadwal, 2020',
    ],
  },
  'ceo-012': {
    title: 'Pendiri & Direktur Kreatif',
    bio: [
      'Dyah Kirana Wardhani adalah pendiri dan direktur kreatif PT Wastra Kencana Indonesia, rumah mode di Surakarta yang membawa batik tulis dan lurik tenun tangan ke dalam busana siap pakai kontemporer. Mereknya dijual melalui toko sendiri di empat kota, secara daring, dan ke butik-butik di Tokyo dan Amsterdam.',
      'Neneknya mengelola bengkel batik di Laweyan, dan Dyah tumbuh di antara wajan malam dan bak pewarna. Setelah menempuh studi desain mode, ia kembali ke Surakarta bertekad menjaga kerajinan ini tetap hidup sebagai mata pencaharian, bukan sekadar benda museum. Wastra Kencana bekerja sama dengan 230 perajin, membayar mereka di atas standar upah daerah, dan mencatat asal-usul setiap karya pada labelnya.',
      'Dyah mewakili jejaring dalam kelompok ekonomi kreatif dan mendampingi para perancang muda dari Jawa Tengah. Koleksinya telah ditampilkan di pekan mode di Jakarta dan Singapura.',
    ],
    expertise: [
      'Batik dan wastra tradisional',
      'Membangun merek',
      'Rantai pasok perajin',
      'Ekspor',
    ],
    highlights: [
      'Penghargaan Wirausaha Kriya Warisan Budaya, Indonesia Creative Economy Awards 2023',
      'Koleksi ditampilkan di sebuah pekan mode di Singapura, 2024',
    ],
  },
} satisfies Record<string, CeoTranslation>;
