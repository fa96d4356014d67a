import { IDENTITY_MESSAGES_ID, type IdentityMessages } from './identity';

// Apart from the rest of the identity block (identity.ts), which every form loads: the
// partnership and sponsorship forms, Indonesian in both editions, never need these.

/**
 * The identity block's messages in English, word for word as the spec's event registration has
 * them (§5; the contact form asks three of its fields).
 */
export const IDENTITY_MESSAGES_EN = {
  fullName: 'Full name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  company: 'Company is required',
  position: 'Position/Title is required',
  phone: 'Phone number is required',
} as const satisfies IdentityMessages;

/** The identity block's messages in each edition's language. */
export const IDENTITY_MESSAGES = { en: IDENTITY_MESSAGES_EN, id: IDENTITY_MESSAGES_ID } as const;
