import type { EventTranslation } from '../../schemas/events';

/** The events in Indonesian, by event id. Brand names of events are kept. */
export const EVENT_CONTENT_ID = {
  'event-001': {
    title: 'Nusantara CEO Summit 2027',
    shortDescription:
      'Pertemuan tahunan unggulan jejaring: lima ratus direksi dan komisaris membahas pertumbuhan di luar Jawa, transisi energi, dan kepemimpinan di era kecerdasan artifisial.',
    overview: [
      'Nusantara CEO Summit adalah pertemuan terbesar jejaring setiap tahun, yang menghimpun direksi, komisaris, dan pendiri perusahaan dari ke-34 cabang provinsi dan tujuh pengurus internasional. Edisi 2027 mengajukan satu pertanyaan: apa yang dibutuhkan agar generasi baru juara nasional Indonesia dapat tumbuh dari setiap pulau, bukan hanya dari Jawa?',
      'Dalam sehari penuh pidato kunci, diskusi panel, dan sesi paralel, para pembicara dari sektor keuangan, energi, logistik, teknologi, dan pertanian akan berbagi apa yang berhasil di perusahaan mereka, di mana regulasi membantu dan menghambat, serta kemitraan mana yang benar-benar membawa perubahan. Setiap sesi dirancang untuk berakhir dengan komitmen nyata, bukan slogan.',
      'Sesi paralel pada sore hari membahas transisi energi di sektor industri, ketahanan pangan dan rantai pasok petani kecil, serta ekonomi digital di luar kota-kota besar. Hari itu ditutup dengan Deklarasi Summit, daftar singkat komitmen yang kemajuannya akan dilaporkan para anggota pada summit 2028, dilanjutkan dengan resepsi temu jejaring.',
    ],
    agenda: [
      { session: 'Pendaftaran dan sarapan sambil menjalin jejaring' },
      { session: 'Sambutan pembukaan: Sepuluh tahun Nusantara CEO Network' },
      { session: 'Pidato kunci: Ekonomi Indonesia pada 2027 dan satu dasawarsa ke depan' },
      { session: 'Diskusi panel: Membangun juara nasional di luar Jawa' },
      { session: 'Rehat kopi dan pameran mitra' },
      { session: 'Perbincangan santai: AI di ruang rapat direksi, dari uji coba hingga laba' },
      { session: 'Makan siang sambil menjalin jejaring' },
      { session: 'Sesi paralel: transisi energi, ketahanan pangan, ekonomi digital' },
      { session: 'Diskusi panel: Pembiayaan infrastruktur di daerah' },
      { session: 'Pidato kunci penutup: Pertumbuhan berkelanjutan yang dirasakan masyarakat' },
      { session: 'Deklarasi Summit dan sambutan penutup' },
      { session: 'Resepsi temu jejaring' },
    ],
    speakers: [
      { title: 'Ketua Umum' },
      { title: 'Kepala Ekonom' },
      { title: 'Managing Partner' },
      { title: 'Direktur Utama' },
      { title: 'Presiden Direktur' },
      { title: 'Direktur Keberlanjutan' },
    ],
    notes: [
      'Peserta diharapkan berbusana bisnis sepanjang hari.',
      'Pendaftaran ditutup pada 8 April 2027, atau lebih awal jika seluruh kursi telah terisi.',
      'Anggota Nusantara CEO Network mendapat prioritas tempat duduk dan potongan 20% untuk biaya delegasi.',
      'Harap membawa kode QR tiket elektronik yang dikirim bersama konfirmasi Anda; tanda pengenal dicetak di lokasi.',
      'Tempat parkir tersedia di ruang bawah tanah gedung (lantai P2 hingga P4).',
    ],
  },
  'event-002': {
    title: 'Meja Bundar Suksesi Bisnis Keluarga',
    shortDescription:
      'Diskusi tertutup bagi pemilik dan penerus perusahaan keluarga tentang cara menyerahkan tongkat kepemimpinan tanpa kehilangan usaha maupun keharmonisan keluarga.',
    overview: [
      'Sebagian besar perusahaan swasta terbesar di Jawa Timur masih dimiliki dan dijalankan oleh keluarga, dan banyak di antaranya akan berpindah tangan dalam sepuluh tahun ke depan. Diskusi meja bundar ini memberi tiga puluh pemilik, penerus, dan komisaris independen ruang yang terjaga kerahasiaannya untuk berbicara terbuka tentang suksesi: kapan harus memulai, bagaimana menyiapkan generasi berikutnya, dan bagaimana menghadirkan manajer profesional tanpa kehilangan hal yang membuat perusahaan berhasil.',
      'Diskusi berlangsung dengan Aturan Chatham House dan dipandu oleh cabang Surabaya. Tidak ada presentasi; masing-masing dari tiga sesi dibuka dengan kasus singkat dari sebuah perusahaan anggota, yang dibagikan atas izinnya dan tanpa rincian yang dapat mengenali perusahaan tersebut.',
      'Peserta pulang membawa daftar periksa praktis untuk menyusun konstitusi keluarga, sejumlah pertanyaan tata kelola untuk diangkat pada rapat dewan berikutnya, dan sekelompok kecil rekan sejawat untuk melanjutkan percakapan.',
    ],
    agenda: [
      { session: 'Kedatangan, kopi, dan perkenalan' },
      { session: 'Sesi pertama: Kapan waktu yang tepat untuk memulai rencana suksesi?' },
      { session: 'Sesi kedua: Menyiapkan penerus dari dalam dan luar keluarga' },
      { session: 'Rehat' },
      { session: 'Sesi ketiga: Konstitusi keluarga, dewan, dan manajer profesional' },
      { session: 'Komitmen dan makan malam penutup' },
    ],
    speakers: [],
    notes: [
      'Kursi terbatas bagi pemilik, penerus, dan komisaris perusahaan milik keluarga.',
      'Diskusi mengikuti Aturan Chatham House; perekaman tidak diperkenankan.',
      'Makan malam disajikan setelah diskusi; mohon sampaikan kebutuhan makanan khusus Anda saat mendaftar.',
    ],
  },
  'event-003': {
    title: 'Masterclass Transformasi Digital untuk Direksi',
    shortDescription:
      'Lokakarya praktik sehari bagi direksi yang harus memutuskan proyek digital mana yang didanai, mana yang dihentikan, dan bagaimana mengukur hasilnya.',
    overview: [
      'Proyek digital kini menyerap porsi besar anggaran investasi setiap perusahaan, tetapi banyak dewan masih menyetujuinya atas dasar kepercayaan. Masterclass ini membekali direksi dan komisaris untuk mengajukan pertanyaan yang lebih baik: masalah apa yang diselesaikan sebuah proyek, bagaimana nilainya akan diukur, dan apa yang harus berubah dalam organisasi agar teknologinya membuahkan hasil.',
      'Sepanjang hari peserta lebih banyak berlatih daripada mendengarkan ceramah. Dalam kelompok kecil, peserta menelaah tiga proposal proyek nyata, menyusun ulang sebuah kajian bisnis, dan berlatih mengambil keputusan komite pengarah atas proyek yang terlambat dan melampaui anggaran.',
      'Jumlah peserta dibatasi dua puluh lima orang agar setiap peserta mendapat umpan balik pribadi dari para fasilitator, yang keduanya pernah memimpin program transformasi besar di perusahaan Indonesia.',
    ],
    agenda: [
      { session: 'Pembukaan dan gambaran investasi digital di Indonesia' },
      { session: 'Latihan: Masalah apa yang sebenarnya diselesaikan proyek ini?' },
      { session: 'Rehat' },
      { session: 'Menyusun kajian bisnis yang dapat diuji dewan' },
      { session: 'Makan siang' },
      { session: 'Simulasi: Mengarahkan proyek yang terlambat dan melampaui anggaran' },
      { session: 'Data, keamanan, dan pertanyaan yang wajib diajukan setiap direktur' },
      { session: 'Rencana aksi pribadi dan penutupan' },
    ],
    speakers: [{ title: 'Mantan Direktur Digital' }, { title: 'Partner, Penasihat Teknologi' }],
    notes: [
      'Harap membawa laptop atau tablet; materi latihan dibagikan pada hari pelaksanaan.',
      'Lokakarya dibatasi 25 peserta agar kelompok tetap kecil.',
      'Termasuk makan siang dan dua kali rehat kopi.',
    ],
  },
  'event-004': {
    title: 'Forum Investasi Indonesia Timur 2027',
    shortDescription:
      'Investor, pemimpin daerah, dan pengusaha membahas peluang di bidang pelabuhan, perikanan, hilirisasi mineral, dan pariwisata di seluruh kawasan timur Indonesia.',
    overview: [
      'Indonesia timur menyimpan sebagian besar kekayaan perikanan, mineral, dan keindahan alam negeri ini, tetapi hanya menarik sebagian kecil investasi swasta. Seminar ini mempertemukan investor, bankir, badan pembangunan daerah, dan pengusaha dari Sulawesi, Maluku, Nusa Tenggara, dan Papua untuk melihat di mana peluang sesungguhnya berada dan apa yang masih menghalanginya.',
      'Sesi-sesinya membahas kapasitas pelabuhan dan pelayaran antarpulau, hilirisasi nikel dan produk perikanan, serta pariwisata berbasis masyarakat. Setiap sesi dibawakan oleh orang yang pernah membangun atau membiayai usaha di kawasan ini, dilanjutkan dengan tanya jawab bersama hadirin.',
      'Sesi temu investor pada sore hari mempertemukan para investor dengan dua puluh perusahaan pilihan dari cabang-cabang jejaring di kawasan timur yang siap menghimpun modal atau mencari mitra.',
    ],
    agenda: [
      { session: 'Pendaftaran dan kopi' },
      { session: 'Pembukaan: Mengapa kawasan timur, mengapa sekarang' },
      { session: 'Pelabuhan dan pelayaran: menekan biaya angkut barang antarpulau' },
      { session: 'Dari bijih mentah dan tangkapan segar menjadi ekspor olahan' },
      { session: 'Makan siang' },
      { session: 'Pariwisata yang hasilnya tinggal di masyarakat' },
      { session: 'Sesi temu investor' },
      { session: 'Sambutan penutup' },
    ],
    speakers: [
      { title: 'Ketua Provinsi Sulawesi Selatan' },
      { title: 'Presiden Direktur' },
      { title: 'Direktur Utama' },
      { title: 'Pendiri' },
    ],
    notes: [
      'Sesi temu investor hanya terbuka bagi investor terdaftar dan perusahaan yang telah diseleksi.',
      'Tersedia penerjemahan simultan antara bahasa Indonesia dan bahasa Inggris.',
      'Anggota mendapat potongan 20% untuk biaya seminar.',
    ],
  },
  'event-005': {
    title: 'Konferensi Kepemimpinan Pariwisata Berkelanjutan 2026',
    shortDescription:
      'Pemilik hotel, pengelola perjalanan wisata, dan pemimpin daerah membahas cara menumbuhkan pariwisata sambil menjaga air, budaya, dan masyarakat yang menjadi sandarannya.',
    overview: [
      'Pariwisata telah kembali bergairah di Bali dan Nusa Tenggara, dan bersamanya muncul kembali pertanyaan lama tentang air, sampah, lahan, dan siapa yang menikmati hasilnya. Konferensi ini mempertemukan 250 pemilik hotel, pengelola perjalanan wisata, investor, dan pemimpin desa untuk berbagi seperti apa pertumbuhan yang bertanggung jawab dalam praktiknya.',
      'Sesi-sesinya membahas pengelolaan air di resor, pariwisata milik masyarakat di Lombok dan Flores, serta cara memasukkan biaya keberlanjutan ke dalam harga paket liburan tanpa kehilangan tamu. Para peserta mengunjungi dua properti milik anggota yang berhasil memangkas penggunaan air lebih dari sepertiga.',
      'Konferensi ditutup dengan Komitmen Nusa Dua, serangkaian janji terukur yang ditandatangani 41 perusahaan anggota, yang kemajuannya akan diterbitkan jejaring setiap tahun.',
    ],
    agenda: [
      { session: 'Pendaftaran' },
      {
        session:
          'Pidato kunci pembukaan: Pariwisata yang memberi lebih banyak daripada yang diambilnya',
      },
      { session: 'Pengelolaan air bagi hotel dan resor' },
      { session: 'Rehat kopi' },
      { session: 'Pariwisata milik masyarakat di Lombok dan Flores' },
      { session: 'Makan siang' },
      { session: 'Kunjungan lapangan ke dua properti anggota' },
      { session: 'Diskusi panel: Memasukkan keberlanjutan ke dalam harga pengalaman tamu' },
      { session: 'Penandatanganan Komitmen Nusa Dua' },
    ],
    speakers: [
      { title: 'Ketua' },
      { title: 'Direktur Keberlanjutan' },
      { title: 'Pendiri' },
      { title: 'Direktur Utama' },
    ],
    notes: [
      'Kunjungan lapangan mewajibkan sepatu tertutup dan topi.',
      'Materi presentasi dan Komitmen Nusa Dua tersedia bagi anggota atas permintaan kepada sekretariat.',
    ],
  },
  'event-006': {
    title: 'Lokakarya Kesiapan Ekspor: Dari Perkebunan ke Pembeli Global',
    shortDescription:
      'Lokakarya praktis bagi produsen kopi, rempah, dan makanan olahan di Sumatera Utara yang sedang menyiapkan kontrak ekspor pertama atau berikutnya.',
    overview: [
      'Sumatera Utara menghasilkan sebagian kopi, kayu manis, dan produk sawit yang paling dicari di dunia, tetapi banyak produsennya masih menjual melalui beberapa lapis pedagang perantara. Lokakarya ini membantu 80 pemilik dan manajer memahami apa yang dibutuhkan untuk menjual langsung kepada pembeli di luar negeri.',
      'Para fasilitator memandu peserta memahami persyaratan pembeli di pasar-pasar ekspor utama, sertifikasi dan ketertelusuran, pembiayaan ekspor dan letter of credit, serta dokumen pengapalan dari Belawan. Setiap peserta pulang membawa penilaian tertulis tentang kesiapan ekspor perusahaannya sendiri.',
    ],
    agenda: [
      { session: 'Pembukaan dan peta ekspor Sumatera Utara' },
      { session: 'Yang diminta pembeli luar negeri: mutu, sertifikasi, dan ketertelusuran' },
      { session: 'Rehat' },
      { session: 'Pembiayaan ekspor, letter of credit, dan pengelolaan risiko kurs' },
      { session: 'Makan siang' },
      { session: 'Dari gudang ke Belawan: dokumen, kepabeanan, dan pengapalan' },
      { session: 'Penilaian kesiapan ekspor secara perorangan' },
    ],
    speakers: [
      { title: 'Kepala Pembiayaan Perdagangan, Wilayah Medan' },
      { title: 'Direktur Pelaksana' },
      { title: 'Direktur Operasional' },
    ],
    notes: [
      'Peserta menerima buku kerja dan templat penilaian kesiapan ekspor.',
      'Klinik lanjutan bagi peserta diadakan secara daring satu bulan setelah lokakarya.',
    ],
  },
} satisfies Record<string, EventTranslation>;
