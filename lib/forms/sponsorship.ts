// The sponsorship form as its page loads it: packages, labels, limits, empty values and draft.
// Its rules: sponsorship-schema.ts, fetched once the form has hydrated.
import { EVENT_TARGETS, type EventTarget } from '@/data/options';
import { APPLICANT_LIMITS, EMPTY_APPLICANT } from './applicant';
import { readDraft } from './fields';

/** The sponsorship packages a visitor can ask for (spec §3), with the form's labels. */
export const SPONSORSHIP_PACKAGES = ['platinum', 'gold', 'silver', 'other'] as const;
export type SponsorshipPackage = (typeof SPONSORSHIP_PACKAGES)[number];

export const SPONSORSHIP_PACKAGE_LABELS: Record<SponsorshipPackage, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  other: 'Lainnya (paket khusus)',
};

/** The form's Indonesian label of each kind of event a sponsor can target (data/options.ts). */
export const EVENT_TARGET_LABELS: Record<EventTarget, string> = {
  roundtable: 'Diskusi Meja Bundar CEO',
  conference: 'Konferensi',
  summit: 'Summit Tahunan',
  gala: 'Gala Dinner',
  csr: 'Program CSR',
};

/** The longest value each field takes; the inputs carry the same maxLength. */
export const SPONSORSHIP_LIMITS = { ...APPLICANT_LIMITS, notes: 2000 } as const;

/** An empty form, its fields in the form's order: no package or event is chosen at first. */
export const EMPTY_SPONSORSHIP = {
  ...EMPTY_APPLICANT,
  package: '' as SponsorshipPackage | '',
  eventTarget: '' as EventTarget | '',
  notes: '',
  consent: false,
};

/** Reads a saved draft of the sponsorship form, keeping only well-typed fields within their limits. */
export function readSponsorshipDraft(raw: string | null): typeof EMPTY_SPONSORSHIP | null {
  return readDraft(raw, EMPTY_SPONSORSHIP, {
    limits: SPONSORSHIP_LIMITS,
    choices: { package: SPONSORSHIP_PACKAGES, eventTarget: EVENT_TARGETS },
  });
}

/**
 * Marks a link that chooses a package in the form (`data-sponsorship-package="gold"`): the
 * package cards' calls to action. Without JavaScript the link just jumps to the form.
 */
export const PACKAGE_CHOICE_ATTRIBUTE = 'data-sponsorship-package';

/** Whether a value is one of the packages. */
export function isSponsorshipPackage(value: unknown): value is SponsorshipPackage {
  return SPONSORSHIP_PACKAGES.includes(value as SponsorshipPackage);
}
