// The applicant of the Indonesian partnership and sponsorship forms: the identity block with the
// phone asked as WhatsApp (first in both forms), and the consent box that closes them.
// Its rules: applicant-schema.ts.
import {
  EMPTY_IDENTITY,
  IDENTITY_LIMITS,
  IDENTITY_MESSAGES_ID,
  type IdentityMessages,
} from './identity';
import { tooLong } from './fields';

const { phone: whatsapp, ...limits } = IDENTITY_LIMITS;
/** The longest value each applicant field takes (the phone's as WhatsApp); inputs carry the same maxLength. */
export const APPLICANT_LIMITS = { ...limits, whatsapp } as const;

/** The spec's messages (§5): the identity block's Indonesian ones, the phone asked as WhatsApp. */
export const APPLICANT_MESSAGES: IdentityMessages = {
  ...IDENTITY_MESSAGES_ID,
  phone: 'Nomor WhatsApp diperlukan',
};

/** The applicant's labels (the phone asked as WhatsApp). */
export const APPLICANT_LABELS = {
  fullName: 'Nama Lengkap',
  email: 'Email',
  company: 'Nama Perusahaan',
  position: 'Jabatan',
  phone: 'Nomor WhatsApp',
};

/** The spec's consent message (§5), word for word. */
export const CONSENT_MESSAGE = 'Persetujuan diperlukan';

/** A field's limit with its Indonesian 'too long' message. */
export const limitId = (label: string, max: number) => ({ max, tooLong: tooLong.id(label, max) });

const { phone: noWhatsapp, ...emptyIdentity } = EMPTY_IDENTITY;
/** The applicant's part of an empty form. */
export const EMPTY_APPLICANT = { ...emptyIdentity, whatsapp: noWhatsapp };
