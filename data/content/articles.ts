import type { ArticleAuthorInput, ArticleInput } from '../schemas/articles';

const YUDHISTIRA: ArticleAuthorInput = {
  name: 'Yudhistira Haryo Sasongko',
  role: 'Senior Partner',
  company: 'Sasongko Governance Advisory',
  avatar: '/images/authors/yudhistira-haryo-sasongko.webp',
  bio: 'Yudhistira has advised boards of listed and family-owned companies on governance and succession for more than twenty years. He sits on the network’s Dewan Pakar and teaches corporate governance to new commissioners.',
};

const HAPSARI: ArticleAuthorInput = {
  name: 'Hapsari Dwi Anggraeni',
  role: 'Head of Research',
  company: 'Nusantara CEO Network',
  avatar: '/images/authors/hapsari-dwi-anggraeni.webp',
  bio: 'Hapsari leads the network’s research desk, which surveys members twice a year on investment plans, hiring and business conditions across the provinces. She previously worked as a strategy consultant in Jakarta and Singapore.',
};

const KEVIN: ArticleAuthorInput = {
  name: 'Kevin Aditya Halim',
  role: 'Chief Technology Officer',
  company: 'PT Nusa Data Cerdas',
  avatar: '/images/authors/kevin-aditya-halim.webp',
  bio: 'Kevin builds data and machine-learning platforms for banks, retailers and manufacturers. Before joining Nusa Data Cerdas he led engineering teams at two Indonesian technology companies.',
};

const CUT_INTAN: ArticleAuthorInput = {
  name: 'Cut Intan Maulida',
  role: 'Senior Economist',
  company: 'Serambi Institute for Economic Studies',
  avatar: '/images/authors/cut-intan-maulida.webp',
  bio: 'Cut Intan researches industrial policy, trade and regional development. Her work on manufacturing value chains has been presented to business associations and provincial planning agencies across Sumatra and Sulawesi.',
};

const NYOMAN: ArticleAuthorInput = {
  name: 'Nyoman Sudarsana',
  role: 'Programme Director',
  company: 'Nusantara CEO Network',
  avatar: '/images/authors/nyoman-sudarsana.webp',
  bio: 'Nyoman runs the network’s CSR programmes in education, health and the environment. He spent a decade with community development organisations in Bali, Nusa Tenggara and Papua before joining the foundation.',
};

/** The six sample articles; every section type appears in each, so the renderer is fully exercised. */
export const ARTICLE_CONTENT = [
  {
    id: 'article-001',
    slug: 'leading-through-uncertainty-lessons-from-indonesian-boardrooms',
    title: 'Leading Through Uncertainty: Lessons from Indonesian Boardrooms',
    category: 'Leadership',
    excerpt:
      'Commodity swings, elections and new technology have made uncertainty the normal state of business. Boards that cope well share a few habits, and none of them is a better forecast.',
    coverImage:
      '/images/articles/leading-through-uncertainty-lessons-from-indonesian-boardrooms.webp',
    author: YUDHISTIRA,
    publishedAt: '2026-10-08',
    readingTime: 4,
    tags: ['Leadership', 'Corporate Governance', 'Risk', 'Boards'],
    status: 'published',
    metaTitle: 'Leading Through Uncertainty: What Resilient Indonesian Boards Do Differently',
    metaDescription:
      'Five habits of Indonesian boards that steered their companies through commodity swings, elections and disruption, drawn from interviews with directors and commissioners.',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'Ask any director what has changed in the past five years and the answer is rarely a single event. It is the pace. A coal price that doubles and halves within eighteen months, a regulation that arrives with thirty days’ notice, a competitor that did not exist last year and now has a million users. Uncertainty is no longer an episode to be managed; it is the weather in which every Indonesian company operates.',
        },
        {
          type: 'paragraph',
          content:
            'Over the past year we spoke with more than forty directors and commissioners in the network about how their boards handled the shocks of recent years. The companies that came through in good shape were not the ones with the best forecasts. Most admitted their forecasts had been wrong. What set them apart were habits of governance that let them notice change early and act on it quickly.',
        },
        { type: 'heading', content: 'Boards that ask for ranges, not numbers' },
        {
          type: 'paragraph',
          content:
            'The first habit is deceptively simple. Resilient boards stopped asking management for a single budget figure and started asking for ranges: a base case, a bad case and a case the directors privately feared. A palm oil processor in Riau described how this changed the tone of its meetings. Instead of arguing over whether next year’s crude palm oil price would be 3,800 or 4,100 ringgit, the board discussed what the company would do at 3,000, and agreed the trigger points in advance.',
        },
        {
          type: 'quote',
          text: 'We used to spend the meeting defending a number. Now we spend it deciding what we will do when the number turns out to be wrong.',
          author: 'President commissioner of a listed agribusiness company',
        },
        {
          type: 'paragraph',
          content:
            'Ranges also changed what management brought to the board. Instead of polished forecasts, directors began to see the assumptions underneath them: the exchange rate, the price of the main input, the timing of a permit. When one of those assumptions moved, everyone in the room already knew what it meant for the plan. Several commissioners said this did more to build trust between the two boards than any governance workshop.',
        },
        { type: 'heading', content: 'Five habits worth copying' },
        {
          type: 'list',
          content:
            'Across very different industries, the boards that handled volatility well tended to share the same practices:',
          items: [
            'They agree in advance the signals that would change the plan, and who watches each one.',
            'They keep a standing list of decisions that can be reversed cheaply and those that cannot, and treat the second kind with far more care.',
            'They protect cash before margin: most held at least six months of fixed costs in liquid reserves.',
            'They hear directly from people below the executive team, such as plant managers and regional sales heads, at least twice a year.',
            'They review one past decision at every meeting, asking what they knew at the time and what they would do differently.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'The third habit deserves emphasis. During the pandemic, and again when the rupiah weakened sharply, the companies that kept generous cash buffers were the ones able to buy distressed assets, keep their best people and extend credit to loyal customers. Cash felt expensive to hold in good years; it proved priceless in bad ones.',
        },
        {
          type: 'image',
          src: '/images/articles/leading-through-uncertainty-lessons-from-indonesian-boardrooms-figure.webp',
          imageAlt:
            'Abstract illustration of a boardroom table seen from above, with diverging gold paths branching from a single point',
          caption:
            'Scenario planning turns one forecast into several paths a board can prepare for.',
        },
        { type: 'heading', content: 'The role of the commissioner' },
        {
          type: 'paragraph',
          content:
            'Indonesia’s two-tier board system gives commissioners a particular part to play. Several of the people we interviewed said the most valuable thing their board of commissioners did in a crisis was not to intervene, but to ask the question nobody in management wanted to ask: what if we are wrong about this? Commissioners who had built trust with the directors in calmer times were able to ask it without it sounding like an accusation.',
        },
        {
          type: 'paragraph',
          content:
            'That trust is built slowly, through regular informal contact, site visits and a willingness to share the blame when a reasonable decision turns out badly. Boards that only meet formally, four times a year, rarely have it when they need it.',
        },
        {
          type: 'paragraph',
          content:
            'None of these habits requires new regulation or expensive consultants. They require a board to be honest about the limits of what it knows, and disciplined about preparing for what it cannot predict. In an economy as dynamic as Indonesia’s, that may be the most important leadership skill of all.',
        },
      ],
    },
  },
  {
    id: 'article-002',
    slug: 'growing-beyond-java-a-playbook-for-regional-expansion',
    title: 'Growing Beyond Java: A Playbook for Regional Expansion',
    category: 'Strategy',
    excerpt:
      'More than forty percent of Indonesia’s consumers live outside Java, yet most companies still treat the other islands as an afterthought. Members who expanded successfully share what they learned.',
    coverImage: '/images/articles/growing-beyond-java-a-playbook-for-regional-expansion.webp',
    author: HAPSARI,
    publishedAt: '2025-06-17',
    readingTime: 4,
    tags: ['Strategy', 'Regional Expansion', 'Growth', 'Supply Chain'],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'For many Indonesian companies, growth has meant going deeper into Java: another branch in Bekasi, another warehouse in Sidoarjo. It is a rational choice. Java is dense, connected and familiar. But it is also crowded, and the fastest-growing consumer markets in our latest member survey were in Sulawesi, Kalimantan and Nusa Tenggara.',
        },
        {
          type: 'paragraph',
          content:
            'We interviewed founders and directors of twenty-two member companies that have built profitable operations in at least three regions outside Java. Their industries range from consumer goods and pharmacies to building materials and logistics. Their stories differ in detail but agree on the essentials.',
        },
        { type: 'heading', content: 'Start with the supply chain, not the storefront' },
        {
          type: 'paragraph',
          content:
            'Almost every company we spoke to underestimated logistics on its first expansion. Shipping a container from Surabaya to Makassar can cost more than shipping it to Shanghai, and lead times vary with the weather and the port. The companies that succeeded designed their regional supply chain first, often partnering with a local distributor for the first two years, and only then committed to their own outlets.',
        },
        {
          type: 'paragraph',
          content:
            'A building materials distributor that expanded into Kalimantan offers a typical example. Its first plan assumed weekly shipments from Surabaya; in practice, weather and port congestion meant deliveries arrived anywhere between six and nineteen days after dispatch. The company solved the problem not by adding ships but by holding six weeks of stock in a rented warehouse in Banjarmasin, which tied up more working capital but cut lost sales to almost nothing.',
        },
        {
          type: 'image',
          src: '/images/articles/growing-beyond-java-a-playbook-for-regional-expansion-figure.webp',
          imageAlt:
            'Abstract map of the Indonesian archipelago drawn as gold dots, with arcs linking hubs on Sumatra, Kalimantan, Sulawesi and Papua',
          caption: 'Regional hubs cut lead times far more than new routes from Java.',
        },
        { type: 'heading', content: 'Hire local leaders early' },
        {
          type: 'quote',
          text: 'The first time, we sent a manager from Jakarta to run Balikpapan. The second time, we hired someone from Balikpapan and sent him to Jakarta for three months of training. The second branch broke even in half the time.',
          author: 'Founder of a regional pharmacy chain',
        },
        {
          type: 'paragraph',
          content:
            'Local leaders understand the rhythm of the market: when plantation payrolls arrive, which festivals move spending, which families and associations open doors. They also stay. Companies that relied on rotating managers from head office reported staff turnover in their regional branches nearly twice as high.',
        },
        {
          type: 'paragraph',
          content:
            'Local hiring is also a matter of reputation. In smaller cities, a company is judged by whether it offers careers to local people or only jobs. Members who promoted regional staff into management found that their best recruits came by word of mouth, and that local governments were noticeably more helpful when permits or land were needed.',
        },
        { type: 'heading', content: 'Price for the region, not for Java' },
        {
          type: 'paragraph',
          content:
            'Several companies learned that prices set in Jakarta do not travel. Incomes, competition and shopping habits differ widely between provinces, and so does the cost of serving customers. The most successful expansions gave regional managers room to adjust prices and product ranges within agreed limits, and reviewed the results every month rather than every year.',
        },
        { type: 'heading', content: 'A checklist before you commit' },
        {
          type: 'list',
          content:
            'The companies we interviewed recommend answering these questions before the first lease is signed:',
          items: [
            'What is the landed cost of your product in the new region, including shipping, handling and losses?',
            'Who are the two or three distributors or partners who could carry you for the first year?',
            'Which regional regulations, permits and local taxes apply, and how long do they take?',
            'Who could lead the business locally, and what would it take to hire them?',
            'What result after eighteen months would make you stop, and who will make that call?',
          ],
        },
        {
          type: 'paragraph',
          content:
            'Expansion beyond Java is not a single decision but a sequence of small, reversible bets. The companies that did it well treated each new region as an experiment with a budget, a time limit and a clear test of success, and they were willing to close a branch that failed the test. That discipline, more than capital, is what separated the successes from the expensive lessons.',
        },
      ],
    },
  },
  {
    id: 'article-003',
    slug: 'generative-ai-in-indonesian-companies-from-pilot-to-profit',
    title: 'Generative AI in Indonesian Companies: From Pilot to Profit',
    category: 'Innovation',
    excerpt:
      'Most Indonesian companies have tried generative AI; few can show what it earned them. The difference lies less in the models than in the processes around them.',
    coverImage: '/images/articles/generative-ai-in-indonesian-companies-from-pilot-to-profit.webp',
    author: KEVIN,
    publishedAt: '2026-03-12',
    readingTime: 3,
    tags: ['Innovation', 'Artificial Intelligence', 'Digital Transformation', 'Productivity'],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'Two years after generative AI tools became widely available, almost every large company in Indonesia has run a pilot. Customer-service chatbots, contract summarisers and marketing copy generators are everywhere. Yet when we ask executives which of these projects has changed their profit and loss statement, the room usually goes quiet.',
        },
        {
          type: 'paragraph',
          content:
            'The problem is rarely the technology. Today’s models handle Bahasa Indonesia well, and the cost of running them has fallen sharply. The problem is that most pilots are bolted onto existing processes instead of changing them.',
        },
        { type: 'heading', content: 'Pick processes, not use cases' },
        {
          type: 'paragraph',
          content:
            'The companies seeing real returns began with a process that was expensive, slow and well understood, and asked how it would work if drafting and searching were nearly free. A multifinance company redesigned its loan documentation so that field officers dictate notes in their own words and the system produces a structured credit memo; approval times fell from four days to one. A distributor rebuilt its purchase-order handling around a model that reads orders sent by chat and photo, which freed twelve staff for customer visits.',
        },
        {
          type: 'paragraph',
          content:
            'Both examples share a feature that is easy to miss: neither company replaced people with a model. They removed the slowest, most repetitive step in a process that skilled staff already understood, and gave those staff more time for judgement. The field officers still decide whom to lend to; the model simply writes up what they found.',
        },
        {
          type: 'quote',
          text: 'We stopped asking what the AI could do and started asking which queue in the company we were most ashamed of.',
          author: 'Operations director of a national distributor',
        },
        {
          type: 'image',
          src: '/images/articles/generative-ai-in-indonesian-companies-from-pilot-to-profit-figure.webp',
          imageAlt:
            'Abstract illustration of a neural network as gold nodes and connecting lines on a dark background',
          caption: 'Returns came from redesigned processes, not from the models alone.',
        },
        { type: 'heading', content: 'What the successful projects had in common' },
        {
          type: 'list',
          content:
            'Looking across the projects that paid off, four conditions appear again and again:',
          items: [
            'A business owner, not the IT department, was accountable for the result.',
            'The team measured the process before the project started, so improvement could be proved.',
            'People who did the work helped design the new process and kept the final say on quality.',
            'Data privacy and security rules were settled at the start, not after the first incident.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'The second condition matters more than it seems. Without a baseline, a project team can always claim success, and a sceptical finance director can always deny it. Companies that timed the old process for a month before building anything ended the argument before it began.',
        },
        { type: 'heading', content: 'Managing the new risks' },
        {
          type: 'paragraph',
          content:
            'Generative AI also brings risks of its own. Models can produce confident but wrong answers, leak confidential information if used carelessly, and reproduce biases in the data they learned from. The companies furthest ahead treat these like any other operational risk: they keep a person reviewing decisions that matter, restrict which data may be sent to external services, and log what the systems produce so that errors can be traced and corrected.',
        },
        { type: 'heading', content: 'Where boards should push' },
        {
          type: 'paragraph',
          content:
            'Directors do not need to understand how a language model works. They do need to ask how each AI project will be measured, who owns it, and what will happen to the people whose work changes. Companies that answered the last question openly, by retraining staff for higher-value roles, met far less resistance and moved faster.',
        },
        {
          type: 'paragraph',
          content:
            'The pilot phase is ending. The next two years will separate the companies that used generative AI to decorate old processes from those that used it to redesign them, and the gap in productivity between the two groups is likely to be large.',
        },
      ],
    },
  },
  {
    id: 'article-004',
    slug: 'downstreaming-and-the-next-decade-of-indonesian-manufacturing',
    title: 'Downstreaming and the Next Decade of Indonesian Manufacturing',
    category: 'Economy',
    excerpt:
      'Processing raw materials at home has transformed some regions and bypassed others. What will it take for downstream industry to create suppliers, skills and jobs well beyond the smelter gate?',
    coverImage:
      '/images/articles/downstreaming-and-the-next-decade-of-indonesian-manufacturing.webp',
    author: CUT_INTAN,
    publishedAt: '2025-11-04',
    readingTime: 3,
    tags: ['Economy', 'Manufacturing', 'Industrial Policy', 'Exports'],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'Few economic policies of the past decade have been debated as much as downstreaming, the push to process minerals and agricultural commodities in Indonesia rather than export them raw. Its headline results are visible: export values of processed nickel have multiplied, and industrial parks have grown quickly in Central Sulawesi and North Maluku.',
        },
        {
          type: 'paragraph',
          content:
            'Less visible is how much of that value stays in the surrounding economy. Our research across four processing regions suggests the answer depends less on the smelter than on what grows around it: local suppliers, training institutions, housing and the services that make a region a good place to work.',
        },
        { type: 'heading', content: 'Linkages are the real prize' },
        {
          type: 'paragraph',
          content:
            'A processing plant buys electricity, spare parts, maintenance, catering, transport and thousands of smaller services. In the regions we studied, the share of these purchases made from local companies ranged from under ten percent to almost forty. The regions at the top of that range had deliberately built supplier development programmes, often with support from business associations, that helped local firms meet the quality and safety standards plant operators require.',
        },
        {
          type: 'paragraph',
          content:
            'One industrial park in Central Sulawesi illustrates the point. In its first years almost every contract for maintenance and fabrication went to firms from Java or abroad. A programme run with the regional chamber of commerce helped fourteen local workshops obtain welding and safety certifications; within three years they were winning a steady share of smaller contracts and employing several hundred people between them.',
        },
        {
          type: 'quote',
          text: 'The smelter will run for thirty years. The question is whether our companies will be running alongside it or watching from outside the fence.',
          author: 'Head of a regional chamber of commerce in Sulawesi',
        },
        {
          type: 'image',
          src: '/images/articles/downstreaming-and-the-next-decade-of-indonesian-manufacturing-figure.webp',
          imageAlt:
            'Abstract chart of rising gold bars over an industrial skyline of chimneys and cranes at dusk',
          caption: 'Processed exports have grown quickly; local supplier shares much less.',
        },
        { type: 'heading', content: 'Four priorities for the next decade' },
        {
          type: 'list',
          content:
            'For downstreaming to support broad-based manufacturing growth, our research points to four priorities:',
          items: [
            'Supplier development programmes that certify local firms for maintenance, fabrication and logistics work.',
            'Vocational training designed with plant operators, so graduates are hired locally rather than brought in.',
            'Reliable and increasingly clean power, which foreign buyers of processed metals now demand.',
            'Extending the approach beyond minerals to agriculture and fisheries, where many more small producers stand to benefit.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'None of these priorities is new, and none is quick. Supplier development takes years, vocational schools need equipment and teachers, and power plants take longer still. That is precisely why they need to start now, while the investment wave is still building.',
        },
        { type: 'heading', content: 'A role for private leadership' },
        {
          type: 'paragraph',
          content:
            'Government sets the framework, but linkages are built company by company. Large investors can open their procurement to local firms and share their standards early. Regional business leaders can organise their peers to meet those standards together. The network’s provincial chapters in Sulawesi and Maluku have begun exactly this kind of matchmaking, and the early results are encouraging.',
        },
        {
          type: 'paragraph',
          content:
            'There are also hard questions about the environment and the communities around processing sites: water, air quality, land and the rights of the people who lived there first. Companies that address these openly, with independent monitoring and fair agreements, will find it easier to keep their licence to operate and to sell to buyers who increasingly ask how their metals were produced.',
        },
        {
          type: 'paragraph',
          content:
            'Downstreaming has shown that Indonesia can attract large industrial investment. The next decade will test whether that investment can seed a wider manufacturing base, one that employs and enriches the regions where the raw materials come from.',
        },
      ],
    },
  },
  {
    id: 'article-005',
    slug: 'why-csr-works-best-when-companies-stay-for-the-long-haul',
    title: 'Why CSR Works Best When Companies Stay for the Long Haul',
    category: 'Community',
    excerpt:
      'One-off donations make good photographs but rarely change lives. Eight years of the network’s community programmes show what lasting impact actually requires.',
    coverImage: '/images/articles/why-csr-works-best-when-companies-stay-for-the-long-haul.webp',
    author: NYOMAN,
    publishedAt: '2024-12-10',
    readingTime: 3,
    tags: ['Community', 'CSR', 'Education', 'Social Impact'],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'Every year Indonesian companies spend trillions of rupiah on corporate social responsibility. Much of it goes into activities that last a day: a donation ceremony, a tree-planting event, a handover of computers to a school that has no electricity to run them. The intention is good. The impact is often small.',
        },
        {
          type: 'paragraph',
          content:
            'Since 2017 the network’s foundation has run programmes in education, health, small business, the environment and disaster relief. We have made our share of mistakes. The clearest lesson is that impact grows with time: the programmes that changed lives were the ones we stayed with for at least three years.',
        },
        { type: 'heading', content: 'Scholarships that do not end at enrolment' },
        {
          type: 'paragraph',
          content:
            'Our scholarship programme has now supported more than two thousand students. Early on, we paid fees and considered the job done. Dropout rates in the first year were uncomfortably high. We now pair every recipient with a mentor from a member company, run holiday internships, and keep paying through graduation as long as grades hold. Completion rates have risen to over ninety percent.',
        },
        {
          type: 'quote',
          text: 'The money got me into university. My mentor got me through it, and then he got me my first job interview.',
          author: 'Scholarship recipient, class of 2023',
        },
        {
          type: 'paragraph',
          content:
            'Our health programmes taught us the same lesson. A single free clinic day treats a few hundred patients and leaves nothing behind. Our mobile clinics now return to the same villages every quarter, train local health volunteers and share screening results with the district health office, so that a child identified as stunted in March is followed up in June.',
        },
        {
          type: 'image',
          src: '/images/articles/why-csr-works-best-when-companies-stay-for-the-long-haul-figure.webp',
          imageAlt:
            'Abstract illustration of young trees growing in rows beneath a warm rising sun',
          caption:
            'Programmes that last three years or more account for most of our measurable impact.',
        },
        { type: 'heading', content: 'What we now ask before starting a programme' },
        {
          type: 'list',
          content:
            'Before the foundation commits to a new programme, our board asks five questions:',
          items: [
            'Did the community ask for this, and who spoke for them?',
            'Who will maintain what we build once our funding ends?',
            'How will we measure change after one, three and five years?',
            'Which member companies can contribute skills, not only money?',
            'Are we prepared to stay for at least three years?',
          ],
        },
        {
          type: 'paragraph',
          content:
            'The third question is the one most often skipped. Measuring impact costs money and time, and it sometimes delivers unwelcome news. But without it, a company cannot tell a programme that changes lives from one that merely looks good in an annual report. We now set aside around five percent of every programme budget for monitoring and evaluation.',
        },
        { type: 'heading', content: 'Environmental work needs patience too' },
        {
          type: 'paragraph',
          content:
            'Our mangrove planting on the north coast of Java is a case in point. In the first year, more than half the seedlings were lost to waves and poor site choice. Working with local fishing communities, we changed species, built simple breakwaters and paid villagers to care for the young trees. Survival rates have since passed eighty percent, and the restored mangroves now shelter the crabs and fish that the same families harvest.',
        },
        { type: 'heading', content: 'An invitation to members' },
        {
          type: 'paragraph',
          content:
            'The most valuable thing our members give is rarely cash. It is a plant manager who spends a weekend fixing a village water pump, a finance director who teaches bookkeeping to women running food stalls, a hotel that takes on a scholarship student as an intern. Those contributions build relationships, and relationships are what keep a programme alive when the photographs have long been forgotten.',
        },
        {
          type: 'paragraph',
          content:
            'If your company is looking for a CSR partner that measures results and stays the course, the foundation would be glad to talk. We publish what we spend and what we achieve every year, including the programmes that did not work.',
        },
      ],
    },
  },
  {
    id: 'article-006',
    slug: 'preparing-the-next-generation-succession-in-family-businesses',
    title: 'Preparing the Next Generation: Succession in Family Businesses',
    category: 'Leadership',
    excerpt:
      'Most family companies in Indonesia will change hands within a decade. The ones that survive the transition start preparing long before the founder steps back.',
    coverImage:
      '/images/articles/preparing-the-next-generation-succession-in-family-businesses.webp',
    author: YUDHISTIRA,
    publishedAt: '2024-08-22',
    readingTime: 3,
    tags: ['Leadership', 'Family Business', 'Succession', 'Corporate Governance'],
    status: 'published',
    content: {
      sections: [
        {
          type: 'paragraph',
          content:
            'Family businesses are the backbone of Indonesia’s private sector, from neighbourhood trading houses to some of the country’s largest groups. Many were founded in the 1970s and 1980s, and their founders are now handing over. International studies suggest that fewer than a third of family businesses survive into the second generation. Indonesia has no reason to expect better odds unless families prepare.',
        },
        { type: 'heading', content: 'Succession is a process, not an event' },
        {
          type: 'paragraph',
          content:
            'The most common mistake we see is treating succession as a date: the day the founder retires and the eldest child takes over. In families that managed the transition well, succession took five to ten years. Successors worked outside the family business first, then rotated through its divisions, then took on a profit-and-loss responsibility of their own while the founder was still there to advise.',
        },
        {
          type: 'paragraph',
          content:
            'Those years of preparation serve two purposes. They give the successor real experience and a record of results that employees, banks and customers can see. And they give the founder time to get used to the idea of letting go, which many describe as the hardest part of the whole process.',
        },
        {
          type: 'quote',
          text: 'My father made me run our smallest branch for three years before I was allowed near the head office. At the time I resented it. Now I understand he was giving me room to fail where it would not hurt the company.',
          author: 'Second-generation president director of a building materials company',
        },
        { type: 'heading', content: 'The building blocks of a smooth transition' },
        {
          type: 'list',
          content:
            'Families that handed over successfully usually had most of the following in place:',
          items: [
            'A family constitution that sets out who may work in the business, how ownership passes and how disputes are resolved.',
            'A board with at least one or two independent commissioners whom the family trusts.',
            'A clear separation between family meetings about ownership and board meetings about the business.',
            'A development plan for each potential successor, including experience outside the company.',
            'A role for the founder after handover, with defined limits agreed in advance.',
          ],
        },
        { type: 'heading', content: 'Family or professional leadership?' },
        {
          type: 'paragraph',
          content:
            'Not every family business should be run by a family member. Some of the most successful transitions we studied put a professional chief executive in charge while the family kept control through the board of commissioners. This works when the family agrees on its goals as owners and gives the professional manager genuine authority; it fails when relatives bypass the chief executive and give instructions directly to staff.',
        },
        {
          type: 'image',
          src: '/images/articles/preparing-the-next-generation-succession-in-family-businesses-figure.webp',
          imageAlt:
            'Abstract illustration of two silhouettes, one older and one younger, standing on steps that rise toward a golden horizon',
          caption: 'In families that succeeded, handover took between five and ten years.',
        },
        {
          type: 'paragraph',
          content:
            'Independent commissioners deserve particular attention. Several successors told us that the most useful person in their transition was an outsider who could tell the founder uncomfortable truths and mediate between siblings. Choosing that person, and giving them real authority, is one of the most important decisions a founder can make.',
        },
        {
          type: 'paragraph',
          content:
            'Banks and business partners watch succession closely too. Lenders increasingly ask family companies about their succession plans before approving long-term credit, and several large customers now include continuity of leadership in their supplier assessments. A clear, documented plan is becoming a commercial asset as well as a family one.',
        },
        {
          type: 'paragraph',
          content:
            'Succession also raises questions that have nothing to do with business: fairness between children, the role of in-laws, the founder’s sense of purpose after retirement. Families that talked about these questions openly, often with the help of a facilitator, avoided the disputes that destroy more family businesses than any competitor.',
        },
        {
          type: 'paragraph',
          content:
            'Starting early costs little. Starting late can cost the company. For founders in their fifties and sixties, the best time to begin planning was ten years ago; the second-best time is this year.',
        },
      ],
    },
  },
] satisfies ArticleInput[];
