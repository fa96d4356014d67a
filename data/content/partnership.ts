import type { PartnershipPageInput } from '../schemas/partnership';

/** The Partnership Opportunities page's copy. Fictional people and companies. */
export const PARTNERSHIP_CONTENT = {
  intro:
    'Work with a network of 3,000 directors and commissioners in every province to build programmes, ideas and talent that move Indonesian business forward.',
  benefits: [
    {
      title: 'Reach the people who decide',
      text: 'Meet chief executives, directors and commissioners from family firms, state enterprises, start-ups and multinationals in one trusted setting.',
    },
    {
      title: 'A voice in the conversation',
      text: 'Shape roundtables and policy dialogues where business leaders, government and academia discuss the economy’s next steps.',
    },
    {
      title: 'National reach, local depth',
      text: 'Work through 34 provincial boards and seven international chapters, so a programme launched in Jakarta can land in Makassar or Medan.',
    },
    {
      title: 'Impact you can report',
      text: 'Every collaboration ends with a report of reach, participation and outcomes that your board and stakeholders can read.',
    },
  ],
  collaborationTypes: [
    {
      type: 'co-host',
      title: 'Event co-hosting',
      text: 'Co-host a summit, forum or roundtable with us, from the agenda and the speakers to the guest list.',
    },
    {
      type: 'thought-leadership',
      title: 'Thought leadership',
      text: 'Lead sessions, write for our articles and share your expertise with an audience of peers.',
    },
    {
      type: 'research',
      title: 'Research & insights',
      text: 'Run surveys and studies with our members on leadership, governance and the business climate.',
    },
    {
      type: 'csr',
      title: 'CSR programmes',
      text: 'Join our education, health, SME, environmental and humanitarian programmes across the provinces.',
    },
    {
      type: 'media',
      title: 'Media partnership',
      text: 'Cover our events and publish interviews with members, with first access to announcements.',
    },
    {
      type: 'talent',
      title: 'Talent development',
      text: 'Mentoring, internships and leadership classes that connect young professionals with experienced leaders.',
    },
    {
      type: 'other',
      title: 'Something else',
      text: 'Have an idea that fits none of these? Tell us about it: many of our best programmes began that way.',
    },
  ],
  packages: [
    {
      id: 'platinum',
      name: 'Platinum',
      vipInvites: 10,
      summary: 'A year-round strategic partnership across our national programme.',
      features: [
        'Co-branding on every flagship event of the year',
        'A keynote or panel slot at the annual summit',
        'A jointly published research report',
        'Quarterly meetings with the central board',
      ],
    },
    {
      id: 'gold',
      name: 'Gold',
      vipInvites: 6,
      summary: 'A partnership built around a season of events and content.',
      features: [
        'Co-branding on three events of your choice',
        'A panel slot at one conference',
        'Two featured articles on our website',
        'A post-programme impact report',
      ],
    },
    {
      id: 'silver',
      name: 'Silver',
      vipInvites: 4,
      summary: 'A focused collaboration on one programme or event.',
      features: [
        'Co-branding on one event or programme',
        'A featured article on our website',
        'Recognition in our newsletter and social channels',
        'A post-programme summary report',
      ],
    },
  ],
  deliverables: [
    {
      title: 'Brand presence',
      text: 'Your name and logo on event materials, stages, the website and our newsletter, in line with your package.',
    },
    {
      title: 'Speaking opportunities',
      text: 'Keynotes, panels and roundtable seats that put your leaders in front of their peers.',
    },
    {
      title: 'Content and media',
      text: 'Articles, interviews and photo and video coverage you may reuse in your own channels.',
    },
    {
      title: 'Reporting',
      text: 'Attendance, engagement and outcome figures after every programme, with a closing report.',
    },
  ],
  steps: [
    {
      title: 'Apply',
      text: 'Send the application form below with your objectives and the kind of collaboration you have in mind.',
    },
    {
      title: 'Discovery call',
      text: 'Our partnership team calls you to understand your goals, audience and timing.',
    },
    {
      title: 'Tailored proposal',
      text: 'We propose a package, a calendar and the results we will measure together.',
    },
    {
      title: 'Agreement and launch',
      text: 'Once both sides sign, we set up a joint team and launch the first activity.',
    },
  ],
  testimonials: [
    {
      quote:
        'Co-hosting the Surabaya forum put our energy-transition work in front of the very directors we needed to convince. Three pilot projects came out of one afternoon.',
      name: 'Ratna Kusumawardhani',
      role: 'Director of Sustainability',
      company: 'PT Arunaya Daya Terbarukan',
    },
    {
      quote:
        'The research partnership gave us survey answers from more than four hundred leaders. No panel provider could have reached that audience.',
      name: 'Bagus Prasetyo Adinugroho',
      role: 'Head of Research',
      company: 'Lembaga Kajian Ekonomi Bahari',
    },
    {
      quote:
        'Our mentoring programme with the network now runs in six provinces. The members give their time generously, and it shows in our graduates.',
      name: 'Meutia Rahmadani Harahap',
      role: 'Programme Director',
      company: 'Yayasan Tunas Pemimpin Muda',
    },
  ],
  faqs: [
    {
      question: 'Who can apply for a partnership?',
      answer:
        'Companies, foundations, universities, media and public institutions whose goals fit our mission of a better Indonesia. Membership of the association is not required.',
    },
    {
      question: 'How long does a partnership last?',
      answer:
        'Platinum partnerships run for a year. Gold and Silver partnerships follow the programme or season they support, usually three to six months.',
    },
    {
      question: 'Can a package be adapted?',
      answer:
        'Yes. The packages are starting points: after the discovery call we tailor the activities, the calendar and the deliverables to your objectives.',
    },
    {
      question: 'What are the VIP invites?',
      answer:
        'Invitations for your guests to our flagship events, including the closed-door sessions with the central board: 10 with Platinum, 6 with Gold and 4 with Silver.',
    },
    {
      question: 'How soon will we hear back?',
      answer:
        'Our partnership team replies within 1-2 working days of your application, by e-mail or WhatsApp.',
    },
  ],
} satisfies PartnershipPageInput;
