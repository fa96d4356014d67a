import type { CentralLeadershipInput } from '../schemas/central-leadership';

/** The central leadership of the 2025–2030 term. Fictional people. */
export const CENTRAL_LEADERSHIP_CONTENT = {
  term: '2025–2030',
  groups: [
    {
      id: 'dewan-pembina',
      name: 'Dewan Pembina',
      role: 'Guards the foundation’s vision and values, appoints the central board and advises it on long-term direction.',
      head: { name: 'Soedarmadji Hardjono', title: 'Founder, Nusantara CEO Network' },
      members: [
        {
          name: 'Hartini Setyowati Adiningrat',
          title: 'President Commissioner, PT Graha Sentosa Group',
        },
        { name: 'Abdul Hamid Nasrullah', title: 'Chairman, PT Nusantara Agro Industri' },
        { name: 'I Ketut Wiranata', title: 'Founder, PT Dewata Resorts' },
        { name: 'Lukas Meliala', title: 'Commissioner, PT Karo Highland Foods' },
      ],
    },
    {
      id: 'dewan-pengawas',
      name: 'Dewan Pengawas',
      role: 'Oversees how the foundation is managed, audits its finances and checks that the central board keeps to the articles of association.',
      head: {
        name: 'Rosalina Hutabarat',
        title: 'Former Managing Partner, Hutabarat Audit & Assurance',
      },
      members: [
        {
          name: 'Sutrisno Adi Nugroho',
          title: 'Independent Commissioner, PT Bank Pesisir Sejahtera',
        },
        {
          name: 'Lina Marlina Gunawan',
          title: 'Chief Financial Officer, PT Pasifik Kimia Industri',
        },
        { name: 'Harun Siregar', title: 'Senior Partner, Siregar & Associates' },
      ],
    },
    {
      id: 'dewan-pakar',
      name: 'Dewan Pakar',
      role: 'Gives the central board and the working fields expert advice on the economy, law, technology, energy and public policy.',
      head: { name: 'Wiryawan Hadisusilo', title: 'Professor of Economics' },
      members: [
        {
          name: 'Yudhistira Haryo Sasongko',
          title: 'Senior Partner, Sasongko Governance Advisory',
        },
        {
          name: 'Citra Maharani Lestari',
          title: 'Director, Institute for Digital Economy Studies',
        },
        { name: 'Taufan Ardiansyah', title: 'Energy Policy Researcher' },
        { name: 'Nadira Syahputri', title: 'Public Health Specialist' },
      ],
    },
  ],
  mainOfficers: [
    { name: 'Wisnu Hadinoto Prakoso', role: 'Ketua Umum' },
    { name: 'Kartika Dewi Maharani', role: 'Wakil Ketua Umum' },
    { name: 'Rizal Permana Sukmana', role: 'Sekretaris Jenderal' },
    { name: 'Vivian Angelina Susanto', role: 'Bendahara Umum' },
  ],
  workingFields: [
    {
      id: 'organisasi-keanggotaan',
      name: 'Bidang Organisasi & Keanggotaan',
      ketua: ['Danu Cahyadi'],
      anggota: ['Lidya Kosasih', 'Yoga Natanegara', 'Citra Pramesti Utami'],
    },
    {
      id: 'hubungan-antar-lembaga',
      name: 'Bidang Hubungan Antar Lembaga',
      ketua: ['Sigit Rahardjo', 'Melati Kusumaningrum'],
      anggota: ['Bram Iskandar', 'Novita Simbolon'],
    },
    {
      id: 'hubungan-internasional',
      name: 'Bidang Hubungan Internasional',
      ketua: ['Leonard Latuconsina'],
      anggota: ['Priscilla Dharmawan', 'Arief Tirtawijaya', 'Sarah Usmany'],
    },
    {
      id: 'ekonomi-investasi',
      name: 'Bidang Ekonomi & Investasi',
      ketua: ['Hendra Firmansyah', 'Gita Kusnadi'],
      anggota: ['Marcel Irawan', 'Yuni Kartawijaya', 'Fajar Sulistyo'],
    },
    {
      id: 'keuangan-perbankan',
      name: 'Bidang Keuangan & Perbankan',
      ketua: ['Ratna Tambunan'],
      anggota: ['Kevin Lesmana', 'Diah Harjanti', 'Taufik Wardoyo'],
    },
    {
      id: 'energi-sumber-daya-mineral',
      name: 'Bidang Energi & Sumber Daya Mineral',
      ketua: ['Eko Hutagalung', 'Mahesa Widjaja'],
      anggota: ['Ivan Tambunan', 'Intan Damanik'],
    },
    {
      id: 'energi-baru-terbarukan',
      name: 'Bidang Energi Baru & Terbarukan',
      ketua: ['Lestari Tanod'],
      anggota: ['Galang Wibawa', 'Yasmin Budiarto', 'Samuel Darmadi'],
    },
    {
      id: 'industri-manufaktur',
      name: 'Bidang Industri & Manufaktur',
      ketua: ['Pramono Kosasih', 'Agung Kusumo', 'Helena Suryadinata'],
      anggota: ['Jefri Adisaputra', 'Elok Oktaviani'],
    },
    {
      id: 'perdagangan-ekspor',
      name: 'Bidang Perdagangan & Ekspor',
      ketua: ['Zaki Saragih'],
      anggota: ['Natalia Harjanto', 'Wahyu Budiarto', 'Okta Purba'],
    },
    {
      id: 'pertanian-ketahanan-pangan',
      name: 'Bidang Pertanian & Ketahanan Pangan',
      ketua: ['Ilham Gumilar', 'Sinta Pangaribuan'],
      anggota: ['Bayu Purwadi', 'Mega Kusnadi', 'Umar Hakimi'],
    },
    {
      id: 'kelautan-perikanan',
      name: 'Bidang Kelautan & Perikanan',
      ketua: ['Rangga Tamher'],
      anggota: ['Anisa Hakimah', 'Dedi Rumondor', 'Jonas Nasrun'],
    },
    {
      id: 'pariwisata-ekonomi-kreatif',
      name: 'Bidang Pariwisata & Ekonomi Kreatif',
      ketua: ['Bunga Kirana Wibawa', 'Irvan Hadiprawira'],
      anggota: ['Salsa Wiradinata', 'Laksana Hermawan'],
    },
    {
      id: 'teknologi-transformasi-digital',
      name: 'Bidang Teknologi & Transformasi Digital',
      ketua: ['Nanda Jatmiko', 'Cynthia Tanuwijaya'],
      anggota: ['Raka Zainal', 'Jihan Wardoyo', 'Timotius Halimi'],
    },
    {
      id: 'infrastruktur-properti',
      name: 'Bidang Infrastruktur & Properti',
      ketua: ['Arif Jayadi', 'Marcel Yulianto', 'Debora Laksono'],
      anggota: ['Firman Zainuddin', 'Elisabeth Hutagalung'],
    },
    {
      id: 'transportasi-logistik',
      name: 'Bidang Transportasi & Logistik',
      ketua: ['Frans Sitanggang'],
      anggota: ['Agnes Maharani Putri', 'Bintang Lesmono', 'Oki Kusumo'],
    },
    {
      id: 'kesehatan',
      name: 'Bidang Kesehatan',
      ketua: ['Yasmin Wicaksana', 'Hafiz Ramadhan Siregar'],
      anggota: ['Indah Puspaningrum', 'Lukman Suharsono'],
    },
    {
      id: 'pendidikan-pengembangan-sdm',
      name: 'Bidang Pendidikan & Pengembangan SDM',
      ketua: ['Utami Ramadhani'],
      anggota: ['Aldi Cahyono', 'Veronika Simanungkalit', 'Firman Wicaksana'],
    },
    {
      id: 'umkm-kewirausahaan',
      name: 'Bidang UMKM & Kewirausahaan',
      ketua: ['Dewi Widjajanti', 'Joko Fadhilah'],
      anggota: ['Tiara Rusdianto', 'Gita Effendi', 'Yosua Cokro'],
    },
    {
      id: 'hukum-tata-kelola-perusahaan',
      name: 'Bidang Hukum & Tata Kelola Perusahaan',
      ketua: ['Taufik Suryanegara'],
      anggota: ['Lidya Nugraheni', 'Samuel Pasaribu'],
    },
    {
      id: 'lingkungan-hidup-keberlanjutan',
      name: 'Bidang Lingkungan Hidup & Keberlanjutan',
      ketua: ['Intan Sudarmo', 'Raditya Fadhil'],
      anggota: ['Bayu Rumondor', 'Melinda Rahardja'],
    },
    {
      id: 'sosial-kemanusiaan',
      name: 'Bidang Sosial & Kemanusiaan',
      ketua: ['Elisabeth Tamba'],
      anggota: ['Zahra Purwadi', 'Wahyu Pratama Putra', 'Ayu Lestari Yahya'],
    },
    {
      id: 'pemberdayaan-perempuan',
      name: 'Bidang Pemberdayaan Perempuan',
      ketua: ['Citra Dewanti', 'Mega Baskoro', 'Natalia Sembiring'],
      anggota: ['Fitri Handoko', 'Yuni Susilowati'],
    },
    {
      id: 'kepemudaan-ceo-muda',
      name: 'Bidang Kepemudaan & CEO Muda',
      ketua: ['Galang Saputra Wijaya'],
      anggota: ['Dimas Hadi Ramadhan', 'Salsabila Sasmita', 'Kurnia Ardiyanto'],
    },
    {
      id: 'komunikasi-media-publikasi',
      name: 'Bidang Komunikasi, Media & Publikasi',
      ketua: ['Sinta Gunarto', 'Bram Mardiansyah'],
      anggota: ['Elok Irawati', 'Ivan Gumilang'],
    },
    {
      id: 'riset-kajian-kebijakan',
      name: 'Bidang Riset & Kajian Kebijakan',
      ketua: ['Priscilla Manik', 'Eko Gunarto'],
      anggota: ['Mahesa Dharmawan', 'Pramono Sasmito', 'Laksmi Wardani'],
    },
  ],
} satisfies CentralLeadershipInput;
