// Addresses as the receiver keeps them, for staff accounts and visitors alike.
import { EMAIL_PATTERN } from '@/lib/forms/fields';

/** An address as stored: trimmed and lower-cased, so one person has one spelling. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Whether `email` has the shape the forms accept (lib/forms/fields.ts). */
export const isEmail = (email: string) => EMAIL_PATTERN.test(normaliseEmail(email));
