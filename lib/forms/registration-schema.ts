// The event registration form's rules, with its messages (spec §5), for the form's resolver and
// the tests.
import * as z from 'zod/mini';
import { tooLong } from './fields';
import type { IdentityMessages } from './identity';
import { IDENTITY_MESSAGES } from './identity-messages';
import { identityShape } from './identity-schema';
import { REGISTRATION_LIMITS, TICKET_OPTIONS } from './registration';
import { mustAgree, optionalText } from './rules';

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
    fields: { referralCode: 'Kode rujukan', notes: 'Catatan' },
    spotsLeft: (left: number) => `Hanya tersisa ${left} kursi`,
  },
};

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
