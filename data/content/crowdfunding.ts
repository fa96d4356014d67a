import type { CrowdfundingProjectInput } from '../schemas/crowdfunding';

/**
 * The five sample crowdfunding projects, at different stages of funding (25% to 94%). Members'
 * ventures, fictional; the figures are illustrations, not offers.
 */
export const CROWDFUNDING_CONTENT = [
  {
    id: 'project-001',
    slug: 'kopi-lereng-ijen',
    name: 'Kopi Lereng Ijen: Specialty Coffee Processing Hub',
    location: 'Bondowoso, Jawa Timur',
    industry: 'Agriculture',
    targetFunding: 450_000_000,
    raisedFunding: 312_750_000,
    daysLeft: 24,
    description:
      'A shared wet mill and drying house that lets 180 smallholder coffee farmers on the Ijen plateau sell specialty-grade beans instead of cherries at farm-gate prices.',
    businessDescription: [
      'Coffee from the slopes of the Ijen plateau is prized by roasters in Jakarta, Seoul and Melbourne, yet most of the farmers who grow it sell freshly picked cherries to collectors at a fraction of the price that processed green beans fetch. They lack the equipment, water and drying space to process the harvest themselves.',
      'Kopi Lereng Ijen will build a shared processing hub in Sukosari with a wet mill, fermentation tanks, raised drying beds under greenhouse cover and a small quality laboratory. Farmers deliver cherries, the hub processes them to specialty standard, and each farmer receives a base price on delivery plus a share of the premium when the lot is sold.',
      'The company already buys from 120 farmers and sells to eleven roasters; the hub lifts capacity from 40 to 160 tonnes of green coffee a year and raises the share of output that scores above 84 points from about a third to more than two thirds.',
    ],
    founder: {
      name: 'Galih Anggoro Putro',
      role: 'Founder & Managing Director',
      bio: 'Galih grew up on his family’s coffee garden in Bondowoso and spent eight years as a green-coffee buyer for an export company in Surabaya before returning home in 2019 to start Kopi Lereng Ijen.',
    },
    team: [
      { name: 'Siti Khoirunnisa', role: 'Quality Control Lead and licensed Q grader' },
      { name: 'Yanuar Eko Saputro', role: 'Farmer Partnerships Coordinator' },
    ],
    fundingBreakdown: { production: 55, marketing: 15, operations: 20, reserve: 10 },
    fundUsePlan: {
      production:
        'Wet mill, fermentation tanks, greenhouse drying beds and a moisture-controlled warehouse.',
      marketing:
        'Sample shipments, cupping events for roasters and attendance at two specialty coffee expos.',
      operations:
        'Working capital for cherry purchases at harvest and wages for the processing team.',
      reserve: 'A buffer against a poor harvest or delayed payments from buyers.',
    },
    projectedROI: '16–20% per year, paid quarterly from green-coffee sales over a three-year term.',
    risks: [
      'Weather and disease can reduce harvests in a given year.',
      'International coffee prices can fall during the term.',
      'Processing quality depends on training farmers to pick only ripe cherries.',
    ],
    image: '/images/crowdfunding/kopi-lereng-ijen.webp',
  },
  {
    id: 'project-002',
    slug: 'surya-desa-sumba',
    name: 'Surya Desa Sumba: Solar Microgrids for Village Businesses',
    location: 'Sumba Timur, Nusa Tenggara Timur',
    industry: 'Renewable Energy',
    targetFunding: 750_000_000,
    raisedFunding: 186_000_000,
    daysLeft: 51,
    description:
      'Solar microgrids with battery storage that give three off-grid villages reliable power for rice mills, cold storage and weaving workshops.',
    businessDescription: [
      'Many villages in East Sumba still rely on diesel generators that run a few hours each evening, at a cost per kilowatt-hour several times higher than the national grid. Small businesses such as rice mills, ice makers and tailors cannot grow without steady daytime power.',
      'Surya Desa Sumba will install three solar microgrids of 60 kWp each with battery storage, serving about 540 households and 70 small businesses. Customers pay through prepaid meters at a tariff below what they now spend on diesel and kerosene, and a village cooperative owns a share of each grid.',
      'The team has operated a pilot grid in Kambera since 2023 with 99 percent availability, and has letters of support from the three village governments.',
    ],
    founder: {
      name: 'Yosefina Ndawa',
      role: 'Founder & Chief Executive Officer',
      bio: 'Yosefina is an electrical engineer from Waingapu who worked on rural electrification projects across Nusa Tenggara for ten years before founding Surya Desa Sumba.',
    },
    team: [
      { name: 'Umbu Kristian Pati', role: 'Lead Electrical Engineer' },
      { name: 'Dessy Natalia Lete', role: 'Community Relations Manager' },
    ],
    fundingBreakdown: { production: 65, marketing: 5, operations: 20, reserve: 10 },
    fundUsePlan: {
      production:
        'Solar panels, batteries, inverters, distribution lines and prepaid meters for three villages.',
      marketing: 'Community meetings and training on safe and productive use of electricity.',
      operations:
        'Installation crews, transport to remote sites and local technicians for the first year.',
      reserve: 'Spare parts and a fund for battery replacement.',
    },
    projectedROI: '12–15% per year from electricity tariffs over a five-year term.',
    risks: [
      'Remote sites make installation and repairs slower and more expensive.',
      'Extension of the national grid to the villages could reduce demand.',
      'Revenue depends on households and businesses keeping up prepaid purchases.',
    ],
    image: '/images/crowdfunding/surya-desa-sumba.webp',
  },
  {
    id: 'project-003',
    slug: 'tenun-lestari-lombok',
    name: 'Tenun Lestari: Handwoven Songket for Global Markets',
    location: 'Lombok Tengah, Nusa Tenggara Barat',
    industry: 'Fashion & Apparel',
    targetFunding: 350_000_000,
    raisedFunding: 329_000_000,
    daysLeft: 6,
    description:
      'A weavers’ studio and online store that brings handwoven Lombok songket to fashion buyers abroad while paying weavers fair, regular wages.',
    businessDescription: [
      'Lombok’s songket is woven on back-strap looms by women who learned the craft from their mothers, but most sell their cloth to middlemen at prices that barely cover the thread. Young women increasingly leave weaving for work in hotels or abroad.',
      'Tenun Lestari runs a studio where 45 weavers work with natural dyes and quality-controlled yarn, and sells their cloth and ready-to-wear pieces online and to boutiques in Jakarta, Bali and Tokyo. Weavers receive a monthly wage plus a share of each piece’s sale price.',
      'The funding will double the studio, add a natural-dye garden and a sewing room for finished products, and build export-ready packaging and certification of origin.',
    ],
    founder: {
      name: 'Baiq Laila Fitriani',
      role: 'Founder & Creative Director',
      bio: 'Baiq Laila is a textile designer from Praya who studied fashion in Bandung and worked for a Jakarta fashion label before returning to Lombok in 2020 to found Tenun Lestari.',
    },
    team: [
      { name: 'Lalu Ramdani Hakiki', role: 'Production Manager' },
      { name: 'Putri Ayuningsih', role: 'E-commerce and Export Lead' },
    ],
    fundingBreakdown: { production: 45, marketing: 30, operations: 15, reserve: 10 },
    fundUsePlan: {
      production: 'Twenty new looms, a natural-dye garden and workshop, and a sewing room.',
      marketing: 'Product photography, the online store, and trade fairs in Jakarta and Tokyo.',
      operations: 'Weavers’ wages during the expansion and training for new apprentices.',
      reserve: 'Working capital for yarn purchases and slow-paying wholesale orders.',
    },
    projectedROI: '18–22% per year over two years, from wholesale and online sales.',
    risks: [
      'Demand for handmade textiles can swing with fashion trends.',
      'Export orders depend on consistent quality across many weavers.',
      'Shipping costs from Lombok can rise faster than prices.',
    ],
    image: '/images/crowdfunding/tenun-lestari-lombok.webp',
  },
  {
    id: 'project-004',
    slug: 'air-bersih-pesisir-demak',
    name: 'Air Bersih Pesisir: Clean Water Kiosks for Coastal Villages',
    location: 'Demak, Jawa Tengah',
    industry: 'Water & Sanitation',
    targetFunding: 600_000_000,
    raisedFunding: 258_000_000,
    daysLeft: 38,
    description:
      'Twelve water kiosks that turn brackish groundwater into safe drinking water for coastal villages at half the price of bottled water.',
    businessDescription: [
      'Seawater intrusion and land subsidence along the north coast of Central Java have made groundwater in many villages too salty to drink. Families spend a large share of their income on refill water of uncertain quality or on bottled water.',
      'Air Bersih Pesisir installs solar-assisted reverse-osmosis kiosks run by local women entrepreneurs, who sell tested drinking water by the gallon at about half the price of bottled water. Each kiosk serves 300 to 400 households and is tested monthly by an accredited laboratory.',
      'Four kiosks have operated since 2024; this round funds twelve more in Demak and Jepara, together with a central maintenance workshop.',
    ],
    founder: {
      name: 'Ahmad Zainuri',
      role: 'Founder & Managing Director',
      bio: 'Ahmad is an environmental engineer from Demak who spent a decade with a regional water utility before founding Air Bersih Pesisir to serve villages the piped network does not reach.',
    },
    team: [
      { name: 'Nurul Hidayah Kusuma', role: 'Water Quality Engineer' },
      { name: 'Heru Santoso Wibowo', role: 'Operations and Maintenance Lead' },
    ],
    fundingBreakdown: { production: 60, marketing: 10, operations: 20, reserve: 10 },
    fundUsePlan: {
      production: 'Reverse-osmosis units, solar panels, storage tanks and kiosk buildings.',
      marketing: 'Village launches, hygiene education and signage.',
      operations: 'Training kiosk operators, laboratory testing and the maintenance workshop.',
      reserve: 'Replacement membranes and emergency repairs.',
    },
    projectedROI: '10–13% per year from water sales over a four-year term.',
    risks: [
      'Flooding can damage kiosks in low-lying villages.',
      'Membrane wear depends on how salty the groundwater becomes.',
      'Sales depend on households switching from familiar refill sellers.',
    ],
    image: '/images/crowdfunding/air-bersih-pesisir-demak.webp',
  },
  {
    id: 'project-005',
    slug: 'rumah-bolon-stay-samosir',
    name: 'Rumah Bolon Stay: Community Homestays on Samosir',
    location: 'Samosir, Sumatera Utara',
    industry: 'Tourism & Hospitality',
    targetFunding: 520_000_000,
    raisedFunding: 405_600_000,
    daysLeft: 17,
    description:
      'Restoring six traditional Batak houses on Lake Toba as family-run homestays, with a shared booking platform and cultural programme.',
    businessDescription: [
      'Lake Toba is one of Indonesia’s priority tourism destinations, but much of the new visitor spending goes to hotels owned outside Samosir. Meanwhile, many traditional rumah bolon houses stand empty and deteriorating.',
      'Rumah Bolon Stay restores traditional houses in partnership with the families who own them, fitting each with modern bathrooms while keeping its structure and carvings. Families host guests and cook for them, and the company handles bookings, training, quality standards and marketing for a share of the room revenue.',
      'Two restored houses have welcomed guests since 2024 with average ratings above 4.8 out of 5; this round funds six more in two villages and a small cultural centre for weaving and music workshops.',
    ],
    founder: {
      name: 'Togar Parulian Manurung',
      role: 'Founder & Chief Executive Officer',
      bio: 'Togar was born in Tomok and managed hotels in Medan and Bali for fifteen years before coming home to build a tourism business that keeps its revenue on the island.',
    },
    team: [
      { name: 'Debora Sianturi', role: 'Guest Experience Manager' },
      { name: 'Roy Halomoan Sidabutar', role: 'Finance and Bookings Manager' },
    ],
    fundingBreakdown: { production: 50, marketing: 25, operations: 15, reserve: 10 },
    fundUsePlan: {
      production: 'Restoration of six houses, new bathrooms, furnishing and the cultural centre.',
      marketing: 'The booking platform, photography and partnerships with tour operators.',
      operations: 'Hospitality training for host families and the operations team’s wages.',
      reserve: 'Maintenance and a buffer for the rainy season, when bookings fall.',
    },
    projectedROI: '14–18% per year from room revenue over a three-year term.',
    risks: [
      'Tourist numbers fluctuate with the season, the economy and flight connections.',
      'Restoring old timber houses can reveal unexpected repair costs.',
      'Service quality depends on training and retaining host families.',
    ],
    image: '/images/crowdfunding/rumah-bolon-stay-samosir.webp',
  },
] satisfies CrowdfundingProjectInput[];
