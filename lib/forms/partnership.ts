import * as z from 'zod/mini';
import { COLLABORATION_TYPES, type CollaborationType } from '@/data/options';
import {
  APPLICANT_LIMITS,
  applicantConsent,
  applicantFields,
  EMPTY_APPLICANT,
  limitId,
} from './applicant';
import { choice, optionalText, readDraft, requiredText } from './fields';

/** The form's Indonesian label of each kind of collaboration (the kinds: data/options.ts). */
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
export const PARTNERSHIP_LIMITS = { ...APPLICANT_LIMITS, objectives: 2000, period: 100 } as const;

/** The spec's messages (§5) for the form's own fields, word for word (the applicant's: applicant.ts). */
export const PARTNERSHIP_MESSAGES = {
  collaborationType: 'Pilih jenis kolaborasi',
  objectives: 'Target & objektif diperlukan',
} as const;

const m = PARTNERSHIP_MESSAGES;
const l = PARTNERSHIP_LIMITS;

/** The partnership form's rules, in the form's order; values are trimmed before the emptiness check. */
export const partnershipSchema = z.object({
  ...applicantFields,
  collaborationType: choice(COLLABORATION_TYPES, m.collaborationType),
  objectives: requiredText(m.objectives, limitId('Target & objektif', l.objectives)),
  period: optionalText(limitId('Periode', l.period)),
  consent: applicantConsent,
});

/** What the form holds while the visitor types: no collaboration type is chosen at first. */
export type PartnershipValues = Omit<z.input<typeof partnershipSchema>, 'collaborationType'> & {
  collaborationType: CollaborationType | '';
};
/** What a valid application carries (trimmed). */
export type PartnershipApplication = z.output<typeof partnershipSchema>;

export const EMPTY_PARTNERSHIP: PartnershipValues = {
  ...EMPTY_APPLICANT,
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
