import type { MembershipPageInput } from '../schemas/membership';

/** The Membership page's copy: who may join, what members get, tiers and fees, steps and FAQ. Fees are fictional. */
export const MEMBERSHIP_CONTENT = {
  intro:
    'Join 3,000 directors and commissioners from every province: a network of peers to learn from, do business with and give back alongside.',
  eligibility: {
    intro:
      'The network brings together the people who lead Indonesian companies. You may apply if you meet these criteria:',
    criteria: [
      'You serve as a director (a member of the Board of Directors, or direksi) or a commissioner (a member of the Board of Commissioners, or dewan komisaris) of a company established in Indonesia, including state- and regionally-owned enterprises and the Indonesian subsidiaries of foreign groups.',
      'You have at least 2 years of experience in a board role, at one company or at several counted together.',
      'Your company is a registered legal entity with a business identification number (NIB) and operates lawfully.',
      'You agree to the network’s Code of Conduct: act with integrity, keep what is shared in closed sessions confidential, and never use the network to sell.',
    ],
    note: 'Founders who lead their company as president director qualify, and so do independent commissioners. If you are unsure whether you qualify, apply anyway and tell us about your role: the secretariat will advise you.',
  },
  benefits: [
    {
      title: 'The full CEO Directory',
      text: 'Browse the full directory of 200+ member profiles and reach directors and commissioners in every industry and province.',
    },
    {
      title: 'Priority and discounts at events',
      text: 'Register before the public for summits, forums and roundtables, and pay less: 10% to 30% off, depending on your tier.',
    },
    {
      title: 'Roundtables among peers',
      text: 'Closed-door conversations with fellow directors on strategy, governance and the economy, under the Chatham House rule.',
    },
    {
      title: 'Mentoring and learning',
      text: 'Mentoring circles, board-governance classes and study visits with senior members and experts.',
    },
    {
      title: 'Provincial and international chapters',
      text: 'Meet members close to home through 34 provincial boards, and abroad through seven country chapters.',
    },
    {
      title: 'Programmes that give back',
      text: 'Take part in the foundation’s CSR programmes in education, health, small business, the environment and humanitarian aid.',
    },
  ],
  tiers: [
    {
      id: 'associate',
      name: 'Associate Member',
      annualFee: 5_000_000,
      eventDiscount: 10,
      summary: 'For directors and commissioners of small and medium-sized companies and start-ups.',
      features: [
        'The full CEO Directory of 200+ member profiles',
        'Your own profile in the directory',
        'Gatherings and roundtables in your province',
        'The members’ newsletter and research briefs',
      ],
    },
    {
      id: 'full',
      name: 'Full Member',
      annualFee: 15_000_000,
      eventDiscount: 20,
      summary:
        'For directors and commissioners of established companies: the heart of the network.',
      features: [
        'Everything an Associate Member receives',
        'Seats at the national CEO roundtables',
        'A place in one of the central board’s 25 working fields',
        'Mentoring circles with senior members',
      ],
    },
    {
      id: 'patron',
      name: 'Patron Member',
      annualFee: 40_000_000,
      eventDiscount: 30,
      summary:
        'For leaders who also want to support the foundation’s programmes and host its gatherings.',
      features: [
        'Everything a Full Member receives',
        'Two VIP invitations to the annual summit and gala dinner',
        'Recognition as a patron of the foundation’s CSR programmes',
        'A yearly private dinner with the central board',
      ],
    },
  ],
  steps: [
    {
      title: 'Apply online',
      text: 'Fill in the application below. It takes about ten minutes; a referral from a member is welcome but not required.',
    },
    {
      title: 'Confirmation',
      text: 'Within 2 working days, the secretariat confirms receipt by e-mail and checks your details.',
    },
    {
      title: 'Conversation',
      text: 'Within 10 working days, two members of the board for your province invite you to a 30-minute conversation, in person or online.',
    },
    {
      title: 'Decision',
      text: 'Within 14 working days of your application, the membership committee decides and writes to you; if you are accepted, the invoice for your first year follows.',
    },
    {
      title: 'Welcome',
      text: 'Once the fee is paid, your membership begins: the full directory, your member card and an invitation to the next welcome gathering.',
    },
  ],
  faqs: [
    {
      question: 'Do I need a member to refer me?',
      answer:
        'No. A referral from a member helps us get to know you and can speed up the review, but applications without one are welcome and reviewed in the same way.',
    },
    {
      question: 'My company is outside Jakarta. Can I join?',
      answer:
        'Yes. Members come from every province, and your application is reviewed with the board of your province, which will also be your first home in the network.',
    },
    {
      question: 'When and how do I pay the fee?',
      answer:
        'Only after you are accepted. We send an invoice for your first year, payable by bank transfer to the foundation’s account within 14 days. Fees are annual and renew on the date you joined.',
    },
    {
      question: 'Can my company pay the fee?',
      answer:
        'Yes. Membership is personal, but the invoice can be made out to your company, with its tax details.',
    },
    {
      question: 'What if I change companies or leave my board role?',
      answer:
        'Your membership is yours and moves with you. If you no longer hold a board role, it continues until the end of the year you have paid for.',
    },
    {
      question: 'Can I change my tier later?',
      answer:
        'Yes: at renewal, or at any time to move up, when you pay the difference for the rest of the year.',
    },
  ],
} as const satisfies MembershipPageInput;
