import type {
  AboutTranslation,
  ContactPageTranslation,
  HomeTranslation,
} from '../../schemas/pages';
import { SITE } from '../../site';

/** The About Us page in Indonesian. */
export const ABOUT_ID = {
  intro: `${SITE.name} menghimpun para pengarah perusahaan-perusahaan Indonesia: direksi dan komisaris dari bisnis keluarga, badan usaha milik negara, perusahaan rintisan, dan perusahaan multinasional, di setiap provinsi.`,
  history: {
    title: 'Sejarah Kami',
    milestones: [
      {
        title: 'Berawal dari dua belas orang',
        text: 'Komunitas ini berawal pada 2016, ketika dua belas direktur perusahaan di Jakarta mulai bertemu sebulan sekali untuk bertukar pengalaman tentang tata kelola, suksesi, dan pertumbuhan, di luar ruang rapat perusahaan masing-masing.',
      },
      {
        title: 'Yayasan dengan tujuan yang jelas',
        text: `Lingkaran ini diresmikan menjadi ${SITE.legalName}, sebuah yayasan nirlaba, agar program-programnya, dari pendampingan hingga beasiswa, dapat dijalankan secara terbuka dan akuntabel.`,
      },
      {
        title: 'Setiap provinsi ikut serta',
        text: 'Pengurus provinsi dibentuk di seluruh Nusantara, disusul cabang bagi para pemimpin Indonesia yang berkarya di luar negeri, sehingga seorang direktur di Makassar sama dekatnya dengan jejaring ini seperti rekannya di Jakarta.',
      },
      {
        title: `${SITE.memberCount.toLocaleString('id-ID')} anggota`,
        text: `Pada akhir ${SITE.memberCountYear} komunitas ini beranggotakan ${SITE.memberCount.toLocaleString('id-ID')} orang: CEO, direksi, dan komisaris yang memegang satu keyakinan yang sama, bahwa kepemimpinan bisnis membawa tanggung jawab kepada negeri.`,
      },
    ],
  },
  vision:
    'Menjadi komunitas pemimpin bisnis Indonesia yang paling tepercaya, yang turut membentuk perekonomian yang berdaya saing, inklusif, dan berkelanjutan demi Indonesia yang lebih baik.',
  missions: [
    {
      title: 'Menghubungkan para pemimpin',
      text: 'Membangun hubungan yang langgeng antara direksi dan komisaris lintas industri, provinsi, dan generasi.',
    },
    {
      title: 'Meningkatkan standar tata kelola',
      text: 'Berbagi praktik tentang kepemimpinan yang beretika, efektivitas dewan, dan pengambilan keputusan yang transparan.',
    },
    {
      title: 'Menumbuhkan generasi berikutnya',
      text: 'Mendampingi eksekutif muda dan wirausahawan agar bakat kepemimpinan tumbuh di setiap daerah.',
    },
    {
      title: 'Bermitra untuk perekonomian',
      text: 'Bekerja sama dengan pemerintah, kalangan akademisi, dan masyarakat sipil dalam kebijakan yang memperkuat dunia usaha Indonesia.',
    },
    {
      title: 'Berbagi kembali',
      text: 'Menyalurkan sumber daya jejaring ke dalam program pendidikan, kesehatan, lingkungan, dan kemanusiaan yang langsung menjangkau masyarakat.',
    },
  ],
  // The three values spell CEO: the English word stays as the letter's key, the Indonesian beside it.
  values: [
    {
      title: 'Creative (Kreatif)',
      text: 'Kami mencari jawaban baru atas persoalan lama, dan memberi ruang bagi gagasan yang datang dari luar ruang rapat direksi.',
    },
    {
      title: 'Empowerment (Pemberdayaan)',
      text: 'Kami saling membukakan pintu, juga bagi mereka yang datang sesudah kami, dengan berbagi pengetahuan, jejaring, dan peluang.',
    },
    {
      title: 'Optimistic (Optimistis)',
      text: 'Kami percaya pada masa depan Indonesia dan bertindak atas keyakinan itu, dengan kesabaran, disiplin, dan pandangan jauh ke depan.',
    },
  ],
  closingQuote: {
    text: 'Sebuah perusahaan hanya sekuat masyarakat yang dilayaninya. Ketika para pemimpin tumbuh bersama, negeri pun tumbuh bersama mereka.',
    author: 'Piagam pendirian, 2016',
  },
} satisfies AboutTranslation;

/** The home page's copy beyond the hero, in Indonesian. */
export const HOME_ID = {
  quote: {
    text: 'Kepemimpinan bukanlah jabatan yang tertera di pintu. Kepemimpinan adalah apa yang kita bangun bersama bagi mereka yang datang sesudah kita.',
    role: 'Pendiri dan Ketua Dewan Pembina',
  },
  directoryTeaser: {
    eyebrow: 'Direktori CEO',
    title: 'Kenali para pemimpin jejaring kami',
    description:
      'Direksi dan komisaris dari setiap industri dan provinsi, siap berbagi pengetahuan dan pengalaman.',
    note: 'Direktori lengkap memuat 200+ profil anggota dari seluruh Indonesia.',
  },
} satisfies HomeTranslation;

/** The Contact Us page's copy in Indonesian. */
export const CONTACT_PAGE_ID = {
  intro: `Ada pertanyaan tentang keanggotaan, acara, kemitraan, atau program kami? Sekretariat ${SITE.name} di Jakarta siap membantu Anda.`,
  bankNote:
    'Untuk iuran keanggotaan, biaya acara, dan donasi kepada yayasan. Cantumkan nama lengkap Anda dan tujuan transfer pada berita transfer.',
  mapNote:
    'Tamu dipersilakan datang pada jam kerja: silakan melapor di meja resepsionis lobi gedung.',
} satisfies ContactPageTranslation;
