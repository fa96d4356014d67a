import type { NewsItemInput } from '../schemas/news';

/**
 * The newsroom's sample items across 2024–2026: two outlet stories with links to the original, the
 * rest the association's own ('Internal'); some signed, some not; key highlights on some.
 */
export const NEWS_CONTENT = [
  {
    id: 'news-001',
    slug: 'nusantara-ceo-summit-2027-announced',
    headline: 'Nusantara CEO Network Announces the Nusantara CEO Summit 2027 in Jakarta',
    category: 'Press Release',
    excerpt:
      'The network’s flagship summit returns to Jakarta on 15 April 2027, with five hundred leaders expected and a new focus on growth beyond Java.',
    publishedAt: '2026-10-20',
    author: 'Rizky Amalia Putri',
    source: 'Internal',
    coverImage: '/images/news/nusantara-ceo-summit-2027-announced.webp',
    keyHighlights: [
      'The summit takes place on 15 April 2027 at the Grand Cakrawala Convention Hall, Jakarta.',
      'Up to 500 directors, commissioners and founders from all provincial chapters are expected.',
      'Members receive priority seating and a 20% discount on the delegate fee.',
    ],
    status: 'published',
    metaTitle: 'Nusantara CEO Summit 2027 announced for 15 April in Jakarta',
    metaDescription:
      'The Nusantara CEO Network’s flagship summit returns to Jakarta on 15 April 2027 with 500 leaders expected and a focus on growth beyond Java.',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'JAKARTA — The Nusantara CEO Network today announced that its annual flagship summit will take place on Thursday, 15 April 2027, at the Grand Cakrawala Convention Hall in Jakarta. The 2027 edition, held in the network’s tenth anniversary year, will focus on building Indonesia’s next generation of national champions outside Java.',
        },
        {
          type: 'highlight',
          content:
            '“Ten years ago a few dozen of us met in a hotel meeting room. Next April we expect five hundred leaders from every province. The question now is what we build together in the next ten years.” — Wisnu Hadinoto Prakoso, Ketua Umum',
        },
        { type: 'heading', content: 'Programme' },
        {
          type: 'paragraph',
          content:
            'The one-day programme includes keynotes on the economic outlook, panels on regional champions and infrastructure financing, a fireside chat on artificial intelligence in the boardroom, and three breakout tracks. The day closes with the Summit Declaration, a set of pledges on which members will report at the 2028 summit.',
        },
        {
          type: 'list',
          content: 'The afternoon breakout tracks are:',
          items: [
            'Energy transition in industry',
            'Food security and smallholder supply chains',
            'The digital economy beyond the big cities',
          ],
        },
        {
          type: 'paragraph',
          content:
            'Registration is now open on the network’s website. Members receive priority seating and a discount on the delegate fee; registration closes on 8 April 2027 or when all seats are taken.',
        },
      ],
    },
  },
  {
    id: 'news-002',
    slug: 'central-leadership-2025-2030-inaugurated',
    headline: 'Central Leadership for the 2025–2030 Term Inaugurated',
    category: 'Org Updates',
    excerpt:
      'The new central board, supervisory and advisory councils and 25 working fields were formally installed at a ceremony in Jakarta.',
    publishedAt: '2025-01-15',
    source: 'Internal',
    coverImage: '/images/news/central-leadership-2025-2030-inaugurated.webp',
    keyHighlights: [
      'Wisnu Hadinoto Prakoso leads the network as Ketua Umum for 2025–2030.',
      'The number of working fields (bidang) grows from 18 to 25.',
      'New fields cover renewable energy, women’s empowerment and young CEOs.',
    ],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'The Nusantara CEO Network formally installed its central leadership for the 2025–2030 term at a ceremony in Jakarta attended by representatives of all 34 provincial chapters and seven international boards.',
        },
        {
          type: 'paragraph',
          content:
            'Wisnu Hadinoto Prakoso was installed as Ketua Umum, together with the Wakil Ketua Umum, Sekretaris Jenderal and Bendahara Umum. The Dewan Pembina, Dewan Pengawas and Dewan Pakar were also inaugurated.',
        },
        { type: 'heading', content: 'Twenty-five working fields' },
        {
          type: 'paragraph',
          content:
            'The new structure expands the network’s working fields from 18 to 25. Each field is led by one or more chairs drawn from member companies and will publish a work plan within its first hundred days.',
        },
        {
          type: 'list',
          items: [
            'Bidang Energi Baru & Terbarukan',
            'Bidang Pemberdayaan Perempuan',
            'Bidang Kepemudaan & CEO Muda',
            'Bidang Riset & Kajian Kebijakan',
          ],
        },
        {
          type: 'highlight',
          content:
            'The full composition of the central leadership is published on the Our Team page of the network’s website.',
        },
      ],
    },
  },
  {
    id: 'news-003',
    slug: 'sustainable-tourism-conference-ends-with-41-pledges',
    headline: 'Sustainable Tourism Leadership Conference Ends with 41 Member Pledges',
    category: 'Event Recap',
    excerpt:
      'Two hundred and thirty-eight delegates met in Nusa Dua, visited two member resorts and signed measurable commitments on water, waste and local hiring.',
    publishedAt: '2026-08-24',
    author: 'Rizky Amalia Putri',
    source: 'Internal',
    coverImage: '/images/news/sustainable-tourism-conference-ends-with-41-pledges.webp',
    keyHighlights: [
      '238 delegates from Bali, Nusa Tenggara and beyond took part.',
      '41 member companies signed the Nusa Dua Commitments.',
      'Progress on the commitments will be published every year.',
    ],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'NUSA DUA — The network’s Sustainable Tourism Leadership Conference closed on 20 August with 41 member companies signing the Nusa Dua Commitments, a set of measurable pledges on water use, waste, local purchasing and local hiring.',
        },
        {
          type: 'image',
          src: '/images/news/sustainable-tourism-conference-ends-with-41-pledges-figure.webp',
          imageAlt: 'Silhouettes of delegates in a conference hall facing a stage lit in warm gold',
          caption: 'Delegates at the opening keynote in Nusa Dua.',
        },
        { type: 'heading', content: 'From discussion to commitments' },
        {
          type: 'paragraph',
          content:
            'Delegates heard from resort owners who have cut water use by more than a third, and from community tourism operators in Lombok and Flores. In the afternoon they visited two member properties to see the changes in practice.',
        },
        {
          type: 'list',
          content: 'Signatories to the Nusa Dua Commitments pledge to:',
          items: [
            'Reduce water use per guest night by 25 percent by 2029.',
            'Send no more than half of their waste to landfill by 2028.',
            'Buy at least half of their food from producers in their own province.',
            'Fill at least 70 percent of positions with local staff.',
          ],
        },
        {
          type: 'highlight',
          content:
            'Members who missed the conference can request the presentations from the secretariat.',
        },
      ],
    },
  },
  {
    id: 'news-004',
    slug: 'member-survey-business-confidence-holds-steady',
    headline: 'Member Survey: Business Confidence Holds Steady Despite Softer Demand',
    category: 'Policy & Economy',
    excerpt:
      'The network’s semi-annual survey of 1,140 members finds investment plans intact, with hiring intentions strongest in Sulawesi and Kalimantan.',
    publishedAt: '2025-09-30',
    author: 'Hapsari Dwi Anggraeni',
    source: 'Internal',
    coverImage: '/images/news/member-survey-business-confidence-holds-steady.webp',
    keyHighlights: [
      '62% of members plan to keep or raise investment over the next twelve months.',
      'Hiring intentions are strongest in Sulawesi and Kalimantan.',
      'Financing costs and permits remain the most cited obstacles.',
    ],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'Business confidence among the network’s members held steady in the third quarter, according to the semi-annual member survey, which collected responses from 1,140 directors and commissioners between 1 and 19 September.',
        },
        {
          type: 'highlight',
          content:
            '62 percent of respondents plan to keep or raise investment over the next twelve months, unchanged from the March survey.',
        },
        { type: 'heading', content: 'Regional differences' },
        {
          type: 'paragraph',
          content:
            'Members outside Java were more optimistic than those in Java. Hiring intentions were strongest in Sulawesi and Kalimantan, driven by processing industries, construction and logistics. Consumer-facing businesses in Java reported softer demand in the middle of the year.',
        },
        {
          type: 'list',
          content: 'The obstacles members cited most often were:',
          items: [
            'The cost of financing (48 percent)',
            'Permits and regulatory uncertainty (41 percent)',
            'Finding skilled workers (33 percent)',
            'Logistics costs between islands (29 percent)',
          ],
        },
        {
          type: 'paragraph',
          content:
            'The full report, including results by province and industry, is available to members through the secretariat. The next survey will be conducted in March.',
        },
      ],
    },
  },
  {
    id: 'news-005',
    slug: 'warta-bisnis-regional-ceos-bet-on-eastern-indonesia',
    headline: 'Warta Bisnis Nusantara: Why Regional CEOs Are Betting on Eastern Indonesia',
    category: 'Media Coverage',
    excerpt:
      'A business daily reports on how members of the network are building ports, processing plants and tourism ventures from Makassar to Maluku.',
    publishedAt: '2026-06-18',
    author: 'Dimas Aryo Nugroho',
    source: 'Warta Bisnis Nusantara',
    sourceUrl: 'https://www.wartabisnis.example/2026/06/18/regional-ceos-eastern-indonesia',
    coverImage: '/images/news/warta-bisnis-regional-ceos-bet-on-eastern-indonesia.webp',
    status: 'published',
    metaTitle: 'Why regional CEOs are betting on eastern Indonesia — Warta Bisnis Nusantara',
    metaDescription:
      'Warta Bisnis Nusantara reports on Nusantara CEO Network members investing in ports, processing and tourism across eastern Indonesia.',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'In a feature published this week, the business daily Warta Bisnis Nusantara looks at a growing group of entrepreneurs investing in eastern Indonesia, several of them members of the network’s chapters in Sulawesi and Maluku.',
        },
        {
          type: 'paragraph',
          content:
            'The article follows a shipping company in Makassar adding feeder routes to Maluku, a fish processor in Ambon that now exports to Japan, and a community tourism venture in the Banda Islands. It also describes the network’s investor matchmaking sessions, which have connected more than forty eastern companies with financiers since 2024.',
        },
        {
          type: 'highlight',
          content:
            'The network’s Eastern Indonesia Investment Forum returns to Makassar on 10 June 2027.',
        },
        {
          type: 'paragraph',
          content:
            'The full article is available on the publisher’s website through the link on this page.',
        },
      ],
    },
  },
  {
    id: 'news-006',
    slug: 'kabar-ekonomi-profiles-scholarship-programme',
    headline: 'Kabar Ekonomi Harian Profiles the Network’s Scholarship Programme',
    category: 'Media Coverage',
    excerpt:
      'The newspaper follows three scholarship recipients from their villages to university and their first jobs at member companies.',
    publishedAt: '2024-11-05',
    source: 'Kabar Ekonomi Harian',
    sourceUrl: 'https://kabarekonomi.example/sosial/2024/11/beasiswa-ceo-nusantara',
    coverImage: '/images/news/kabar-ekonomi-profiles-scholarship-programme.webp',
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'Kabar Ekonomi Harian has published a profile of the network’s scholarship programme, which has supported close to two thousand students since 2017.',
        },
        {
          type: 'paragraph',
          content:
            'The story follows three recipients: a nursing student from Sumba, an engineering graduate from Pontianak now working at a renewable energy company, and an accounting student from Ternate. All three credit their mentors from member companies with keeping them in university.',
        },
        { type: 'heading', content: 'Mentoring beyond tuition fees' },
        {
          type: 'paragraph',
          content:
            'The newspaper highlights the programme’s combination of tuition support, monthly mentoring and holiday internships, which the foundation introduced after early dropout rates proved too high.',
        },
      ],
    },
  },
  {
    id: 'news-007',
    slug: 'members-gathering-2024-surabaya',
    headline: 'Members’ Gathering 2024 Brings Six Hundred Leaders to Surabaya',
    category: 'Event Recap',
    excerpt:
      'The network’s mid-year gathering combined a business forum, a batik and culinary night and the launch of a new mentoring programme for young CEOs.',
    publishedAt: '2024-07-22',
    source: 'Internal',
    coverImage: '/images/news/members-gathering-2024-surabaya.webp',
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'SURABAYA — More than six hundred members and guests gathered in Surabaya on 18 and 19 July for the network’s annual mid-year gathering, hosted by the East Java chapter.',
        },
        {
          type: 'image',
          src: '/images/news/members-gathering-2024-surabaya-figure.webp',
          imageAlt: 'Silhouettes of guests around round banquet tables under warm hanging lights',
          caption: 'The batik and culinary night on the first evening.',
        },
        { type: 'heading', content: 'A new programme for young leaders' },
        {
          type: 'paragraph',
          content:
            'The gathering saw the launch of CEO Muda, a mentoring programme that pairs founders under 35 with experienced members for a year. Sixty pairs were matched in its first intake.',
        },
        {
          type: 'list',
          content: 'Other highlights of the two days included:',
          items: [
            'A business forum on East Java’s manufacturing and export outlook',
            'Visits to member factories in Sidoarjo and Gresik',
            'A batik and culinary night showcasing East Java’s regional cuisines',
          ],
        },
      ],
    },
  },
  {
    id: 'news-008',
    slug: 'network-welcomes-its-2500th-member',
    headline: 'Nusantara CEO Network Welcomes Its 2,500th Member',
    category: 'Press Release',
    excerpt:
      'Membership has grown fivefold since 2019, with the fastest growth in Sumatra, Sulawesi and among women-led companies.',
    publishedAt: '2024-03-12',
    source: 'Internal',
    coverImage: '/images/news/network-welcomes-its-2500th-member.webp',
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'JAKARTA — The Nusantara CEO Network has welcomed its 2,500th member, eight years after it was founded as an informal circle of company directors in 2016.',
        },
        {
          type: 'highlight',
          content: 'Membership has grown fivefold since 2019, to 2,500 leaders in 34 provinces.',
        },
        {
          type: 'paragraph',
          content:
            'Growth has been fastest outside Java, particularly in Sumatra and Sulawesi, and among companies led by women, who now make up almost a third of new members. The network expects to reach 3,000 members by the end of the year.',
        },
        { type: 'heading', content: 'About the Nusantara CEO Network' },
        {
          type: 'paragraph',
          content:
            'The Nusantara CEO Network (Yayasan Jejaring CEO Nusantara) is a foundation of company directors and commissioners from every province of Indonesia, working together for a better Indonesia through knowledge sharing, business partnerships and community programmes.',
        },
      ],
    },
  },
] satisfies NewsItemInput[];
