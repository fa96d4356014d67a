// The partnership form's rules, with its messages (spec §5), for the form's resolver and the tests.
import * as z from 'zod/mini';
import { COLLABORATION_TYPES, type CollaborationType } from '@/data/options';
import { limitId } from './applicant';
import { applicantConsent, applicantFields } from './applicant-schema';
import { PARTNERSHIP_LIMITS, PARTNERSHIP_PACKAGES, type PartnershipPackage } from './partnership';
import { choice, optionalText, requiredText } from './rules';

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
  // Optional and never an error (the spec's form has no package field, so no message): anything
  // but a package, which only a tampered form could send, is read as none chosen.
  package: z.catch(z.enum(['', ...PARTNERSHIP_PACKAGES]), ''),
  consent: applicantConsent,
});

/** What the form holds while the visitor types: no collaboration type or package at first. */
export type PartnershipValues = Omit<
  z.input<typeof partnershipSchema>,
  'collaborationType' | 'package'
> & {
  collaborationType: CollaborationType | '';
  package: PartnershipPackage | '';
};
/** What a valid application carries (trimmed). */
export type PartnershipApplication = z.output<typeof partnershipSchema>;
