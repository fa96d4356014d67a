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

const m = CONTACT_MESSAGES;
const limit = (label: string, key: keyof typeof CONTACT_LIMITS) => ({
  max: CONTACT_LIMITS[key],
  tooLong: tooLong.en(label, CONTACT_LIMITS[key]),
});

/** The contact form's rules, in the form's order; values are trimmed before the emptiness check. */
export const contactSchema = z.object({
  fullName: requiredText(m.fullName, limit('Full name', 'fullName')),
  email: emailText({ required: m.emailRequired, invalid: m.emailInvalid }, limit('Email', 'email')),
  phone: optionalText(limit('Phone number', 'phone')),
  subject: requiredText(m.subject, limit('Subject', 'subject')),
  message: requiredText(m.message, limit('Message', 'message')),
});

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
