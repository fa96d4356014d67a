// Who is applying: the identity block the application forms share (full name, e-mail, company,
// position, a phone number), and the Indonesian partnership and sponsorship forms' version of it
// (first in both forms, with the consent last). One builder, one set of limits: the forms differ
// only in their words and in the phone field's name ('whatsapp' there, 'phone' on membership).
import { emailText, mustAgree, requiredText, tooLong } from './fields';

/** The identity block's fields, in every form's order (the phone last). */
export const IDENTITY_FIELDS = ['fullName', 'email', 'company', 'position', 'phone'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The longest value each identity field takes; the inputs carry the same maxLength. */
export const IDENTITY_LIMITS = {
  fullName: 100,
  email: 254,
  company: 120,
  position: 100,
  phone: 30,
} as const satisfies Record<IdentityField, number>;

/** What the identity block says when a field is empty or malformed, in the form's language. */
export type IdentityMessages = {
  fullName: string;
  emailRequired: string;
  emailInvalid: string;
  company: string;
  position: string;
  phone: string;
};

/**
 * The identity block's rules in form order; values are trimmed before the emptiness check.
 * `names` are the fields' names inside a 'too long' message, in `language`.
 */
export function identityFields(
  m: IdentityMessages,
  names: Record<IdentityField, string>,
  language: 'en' | 'id',
) {
  const limit = (key: IdentityField) => ({
    max: IDENTITY_LIMITS[key],
    tooLong: tooLong[language](names[key], IDENTITY_LIMITS[key]),
  });
  return {
    fullName: requiredText(m.fullName, limit('fullName')),
    email: emailText({ required: m.emailRequired, invalid: m.emailInvalid }, limit('email')),
    company: requiredText(m.company, limit('company')),
    position: requiredText(m.position, limit('position')),
    phone: requiredText(m.phone, limit('phone')),
  };
}

/** The identity block of an empty form. */
export const EMPTY_IDENTITY = { fullName: '', email: '', company: '', position: '', phone: '' };

// The partnership and sponsorship forms: the same block, with the phone asked as WhatsApp.

/** The longest value each applicant field takes; the inputs carry the same maxLength. */
export const APPLICANT_LIMITS = {
  fullName: IDENTITY_LIMITS.fullName,
  email: IDENTITY_LIMITS.email,
  company: IDENTITY_LIMITS.company,
  position: IDENTITY_LIMITS.position,
  whatsapp: IDENTITY_LIMITS.phone,
} as const;

/** The spec's messages (§5), word for word. */
export const APPLICANT_MESSAGES = {
  fullName: 'Nama lengkap diperlukan',
  emailRequired: 'Email diperlukan',
  emailInvalid: 'Format email tidak valid',
  company: 'Nama perusahaan diperlukan',
  position: 'Jabatan diperlukan',
  whatsapp: 'Nomor WhatsApp diperlukan',
  consent: 'Persetujuan diperlukan',
} as const;

/** A field's limit with its Indonesian 'too long' message. */
export const limitId = (label: string, max: number) => ({ max, tooLong: tooLong.id(label, max) });

const { phone: whatsapp, ...identity } = identityFields(
  { ...APPLICANT_MESSAGES, phone: APPLICANT_MESSAGES.whatsapp },
  {
    fullName: 'Nama lengkap',
    email: 'Email',
    company: 'Nama perusahaan',
    position: 'Jabatan',
    phone: 'Nomor WhatsApp',
  },
  'id',
);

/** The applicant's fields, in the forms' order; values are trimmed before the emptiness check. */
export const applicantFields = { ...identity, whatsapp };

/** The consent box that closes both forms. */
export const applicantConsent = mustAgree(APPLICANT_MESSAGES.consent);

/** The applicant's part of an empty form. */
export const EMPTY_APPLICANT = { fullName: '', email: '', company: '', position: '', whatsapp: '' };
