// The Indonesian applicant block the partnership and sponsorship forms share: who is applying
// (first in both forms) and the consent (last).
import { emailText, mustAgree, requiredText, tooLong } from './fields';

/** The longest value each applicant field takes; the inputs carry the same maxLength. */
export const APPLICANT_LIMITS = {
  fullName: 100,
  email: 254,
  company: 120,
  position: 100,
  whatsapp: 30,
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

const m = APPLICANT_MESSAGES;
const l = APPLICANT_LIMITS;

/** The applicant's fields, in the forms' order; values are trimmed before the emptiness check. */
export const applicantFields = {
  fullName: requiredText(m.fullName, limitId('Nama lengkap', l.fullName)),
  email: emailText(
    { required: m.emailRequired, invalid: m.emailInvalid },
    limitId('Email', l.email),
  ),
  company: requiredText(m.company, limitId('Nama perusahaan', l.company)),
  position: requiredText(m.position, limitId('Jabatan', l.position)),
  whatsapp: requiredText(m.whatsapp, limitId('Nomor WhatsApp', l.whatsapp)),
};

/** The consent box that closes both forms. */
export const applicantConsent = mustAgree(m.consent);

/** The applicant's part of an empty form. */
export const EMPTY_APPLICANT = { fullName: '', email: '', company: '', position: '', whatsapp: '' };
