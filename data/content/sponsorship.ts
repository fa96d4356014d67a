import type { SponsorshipPageInput } from '../schemas/sponsorship';

/** The Sponsorship page's copy. */
export const SPONSORSHIP_CONTENT = {
  intro:
    'Put your brand at the heart of the events where Indonesia’s business leaders meet, from intimate CEO roundtables to the annual summit.',
  benefits: [
    {
      title: 'An audience of decision-makers',
      text: 'Our events gather chief executives, directors and commissioners: the people who approve strategies, budgets and partnerships.',
    },
    {
      title: 'Visibility that is earned',
      text: 'Sponsors are introduced as partners of the association, on stage, in print and online, not as advertisers in the margins.',
    },
    {
      title: 'Conversations, not booths',
      text: 'VIP invitations and hosted tables give your leaders time with members in settings built for real conversation.',
    },
    {
      title: 'Purpose alongside profile',
      text: 'Every event supports the association’s CSR programmes, so your sponsorship also funds scholarships, clinics and village projects.',
    },
  ],
  packages: [
    {
      id: 'platinum',
      name: 'Platinum',
      vipInvites: 10,
      summary: 'Presenting sponsor of a flagship event.',
      features: [
        'Presenting-sponsor naming on the event',
        'A keynote slot and a seat on the main panel',
        'Logo on the stage, the website and every printed item',
        'A hosted VIP dinner with the central board',
      ],
    },
    {
      id: 'gold',
      name: 'Gold',
      vipInvites: 6,
      summary: 'A leading presence at the event of your choice.',
      features: [
        'A seat on one panel session',
        'Logo on the stage backdrop and the website',
        'A branded networking break',
        'A feature in the post-event report',
      ],
    },
    {
      id: 'silver',
      name: 'Silver',
      vipInvites: 3,
      summary: 'Recognition and access at one event.',
      features: [
        'Logo on the website and the event programme',
        'Recognition from the stage',
        'A mention in the event recap and newsletter',
      ],
    },
  ],
  deliverables: [
    {
      title: 'Brand placement',
      text: 'Your logo and name on stage backdrops, printed programmes, the event page and our newsletter.',
    },
    {
      title: 'Stage time',
      text: 'Keynotes, panel seats and welcome remarks, depending on your package.',
    },
    {
      title: 'Hospitality',
      text: 'VIP invitations, reserved seating and hosted tables for your guests.',
    },
    {
      title: 'Post-event report',
      text: 'Attendance figures, photos and media coverage delivered within two weeks of the event.',
    },
  ],
  eventTypes: [
    {
      type: 'roundtable',
      title: 'CEO Roundtable',
      text: 'Closed-door discussions on one pressing topic, held under the Chatham House Rule.',
      audience: '20–40 chief executives',
    },
    {
      type: 'conference',
      title: 'Conference',
      text: 'A full day of keynotes, panels and workshops on leadership, technology and the economy.',
      audience: '200–500 leaders',
    },
    {
      type: 'summit',
      title: 'Annual Summit',
      text: 'The association’s flagship gathering, with national policymakers and members from every province.',
      audience: '500+ leaders',
    },
    {
      type: 'gala',
      title: 'Gala Dinner',
      text: 'An evening of recognition and fundraising for the association’s social programmes.',
      audience: '150–300 guests',
    },
    {
      type: 'csr',
      title: 'CSR Programme',
      text: 'Hands-on programmes in education, health and the environment, with members in the field.',
      audience: 'Communities in the provinces',
    },
  ],
  steps: [
    {
      title: 'Choose a package',
      text: 'Pick Platinum, Gold or Silver, or ask us for a package of your own.',
    },
    {
      title: 'Send the application',
      text: 'Tell us which event you would like to support and anything we should know.',
    },
    {
      title: 'Confirm the details',
      text: 'Our team agrees the deliverables, the timeline and the agreement with you.',
    },
    {
      title: 'Meet at the event',
      text: 'Welcome your guests on the day, then receive your post-event report.',
    },
  ],
} satisfies SponsorshipPageInput;
