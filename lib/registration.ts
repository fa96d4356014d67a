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

const limit = (label: string, max: number) => ({ max, tooLong: tooLong.en(label, max) });

export const TICKET_OPTIONS = Array.from({ length: MAX_TICKETS }, (_, i) => String(i + 1)) as [
  string,
  ...string[],
];

/** '1 ticket', '2 tickets'. */
export function ticketLabel(count: number | string): string {
  return Number(count) === 1 ? '1 ticket' : `${count} tickets`;
}

/**
 * The registration form's rules, checked on submit. Values are trimmed before the emptiness
 * check; tickets are 1 to 5 and never more than the places left (`maxTickets`).
 */
export function createRegistrationSchema({ maxTickets }: { maxTickets: number }) {
  const m = REGISTRATION_MESSAGES;
  const l = REGISTRATION_LIMITS;
  return z.object({
    fullName: requiredText(m.fullName, limit('Full name', l.fullName)),
    email: emailText(
      { required: m.emailRequired, invalid: m.emailInvalid },
      limit('Email', l.email),
    ),
    company: requiredText(m.company, limit('Company', l.company)),
    position: requiredText(m.position, limit('Position/Title', l.position)),
    phone: requiredText(m.phone, limit('Phone number', l.phone)),
    tickets: z.enum(TICKET_OPTIONS).check(
      z.refine((value) => Number(value) <= maxTickets, {
        message: maxTickets === 1 ? 'Only 1 spot is left' : `Only ${maxTickets} spots are left`,
      }),
    ),
    referralCode: optionalText(limit('Referral code', l.referralCode)),
    notes: optionalText(limit('Notes', l.notes)),
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
