// The partnership form as its page loads it: labels, limits, empty values and draft. Its rules:
// partnership-schema.ts, fetched once the form has hydrated.
import { COLLABORATION_TYPES, type CollaborationType } from '@/data/options';
import { APPLICANT_LIMITS, EMPTY_APPLICANT } from './applicant';
import { readDraft } from './fields';

/** The form's Indonesian label of each kind of collaboration (the kinds: data/options.ts). */
export const COLLABORATION_TYPE_LABELS: Record<CollaborationType, string> = {
  'co-host': 'Penyelenggaraan Acara Bersama',
  'thought-leadership': 'Berbagi Wawasan',
  research: 'Riset & Kajian',
  csr: 'Program CSR',
  media: 'Kemitraan Media',
  talent: 'Pengembangan Talenta',
  other: 'Lainnya',
};

/**
 * The partnership packages (spec §9: Platinum, Gold, Silver), which the form carries as an optional choice: the spec's
 * form has no package field, so it is never required, and the package cards' buttons fill it in.
 */
export const PARTNERSHIP_PACKAGES = ['platinum', 'gold', 'silver'] as const;
export type PartnershipPackage = (typeof PARTNERSHIP_PACKAGES)[number];

export const PARTNERSHIP_PACKAGE_LABELS: Record<PartnershipPackage, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
};

/** The longest value each field takes; the inputs carry the same maxLength. */
export const PARTNERSHIP_LIMITS = { ...APPLICANT_LIMITS, objectives: 2000, period: 100 } as const;

/** An empty form, its fields in the form's order: no collaboration type or package at first. */
export const EMPTY_PARTNERSHIP = {
  ...EMPTY_APPLICANT,
  collaborationType: '' as CollaborationType | '',
  objectives: '',
  period: '',
  package: '' as PartnershipPackage | '',
  consent: false,
};

/** Reads a saved draft of the partnership form, keeping only well-typed fields within their limits. */
export function readPartnershipDraft(raw: string | null): typeof EMPTY_PARTNERSHIP | null {
  return readDraft(raw, EMPTY_PARTNERSHIP, {
    limits: PARTNERSHIP_LIMITS,
    choices: { collaborationType: COLLABORATION_TYPES, package: PARTNERSHIP_PACKAGES },
  });
}

/**
 * Marks a link that picks a package in the form (`data-partnership-package="gold"`): the package
 * cards' calls to action. Without JavaScript the link just jumps to the form.
 */
export const PARTNERSHIP_PACKAGE_ATTRIBUTE = 'data-partnership-package';

/** Whether a value is one of the packages. */
export function isPartnershipPackage(value: unknown): value is PartnershipPackage {
  return PARTNERSHIP_PACKAGES.includes(value as PartnershipPackage);
}
