// The partnership form as its page loads it: labels, limits, empty values and draft. Its rules:
// partnership-schema.ts, fetched once the form has hydrated.
import { COLLABORATION_TYPES, type CollaborationType } from '@/data/options';
import { APPLICANT_LIMITS, EMPTY_APPLICANT } from './applicant';
import { readDraft } from './fields';

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

/** An empty form, its fields in the form's order: no collaboration type is chosen at first. */
export const EMPTY_PARTNERSHIP = {
  ...EMPTY_APPLICANT,
  collaborationType: '' as CollaborationType | '',
  objectives: '',
  period: '',
  consent: false,
};

/** Reads a saved draft of the partnership form, keeping only well-typed fields within their limits. */
export function readPartnershipDraft(raw: string | null): typeof EMPTY_PARTNERSHIP | null {
  return readDraft(raw, EMPTY_PARTNERSHIP, {
    limits: PARTNERSHIP_LIMITS,
    choices: { collaborationType: COLLABORATION_TYPES },
  });
}
