import { getEvents } from '../../data/events';
import { spotsLeft } from '../../lib/events';
import { EMPTY_SUBMIT_MESSAGES } from './form-messages';

/**
 * Each of the five forms, how a visitor fills it in and what it answers: read by the cross-engine
 * suite (e2e-engines/forms.spec.ts) and the security policy's tour (e2e/security-headers.spec.ts).
 */
export type FormCase = {
  path: string;
  submit: string;
  summaryTitle: string;
  messages: string[];
  /** Text fields (id, value), typed. */
  text: [string, string][];
  /** Choices (id, value). */
  choose?: [string, string][];
  /** Whether it asks for consent (a checkbox). */
  consent?: boolean;
  successTitle: string;
};

const applicant: [string, string][] = [
  ['fullName', 'Ratna Kusumawardani'],
  ['email', 'ratna@arunaya.example'],
  ['company', 'PT Arunaya Daya Terbarukan'],
  ['position', 'Direktur Keberlanjutan'],
  ['whatsapp', '+62 811 0000 0000'],
];
const member: [string, string][] = [
  ['fullName', 'Sekar Ayuningtyas'],
  ['email', 'sekar@kinara-tech.example'],
  ['company', 'PT Kinara Teknologi Nusantara'],
  ['position', 'President Director'],
  ['phone', '+62 21 5550 0101'],
];
const openEvent = getEvents().find((e) => e.status === 'upcoming' && spotsLeft(e) > 0)!;

export const FORM_CASES: readonly FormCase[] = [
  {
    path: '/contact',
    submit: 'Send Message',
    summaryTitle: 'There is a problem',
    messages: EMPTY_SUBMIT_MESSAGES.contact,
    text: [
      ['fullName', 'Sekar Ayuningtyas'],
      ['email', 'sekar@kinara-tech.example'],
      ['subject', 'Membership 🙂'],
      ['message', 'How do I join the network? <script>alert(1)</script>'],
    ],
    successTitle: 'Message Sent!',
  },
  {
    path: '/partnership-opportunities',
    submit: 'Kirim Pengajuan',
    summaryTitle: 'Terdapat masalah',
    messages: EMPTY_SUBMIT_MESSAGES.partnership,
    text: [...applicant, ['objectives', 'Survei kepemimpinan nasional']],
    choose: [['collaborationType', 'research']],
    consent: true,
    successTitle: 'Pengajuan Terkirim!',
  },
  {
    path: '/sponsorship',
    submit: 'Kirim Pengajuan',
    summaryTitle: 'Terdapat masalah',
    messages: EMPTY_SUBMIT_MESSAGES.sponsorship,
    text: applicant,
    choose: [
      ['package', 'gold'],
      ['eventTarget', 'gala'],
    ],
    consent: true,
    successTitle: 'Pengajuan Sponsorship Terkirim!',
  },
  {
    path: '/membership',
    submit: 'Submit Application',
    summaryTitle: 'There is a problem',
    messages: EMPTY_SUBMIT_MESSAGES.membership,
    text: [...member, ['boardYears', '8'], ['motivation', 'To learn from my peers.']],
    choose: [
      ['industry', 'Technology'],
      ['province', 'DKI Jakarta'],
      ['tier', 'full'],
    ],
    consent: true,
    successTitle: 'Application Received!',
  },
  {
    path: `/events/${openEvent.slug}/register`,
    submit: 'Complete Registration',
    summaryTitle: 'There is a problem',
    messages: EMPTY_SUBMIT_MESSAGES.registration,
    text: member,
    consent: true,
    successTitle: 'Registration Successful!',
  },
];
