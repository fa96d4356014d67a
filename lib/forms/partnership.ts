import * as z from 'zod/mini';
import {
  choice,
  emailText,
  mustAgree,
  optionalText,
  readDraft,
  requiredText,
  tooLong,
} from './fields';

/** The kinds of collaboration (spec §3), with the form's Indonesian labels. */
export const COLLABORATION_TYPES = [
  'co-host',
  'thought-leadership',
  'research',
  'csr',
  'media',
  'talent',
  'other',
] as const;
export type CollaborationType = (typeof COLLABORATION_TYPES)[number];

export const COLLABORATION_TYPE_LABELS: Record<CollaborationType, string> = {
  'co-host': 'Co-host Acara',
  'thought-leadership': 'Thought Leadership',
  research: 'Riset & Kajian',
  csr: 'Program CSR',
  media: 'Kemitraan Media',
  talent: 'Pengembangan Talenta',
  other: 'Lainnya',
};

/** The longest value each field takes; the inputs carry the same maxLength. */
export const PARTNERSHIP_LIMITS = {
  fullName: 100,
  email: 254,
  company: 120,
  position: 100,
  whatsapp: 30,
  objectives: 2000,
  period: 100,
} as const;

/** The spec's messages (§5), word for word. */
export const PARTNERSHIP_MESSAGES = {
  fullName: 'Nama lengkap diperlukan',
  emailRequired: 'Email diperlukan',
  emailInvalid: 'Format email tidak valid',
  company: 'Nama perusahaan diperlukan',
  position: 'Jabatan diperlukan',
  whatsapp: 'Nomor WhatsApp diperlukan',
  collaborationType: 'Pilih jenis kolaborasi',
  objectives: 'Target & objektif diperlukan',
  consent: 'Persetujuan diperlukan',
} as const;

const m = PARTNERSHIP_MESSAGES;
const limit = (label: string, key: keyof typeof PARTNERSHIP_LIMITS) => ({
  max: PARTNERSHIP_LIMITS[key],
  tooLong: tooLong.id(label, PARTNERSHIP_LIMITS[key]),
});

/** The partnership form's rules, in the form's order; values are trimmed before the emptiness check. */
export const partnershipSchema = z.object({
  fullName: requiredText(m.fullName, limit('Nama lengkap', 'fullName')),
  email: emailText({ required: m.emailRequired, invalid: m.emailInvalid }, limit('Email', 'email')),
  company: requiredText(m.company, limit('Nama perusahaan', 'company')),
  position: requiredText(m.position, limit('Jabatan', 'position')),
  whatsapp: requiredText(m.whatsapp, limit('Nomor WhatsApp', 'whatsapp')),
  collaborationType: choice(COLLABORATION_TYPES, m.collaborationType),
  objectives: requiredText(m.objectives, limit('Target & objektif', 'objectives')),
  period: optionalText(limit('Periode', 'period')),
  consent: mustAgree(m.consent),
});

/** What the form holds while the visitor types: no collaboration type is chosen at first. */
export type PartnershipValues = Omit<z.input<typeof partnershipSchema>, 'collaborationType'> & {
  collaborationType: CollaborationType | '';
};
/** What a valid application carries (trimmed). */
export type PartnershipApplication = z.output<typeof partnershipSchema>;

export const EMPTY_PARTNERSHIP: PartnershipValues = {
  fullName: '',
  email: '',
  company: '',
  position: '',
  whatsapp: '',
  collaborationType: '',
  objectives: '',
  period: '',
  consent: false,
};

/** Reads a saved draft of the partnership form, keeping only well-typed fields within their limits. */
export function readPartnershipDraft(raw: string | null): PartnershipValues | null {
  return readDraft(raw, EMPTY_PARTNERSHIP, {
    limits: PARTNERSHIP_LIMITS,
    choices: { collaborationType: COLLABORATION_TYPES },
  });
}
