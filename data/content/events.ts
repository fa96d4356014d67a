import type { EventInput } from '../schemas/events';

/**
 * The six sample events, one per city. Their states are chosen so every branch of the events pages
 * can be seen: the Yogyakarta workshop is full, the Surabaya roundtable has three spots left and no
 * speakers, Bali and Medan are past.
 */
export const EVENT_CONTENT = [
  {
    id: 'event-001',
    slug: 'nusantara-ceo-summit-2027',
    title: 'Nusantara CEO Summit 2027',
    category: 'Conference',
    date: '2027-04-15',
    time: '07:30 – 18:00 WIB',
    location: {
      city: 'Jakarta',
      venue: 'Grand Cakrawala Convention Hall',
      address: 'Jl. Jenderal Gatot Subroto Kav. 52, Jakarta Selatan 12950',
    },
    shortDescription:
      'The network’s flagship annual gathering: five hundred directors and commissioners on growth beyond Java, the energy transition and leadership in the age of AI.',
    overview: [
      'The Nusantara CEO Summit is the network’s largest gathering of the year, bringing together directors, commissioners and founders from all 34 provincial chapters and seven international boards. The 2027 edition asks a single question: what will it take for Indonesia’s next generation of national champions to grow from every island, not only from Java?',
      'Over one day of keynotes, panels and breakout sessions, speakers from finance, energy, logistics, technology and agriculture will share what has worked in their own companies, where regulation helps and hinders, and which partnerships have moved the needle. Each session is designed to end with concrete commitments rather than slogans.',
      'The afternoon breakout tracks cover the energy transition in industry, food security and smallholder supply chains, and the digital economy outside the big cities. The day closes with the Summit Declaration, a short list of pledges that members will report on at the 2028 summit, followed by a networking reception.',
    ],
    agenda: [
      { time: '07:30', session: 'Registration and networking breakfast' },
      {
        time: '08:30',
        session: 'Opening remarks: Ten years of the Nusantara CEO Network',
        speaker: 'Wisnu Hadinoto Prakoso',
      },
      {
        time: '09:00',
        session: 'Keynote: Indonesia’s economy in 2027 and the decade ahead',
        speaker: 'Bramantyo Adiwibowo',
      },
      {
        time: '09:45',
        session: 'Panel: Building national champions beyond Java',
        speaker: 'Larasati Widjanarko',
      },
      { time: '11:00', session: 'Coffee break and partner showcase' },
      {
        time: '11:20',
        session: 'Fireside chat: AI in the boardroom, from pilots to profit',
        speaker: 'Adhitya Nugraha Saputro',
      },
      { time: '12:15', session: 'Networking lunch' },
      {
        time: '13:30',
        session: 'Breakout tracks: energy transition, food security, digital economy',
      },
      {
        time: '15:00',
        session: 'Panel: Financing infrastructure in the regions',
        speaker: 'Bonar Hutapea',
      },
      {
        time: '16:00',
        session: 'Closing keynote: Sustainable growth that communities can feel',
        speaker: 'Ni Luh Putu Ariani',
      },
      { time: '16:45', session: 'Summit Declaration and closing remarks' },
      { time: '17:00', session: 'Networking reception' },
    ],
    speakers: [
      {
        name: 'Wisnu Hadinoto Prakoso',
        title: 'Ketua Umum',
        company: 'Nusantara CEO Network',
      },
      {
        name: 'Bramantyo Adiwibowo',
        title: 'Chief Economist',
        company: 'Sentana Economic Research Institute',
      },
      {
        name: 'Larasati Widjanarko',
        title: 'Managing Partner',
        company: 'Widjanarko & Rekan Strategy Advisors',
      },
      {
        name: 'Adhitya Nugraha Saputro',
        title: 'Chief Executive Officer',
        company: 'PT Nusa Data Cerdas',
      },
      {
        name: 'Bonar Hutapea',
        title: 'President Director',
        company: 'PT Toba Infrastruktur Mandiri',
      },
      {
        name: 'Ni Luh Putu Ariani',
        title: 'Chief Sustainability Officer',
        company: 'PT Segara Niaga Nusantara',
      },
    ],
    notes: [
      'Business attire is requested for the whole day.',
      'Registration closes on 8 April 2027, or earlier if all seats are taken.',
      'Members of the Nusantara CEO Network receive priority seating and a 20% discount on the delegate fee.',
      'Please bring the e-ticket QR code sent with your confirmation; badges are printed on arrival.',
      'Parking is available in the venue basement (levels P2 to P4).',
    ],
    capacity: 500,
    registeredCount: 312,
    status: 'upcoming',
    image: '/images/events/nusantara-ceo-summit-2027.webp',
  },
  {
    id: 'event-002',
    slug: 'family-business-succession-roundtable-surabaya',
    title: 'Family Business Succession Roundtable',
    category: 'Roundtable',
    date: '2026-12-10',
    time: '15:00 – 18:30 WIB',
    location: {
      city: 'Surabaya',
      venue: 'Kertajaya Room, Hotel Arjuna Surabaya',
      address: 'Jl. Raya Darmo No. 118, Surabaya 60264',
    },
    shortDescription:
      'A closed-door conversation for owners and successors of family companies on handing over leadership without losing the business or the family.',
    overview: [
      'Most of East Java’s largest private companies are still owned and run by families, and many of them will change hands within the next decade. This roundtable gives thirty owners, successors and independent commissioners a confidential space to talk honestly about succession: when to start, how to prepare the next generation, and how to bring professional managers in without losing what made the company succeed.',
      'The discussion runs under the Chatham House Rule and is facilitated by the network’s Surabaya chapter. There are no presentations; each of the three rounds opens with a short case drawn from a member company, shared with its permission and stripped of identifying detail.',
      'Participants leave with a practical checklist for a family constitution, a shortlist of governance questions to raise at their next board meeting, and a small group of peers to keep the conversation going.',
    ],
    agenda: [
      { time: '15:00', session: 'Arrival, coffee and introductions' },
      { time: '15:30', session: 'Round one: When is the right time to start a succession plan?' },
      { time: '16:15', session: 'Round two: Preparing successors inside and outside the family' },
      { time: '17:00', session: 'Break' },
      {
        time: '17:15',
        session: 'Round three: Family constitutions, boards and professional managers',
      },
      { time: '18:00', session: 'Commitments and closing dinner' },
    ],
    speakers: [],
    notes: [
      'Seats are limited to owners, successors and commissioners of family-owned companies.',
      'The discussion follows the Chatham House Rule; recording is not permitted.',
      'Dinner is served after the roundtable; please tell us about any dietary requirements when you register.',
    ],
    capacity: 30,
    registeredCount: 27,
    status: 'upcoming',
    image: '/images/events/family-business-succession-roundtable-surabaya.webp',
  },
  {
    id: 'event-003',
    slug: 'digital-transformation-masterclass-yogyakarta',
    title: 'Digital Transformation Masterclass for Directors',
    category: 'Workshop',
    date: '2027-01-16',
    time: '08:30 – 16:30 WIB',
    location: {
      city: 'Yogyakarta',
      venue: 'Omah Cendekia Learning Centre',
      address: 'Jl. Kaliurang Km 7.5, Sleman, Daerah Istimewa Yogyakarta 55581',
    },
    shortDescription:
      'A hands-on one-day workshop for directors who must decide which digital projects to fund, which to stop, and how to measure the difference.',
    overview: [
      'Digital projects now take a large share of every company’s investment budget, yet many boards still approve them on trust. This masterclass gives directors and commissioners the tools to ask better questions: what problem a project solves, how its value will be measured, and what must change in the organisation for the technology to pay off.',
      'The day is built around exercises rather than lectures. In small groups, participants review three real project proposals, rebuild a business case, and practise steering-committee decisions on a project that is running late and over budget.',
      'Numbers are capped at twenty-five so that every participant gets individual feedback from the facilitators, both of whom have led large transformation programmes in Indonesian companies.',
    ],
    agenda: [
      { time: '08:30', session: 'Welcome and the state of digital investment in Indonesia' },
      {
        time: '09:00',
        session: 'Exercise: What problem is this project really solving?',
        speaker: 'Rengganis Setyaningrum',
      },
      { time: '10:30', session: 'Break' },
      {
        time: '10:45',
        session: 'Building a business case a board can test',
        speaker: 'Danang Prakoso Adi',
      },
      { time: '12:00', session: 'Lunch' },
      {
        time: '13:00',
        session: 'Simulation: Steering a project that is late and over budget',
        speaker: 'Rengganis Setyaningrum',
      },
      {
        time: '15:00',
        session: 'Data, security and the questions every director should ask',
        speaker: 'Danang Prakoso Adi',
      },
      { time: '16:00', session: 'Personal action plans and close' },
    ],
    speakers: [
      {
        name: 'Rengganis Setyaningrum',
        title: 'Former Chief Digital Officer',
        company: 'PT Bank Pesisir Sejahtera',
      },
      {
        name: 'Danang Prakoso Adi',
        title: 'Partner, Technology Advisory',
        company: 'Adi Wirawan Consulting',
      },
    ],
    notes: [
      'Please bring a laptop or tablet; exercise materials are shared on the day.',
      'The workshop is limited to 25 participants to keep the groups small.',
      'Lunch and two coffee breaks are included.',
    ],
    capacity: 25,
    registeredCount: 25,
    status: 'upcoming',
    image: '/images/events/digital-transformation-masterclass-yogyakarta.webp',
  },
  {
    id: 'event-004',
    slug: 'eastern-indonesia-investment-forum-2027',
    title: 'Eastern Indonesia Investment Forum 2027',
    category: 'Seminar',
    date: '2027-06-10',
    time: '09:00 – 15:30 WIB',
    location: {
      city: 'Makassar',
      venue: 'Losari Bay Convention Centre',
      address: 'Jl. Penghibur No. 20, Makassar, Sulawesi Selatan 90111',
    },
    shortDescription:
      'Investors, regional leaders and entrepreneurs on the opportunities in ports, fisheries, downstream minerals and tourism across eastern Indonesia.',
    overview: [
      'Eastern Indonesia holds much of the country’s fisheries, minerals and natural beauty, yet it attracts a small share of private investment. This seminar brings together investors, bankers, regional development agencies and entrepreneurs from Sulawesi, Maluku, Nusa Tenggara and Papua to look at where the real opportunities lie and what still stands in the way.',
      'Sessions cover port and inter-island shipping capacity, the downstream processing of nickel and fisheries products, and community-based tourism. Each is presented by someone who has built or financed a business in the region, followed by questions from the floor.',
      'The afternoon matchmaking session pairs investors with a curated group of twenty companies from the network’s eastern chapters that are ready to raise capital or find partners.',
    ],
    agenda: [
      { time: '09:00', session: 'Registration and coffee' },
      {
        time: '09:30',
        session: 'Opening: Why the East, why now',
        speaker: 'Andi Besse Tenriola',
      },
      {
        time: '10:00',
        session: 'Ports and shipping: lowering the cost of moving goods between islands',
        speaker: 'Syamsuddin Latif',
      },
      {
        time: '11:00',
        session: 'From raw ore and fresh catch to processed exports',
        speaker: 'Irwan Sangaji',
      },
      { time: '12:00', session: 'Lunch' },
      {
        time: '13:00',
        session: 'Tourism that stays in the community',
        speaker: 'Ronald Tuhumury',
      },
      { time: '14:00', session: 'Investor matchmaking sessions' },
      { time: '15:15', session: 'Closing remarks' },
    ],
    speakers: [
      {
        name: 'Andi Besse Tenriola',
        title: 'Ketua Provinsi Sulawesi Selatan',
        company: 'Nusantara CEO Network',
      },
      {
        name: 'Syamsuddin Latif',
        title: 'President Director',
        company: 'PT Pelayaran Bahari Timur',
      },
      {
        name: 'Irwan Sangaji',
        title: 'Chief Executive Officer',
        company: 'PT Halmahera Mineral Olahan',
      },
      {
        name: 'Ronald Tuhumury',
        title: 'Founder',
        company: 'Banda Heritage Journeys',
      },
    ],
    notes: [
      'The matchmaking session is open to registered investors and pre-selected companies only.',
      'Simultaneous interpretation between Bahasa Indonesia and English is available.',
      'Members receive a 20% discount on the seminar fee.',
    ],
    capacity: 150,
    registeredCount: 96,
    status: 'upcoming',
    image: '/images/events/eastern-indonesia-investment-forum-2027.webp',
  },
  {
    id: 'event-005',
    slug: 'bali-sustainable-tourism-leadership-conference-2026',
    title: 'Sustainable Tourism Leadership Conference 2026',
    category: 'Conference',
    date: '2026-08-20',
    time: '08:00 – 17:00 WIB',
    location: {
      city: 'Bali',
      venue: 'Nusa Dua Bay Convention Hall',
      address: 'Kawasan Pariwisata Nusa Dua Lot 7, Badung, Bali 80363',
    },
    shortDescription:
      'Hotel owners, tour operators and regional leaders on growing tourism while protecting the water, culture and communities it depends on.',
    overview: [
      'Tourism has returned to Bali and Nusa Tenggara in force, and with it the old questions about water, waste, land and who benefits. This conference brought together 250 hotel owners, tour operators, investors and village leaders to share what responsible growth looks like in practice.',
      'Sessions covered water stewardship for resorts, community-owned tourism in Lombok and Flores, and how to price sustainability into a holiday without losing guests. Delegates visited two member properties that have cut water use by more than a third.',
      'The conference ended with the Nusa Dua Commitments, a set of measurable pledges signed by 41 member companies, whose progress the network will publish each year.',
    ],
    agenda: [
      { time: '08:00', session: 'Registration' },
      {
        time: '08:45',
        session: 'Opening keynote: Tourism that gives back more than it takes',
        speaker: 'I Gede Artha Wibawa',
      },
      {
        time: '09:45',
        session: 'Water stewardship for hotels and resorts',
        speaker: 'Komang Ayu Saraswati',
      },
      { time: '11:00', session: 'Coffee break' },
      {
        time: '11:15',
        session: 'Community-owned tourism in Lombok and Flores',
        speaker: 'Lalu Ahmad Fathurrahman',
      },
      { time: '12:30', session: 'Lunch' },
      { time: '13:30', session: 'Site visits to two member properties' },
      {
        time: '15:30',
        session: 'Panel: Pricing sustainability into the guest experience',
        speaker: 'Maria Goreti Nahak',
      },
      { time: '16:30', session: 'Signing of the Nusa Dua Commitments' },
    ],
    speakers: [
      {
        name: 'I Gede Artha Wibawa',
        title: 'Chairman',
        company: 'Bali Hospitality Owners Circle',
      },
      {
        name: 'Komang Ayu Saraswati',
        title: 'Director of Sustainability',
        company: 'PT Uluwatu Resort Group',
      },
      {
        name: 'Lalu Ahmad Fathurrahman',
        title: 'Founder',
        company: 'Rinjani Community Travel',
      },
      {
        name: 'Maria Goreti Nahak',
        title: 'Chief Executive Officer',
        company: 'PT Flores Ekowisata Mandiri',
      },
    ],
    notes: [
      'Site visits required closed shoes and a hat.',
      'Presentations and the Nusa Dua Commitments are available to members on request from the secretariat.',
    ],
    capacity: 250,
    registeredCount: 238,
    status: 'past',
    image: '/images/events/bali-sustainable-tourism-leadership-conference-2026.webp',
  },
  {
    id: 'event-006',
    slug: 'export-readiness-workshop-medan',
    title: 'Export Readiness Workshop: From Plantation to Global Buyer',
    category: 'Workshop',
    date: '2026-06-11',
    time: '09:00 – 16:00 WIB',
    location: {
      city: 'Medan',
      venue: 'Graha Kesawan Business Centre',
      address: 'Jl. Ahmad Yani No. 41, Kesawan, Medan, Sumatera Utara 20111',
    },
    shortDescription:
      'A practical workshop for North Sumatran producers of coffee, spices and processed foods preparing their first or next export contract.',
    overview: [
      'North Sumatra grows some of the world’s most sought-after coffee, cinnamon and palm products, but many producers still sell through several layers of traders. This workshop helped 80 owners and managers understand what it takes to sell directly to foreign buyers.',
      'Facilitators walked participants through buyer requirements in the main export markets, certification and traceability, export financing and letters of credit, and the paperwork of shipping from Belawan. Each participant left with a written export-readiness assessment of their own company.',
    ],
    agenda: [
      { time: '09:00', session: 'Welcome and the export landscape for North Sumatra' },
      {
        time: '09:30',
        session: 'What foreign buyers ask for: quality, certification and traceability',
        speaker: 'Dameria Hasibuan',
      },
      { time: '11:00', session: 'Break' },
      {
        time: '11:15',
        session: 'Export financing, letters of credit and managing currency risk',
        speaker: 'Parlindungan Sihombing',
      },
      { time: '12:30', session: 'Lunch' },
      {
        time: '13:30',
        session: 'From warehouse to Belawan: documents, customs and shipping',
        speaker: 'Hendri Lim',
      },
      { time: '15:00', session: 'One-to-one export readiness assessments' },
    ],
    speakers: [
      {
        name: 'Parlindungan Sihombing',
        title: 'Head of Trade Finance, Medan Region',
        company: 'PT Bank Pesisir Sejahtera',
      },
      {
        name: 'Dameria Hasibuan',
        title: 'Managing Director',
        company: 'PT Kopi Dataran Tinggi Sumatera',
      },
      {
        name: 'Hendri Lim',
        title: 'Operations Director',
        company: 'PT Belawan Freight Services',
      },
    ],
    notes: [
      'Participants received a workbook and an export-readiness assessment template.',
      'A follow-up clinic for participants was held online one month after the workshop.',
    ],
    capacity: 80,
    // Not full: a past event is 'Registration Closed' under any reading of the spec, and a full
    // past event would make 'Event Full' and 'Registration Closed' both arguable.
    registeredCount: 74,
    status: 'past',
    image: '/images/events/export-readiness-workshop-medan.webp',
  },
] satisfies EventInput[];
