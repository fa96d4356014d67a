// zod/mini: the same validation as zod's classic API, tree-shakable, for a schema the browser runs.
import * as z from 'zod/mini';
import { mustAgree, optionalText, readDraft, tooLong } from './fields';
import { EMPTY_IDENTITY, IDENTITY_LIMITS, identityShape, type IdentityMessages } from './identity';
import { IDENTITY_MESSAGES } from './identity-messages';
import { MAX_TICKETS } from '../constants';

/** The longest value each field takes; the inputs carry the same maxLength. */
export const REGISTRATION_LIMITS = { ...IDENTITY_LIMITS, referralCode: 40, notes: 1000 } as const;

/**
 * The form's words in each language: its identity block's messages (the spec's §5, word for word;
 * the Indonesian edition asks for the company as 'Perusahaan'), the consent's, the other fields'
 * names inside a 'too long' message, and the tickets' limit.
 */
const WORDS: Record<
  'en' | 'id',
  {
    identity: IdentityMessages;
    consent: string;
    fields: Record<'referralCode' | 'notes', string>;
    spotsLeft: (left: number) => string;
  }
> = {
  en: {
    identity: IDENTITY_MESSAGES.en,
    consent: 'You must agree to be contacted regarding this event',
    fields: { referralCode: 'Referral code', notes: 'Notes' },
    spotsLeft: (left: number) =>
      left === 1 ? 'Only 1 spot is left' : `Only ${left} spots are left`,
  },
  id: {
    identity: { ...IDENTITY_MESSAGES.id, company: 'Perusahaan diperlukan' },
    consent: 'Anda harus setuju untuk dihubungi terkait acara ini',
    fields: { referralCode: 'Kode referensi', notes: 'Catatan' },
    spotsLeft: (left: number) => `Hanya tersisa ${left} kursi`,
  },
};

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
  const { identity, consent, fields, spotsLeft } = WORDS[language];
  const limit = (key: 'referralCode' | 'notes') => ({
    max: REGISTRATION_LIMITS[key],
    tooLong: tooLong[language](fields[key], REGISTRATION_LIMITS[key]),
  });
  return z.object({
    ...identityShape(identity, language),
    tickets: z
      .enum(TICKET_OPTIONS)
      .check(z.refine((value) => Number(value) <= maxTickets, { message: spotsLeft(maxTickets) })),
    referralCode: optionalText(limit('referralCode')),
    notes: optionalText(limit('notes')),
    consent: mustAgree(consent),
  });
}

type RegistrationSchema = ReturnType<typeof createRegistrationSchema>;
/** What the form holds while the visitor types. */
export type RegistrationValues = z.input<RegistrationSchema>;
/** What a valid submission carries (trimmed). */
export type Registration = z.output<RegistrationSchema>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  ...EMPTY_IDENTITY,
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
