// The contact form's rules, with its messages (spec §5), for the form's resolver and the tests.
import * as z from 'zod/mini';
import { tooLong } from './fields';
import { CONTACT_IDENTITY, CONTACT_LIMITS } from './contact';
import { IDENTITY_MESSAGES } from './identity-messages';
import { identityShape } from './identity-schema';
import { requiredText } from './rules';

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
