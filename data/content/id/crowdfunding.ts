import type { CrowdfundingTranslation } from '../../schemas/crowdfunding';

/** The crowdfunding projects in Indonesian, by project id. Brand names are kept. */
export const CROWDFUNDING_CONTENT_ID = {
  'project-001': {
    name: 'Kopi Lereng Ijen: Sentra Pengolahan Kopi Spesialti',
    description:
      'Unit pengolahan basah dan rumah jemur bersama yang memungkinkan 180 petani kopi kecil di dataran tinggi Ijen menjual biji kopi kelas spesialti, bukan lagi buah kopi dengan harga di tingkat kebun.',
    businessDescription: [
      'Kopi dari lereng dataran tinggi Ijen diburu para penyangrai di Jakarta, Seoul, dan Melbourne, tetapi sebagian besar petaninya menjual buah kopi yang baru dipetik kepada pengepul dengan harga jauh di bawah harga biji kopi hijau olahan. Mereka tidak memiliki peralatan, air, dan lahan jemur untuk mengolah panennya sendiri.',
      'Kopi Lereng Ijen akan membangun sentra pengolahan bersama di Sukosari, lengkap dengan mesin pengolahan basah, bak fermentasi, para-para jemur beratap rumah kaca, dan laboratorium mutu kecil. Petani menyetorkan buah kopi, sentra mengolahnya hingga memenuhi standar spesialti, dan setiap petani menerima harga dasar saat penyetoran ditambah bagian dari selisih harga premium ketika kopinya terjual.',
      'Perusahaan ini sudah membeli dari 120 petani dan memasok sebelas penyangrai; sentra ini menaikkan kapasitas dari 40 menjadi 160 ton kopi hijau per tahun dan meningkatkan porsi hasil dengan skor di atas 84 poin dari sekitar sepertiga menjadi lebih dari dua pertiga.',
    ],
    founder: {
      role: 'Pendiri & Direktur Utama',
      bio: 'Galih tumbuh di kebun kopi keluarganya di Bondowoso dan selama delapan tahun menjadi pembeli kopi hijau untuk sebuah perusahaan eksportir di Surabaya, sebelum pulang kampung pada 2019 untuk mendirikan Kopi Lereng Ijen.',
    },
    team: [
      { role: 'Kepala Pengendalian Mutu dan Q grader berlisensi' },
      { role: 'Koordinator Kemitraan Petani' },
    ],
    fundUsePlan: {
      production:
        'Mesin pengolahan basah, bak fermentasi, para-para jemur rumah kaca, dan gudang berkelembapan terkendali.',
      marketing:
        'Pengiriman sampel, acara cupping bagi para penyangrai, dan keikutsertaan dalam dua pameran kopi spesialti.',
      operations: 'Modal kerja untuk pembelian buah kopi saat panen dan upah tim pengolahan.',
      reserve: 'Cadangan untuk menghadapi panen yang buruk atau pembayaran pembeli yang tertunda.',
    },
    projectedROI:
      '16–20% per tahun, dibayarkan setiap triwulan dari penjualan kopi hijau selama jangka waktu tiga tahun.',
    risks: [
      'Cuaca dan penyakit tanaman dapat menurunkan hasil panen pada tahun tertentu.',
      'Harga kopi internasional dapat turun selama jangka waktu investasi.',
      'Mutu pengolahan bergantung pada pelatihan petani agar hanya memetik buah kopi yang matang.',
    ],
  },
  'project-002': {
    name: 'Surya Desa Sumba: Jaringan Listrik Surya Mikro untuk Usaha Desa',
    description:
      'Jaringan listrik tenaga surya mikro dengan penyimpanan baterai yang memberi tiga desa di luar jaringan PLN pasokan listrik andal untuk penggilingan padi, ruang pendingin, dan sanggar tenun.',
    businessDescription: [
      'Banyak desa di Sumba Timur masih mengandalkan genset diesel yang menyala beberapa jam setiap malam, dengan biaya per kilowatt-jam beberapa kali lebih mahal daripada listrik jaringan nasional. Usaha kecil seperti penggilingan padi, pembuat es, dan penjahit tidak dapat berkembang tanpa listrik yang stabil pada siang hari.',
      'Surya Desa Sumba akan memasang tiga jaringan listrik surya mikro berkapasitas masing-masing 60 kWp dengan penyimpanan baterai, yang melayani sekitar 540 rumah tangga dan 70 usaha kecil. Pelanggan membayar melalui meteran prabayar dengan tarif di bawah pengeluaran mereka saat ini untuk solar dan minyak tanah, dan koperasi desa memiliki sebagian saham setiap jaringan.',
      'Sejak 2023 tim ini mengoperasikan jaringan percontohan di Kambera dengan tingkat ketersediaan 99 persen, dan telah mengantongi surat dukungan dari ketiga pemerintah desa.',
    ],
    founder: {
      role: 'Pendiri & Direktur Utama',
      bio: 'Yosefina adalah insinyur listrik asal Waingapu yang selama sepuluh tahun menangani proyek elektrifikasi perdesaan di seluruh Nusa Tenggara sebelum mendirikan Surya Desa Sumba.',
    },
    team: [{ role: 'Kepala Insinyur Kelistrikan' }, { role: 'Manajer Hubungan Masyarakat' }],
    fundUsePlan: {
      production:
        'Panel surya, baterai, inverter, jaringan distribusi, dan meteran prabayar untuk tiga desa.',
      marketing: 'Pertemuan warga serta pelatihan pemakaian listrik yang aman dan produktif.',
      operations:
        'Tim pemasangan, transportasi ke lokasi terpencil, dan teknisi lokal selama tahun pertama.',
      reserve: 'Suku cadang dan dana penggantian baterai.',
    },
    projectedROI: '12–15% per tahun dari tarif listrik selama jangka waktu lima tahun.',
    risks: [
      'Lokasi yang terpencil membuat pemasangan dan perbaikan lebih lambat dan lebih mahal.',
      'Perluasan jaringan listrik nasional hingga ke desa-desa tersebut dapat mengurangi permintaan.',
      'Pendapatan bergantung pada kesinambungan pembelian prabayar oleh rumah tangga dan pelaku usaha.',
    ],
  },
  'project-003': {
    name: 'Tenun Lestari: Songket Tenun Tangan untuk Pasar Global',
    description:
      'Sanggar tenun dan toko daring yang membawa songket tenun tangan Lombok kepada pembeli busana di mancanegara, sambil membayar para penenun dengan upah yang adil dan teratur.',
    businessDescription: [
      'Songket Lombok ditenun dengan alat tenun gedogan oleh para perempuan yang mewarisi keterampilan itu dari ibu mereka, tetapi sebagian besar menjual kainnya kepada tengkulak dengan harga yang nyaris tidak menutup biaya benang. Semakin banyak perempuan muda meninggalkan tenun untuk bekerja di hotel atau di luar negeri.',
      'Tenun Lestari mengelola sanggar tempat 45 penenun bekerja dengan pewarna alami dan benang yang mutunya terjaga, serta menjual kain dan busana siap pakai mereka secara daring dan ke butik-butik di Jakarta, Bali, dan Tokyo. Para penenun menerima upah bulanan ditambah bagian dari harga jual setiap karya.',
      'Pendanaan ini akan melipatgandakan kapasitas sanggar, menambah kebun pewarna alami dan ruang jahit untuk produk jadi, serta menyiapkan kemasan siap ekspor dan sertifikasi asal-usul.',
    ],
    founder: {
      role: 'Pendiri & Direktur Kreatif',
      bio: 'Baiq Laila adalah perancang tekstil asal Praya yang belajar mode di Bandung dan bekerja untuk sebuah label busana di Jakarta sebelum kembali ke Lombok pada 2020 untuk mendirikan Tenun Lestari.',
    },
    team: [{ role: 'Manajer Produksi' }, { role: 'Kepala E-commerce dan Ekspor' }],
    fundUsePlan: {
      production: 'Dua puluh alat tenun baru, kebun dan bengkel pewarna alami, serta ruang jahit.',
      marketing: 'Foto produk, toko daring, serta pameran dagang di Jakarta dan Tokyo.',
      operations: 'Upah penenun selama perluasan dan pelatihan bagi penenun magang yang baru.',
      reserve: 'Modal kerja untuk pembelian benang dan pesanan grosir yang lambat dibayar.',
    },
    projectedROI: '18–22% per tahun selama dua tahun, dari penjualan grosir dan daring.',
    risks: [
      'Permintaan tekstil buatan tangan dapat naik turun mengikuti tren mode.',
      'Pesanan ekspor bergantung pada mutu yang konsisten di antara banyak penenun.',
      'Biaya pengiriman dari Lombok dapat naik lebih cepat daripada harga jual.',
    ],
  },
  'project-004': {
    name: 'Air Bersih Pesisir: Kios Air Bersih untuk Desa Pesisir',
    description:
      'Dua belas kios air yang mengolah air tanah payau menjadi air minum yang aman bagi desa-desa pesisir, dengan harga separuh air minum kemasan.',
    businessDescription: [
      'Intrusi air laut dan penurunan muka tanah di pesisir utara Jawa Tengah membuat air tanah di banyak desa terlalu asin untuk diminum. Keluarga-keluarga menghabiskan sebagian besar penghasilannya untuk air isi ulang yang mutunya tidak pasti atau untuk air minum kemasan.',
      'Air Bersih Pesisir memasang kios reverse osmosis berbantuan tenaga surya yang dikelola oleh wirausaha perempuan setempat, yang menjual air minum teruji per galon dengan harga sekitar separuh air minum kemasan. Setiap kios melayani 300 hingga 400 rumah tangga dan diuji setiap bulan oleh laboratorium terakreditasi.',
      'Empat kios telah beroperasi sejak 2024; putaran pendanaan ini membiayai dua belas kios lagi di Demak dan Jepara, beserta bengkel perawatan terpusat.',
    ],
    founder: {
      role: 'Pendiri & Direktur Utama',
      bio: 'Ahmad adalah insinyur lingkungan asal Demak yang satu dasawarsa bekerja di perusahaan air minum daerah sebelum mendirikan Air Bersih Pesisir untuk melayani desa-desa yang tidak terjangkau jaringan perpipaan.',
    },
    team: [{ role: 'Insinyur Mutu Air' }, { role: 'Kepala Operasi dan Perawatan' }],
    fundUsePlan: {
      production: 'Unit reverse osmosis, panel surya, tangki penampung, dan bangunan kios.',
      marketing: 'Peluncuran di desa, edukasi kebersihan, dan papan penanda.',
      operations: 'Pelatihan operator kios, uji laboratorium, dan bengkel perawatan.',
      reserve: 'Membran pengganti dan perbaikan darurat.',
    },
    projectedROI: '10–13% per tahun dari penjualan air selama jangka waktu empat tahun.',
    risks: [
      'Banjir dapat merusak kios di desa-desa dataran rendah.',
      'Keausan membran bergantung pada tingkat keasinan air tanah.',
      'Penjualan bergantung pada kesediaan rumah tangga beralih dari penjual air isi ulang langganan mereka.',
    ],
  },
  'project-005': {
    name: 'Rumah Bolon Stay: Homestay Berbasis Masyarakat di Samosir',
    description:
      'Memugar enam rumah adat Batak di tepi Danau Toba menjadi homestay yang dikelola keluarga, dengan platform pemesanan bersama dan program budaya.',
    businessDescription: [
      'Danau Toba adalah salah satu destinasi wisata prioritas Indonesia, tetapi sebagian besar belanja wisatawan baru mengalir ke hotel-hotel yang dimiliki pihak dari luar Samosir. Sementara itu, banyak rumah bolon tradisional dibiarkan kosong dan makin rusak.',
      'Rumah Bolon Stay memugar rumah-rumah adat bersama keluarga pemiliknya, melengkapi masing-masing dengan kamar mandi modern tanpa mengubah struktur dan ukirannya. Keluarga menjamu dan memasak untuk tamu, sementara perusahaan menangani pemesanan, pelatihan, standar mutu, dan pemasaran dengan imbalan bagian dari pendapatan kamar.',
      'Dua rumah yang telah dipugar menerima tamu sejak 2024 dengan penilaian rata-rata di atas 4,8 dari 5; putaran ini membiayai enam rumah lagi di dua desa serta sebuah pusat budaya kecil untuk lokakarya tenun dan musik.',
    ],
    founder: {
      role: 'Pendiri & Direktur Utama',
      bio: 'Togar lahir di Tomok dan selama lima belas tahun mengelola hotel di Medan dan Bali sebelum pulang untuk membangun usaha pariwisata yang pendapatannya tetap tinggal di pulau itu.',
    },
    team: [{ role: 'Manajer Pengalaman Tamu' }, { role: 'Manajer Keuangan dan Pemesanan' }],
    fundUsePlan: {
      production: 'Pemugaran enam rumah, kamar mandi baru, perabot, dan pusat budaya.',
      marketing: 'Platform pemesanan, fotografi, dan kemitraan dengan biro perjalanan.',
      operations: 'Pelatihan keramahtamahan bagi keluarga tuan rumah dan upah tim operasional.',
      reserve: 'Perawatan dan cadangan untuk musim hujan, ketika pemesanan menurun.',
    },
    projectedROI: '14–18% per tahun dari pendapatan kamar selama jangka waktu tiga tahun.',
    risks: [
      'Jumlah wisatawan naik turun mengikuti musim, kondisi ekonomi, dan ketersediaan penerbangan.',
      'Pemugaran rumah kayu tua dapat mengungkap biaya perbaikan yang tak terduga.',
      'Mutu layanan bergantung pada pelatihan dan kesetiaan keluarga tuan rumah.',
    ],
  },
} satisfies Record<string, CrowdfundingTranslation>;
