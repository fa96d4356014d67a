import type { NewsTranslation } from '../../schemas/news';

/** The newsroom's items in Indonesian, by item id. Outlet names are kept. */
export const NEWS_CONTENT_ID = {
  'news-001': {
    headline: 'Nusantara CEO Network Umumkan Nusantara CEO Summit 2027 di Jakarta',
    excerpt:
      'Summit unggulan jejaring ini kembali ke Jakarta pada 15 April 2027, dengan lima ratus pemimpin diperkirakan hadir dan fokus baru pada pertumbuhan di luar Jawa.',
    keyHighlights: [
      'Summit berlangsung pada 15 April 2027 di Grand Cakrawala Convention Hall, Jakarta.',
      'Hingga 500 direksi, komisaris, dan pendiri perusahaan dari seluruh cabang provinsi diperkirakan hadir.',
      'Anggota mendapat prioritas tempat duduk dan potongan 20% untuk biaya delegasi.',
    ],
    metaTitle: 'Nusantara CEO Summit 2027 digelar 15 April di Jakarta',
    metaDescription:
      'Summit unggulan Nusantara CEO Network kembali ke Jakarta pada 15 April 2027 dengan 500 pemimpin diperkirakan hadir dan fokus pada pertumbuhan di luar Jawa.',
    content: {
      sections: [
        {
          content:
            'JAKARTA — Nusantara CEO Network hari ini mengumumkan bahwa summit unggulan tahunannya akan digelar pada Kamis, 15 April 2027, di Grand Cakrawala Convention Hall, Jakarta. Edisi 2027, yang bertepatan dengan ulang tahun kesepuluh jejaring ini, akan berfokus pada upaya melahirkan generasi baru juara nasional Indonesia dari luar Jawa.',
        },
        {
          content:
            '“Sepuluh tahun lalu, beberapa puluh orang dari kami bertemu di sebuah ruang rapat hotel. April mendatang kami memperkirakan lima ratus pemimpin dari setiap provinsi akan hadir. Pertanyaannya kini adalah apa yang akan kita bangun bersama dalam sepuluh tahun ke depan.” — Wisnu Hadinoto Prakoso, Ketua Umum',
        },
        { content: 'Program' },
        {
          content:
            'Program sehari penuh ini mencakup pidato kunci tentang prospek ekonomi, diskusi panel tentang juara-juara daerah dan pembiayaan infrastruktur, perbincangan santai tentang kecerdasan artifisial di ruang rapat direksi, serta tiga sesi paralel. Acara ditutup dengan Deklarasi Summit, serangkaian komitmen yang kemajuannya akan dilaporkan para anggota pada summit 2028.',
        },
        {
          content: 'Sesi paralel pada sore hari adalah:',
          items: [
            'Transisi energi di sektor industri',
            'Ketahanan pangan dan rantai pasok petani kecil',
            'Ekonomi digital di luar kota-kota besar',
          ],
        },
        {
          content:
            'Pendaftaran kini dibuka di situs web jejaring. Anggota mendapat prioritas tempat duduk dan potongan biaya delegasi; pendaftaran ditutup pada 8 April 2027 atau ketika seluruh kursi telah terisi.',
        },
      ],
    },
  },
  'news-002': {
    headline: 'Pengurus Pusat Masa Bakti 2025–2030 Dilantik',
    excerpt:
      'Pengurus pusat, dewan pengawas, dewan pakar, dan 25 bidang kerja yang baru resmi dilantik dalam sebuah upacara di Jakarta.',
    keyHighlights: [
      'Wisnu Hadinoto Prakoso memimpin jejaring sebagai Ketua Umum untuk masa bakti 2025–2030.',
      'Jumlah bidang kerja bertambah dari 18 menjadi 25.',
      'Bidang-bidang baru mencakup energi terbarukan, pemberdayaan perempuan, dan CEO muda.',
    ],
    content: {
      sections: [
        {
          content:
            'Nusantara CEO Network resmi melantik pengurus pusat masa bakti 2025–2030 dalam sebuah upacara di Jakarta yang dihadiri perwakilan dari ke-34 cabang provinsi dan tujuh pengurus internasional.',
        },
        {
          content:
            'Wisnu Hadinoto Prakoso dilantik sebagai Ketua Umum, bersama Wakil Ketua Umum, Sekretaris Jenderal, dan Bendahara Umum. Dewan Pembina, Dewan Pengawas, dan Dewan Pakar juga dilantik.',
        },
        { content: 'Dua puluh lima bidang kerja' },
        {
          content:
            'Struktur baru ini memperluas bidang kerja jejaring dari 18 menjadi 25. Setiap bidang dipimpin oleh satu atau beberapa ketua dari perusahaan anggota dan akan menerbitkan rencana kerja dalam seratus hari pertamanya.',
        },
        {
          items: [
            'Bidang Energi Baru & Terbarukan',
            'Bidang Pemberdayaan Perempuan',
            'Bidang Kepemudaan & CEO Muda',
            'Bidang Riset & Kajian Kebijakan',
          ],
        },
        {
          content:
            'Susunan lengkap pengurus pusat dimuat di halaman Tim Kami pada situs web jejaring.',
        },
      ],
    },
  },
  'news-003': {
    headline: 'Konferensi Kepemimpinan Pariwisata Berkelanjutan Ditutup dengan 41 Komitmen Anggota',
    excerpt:
      'Dua ratus tiga puluh delapan peserta bertemu di Nusa Dua, mengunjungi dua resor milik anggota, dan menandatangani komitmen terukur tentang air, sampah, dan perekrutan tenaga kerja lokal.',
    keyHighlights: [
      '238 peserta dari Bali, Nusa Tenggara, dan daerah lain ambil bagian.',
      '41 perusahaan anggota menandatangani Komitmen Nusa Dua.',
      'Kemajuan pelaksanaan komitmen akan diterbitkan setiap tahun.',
    ],
    content: {
      sections: [
        {
          content:
            'NUSA DUA — Konferensi Kepemimpinan Pariwisata Berkelanjutan yang digelar jejaring ini ditutup pada 20 Agustus dengan penandatanganan Komitmen Nusa Dua oleh 41 perusahaan anggota, yakni serangkaian janji terukur tentang penggunaan air, sampah, pembelian dari pemasok lokal, dan perekrutan tenaga kerja lokal.',
        },
        {
          imageAlt:
            'Siluet para peserta di aula konferensi yang menghadap panggung bercahaya keemasan',
          caption: 'Para peserta pada pidato kunci pembukaan di Nusa Dua.',
        },
        { content: 'Dari diskusi menuju komitmen' },
        {
          content:
            'Para peserta mendengarkan pemilik resor yang berhasil memangkas penggunaan air lebih dari sepertiga, serta pengelola pariwisata berbasis masyarakat di Lombok dan Flores. Pada sore hari mereka mengunjungi dua properti milik anggota untuk melihat langsung perubahan tersebut.',
        },
        {
          content: 'Penanda tangan Komitmen Nusa Dua berjanji untuk:',
          items: [
            'Mengurangi penggunaan air per malam tamu sebesar 25 persen pada 2029.',
            'Mengirim tidak lebih dari separuh sampah mereka ke tempat pembuangan akhir pada 2028.',
            'Membeli sedikitnya separuh bahan pangan dari produsen di provinsi mereka sendiri.',
            'Mengisi sedikitnya 70 persen posisi dengan tenaga kerja lokal.',
          ],
        },
        {
          content:
            'Anggota yang berhalangan hadir dapat meminta materi presentasi kepada sekretariat.',
        },
      ],
    },
  },
  'news-004': {
    headline: 'Survei Anggota: Keyakinan Bisnis Tetap Stabil meski Permintaan Melunak',
    excerpt:
      'Survei semesteran jejaring terhadap 1.140 anggota menemukan rencana investasi tetap terjaga, dengan minat merekrut paling kuat di Sulawesi dan Kalimantan.',
    keyHighlights: [
      '62% anggota berencana mempertahankan atau menambah investasi dalam dua belas bulan ke depan.',
      'Minat merekrut paling kuat di Sulawesi dan Kalimantan.',
      'Biaya pembiayaan dan perizinan tetap menjadi hambatan yang paling sering disebut.',
    ],
    content: {
      sections: [
        {
          content:
            'Keyakinan bisnis di kalangan anggota jejaring tetap stabil pada triwulan ketiga, menurut survei anggota semesteran yang menghimpun jawaban dari 1.140 direksi dan komisaris antara 1 dan 19 September.',
        },
        {
          content:
            '62 persen responden berencana mempertahankan atau menambah investasi dalam dua belas bulan ke depan, tidak berubah dari survei bulan Maret.',
        },
        { content: 'Perbedaan antardaerah' },
        {
          content:
            'Anggota di luar Jawa lebih optimistis daripada anggota di Jawa. Minat merekrut paling kuat di Sulawesi dan Kalimantan, didorong oleh industri pengolahan, konstruksi, dan logistik. Usaha yang melayani konsumen di Jawa melaporkan permintaan yang melunak pada pertengahan tahun.',
        },
        {
          content: 'Hambatan yang paling sering disebut anggota adalah:',
          items: [
            'Biaya pendanaan (48 persen)',
            'Perizinan dan ketidakpastian regulasi (41 persen)',
            'Mencari tenaga kerja terampil (33 persen)',
            'Biaya logistik antarpulau (29 persen)',
          ],
        },
        {
          content:
            'Laporan lengkap, termasuk hasil per provinsi dan per industri, tersedia bagi anggota melalui sekretariat. Survei berikutnya akan dilaksanakan pada bulan Maret.',
        },
      ],
    },
  },
  'news-005': {
    headline: 'Warta Bisnis Nusantara: Mengapa CEO Daerah Bertaruh pada Indonesia Timur',
    excerpt:
      'Sebuah harian bisnis memberitakan bagaimana anggota jejaring membangun pelabuhan, pabrik pengolahan, dan usaha pariwisata dari Makassar hingga Maluku.',
    metaTitle: 'Mengapa CEO daerah bertaruh pada Indonesia timur — Warta Bisnis Nusantara',
    metaDescription:
      'Warta Bisnis Nusantara memberitakan anggota Nusantara CEO Network yang berinvestasi di pelabuhan, industri pengolahan, dan pariwisata di kawasan timur Indonesia.',
    content: {
      sections: [
        {
          content:
            'Dalam laporan khusus yang terbit pekan ini, harian bisnis Warta Bisnis Nusantara menyoroti kelompok pengusaha yang kian banyak berinvestasi di Indonesia timur, beberapa di antaranya anggota cabang jejaring di Sulawesi dan Maluku.',
        },
        {
          content:
            'Artikel tersebut mengikuti sebuah perusahaan pelayaran di Makassar yang menambah rute pengumpan ke Maluku, sebuah pengolah ikan di Ambon yang kini mengekspor ke Jepang, dan sebuah usaha pariwisata berbasis masyarakat di Kepulauan Banda. Artikel itu juga menguraikan sesi temu investor yang diselenggarakan jejaring, yang sejak 2024 telah mempertemukan lebih dari empat puluh perusahaan dari kawasan timur dengan para penyandang dana.',
        },
        {
          content:
            'Forum Investasi Indonesia Timur yang digelar jejaring akan kembali ke Makassar pada 10 Juni 2027.',
        },
        {
          content: 'Artikel lengkap tersedia di situs web penerbit melalui tautan di halaman ini.',
        },
      ],
    },
  },
  'news-006': {
    headline: 'Kabar Ekonomi Harian Mengulas Program Beasiswa Jejaring',
    excerpt:
      'Surat kabar ini mengikuti perjalanan tiga penerima beasiswa dari desa mereka ke bangku kuliah hingga pekerjaan pertama di perusahaan anggota.',
    content: {
      sections: [
        {
          content:
            'Kabar Ekonomi Harian menerbitkan profil program beasiswa jejaring, yang telah mendukung hampir dua ribu mahasiswa sejak 2017.',
        },
        {
          content:
            'Tulisan itu mengikuti tiga penerima beasiswa: seorang mahasiswi keperawatan dari Sumba, seorang lulusan teknik dari Pontianak yang kini bekerja di perusahaan energi terbarukan, dan seorang mahasiswa akuntansi dari Ternate. Ketiganya menyebut para pendamping dari perusahaan anggota sebagai alasan mereka bertahan di bangku kuliah.',
        },
        { content: 'Pendampingan, bukan sekadar biaya kuliah' },
        {
          content:
            'Surat kabar itu menyoroti perpaduan bantuan biaya kuliah, pendampingan bulanan, dan magang saat libur dalam program ini, yang diterapkan yayasan setelah angka putus kuliah pada tahun-tahun awal terbukti terlalu tinggi.',
        },
      ],
    },
  },
  'news-007': {
    headline: 'Temu Anggota 2024 Menghadirkan Enam Ratus Pemimpin di Surabaya',
    excerpt:
      'Temu anggota tengah tahun jejaring ini memadukan forum bisnis, malam batik dan kuliner, serta peluncuran program pendampingan baru bagi CEO muda.',
    content: {
      sections: [
        {
          content:
            'SURABAYA — Lebih dari enam ratus anggota dan tamu berkumpul di Surabaya pada 18 dan 19 Juli dalam temu anggota tengah tahun jejaring, dengan cabang Jawa Timur sebagai tuan rumah.',
        },
        {
          imageAlt:
            'Siluet para tamu di sekeliling meja jamuan bundar di bawah lampu gantung yang hangat',
          caption: 'Malam batik dan kuliner pada malam pertama.',
        },
        { content: 'Program baru bagi para pemimpin muda' },
        {
          content:
            'Temu anggota ini menjadi ajang peluncuran CEO Muda, program pendampingan yang memasangkan pendiri perusahaan berusia di bawah 35 tahun dengan anggota berpengalaman selama satu tahun. Enam puluh pasangan terbentuk pada angkatan pertamanya.',
        },
        {
          content: 'Sorotan lain selama dua hari itu antara lain:',
          items: [
            'Forum bisnis tentang prospek manufaktur dan ekspor Jawa Timur',
            'Kunjungan ke pabrik-pabrik anggota di Sidoarjo dan Gresik',
            'Malam batik dan kuliner yang menampilkan ragam masakan daerah Jawa Timur',
          ],
        },
      ],
    },
  },
  'news-008': {
    headline: 'Nusantara CEO Network Menyambut Anggota ke-2.500',
    excerpt:
      'Jumlah anggota tumbuh lima kali lipat sejak 2019, dengan pertumbuhan tercepat di Sumatera, Sulawesi, dan di kalangan perusahaan yang dipimpin perempuan.',
    content: {
      sections: [
        {
          content:
            'JAKARTA — Nusantara CEO Network menyambut anggotanya yang ke-2.500, delapan tahun setelah didirikan sebagai lingkaran informal para direktur perusahaan pada 2016.',
        },
        {
          content:
            'Jumlah anggota tumbuh lima kali lipat sejak 2019, menjadi 2.500 pemimpin di 34 provinsi.',
        },
        {
          content:
            'Pertumbuhan paling pesat terjadi di luar Jawa, terutama di Sumatera dan Sulawesi, serta di kalangan perusahaan yang dipimpin perempuan, yang kini mencakup hampir sepertiga anggota baru. Jejaring ini memperkirakan jumlah anggotanya akan mencapai 3.000 pada akhir tahun.',
        },
        { content: 'Tentang Nusantara CEO Network' },
        {
          content:
            'Nusantara CEO Network (Yayasan Jejaring CEO Nusantara) adalah yayasan yang menghimpun direksi dan komisaris perusahaan dari setiap provinsi di Indonesia, yang bekerja bersama untuk Indonesia yang lebih baik melalui berbagi pengetahuan, kemitraan bisnis, dan program kemasyarakatan.',
        },
      ],
    },
  },
} satisfies Record<string, NewsTranslation>;
