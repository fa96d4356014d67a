import type { ArticleTranslation } from '../../schemas/articles';

// The authors' Indonesian roles and biographies; their names, companies and portraits are shared.
const YUDHISTIRA = {
  role: 'Partner Senior',
  bio: 'Yudhistira telah lebih dari dua puluh tahun menjadi penasihat dewan perusahaan terbuka dan perusahaan keluarga di bidang tata kelola dan suksesi. Ia duduk di Dewan Pakar jejaring dan mengajar tata kelola perusahaan bagi para komisaris baru.',
};

const HAPSARI = {
  role: 'Kepala Riset',
  bio: 'Hapsari memimpin unit riset jejaring, yang dua kali setahun menyurvei anggota tentang rencana investasi, perekrutan, dan kondisi usaha di berbagai provinsi. Sebelumnya ia bekerja sebagai konsultan strategi di Jakarta dan Singapura.',
};

const KEVIN = {
  role: 'Direktur Teknologi',
  bio: 'Kevin membangun platform data dan pembelajaran mesin bagi perbankan, peritel, dan produsen. Sebelum bergabung dengan Nusa Data Cerdas, ia memimpin tim rekayasa di dua perusahaan teknologi Indonesia.',
};

const CUT_INTAN = {
  role: 'Ekonom Senior',
  bio: 'Cut Intan meneliti kebijakan industri, perdagangan, dan pembangunan daerah. Kajiannya tentang rantai nilai manufaktur telah dipaparkan di hadapan asosiasi bisnis dan badan perencanaan provinsi di Sumatera dan Sulawesi.',
};

const NYOMAN = {
  role: 'Direktur Program',
  bio: 'Nyoman menjalankan program CSR jejaring di bidang pendidikan, kesehatan, dan lingkungan. Ia sepuluh tahun berkiprah di lembaga pengembangan masyarakat di Bali, Nusa Tenggara, dan Papua sebelum bergabung dengan yayasan.',
};

/** The articles in Indonesian, by article id; sections mirror the English ones one for one. */
export const ARTICLE_CONTENT_ID = {
  'article-001': {
    title: 'Memimpin di Tengah Ketidakpastian: Pelajaran dari Ruang Rapat Direksi Indonesia',
    excerpt:
      'Gejolak harga komoditas, pemilu, dan teknologi baru telah menjadikan ketidakpastian sebagai keadaan sehari-hari dunia usaha. Dewan yang mampu bertahan memiliki beberapa kebiasaan yang sama, dan tak satu pun berupa prakiraan yang lebih jitu.',
    tags: ['Kepemimpinan', 'Tata Kelola Perusahaan', 'Risiko', 'Dewan'],
    metaTitle: 'Memimpin di Tengah Ketidakpastian: Yang Dilakukan Berbeda oleh Dewan yang Tangguh',
    metaDescription:
      'Lima kebiasaan dewan perusahaan Indonesia yang mengemudikan perusahaannya melewati gejolak komoditas, pemilu, dan disrupsi, dari wawancara dengan para direksi dan komisaris.',
    author: YUDHISTIRA,
    content: {
      sections: [
        {
          content:
            'Tanyakan kepada direktur mana pun apa yang berubah dalam lima tahun terakhir, dan jawabannya jarang berupa satu peristiwa. Yang berubah adalah kecepatannya. Harga batu bara yang naik dua kali lipat lalu turun separuhnya dalam delapan belas bulan, regulasi yang datang dengan pemberitahuan tiga puluh hari, pesaing yang tahun lalu belum ada dan kini memiliki sejuta pengguna. Ketidakpastian bukan lagi episode yang harus dikelola; ia adalah cuaca tempat setiap perusahaan Indonesia beroperasi.',
        },
        {
          content:
            'Selama setahun terakhir kami berbincang dengan lebih dari empat puluh direksi dan komisaris di jejaring tentang cara dewan mereka menghadapi guncangan beberapa tahun belakangan. Perusahaan yang melewatinya dengan baik bukanlah yang memiliki prakiraan terbaik. Sebagian besar mengakui prakiraan mereka meleset. Yang membedakan mereka adalah kebiasaan tata kelola yang membuat mereka cepat menangkap perubahan dan segera bertindak.',
        },
        { content: 'Dewan yang meminta rentang, bukan angka' },
        {
          content:
            'Kebiasaan pertama tampak sederhana. Dewan yang tangguh berhenti meminta satu angka anggaran kepada manajemen dan mulai meminta rentang: skenario dasar, skenario buruk, dan skenario yang diam-diam paling dikhawatirkan para direktur. Sebuah perusahaan pengolah sawit di Riau menceritakan bagaimana cara ini mengubah suasana rapat mereka. Alih-alih berdebat apakah harga minyak sawit mentah tahun depan 3.800 atau 4.100 ringgit, dewan membahas apa yang akan dilakukan perusahaan pada harga 3.000, dan menyepakati titik pemicunya sejak awal.',
        },
        {
          text: 'Dulu kami menghabiskan rapat untuk membela sebuah angka. Sekarang kami menghabiskannya untuk memutuskan apa yang akan kami lakukan ketika angka itu ternyata keliru.',
          author: 'Komisaris utama sebuah perusahaan agribisnis terbuka',
        },
        {
          content:
            'Rentang juga mengubah apa yang dibawa manajemen ke hadapan dewan. Alih-alih prakiraan yang rapi, para direktur mulai melihat asumsi di baliknya: nilai tukar, harga bahan baku utama, waktu terbitnya izin. Ketika salah satu asumsi itu bergeser, semua orang di ruangan sudah tahu artinya bagi rencana perusahaan. Beberapa komisaris mengatakan hal ini lebih berhasil membangun kepercayaan antara kedua dewan daripada lokakarya tata kelola mana pun.',
        },
        { content: 'Lima kebiasaan yang layak ditiru' },
        {
          content:
            'Di berbagai industri yang sangat berbeda, dewan yang piawai menghadapi gejolak cenderung memiliki praktik yang sama:',
          items: [
            'Mereka menyepakati sejak awal sinyal-sinyal yang akan mengubah rencana, dan siapa yang memantau masing-masing.',
            'Mereka menyimpan daftar tetap keputusan yang dapat dibatalkan dengan murah dan yang tidak, dan memperlakukan jenis kedua dengan kehati-hatian jauh lebih besar.',
            'Mereka mengutamakan kas di atas margin: sebagian besar menyimpan cadangan likuid setidaknya sebesar enam bulan biaya tetap.',
            'Mereka mendengar langsung dari orang-orang di bawah jajaran eksekutif, seperti manajer pabrik dan kepala penjualan wilayah, setidaknya dua kali setahun.',
            'Mereka meninjau satu keputusan masa lalu dalam setiap rapat, dengan bertanya apa yang mereka ketahui saat itu dan apa yang akan mereka lakukan secara berbeda.',
          ],
        },
        {
          content:
            'Kebiasaan ketiga patut digarisbawahi. Selama pandemi, dan lagi ketika rupiah melemah tajam, perusahaan yang menyimpan cadangan kas yang longgar justru mampu membeli aset bermasalah, mempertahankan orang-orang terbaiknya, dan memberi kredit kepada pelanggan setia. Kas terasa mahal untuk disimpan pada tahun-tahun baik; nilainya tak ternilai pada tahun-tahun buruk.',
        },
        {
          imageAlt:
            'Ilustrasi abstrak meja rapat direksi dilihat dari atas, dengan jalur-jalur keemasan yang bercabang dari satu titik',
          caption:
            'Perencanaan skenario mengubah satu prakiraan menjadi beberapa jalur yang dapat disiapkan dewan.',
        },
        { content: 'Peran komisaris' },
        {
          content:
            'Sistem dua dewan di Indonesia memberi komisaris peran yang khas. Beberapa narasumber kami mengatakan bahwa hal paling berharga yang dilakukan dewan komisaris mereka di masa krisis bukanlah campur tangan, melainkan mengajukan pertanyaan yang tidak ingin diajukan siapa pun di manajemen: bagaimana jika kita keliru? Komisaris yang telah membangun kepercayaan dengan direksi pada masa tenang mampu menanyakannya tanpa terdengar menuduh.',
        },
        {
          content:
            'Kepercayaan itu dibangun perlahan, melalui kontak informal yang teratur, kunjungan lapangan, dan kesediaan ikut menanggung kesalahan ketika keputusan yang wajar ternyata berakhir buruk. Dewan yang hanya bertemu secara formal empat kali setahun jarang memilikinya ketika mereka membutuhkannya.',
        },
        {
          content:
            'Tak satu pun kebiasaan ini memerlukan regulasi baru atau konsultan mahal. Yang diperlukan adalah dewan yang jujur tentang batas pengetahuannya dan disiplin dalam bersiap menghadapi hal yang tidak dapat diramalkan. Dalam perekonomian sedinamis Indonesia, itulah mungkin keterampilan kepemimpinan yang paling penting.',
        },
      ],
    },
  },
  'article-002': {
    title: 'Tumbuh di Luar Jawa: Panduan Ekspansi ke Daerah',
    excerpt:
      'Lebih dari empat puluh persen konsumen Indonesia tinggal di luar Jawa, tetapi sebagian besar perusahaan masih memperlakukan pulau-pulau lain sebagai urusan belakangan. Anggota yang berhasil berekspansi berbagi pelajaran mereka.',
    tags: ['Strategi', 'Ekspansi Daerah', 'Pertumbuhan', 'Rantai Pasok'],
    author: HAPSARI,
    content: {
      sections: [
        {
          content:
            'Bagi banyak perusahaan Indonesia, tumbuh berarti masuk lebih dalam ke Jawa: satu cabang lagi di Bekasi, satu gudang lagi di Sidoarjo. Itu pilihan yang masuk akal. Jawa padat, terhubung, dan akrab. Namun Jawa juga sesak, dan pasar konsumen dengan pertumbuhan tercepat dalam survei anggota terbaru kami berada di Sulawesi, Kalimantan, dan Nusa Tenggara.',
        },
        {
          content:
            'Kami mewawancarai pendiri dan direksi dua puluh dua perusahaan anggota yang telah membangun usaha yang menguntungkan di setidaknya tiga wilayah di luar Jawa. Industri mereka beragam, dari barang konsumsi dan apotek hingga bahan bangunan dan logistik. Kisah mereka berbeda dalam rinciannya tetapi sepakat dalam hal-hal pokok.',
        },
        { content: 'Mulailah dari rantai pasok, bukan dari etalase' },
        {
          content:
            'Hampir setiap perusahaan yang kami ajak bicara meremehkan logistik pada ekspansi pertamanya. Mengirim satu kontainer dari Surabaya ke Makassar bisa lebih mahal daripada ke Shanghai, dan waktu tempuhnya berubah-ubah mengikuti cuaca dan pelabuhan. Perusahaan yang berhasil merancang rantai pasok daerahnya lebih dulu, sering kali bermitra dengan distributor lokal selama dua tahun pertama, dan baru kemudian membuka gerai sendiri.',
        },
        {
          content:
            'Sebuah distributor bahan bangunan yang berekspansi ke Kalimantan memberi contoh yang khas. Rencana awalnya mengandaikan pengiriman mingguan dari Surabaya; dalam kenyataannya, cuaca dan kepadatan pelabuhan membuat barang tiba antara enam hingga sembilan belas hari setelah dikirim. Perusahaan itu mengatasinya bukan dengan menambah kapal, melainkan dengan menyimpan stok enam minggu di gudang sewaan di Banjarmasin, yang memang mengikat lebih banyak modal kerja tetapi menekan penjualan yang hilang hingga hampir nol.',
        },
        {
          imageAlt:
            'Peta abstrak kepulauan Indonesia berupa titik-titik keemasan, dengan busur yang menghubungkan simpul-simpul di Sumatera, Kalimantan, Sulawesi, dan Papua',
          caption:
            'Simpul-simpul daerah memangkas waktu tempuh jauh lebih banyak daripada rute baru dari Jawa.',
        },
        { content: 'Rekrut pemimpin lokal sejak awal' },
        {
          text: 'Pertama kali, kami mengirim manajer dari Jakarta untuk memimpin Balikpapan. Kali kedua, kami merekrut orang Balikpapan dan mengirimnya ke Jakarta untuk pelatihan tiga bulan. Cabang kedua itu balik modal dalam separuh waktu.',
          author: 'Pendiri jaringan apotek daerah',
        },
        {
          content:
            'Pemimpin lokal memahami irama pasarnya: kapan gaji perkebunan dibayarkan, perayaan mana yang menggerakkan belanja, keluarga dan perkumpulan mana yang membukakan pintu. Mereka juga bertahan. Perusahaan yang mengandalkan manajer bergilir dari kantor pusat melaporkan tingkat pergantian karyawan di cabang daerah hampir dua kali lebih tinggi.',
        },
        {
          content:
            'Merekrut orang setempat juga soal reputasi. Di kota-kota yang lebih kecil, sebuah perusahaan dinilai dari apakah ia menawarkan jenjang karier bagi warga setempat atau sekadar pekerjaan. Anggota yang mempromosikan staf daerah ke jajaran manajemen mendapati bahwa rekrutan terbaik mereka datang dari mulut ke mulut, dan bahwa pemerintah daerah jauh lebih membantu ketika izin atau lahan dibutuhkan.',
        },
        { content: 'Tetapkan harga untuk daerah itu, bukan untuk Jawa' },
        {
          content:
            'Beberapa perusahaan belajar bahwa harga yang ditetapkan di Jakarta tidak bisa begitu saja dibawa ke daerah. Pendapatan, persaingan, dan kebiasaan belanja sangat berbeda antarprovinsi, begitu pula biaya melayani pelanggan. Ekspansi yang paling berhasil memberi manajer daerah keleluasaan menyesuaikan harga dan ragam produk dalam batas yang disepakati, dan meninjau hasilnya setiap bulan, bukan setiap tahun.',
        },
        { content: 'Daftar periksa sebelum Anda berkomitmen' },
        {
          content:
            'Perusahaan yang kami wawancarai menyarankan untuk menjawab pertanyaan-pertanyaan ini sebelum menandatangani sewa pertama:',
          items: [
            'Berapa biaya produk Anda setibanya di wilayah baru, termasuk pengiriman, penanganan, dan susut?',
            'Siapa dua atau tiga distributor atau mitra yang dapat menopang Anda pada tahun pertama?',
            'Peraturan daerah, izin, dan pajak daerah apa saja yang berlaku, dan berapa lama prosesnya?',
            'Siapa yang dapat memimpin usaha di sana, dan apa yang dibutuhkan untuk merekrutnya?',
            'Hasil seperti apa setelah delapan belas bulan yang akan membuat Anda berhenti, dan siapa yang akan memutuskannya?',
          ],
        },
        {
          content:
            'Ekspansi ke luar Jawa bukanlah satu keputusan, melainkan rangkaian taruhan kecil yang dapat dibatalkan. Perusahaan yang melakukannya dengan baik memperlakukan setiap wilayah baru sebagai percobaan dengan anggaran, batas waktu, dan ukuran keberhasilan yang jelas, dan mereka bersedia menutup cabang yang gagal memenuhinya. Disiplin itulah, lebih dari modal, yang membedakan keberhasilan dari pelajaran yang mahal.',
        },
      ],
    },
  },
  'article-003': {
    title: 'AI Generatif di Perusahaan Indonesia: Dari Uji Coba hingga Laba',
    excerpt:
      'Sebagian besar perusahaan Indonesia telah mencoba AI generatif; hanya sedikit yang dapat menunjukkan hasilnya. Perbedaannya lebih terletak pada proses di sekitarnya daripada pada modelnya.',
    tags: ['Inovasi', 'Kecerdasan Artifisial', 'Transformasi Digital', 'Produktivitas'],
    author: KEVIN,
    content: {
      sections: [
        {
          content:
            'Dua tahun setelah perangkat AI generatif tersedia luas, hampir setiap perusahaan besar di Indonesia telah menjalankan uji coba. Chatbot layanan pelanggan, peringkas kontrak, dan pembuat naskah pemasaran ada di mana-mana. Namun ketika kami bertanya kepada para eksekutif proyek mana yang telah mengubah laporan laba rugi mereka, ruangan biasanya mendadak hening.',
        },
        {
          content:
            'Masalahnya jarang terletak pada teknologi. Model-model saat ini menangani bahasa Indonesia dengan baik, dan biaya menjalankannya telah turun tajam. Masalahnya, sebagian besar uji coba hanya ditempelkan pada proses yang ada, bukan mengubahnya.',
        },
        { content: 'Pilih proses, bukan kasus penggunaan' },
        {
          content:
            'Perusahaan yang meraih hasil nyata memulai dari proses yang mahal, lambat, dan dipahami dengan baik, lalu bertanya bagaimana proses itu akan berjalan jika menyusun naskah dan mencari informasi nyaris tanpa biaya. Sebuah perusahaan pembiayaan merancang ulang dokumentasi pinjamannya sehingga petugas lapangan cukup mendiktekan catatan dengan kata-kata mereka sendiri dan sistem menghasilkan memo kredit yang terstruktur; waktu persetujuan turun dari empat hari menjadi satu. Sebuah distributor membangun ulang penanganan pesanan pembelian di sekitar model yang membaca pesanan yang dikirim lewat pesan dan foto, sehingga dua belas staf dapat dialihkan untuk mengunjungi pelanggan.',
        },
        {
          content:
            'Kedua contoh itu memiliki ciri yang mudah terlewat: tidak satu pun yang mengganti manusia dengan model. Mereka menghapus langkah paling lambat dan paling berulang dalam proses yang sudah dipahami staf terampil, dan memberi staf itu lebih banyak waktu untuk menimbang. Petugas lapangan tetap memutuskan kepada siapa pinjaman diberikan; model hanya menuliskan temuan mereka.',
        },
        {
          text: 'Kami berhenti bertanya apa yang bisa dilakukan AI dan mulai bertanya antrean mana di perusahaan yang paling membuat kami malu.',
          author: 'Direktur operasional sebuah distributor nasional',
        },
        {
          imageAlt:
            'Ilustrasi abstrak jaringan saraf berupa simpul-simpul keemasan dan garis penghubung dengan latar gelap',
          caption: 'Hasilnya datang dari proses yang dirancang ulang, bukan dari model semata.',
        },
        { content: 'Kesamaan proyek-proyek yang berhasil' },
        {
          content: 'Dari proyek-proyek yang membuahkan hasil, empat syarat muncul berulang kali:',
          items: [
            'Pemilik bisnis, bukan departemen TI, yang bertanggung jawab atas hasilnya.',
            'Tim mengukur proses sebelum proyek dimulai, sehingga perbaikannya dapat dibuktikan.',
            'Orang-orang yang menjalankan pekerjaan itu ikut merancang proses baru dan memegang keputusan akhir atas mutu.',
            'Aturan privasi dan keamanan data disepakati sejak awal, bukan setelah insiden pertama.',
          ],
        },
        {
          content:
            'Syarat kedua lebih penting daripada kelihatannya. Tanpa data awal, tim proyek selalu dapat mengklaim keberhasilan, dan direktur keuangan yang skeptis selalu dapat menyangkalnya. Perusahaan yang mengukur waktu proses lama selama sebulan sebelum membangun apa pun telah mengakhiri perdebatan sebelum dimulai.',
        },
        { content: 'Mengelola risiko-risiko baru' },
        {
          content:
            'AI generatif juga membawa risikonya sendiri. Model dapat memberikan jawaban yang meyakinkan tetapi keliru, membocorkan informasi rahasia jika digunakan sembarangan, dan mengulang bias dalam data yang dipelajarinya. Perusahaan yang paling maju memperlakukannya seperti risiko operasional lainnya: mereka menempatkan manusia untuk meninjau keputusan yang penting, membatasi data yang boleh dikirim ke layanan eksternal, dan mencatat keluaran sistem agar kesalahan dapat dilacak dan diperbaiki.',
        },
        { content: 'Di mana dewan perlu mendorong' },
        {
          content:
            'Direksi tidak perlu memahami cara kerja model bahasa. Yang perlu mereka tanyakan adalah bagaimana setiap proyek AI akan diukur, siapa pemiliknya, dan apa yang akan terjadi pada orang-orang yang pekerjaannya berubah. Perusahaan yang menjawab pertanyaan terakhir secara terbuka, dengan melatih ulang staf untuk peran bernilai lebih tinggi, menghadapi penolakan yang jauh lebih kecil dan bergerak lebih cepat.',
        },
        {
          content:
            'Masa uji coba akan segera berakhir. Dua tahun ke depan akan memisahkan perusahaan yang memakai AI generatif untuk menghias proses lama dari perusahaan yang memakainya untuk merancang ulang proses, dan selisih produktivitas di antara keduanya kemungkinan besar akan lebar.',
        },
      ],
    },
  },
  'article-004': {
    title: 'Hilirisasi dan Satu Dasawarsa ke Depan Manufaktur Indonesia',
    excerpt:
      'Mengolah bahan mentah di dalam negeri telah mengubah sebagian daerah dan melewatkan daerah lainnya. Apa yang dibutuhkan agar industri hilir melahirkan pemasok, keterampilan, dan lapangan kerja jauh melampaui gerbang smelter?',
    tags: ['Ekonomi', 'Manufaktur', 'Kebijakan Industri', 'Ekspor'],
    author: CUT_INTAN,
    content: {
      sections: [
        {
          content:
            'Hanya sedikit kebijakan ekonomi dalam satu dasawarsa terakhir yang diperdebatkan seramai hilirisasi, dorongan untuk mengolah mineral dan komoditas pertanian di Indonesia alih-alih mengekspornya dalam bentuk mentah. Hasil utamanya terlihat jelas: nilai ekspor nikel olahan berlipat ganda, dan kawasan industri tumbuh pesat di Sulawesi Tengah dan Maluku Utara.',
        },
        {
          content:
            'Yang kurang terlihat adalah seberapa besar nilai itu tinggal di perekonomian sekitarnya. Riset kami di empat wilayah pengolahan menunjukkan bahwa jawabannya lebih bergantung pada apa yang tumbuh di sekitar smelter daripada pada smelter itu sendiri: pemasok lokal, lembaga pelatihan, perumahan, dan layanan yang menjadikan sebuah daerah tempat yang baik untuk bekerja.',
        },
        { content: 'Keterkaitan adalah hadiah yang sesungguhnya' },
        {
          content:
            'Sebuah pabrik pengolahan membeli listrik, suku cadang, jasa perawatan, katering, transportasi, dan ribuan layanan kecil lainnya. Di wilayah-wilayah yang kami teliti, porsi pembelian dari perusahaan lokal berkisar dari di bawah sepuluh persen hingga hampir empat puluh persen. Wilayah di ujung atas rentang itu sengaja membangun program pengembangan pemasok, sering kali dengan dukungan asosiasi bisnis, yang membantu perusahaan lokal memenuhi standar mutu dan keselamatan yang disyaratkan operator pabrik.',
        },
        {
          content:
            'Sebuah kawasan industri di Sulawesi Tengah menggambarkan hal itu. Pada tahun-tahun pertamanya, hampir setiap kontrak perawatan dan fabrikasi jatuh ke perusahaan dari Jawa atau luar negeri. Program yang dijalankan bersama kamar dagang daerah membantu empat belas bengkel lokal memperoleh sertifikasi pengelasan dan keselamatan; dalam tiga tahun mereka rutin memenangi sebagian kontrak yang lebih kecil dan bersama-sama mempekerjakan beberapa ratus orang.',
        },
        {
          text: 'Smelter itu akan beroperasi selama tiga puluh tahun. Pertanyaannya, apakah perusahaan-perusahaan kita akan ikut berjalan di sampingnya atau hanya menonton dari luar pagar.',
          author: 'Ketua sebuah kamar dagang daerah di Sulawesi',
        },
        {
          imageAlt:
            'Grafik abstrak berupa batang-batang keemasan yang meninggi di atas cakrawala industri dengan cerobong dan derek saat senja',
          caption: 'Ekspor olahan tumbuh pesat; porsi pemasok lokal jauh lebih lambat.',
        },
        { content: 'Empat prioritas untuk satu dasawarsa ke depan' },
        {
          content:
            'Agar hilirisasi menopang pertumbuhan manufaktur yang luas, riset kami menunjuk empat prioritas:',
          items: [
            'Program pengembangan pemasok yang menyertifikasi perusahaan lokal untuk pekerjaan perawatan, fabrikasi, dan logistik.',
            'Pendidikan vokasi yang dirancang bersama operator pabrik, sehingga lulusannya direkrut di daerah itu, bukan didatangkan dari luar.',
            'Pasokan listrik yang andal dan makin bersih, yang kini dituntut pembeli logam olahan dari mancanegara.',
            'Memperluas pendekatan ini melampaui mineral ke pertanian dan perikanan, tempat jauh lebih banyak produsen kecil dapat menikmati manfaatnya.',
          ],
        },
        {
          content:
            'Tak satu pun prioritas ini baru, dan tak satu pun dapat dicapai dengan cepat. Pengembangan pemasok memakan waktu bertahun-tahun, sekolah vokasi membutuhkan peralatan dan guru, dan pembangkit listrik butuh waktu lebih lama lagi. Justru karena itulah semuanya perlu dimulai sekarang, selagi gelombang investasi masih menguat.',
        },
        { content: 'Peran kepemimpinan swasta' },
        {
          content:
            'Pemerintah menetapkan kerangkanya, tetapi keterkaitan dibangun perusahaan demi perusahaan. Investor besar dapat membuka pengadaannya bagi perusahaan lokal dan membagikan standarnya sejak dini. Para pemimpin bisnis daerah dapat menghimpun rekan-rekannya untuk memenuhi standar itu bersama-sama. Cabang-cabang provinsi jejaring di Sulawesi dan Maluku telah memulai penjodohan usaha semacam ini, dan hasil awalnya menggembirakan.',
        },
        {
          content:
            'Ada pula pertanyaan-pertanyaan sulit tentang lingkungan dan masyarakat di sekitar lokasi pengolahan: air, mutu udara, lahan, dan hak orang-orang yang lebih dulu tinggal di sana. Perusahaan yang menanganinya secara terbuka, dengan pemantauan independen dan kesepakatan yang adil, akan lebih mudah mempertahankan izin sosialnya untuk beroperasi dan menjual kepada pembeli yang makin sering menanyakan bagaimana logam mereka diproduksi.',
        },
        {
          content:
            'Hilirisasi telah membuktikan bahwa Indonesia mampu menarik investasi industri yang besar. Satu dasawarsa ke depan akan menguji apakah investasi itu dapat menumbuhkan basis manufaktur yang lebih luas, yang mempekerjakan dan menyejahterakan daerah-daerah asal bahan mentahnya.',
        },
      ],
    },
  },
  'article-005': {
    title: 'Mengapa CSR Paling Berhasil ketika Perusahaan Bertahan untuk Jangka Panjang',
    excerpt:
      'Donasi sekali jalan menghasilkan foto yang bagus tetapi jarang mengubah hidup orang. Delapan tahun program kemasyarakatan jejaring menunjukkan apa yang sesungguhnya dibutuhkan untuk dampak yang langgeng.',
    tags: ['Komunitas', 'CSR', 'Pendidikan', 'Dampak Sosial'],
    author: NYOMAN,
    content: {
      sections: [
        {
          content:
            'Setiap tahun perusahaan-perusahaan Indonesia membelanjakan triliunan rupiah untuk tanggung jawab sosial perusahaan. Sebagian besar mengalir ke kegiatan yang berlangsung sehari: seremoni penyerahan donasi, acara tanam pohon, serah terima komputer ke sekolah yang tidak memiliki listrik untuk menyalakannya. Niatnya baik. Dampaknya sering kali kecil.',
        },
        {
          content:
            'Sejak 2017 yayasan jejaring menjalankan program di bidang pendidikan, kesehatan, usaha kecil, lingkungan, dan penanggulangan bencana. Kami pun pernah keliru. Pelajaran yang paling jelas adalah bahwa dampak tumbuh seiring waktu: program yang mengubah hidup orang adalah program yang kami jalani setidaknya tiga tahun.',
        },
        { content: 'Beasiswa yang tidak berhenti saat pendaftaran' },
        {
          content:
            'Program beasiswa kami kini telah mendukung lebih dari dua ribu mahasiswa. Pada awalnya kami membayar biaya kuliah dan menganggap tugas kami selesai. Angka putus kuliah pada tahun pertama ternyata sangat tinggi. Kini setiap penerima kami pasangkan dengan pendamping dari perusahaan anggota, kami adakan magang saat libur, dan kami terus membiayai hingga lulus selama nilainya terjaga. Tingkat kelulusan naik menjadi lebih dari sembilan puluh persen.',
        },
        {
          text: 'Uang itu membawa saya masuk universitas. Pendamping saya yang membuat saya bertahan sampai lulus, lalu membukakan jalan ke wawancara kerja pertama saya.',
          author: 'Penerima beasiswa, angkatan 2023',
        },
        {
          content:
            'Program kesehatan kami mengajarkan pelajaran yang sama. Satu hari klinik gratis mengobati beberapa ratus pasien dan tidak meninggalkan apa-apa. Klinik keliling kami kini kembali ke desa yang sama setiap triwulan, melatih kader kesehatan setempat, dan membagikan hasil pemeriksaan kepada dinas kesehatan kabupaten, sehingga anak yang teridentifikasi tengkes pada bulan Maret ditindaklanjuti pada bulan Juni.',
        },
        {
          imageAlt:
            'Ilustrasi abstrak pohon-pohon muda yang tumbuh berbaris di bawah matahari terbit yang hangat',
          caption:
            'Program yang berjalan tiga tahun atau lebih menyumbang sebagian besar dampak kami yang terukur.',
        },
        { content: 'Yang kini kami tanyakan sebelum memulai program' },
        {
          content:
            'Sebelum yayasan berkomitmen pada program baru, dewan kami mengajukan lima pertanyaan:',
          items: [
            'Apakah masyarakat memintanya, dan siapa yang berbicara atas nama mereka?',
            'Siapa yang akan merawat apa yang kami bangun setelah pendanaan kami berakhir?',
            'Bagaimana kami akan mengukur perubahan setelah satu, tiga, dan lima tahun?',
            'Perusahaan anggota mana yang dapat menyumbangkan keahlian, bukan hanya dana?',
            'Apakah kami siap bertahan setidaknya tiga tahun?',
          ],
        },
        {
          content:
            'Pertanyaan ketiga paling sering dilewatkan. Mengukur dampak membutuhkan biaya dan waktu, dan terkadang membawa kabar yang tidak menyenangkan. Namun tanpa itu, perusahaan tidak dapat membedakan program yang mengubah hidup orang dari program yang sekadar tampak bagus dalam laporan tahunan. Kini kami menyisihkan sekitar lima persen dari setiap anggaran program untuk pemantauan dan evaluasi.',
        },
        { content: 'Kerja lingkungan juga butuh kesabaran' },
        {
          content:
            'Penanaman mangrove kami di pesisir utara Jawa adalah contohnya. Pada tahun pertama, lebih dari separuh bibit hilang diterjang ombak dan akibat pemilihan lokasi yang keliru. Bersama masyarakat nelayan setempat, kami mengganti jenis tanaman, membangun pemecah ombak sederhana, dan membayar warga desa untuk merawat pohon-pohon muda itu. Tingkat hidupnya kini telah melampaui delapan puluh persen, dan mangrove yang pulih menjadi tempat berlindung kepiting dan ikan yang dipanen oleh keluarga-keluarga yang sama.',
        },
        { content: 'Undangan bagi para anggota' },
        {
          content:
            'Sumbangan paling berharga dari anggota kami jarang berupa uang. Sumbangan itu berupa manajer pabrik yang menghabiskan akhir pekan memperbaiki pompa air desa, direktur keuangan yang mengajarkan pembukuan kepada para ibu pemilik warung makan, atau hotel yang menerima mahasiswa penerima beasiswa sebagai peserta magang. Sumbangan semacam itu membangun hubungan, dan hubunganlah yang membuat sebuah program tetap hidup lama setelah foto-fotonya terlupakan.',
        },
        {
          content:
            'Jika perusahaan Anda mencari mitra CSR yang mengukur hasil dan bertahan hingga tuntas, yayasan akan senang berbincang dengan Anda. Setiap tahun kami menerbitkan apa yang kami belanjakan dan apa yang kami capai, termasuk program-program yang tidak berhasil.',
        },
      ],
    },
  },
  'article-006': {
    title: 'Menyiapkan Generasi Penerus: Suksesi dalam Bisnis Keluarga',
    excerpt:
      'Sebagian besar perusahaan keluarga di Indonesia akan berpindah tangan dalam satu dasawarsa. Perusahaan yang lolos dari masa peralihan itu mulai bersiap jauh sebelum sang pendiri mundur.',
    tags: ['Kepemimpinan', 'Bisnis Keluarga', 'Suksesi', 'Tata Kelola Perusahaan'],
    author: YUDHISTIRA,
    content: {
      sections: [
        {
          content:
            'Bisnis keluarga adalah tulang punggung sektor swasta Indonesia, dari toko dagang di lingkungan permukiman hingga beberapa grup terbesar di negeri ini. Banyak di antaranya didirikan pada 1970-an dan 1980-an, dan para pendirinya kini tengah menyerahkan kepemimpinan. Kajian internasional menunjukkan bahwa kurang dari sepertiga bisnis keluarga bertahan hingga generasi kedua. Indonesia tidak punya alasan untuk berharap lebih baik kecuali keluarga-keluarga itu bersiap.',
        },
        { content: 'Suksesi adalah proses, bukan peristiwa' },
        {
          content:
            'Kesalahan yang paling sering kami temui adalah memperlakukan suksesi sebagai sebuah tanggal: hari ketika pendiri pensiun dan anak sulung mengambil alih. Di keluarga yang berhasil melewati peralihan, suksesi memakan waktu lima hingga sepuluh tahun. Para penerus bekerja di luar bisnis keluarga lebih dulu, lalu berpindah-pindah di antara divisi-divisinya, kemudian memegang tanggung jawab laba rugi sendiri selagi pendiri masih ada untuk memberi nasihat.',
        },
        {
          content:
            'Tahun-tahun persiapan itu memiliki dua tujuan. Penerus memperoleh pengalaman nyata dan rekam jejak yang dapat dilihat karyawan, bank, dan pelanggan. Pendiri pun mendapat waktu untuk membiasakan diri melepaskan, yang oleh banyak pendiri disebut sebagai bagian tersulit dari seluruh proses.',
        },
        {
          text: 'Ayah saya menyuruh saya memimpin cabang terkecil kami selama tiga tahun sebelum saya boleh mendekati kantor pusat. Waktu itu saya kesal. Sekarang saya mengerti, ia memberi saya ruang untuk gagal di tempat yang tidak akan merugikan perusahaan.',
          author: 'Presiden direktur generasi kedua sebuah perusahaan bahan bangunan',
        },
        { content: 'Pilar-pilar peralihan yang mulus' },
        {
          content:
            'Keluarga yang berhasil menyerahkan kepemimpinan biasanya telah memiliki sebagian besar hal berikut:',
          items: [
            'Konstitusi keluarga yang mengatur siapa yang boleh bekerja di perusahaan, bagaimana kepemilikan beralih, dan bagaimana sengketa diselesaikan.',
            'Dewan dengan sedikitnya satu atau dua komisaris independen yang dipercaya keluarga.',
            'Pemisahan yang jelas antara pertemuan keluarga tentang kepemilikan dan rapat dewan tentang bisnis.',
            'Rencana pengembangan bagi setiap calon penerus, termasuk pengalaman di luar perusahaan.',
            'Peran bagi pendiri setelah serah terima, dengan batas-batas yang disepakati sejak awal.',
          ],
        },
        { content: 'Kepemimpinan keluarga atau profesional?' },
        {
          content:
            'Tidak setiap bisnis keluarga sebaiknya dipimpin anggota keluarga. Beberapa peralihan paling berhasil yang kami teliti menempatkan direktur utama profesional sebagai pemimpin, sementara keluarga tetap memegang kendali melalui dewan komisaris. Cara ini berhasil ketika keluarga sepakat tentang tujuan mereka sebagai pemilik dan memberi manajer profesional wewenang yang sungguh-sungguh; cara ini gagal ketika kerabat melangkahi direktur utama dan memberi perintah langsung kepada staf.',
        },
        {
          imageAlt:
            'Ilustrasi abstrak dua siluet, yang satu lebih tua dan yang lain lebih muda, berdiri di anak tangga yang naik menuju cakrawala keemasan',
          caption:
            'Di keluarga yang berhasil, serah terima memakan waktu lima hingga sepuluh tahun.',
        },
        {
          content:
            'Komisaris independen patut mendapat perhatian khusus. Beberapa penerus mengatakan kepada kami bahwa orang yang paling berjasa dalam masa peralihan mereka adalah orang luar yang mampu menyampaikan kebenaran yang tidak enak didengar kepada pendiri dan menengahi antarsaudara. Memilih orang itu, dan memberinya wewenang yang nyata, adalah salah satu keputusan terpenting yang dapat diambil seorang pendiri.',
        },
        {
          content:
            'Bank dan mitra bisnis juga mencermati suksesi. Pemberi pinjaman makin sering menanyakan rencana suksesi perusahaan keluarga sebelum menyetujui kredit jangka panjang, dan beberapa pelanggan besar kini memasukkan kesinambungan kepemimpinan dalam penilaian pemasok mereka. Rencana yang jelas dan terdokumentasi kini menjadi aset komersial sekaligus aset keluarga.',
        },
        {
          content:
            'Suksesi juga memunculkan pertanyaan yang tidak ada hubungannya dengan bisnis: keadilan di antara anak-anak, peran menantu, dan makna hidup pendiri setelah pensiun. Keluarga yang membicarakan pertanyaan-pertanyaan ini secara terbuka, sering kali dengan bantuan fasilitator, terhindar dari perselisihan yang menghancurkan lebih banyak bisnis keluarga daripada pesaing mana pun.',
        },
        {
          content:
            'Memulai lebih awal hanya membutuhkan sedikit biaya. Memulai terlambat dapat mengorbankan perusahaan. Bagi para pendiri berusia lima puluhan dan enam puluhan, waktu terbaik untuk mulai merencanakan adalah sepuluh tahun lalu; waktu terbaik kedua adalah tahun ini.',
        },
      ],
    },
  },
} satisfies Record<string, ArticleTranslation>;
