import type { CsrPageInput, CsrProgramInput } from '../schemas/csr';

/** The five CSR programmes, in the spec's order. */
export const CSR_PROGRAM_CONTENT = [
  {
    id: 'education',
    title: 'Education & Scholarship',
    description:
      'University scholarships for talented students from families with limited means, with a mentor from a member company, holiday internships and support until graduation.',
    highlights: [
      'Tuition and living allowances through graduation',
      'A mentor from a member company for every recipient',
      'Holiday internships and a first-job network',
    ],
  },
  {
    id: 'health',
    title: 'Health',
    description:
      'Mobile clinics and screening days in villages far from a hospital, run with member healthcare companies and district health offices.',
    highlights: [
      'Mobile clinics for remote villages',
      'Screening for diabetes, hypertension and child stunting',
      'Training for village health volunteers',
    ],
  },
  {
    id: 'sme',
    title: 'SME',
    description:
      'Coaching, bookkeeping classes and market access for micro and small businesses, with members as mentors and first customers.',
    highlights: [
      'Six-month coaching programmes led by members',
      'Bookkeeping and digital marketing classes',
      'Places at members’ bazaars and supplier programmes',
    ],
  },
  {
    id: 'environment',
    title: 'Environment',
    description:
      'Mangrove and forest restoration, clean water and waste projects planned with village communities and maintained by them.',
    highlights: [
      'Mangrove planting on eroding coastlines',
      'Clean water installations for coastal villages',
      'Village waste banks and recycling',
    ],
  },
  {
    id: 'social',
    title: 'Social & Humanitarian',
    description:
      'Fast relief after floods, earthquakes and fires, followed by help with rebuilding homes, schools and livelihoods.',
    highlights: [
      'Emergency food, water and shelter packages',
      'Rebuilding schools and community facilities',
      'Livelihood grants for families after disasters',
    ],
  },
] satisfies CsrProgramInput[];

/** The rest of the CSR page. */
export const CSR_PAGE_CONTENT = {
  intro:
    'Our members give their time, networks and money to five programmes that reach students, patients, small businesses, villages and families after disasters. Every rupiah you give goes to the programme you choose, and we report how it was spent.',
  steps: [
    {
      title: 'Choose a programme',
      text: 'Pick one of the five programmes above, or give to the general CSR fund, which goes where the need is greatest that quarter.',
    },
    {
      title: 'Donate on the platform',
      text: 'The donate buttons open our donation platform in a new tab. Pay by bank transfer, e-wallet or card; the platform handles the payment and we never see your card details.',
    },
    {
      title: 'Receive your receipt',
      text: 'The platform e-mails a receipt as soon as the payment clears, with the programme your gift is recorded against.',
    },
    {
      title: 'Follow the impact',
      text: 'Every quarter we publish what each programme received, what it spent and what it achieved, with photos and stories from the field.',
    },
  ],
  transparency: [
    {
      title: 'Recorded by programme',
      text: 'Each donation is booked to the programme you chose and is never moved to another without your consent.',
    },
    {
      title: 'Quarterly programme reports',
      text: 'Funds received, funds spent and results for each programme are published every quarter, and partners report spending with receipts before their next disbursement.',
    },
    {
      title: 'Independent audit',
      text: 'The foundation’s annual financial statements are audited by an independent public accountant and published in our annual report.',
    },
    {
      title: 'Low overheads',
      text: 'Member dues pay for the secretariat, so at most 5% of a donation covers payment and administration costs; the rest reaches the programme.',
    },
  ],
} satisfies CsrPageInput;
