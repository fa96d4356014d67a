// zod/mini: the same validation as zod's classic API, tree-shakable, for a schema the browser runs.
import * as z from 'zod/mini';
import { MAX_TICKETS } from './events';

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

/** Text, at sign, text, dot, text: the spec's "simple pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

const required = (message: string, label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(label, max)));

const optional = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)));

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
    fullName: required(m.fullName, 'Full name', l.fullName),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, m.emailRequired),
        z.maxLength(l.email, tooLong('Email', l.email)),
        z.regex(EMAIL_PATTERN, m.emailInvalid),
      ),
    company: required(m.company, 'Company', l.company),
    position: required(m.position, 'Position/Title', l.position),
    phone: required(m.phone, 'Phone number', l.phone),
    tickets: z.enum(TICKET_OPTIONS).check(
      z.refine((value) => Number(value) <= maxTickets, {
        message: maxTickets === 1 ? 'Only 1 spot is left' : `Only ${maxTickets} spots are left`,
      }),
    ),
    referralCode: optional('Referral code', l.referralCode),
    notes: optional('Notes', l.notes),
    consent: z.boolean().check(z.refine((value) => value, m.consent)),
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

/** The simulated wait before a registration is confirmed (no request is made). */
export const REGISTRATION_DELAY_MS = 2000;

/**
 * Reads a saved draft back into form values, keeping only fields of the right type and trimming
 * over-long text, so a stale or tampered draft can never break the form.
 */
export function readRegistrationDraft(raw: string | null): RegistrationValues | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const draft = parsed as Record<string, unknown>;
  const text = (key: keyof typeof REGISTRATION_LIMITS) =>
    typeof draft[key] === 'string' ? (draft[key] as string).slice(0, REGISTRATION_LIMITS[key]) : '';
  return {
    fullName: text('fullName'),
    email: text('email'),
    company: text('company'),
    position: text('position'),
    phone: text('phone'),
    tickets: TICKET_OPTIONS.includes(draft.tickets as string) ? (draft.tickets as string) : '1',
    referralCode: text('referralCode'),
    notes: text('notes'),
    consent: draft.consent === true,
  };
}
