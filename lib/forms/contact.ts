// The contact form as its page loads it: which identity fields it asks, its limits, its empty
// values and its draft. Its rules: contact-schema.ts, fetched once the form has hydrated.
import { readDraft } from './fields';
import { IDENTITY_LIMITS } from './identity';

/** The identity fields the contact form asks: no company or position, and the phone optional. */
export const CONTACT_IDENTITY = {
  fields: ['fullName', 'email', 'phone'],
  optional: ['phone'],
} as const;

/** The longest value each field takes; the inputs carry the same maxLength. */
export const CONTACT_LIMITS = { ...IDENTITY_LIMITS, subject: 150, message: 2000 } as const;

/** An empty form, its fields in the form's order. */
export const EMPTY_CONTACT = {
  fullName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Reads a saved draft of the contact form, keeping only well-typed fields within their limits. */
export function readContactDraft(raw: string | null): typeof EMPTY_CONTACT | null {
  return readDraft(raw, EMPTY_CONTACT, { limits: CONTACT_LIMITS });
}
