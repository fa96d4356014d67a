// zod/mini: the same validation as zod's classic API, tree-shakable, for a schema the browser runs.
import * as z from 'zod/mini';
import {
  emailText,
  mustAgree,
  optionalText,
  readDraft,
  requiredText,
  tooLong,
} from './forms/fields';
import { MAX_TICKETS } from './constants';

/** The longest value each field takes; the inputs carry the same maxLength. */
export const REGISTRATION_LIMITS = {
  fullName: 100,
  email: 254,
  company: 120,
  position: 100,
  phone: 30,
  referralCode: 40,
  notes: 1000,
} as const;

/** The spec's messages (§5), word for word. */
const REGISTRATION_MESSAGES = {
  fullName: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  company: 'Company is required',
  position: 'Position/Title is required',
  phone: 'Phone number is required',
  consent: 'You must agree to be contacted regarding this event',
} as const;

/** The same messages on the Indonesian edition, worded as the spec's Indonesian forms are. */
const REGISTRATION_MESSAGES_ID: Record<keyof typeof REGISTRATION_MESSAGES, string> = {
  fullName: 'Nama lengkap diperlukan',
  emailRequired: 'Email diperlukan',
  emailInvalid: 'Format email tidak valid',
  company: 'Perusahaan diperlukan',
  position: 'Jabatan diperlukan',
  phone: 'Nomor telepon diperlukan',
  consent: 'Anda harus setuju untuk dihubungi terkait acara ini',
};

/** Each field's name inside a "too long" message, and the tickets' limit, in each language. */
const WORDS = {
  en: {
    messages: REGISTRATION_MESSAGES,
    fields: {
      fullName: 'Full name',
      email: 'Email',
      company: 'Company',
      position: 'Position/Title',
      phone: 'Phone number',
      referralCode: 'Referral code',
      notes: 'Notes',
    },
    spotsLeft: (left: number) =>
      left === 1 ? 'Only 1 spot is left' : `Only ${left} spots are left`,
  },
  id: {
    messages: REGISTRATION_MESSAGES_ID,
    fields: {
      fullName: 'Nama lengkap',
      email: 'Email',
      company: 'Perusahaan',
      position: 'Jabatan',
      phone: 'Nomor telepon',
      referralCode: 'Kode referensi',
      notes: 'Catatan',
    },
    spotsLeft: (left: number) => `Hanya tersisa ${left} kursi`,
  },
} as const;

export const TICKET_OPTIONS = Array.from({ length: MAX_TICKETS }, (_, i) => String(i + 1)) as [
  string,
  ...string[],
];

/**
 * The registration form's rules, checked on submit. Values are trimmed before the emptiness
 * check; tickets are 1 to 5 and never more than the places left (`maxTickets`).
 */
export function createRegistrationSchema({
  maxTickets,
  language = 'en',
}: {
  maxTickets: number;
  /** The messages' language: the page's edition. */
  language?: 'en' | 'id';
}) {
  const { messages: m, fields, spotsLeft } = WORDS[language];
  const limit = (key: keyof typeof fields) => ({
    max: REGISTRATION_LIMITS[key],
    tooLong: tooLong[language](fields[key], REGISTRATION_LIMITS[key]),
  });
  return z.object({
    fullName: requiredText(m.fullName, limit('fullName')),
    email: emailText({ required: m.emailRequired, invalid: m.emailInvalid }, limit('email')),
    company: requiredText(m.company, limit('company')),
    position: requiredText(m.position, limit('position')),
    phone: requiredText(m.phone, limit('phone')),
    tickets: z
      .enum(TICKET_OPTIONS)
      .check(z.refine((value) => Number(value) <= maxTickets, { message: spotsLeft(maxTickets) })),
    referralCode: optionalText(limit('referralCode')),
    notes: optionalText(limit('notes')),
    consent: mustAgree(m.consent),
  });
}

type RegistrationSchema = ReturnType<typeof createRegistrationSchema>;
/** What the form holds while the visitor types. */
export type RegistrationValues = z.input<RegistrationSchema>;
/** What a valid submission carries (trimmed). */
export type Registration = z.output<RegistrationSchema>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  fullName: '',
  email: '',
  company: '',
  position: '',
  phone: '',
  tickets: '1',
  referralCode: '',
  notes: '',
  consent: false,
};

/**
 * Reads a saved draft back into form values, keeping only fields of the right type and trimming
 * over-long text, so a stale or tampered draft can never break the form.
 */
export function readRegistrationDraft(raw: string | null): RegistrationValues | null {
  return readDraft(raw, EMPTY_REGISTRATION, {
    limits: REGISTRATION_LIMITS,
    choices: { tickets: TICKET_OPTIONS },
  });
}
