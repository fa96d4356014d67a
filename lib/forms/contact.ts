import * as z from 'zod/mini';
import { readDraft, requiredText, tooLong } from './fields';
import { IDENTITY_LIMITS, identityShape } from './identity';
import { IDENTITY_MESSAGES } from './identity-messages';

/** The identity fields the contact form asks: no company or position, and the phone optional. */
export const CONTACT_IDENTITY = {
  fields: ['fullName', 'email', 'phone'],
  optional: ['phone'],
} as const;

/** The longest value each field takes; the inputs carry the same maxLength. */
export const CONTACT_LIMITS = { ...IDENTITY_LIMITS, subject: 150, message: 2000 } as const;

/** The spec's messages (§5) for the form's own fields, word for word (its identity block's: identity.ts). */
export const CONTACT_MESSAGES = {
  subject: 'Subject is required',
  message: 'Message is required',
} as const;

/** The same messages on the Indonesian edition's contact page, worded as the spec's Indonesian forms are. */
export const CONTACT_MESSAGES_ID: Record<keyof typeof CONTACT_MESSAGES, string> = {
  subject: 'Subjek diperlukan',
  message: 'Pesan diperlukan',
};

/** Each field's name inside a "too long" message, in each language. */
const FIELD_NAMES = {
  en: { subject: 'Subject', message: 'Message' },
  id: { subject: 'Subjek', message: 'Pesan' },
} as const;

function buildContactSchema(language: 'en' | 'id') {
  const m = language === 'en' ? CONTACT_MESSAGES : CONTACT_MESSAGES_ID;
  const limit = (key: 'subject' | 'message') => ({
    max: CONTACT_LIMITS[key],
    tooLong: tooLong[language](FIELD_NAMES[language][key], CONTACT_LIMITS[key]),
  });
  return z.object({
    ...identityShape(IDENTITY_MESSAGES[language], language, CONTACT_IDENTITY),
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
