import * as z from 'zod/mini';
import { emailText, optionalText, readDraft, requiredText, tooLong } from './fields';

/** The longest value each field takes; the inputs carry the same maxLength. */
export const CONTACT_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 2000,
} as const;

/** The spec's messages (§5), word for word. */
export const CONTACT_MESSAGES = {
  fullName: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subject: 'Subject is required',
  message: 'Message is required',
} as const;

/** The same messages on the Indonesian edition's contact page, worded as the spec's Indonesian forms are. */
export const CONTACT_MESSAGES_ID: Record<keyof typeof CONTACT_MESSAGES, string> = {
  fullName: 'Nama lengkap diperlukan',
  emailRequired: 'Email diperlukan',
  emailInvalid: 'Format email tidak valid',
  subject: 'Subjek diperlukan',
  message: 'Pesan diperlukan',
};

/** Each field's name inside a "too long" message, in each language. */
const FIELD_NAMES = {
  en: {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    subject: 'Subject',
    message: 'Message',
  },
  id: {
    fullName: 'Nama lengkap',
    email: 'Email',
    phone: 'Nomor telepon',
    subject: 'Subjek',
    message: 'Pesan',
  },
} as const;

function buildContactSchema(language: 'en' | 'id') {
  const m = language === 'en' ? CONTACT_MESSAGES : CONTACT_MESSAGES_ID;
  const limit = (key: keyof typeof CONTACT_LIMITS) => ({
    max: CONTACT_LIMITS[key],
    tooLong: tooLong[language](FIELD_NAMES[language][key], CONTACT_LIMITS[key]),
  });
  return z.object({
    fullName: requiredText(m.fullName, limit('fullName')),
    email: emailText({ required: m.emailRequired, invalid: m.emailInvalid }, limit('email')),
    phone: optionalText(limit('phone')),
    subject: requiredText(m.subject, limit('subject')),
    message: requiredText(m.message, limit('message')),
  });
}

/** The contact form's rules, in the form's order; values are trimmed before the emptiness check. */
export const contactSchema = buildContactSchema('en');

/** The same rules with the Indonesian edition's messages. */
export const contactSchemaId = buildContactSchema('id');

/** What the form holds while the visitor types. */
export type ContactValues = z.input<typeof contactSchema>;
/** What a valid message carries (trimmed). */
export type ContactMessage = z.output<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = {
  fullName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Reads a saved draft of the contact form, keeping only well-typed fields within their limits. */
export function readContactDraft(raw: string | null): ContactValues | null {
  return readDraft(raw, EMPTY_CONTACT, { limits: CONTACT_LIMITS });
}
