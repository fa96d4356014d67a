import { DIRECTORY_PROVINCES, INDUSTRIES, type Industry } from './options';

/**
 * Generated directory profiles for load tests (`DIRECTORY_SAMPLE_SIZE=3000 npm run build`): the
 * association has about 3,000 members, and the directory must hold them. Every profile is
 * fictional and deterministic (the same count always gives the same people): names are combined
 * from common Indonesian name parts that together belong to no public figure, companies from
 * invented words, portraits are the hand-written profiles' reused. The result goes through the same
 * schema as the hand-written profiles.
 */

const GIVEN = words(
  'Adi Agung Aisyah Andika Anggun Ardi Arini Bayu Bening Cahya Citra Dani Dewi Dimas Elok ' +
    'Fajar Galih Gita Hana Hendra Indah Intan Joko Kartika Laras Lestari Mega Nadia Niken Oki ' +
    'Putri Raka Ratna Rizal Sari Satria Tiara Utami Wulan Yudha',
);

const MIDDLE = words(
  'Adhi Ayu Bima Candra Dwi Eka Fitri Hadi Kusuma Mulya Nur Prasetya Puspa Rahma Sekar Tri ' +
    'Wahyu Wira Yuda Zahra',
);

const FAMILY = words(
  'Aritonang Batubara Damanik Ginting Harahap Lubis Manurung Nainggolan Pardede Purba ' +
    'Rangkuti Siregar Sitompul Tambunan Hasibuan Pohan Mandagi Rumengan Tumewu Wullur ' +
    'Pattinama Latuconsina Tuwaidan Sumual Wiraatmaja Suryadiningrat Kartawijaya Natakusuma ' +
    'Wijayakusuma Tanuwijaya',
);

const COMPANY_WORDS = words(
  'Arunika Bahari Candrama Dirgantara Embun Gemilang Harmoni Indraloka Jagadhita Kencana ' +
    'Lintang Mahakarya Nirwasita Padma Rinjani Samudra Tirtamaya Wiratama Yasadhana Zamrud',
);

const INDUSTRY_WORD: Record<Industry, string> = {
  Technology: 'Teknologi',
  'Renewable Energy': 'Energi Terbarukan',
  Logistics: 'Logistik',
  Agriculture: 'Agro Lestari',
  Healthcare: 'Medika',
  Education: 'Edukasi',
  'Smart City': 'Kota Cerdas',
  'Financial Services': 'Finansial',
  'Tourism & Hospitality': 'Wisata',
  'Retail & E-commerce': 'Niaga Digital',
  'Water & Sanitation': 'Tirta Sanitasi',
  'Fashion & Apparel': 'Busana',
};

const EXPERTISE: Record<Industry, readonly string[]> = {
  Technology: ['Cloud platforms', 'Product strategy', 'Engineering leadership'],
  'Renewable Energy': ['Energy transition', 'Project finance', 'Grid integration'],
  Logistics: ['Supply chain', 'Port operations', 'Fleet management'],
  Agriculture: ['Smallholder partnerships', 'Food security', 'Agritech'],
  Healthcare: ['Hospital management', 'Health financing', 'Clinical quality'],
  Education: ['Vocational training', 'School leadership', 'EdTech'],
  'Smart City': ['Urban mobility', 'Public-private partnerships', 'Data platforms'],
  'Financial Services': ['Risk management', 'Digital banking', 'SME lending'],
  'Tourism & Hospitality': ['Destination development', 'Hotel operations', 'Service design'],
  'Retail & E-commerce': ['Omnichannel retail', 'Marketplace growth', 'Consumer brands'],
  'Water & Sanitation': ['Water utilities', 'Wastewater treatment', 'Community sanitation'],
  'Fashion & Apparel': ['Textile sourcing', 'Brand building', 'Sustainable fashion'],
};

const TITLES = [
  'President Director',
  'Chief Executive Officer',
  'Managing Director',
  'Founder & Chief Executive Officer',
  'President Commissioner',
  'Commissioner',
] as const;

type SampleTitle = (typeof TITLES)[number];

// The Indonesian edition of a generated profile (sampleCeoTranslation): the same person, company,
// industry and province, in the words an Indonesian company profile would print.
const TITLES_ID: Record<SampleTitle, string> = {
  'President Director': 'Presiden Direktur',
  'Chief Executive Officer': 'Direktur Utama',
  'Managing Director': 'Direktur Pelaksana',
  'Founder & Chief Executive Officer': 'Pendiri & Direktur Utama',
  'President Commissioner': 'Komisaris Utama',
  Commissioner: 'Komisaris',
};

/** Each industry as a bio's sentence names it ('a technology business' → 'di bidang teknologi'). */
const INDUSTRY_PHRASE_ID: Record<Industry, string> = {
  Technology: 'teknologi',
  'Renewable Energy': 'energi terbarukan',
  Logistics: 'logistik',
  Agriculture: 'pertanian',
  Healthcare: 'kesehatan',
  Education: 'pendidikan',
  'Smart City': 'kota cerdas',
  'Financial Services': 'jasa keuangan',
  'Tourism & Hospitality': 'pariwisata dan perhotelan',
  'Retail & E-commerce': 'ritel dan e-commerce',
  'Water & Sanitation': 'air dan sanitasi',
  'Fashion & Apparel': 'mode dan busana',
};

const EXPERTISE_ID: Record<Industry, readonly string[]> = {
  Technology: ['Platform komputasi awan', 'Strategi produk', 'Kepemimpinan tim rekayasa'],
  'Renewable Energy': ['Transisi energi', 'Pembiayaan proyek', 'Integrasi jaringan listrik'],
  Logistics: ['Rantai pasok', 'Operasi pelabuhan', 'Manajemen armada'],
  Agriculture: ['Kemitraan petani kecil', 'Ketahanan pangan', 'Teknologi pertanian'],
  Healthcare: ['Manajemen rumah sakit', 'Pembiayaan kesehatan', 'Mutu layanan klinis'],
  Education: ['Pelatihan vokasi', 'Kepemimpinan sekolah', 'Teknologi pendidikan'],
  'Smart City': ['Mobilitas perkotaan', 'Kemitraan pemerintah dan swasta', 'Platform data'],
  'Financial Services': ['Manajemen risiko', 'Perbankan digital', 'Pembiayaan UMKM'],
  'Tourism & Hospitality': ['Pengembangan destinasi', 'Operasional hotel', 'Desain layanan'],
  'Retail & E-commerce': ['Ritel omnikanal', 'Pertumbuhan marketplace', 'Merek barang konsumsi'],
  'Water & Sanitation': ['Layanan air minum', 'Pengolahan air limbah', 'Sanitasi masyarakat'],
  'Fashion & Apparel': ['Pengadaan tekstil', 'Membangun merek', 'Mode berkelanjutan'],
};

/**
 * The Indonesian text of a generated profile (see generateSampleCeos): its title, biography and
 * expertise from the same facts. Throws for a title the generator does not use.
 */
export function sampleCeoTranslation(ceo: {
  name: string;
  title: string;
  company: string;
  industry: Industry;
  province: string;
}) {
  const title = TITLES_ID[ceo.title as SampleTitle];
  if (!title) throw new Error(`No Indonesian for the sample title "${ceo.title}"`);
  const industry = INDUSTRY_PHRASE_ID[ceo.industry];
  return {
    title,
    bio: [
      `${ceo.name} adalah ${title} ${ceo.company}, perusahaan yang berbasis di ${ceo.province} dan bergerak di bidang ${industry}.`,
      `Sebagai anggota Nusantara CEO Network, ${ceo.name.split(' ')[0]} aktif dalam kelompok sektor ${industry} serta kegiatan Pengurus Provinsi ${ceo.province}.`,
    ],
    expertise: [...EXPERTISE_ID[ceo.industry]],
    highlights: [],
  };
}

/** A space-separated list of words, as an array. */
function words(list: string): readonly string[] {
  return list.split(' ');
}

/** Picks item `n` of a list, wrapping round. */
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const NAME_COUNT = GIVEN.length * MIDDLE.length * FAMILY.length;
/** Co-prime with NAME_COUNT, so `n * NAME_STRIDE mod NAME_COUNT` visits every name once. */
const NAME_STRIDE = 7919;

/** The n-th generated name: distinct for every n below NAME_COUNT (24,000), neighbours unalike. */
export function sampleName(n: number): string {
  const k = (n * NAME_STRIDE) % NAME_COUNT;
  const given = pick(GIVEN, k);
  const middle = pick(MIDDLE, Math.floor(k / GIVEN.length));
  const family = pick(FAMILY, Math.floor(k / (GIVEN.length * MIDDLE.length)));
  return `${given} ${middle} ${family}`;
}

/**
 * `count` generated profiles whose ids continue after `startIndex` existing ones (`ceo-0013`…).
 * Industries and provinces take turns, so every one of them appears within the first dozen; the
 * portraits are the hand-written profiles' own (`portraits`), reused.
 */
export function generateSampleCeos(
  count: number,
  startIndex: number,
  portraits: readonly string[],
) {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => {
    const n = startIndex + i;
    const name = sampleName(n);
    const industry = pick(INDUSTRIES, n);
    const province = pick(DIRECTORY_PROVINCES, n * 5 + 1);
    const company = `PT ${pick(COMPANY_WORDS, n * 3 + 1)} ${INDUSTRY_WORD[industry]}`;
    const title = pick(TITLES, n * 13 + 2);
    const slug = `${slugify(name)}-${n + 1}`;
    const domain = `${slugify(company.slice(3))}.example`;
    return {
      id: `ceo-${String(n + 1).padStart(4, '0')}`,
      slug,
      name,
      title,
      company,
      industry,
      province,
      image: pick(portraits, n * 5 + 7),
      bio: [
        `${name} is ${title} of ${company}, a ${industry.toLowerCase()} business based in ${province}.`,
        `A member of the Nusantara CEO Network, ${name.split(' ')[0]} takes part in the network's ${industry.toLowerCase()} circle and its chapter in ${province}.`,
      ],
      expertise: [...EXPERTISE[industry]],
      contact: n % 4 === 3 ? {} : { email: `${slug}@${domain}` },
      highlights: [],
      companyLink: `https://www.${domain}`,
    };
  });
}

/**
 * The directory's sample size from `DIRECTORY_SAMPLE_SIZE` (a whole number), or 0 when it is not
 * set. A value that is not a whole number fails the build rather than being guessed at.
 */
export function readSampleSize(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,6}$/.test(raw)) {
    throw new Error(`DIRECTORY_SAMPLE_SIZE must be a whole number, not "${raw}"`);
  }
  return Number(raw);
}
