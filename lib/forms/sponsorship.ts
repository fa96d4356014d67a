import * as z from 'zod/mini';
import { EVENT_TARGETS, type EventTarget } from '@/data/options';
import {
  APPLICANT_LIMITS,
  applicantConsent,
  applicantFields,
  EMPTY_APPLICANT,
  limitId,
} from './applicant';
import { choice, optionalText, readDraft } from './fields';

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
  roundtable: 'CEO Roundtable',
  conference: 'Konferensi',
  summit: 'Summit Tahunan',
  gala: 'Gala Dinner',
  csr: 'Program CSR',
};

/** The longest value each field takes; the inputs carry the same maxLength. */
export const SPONSORSHIP_LIMITS = { ...APPLICANT_LIMITS, notes: 2000 } as const;

/** The spec's messages (§5) for the form's own fields, word for word (the applicant's: applicant.ts). */
export const SPONSORSHIP_MESSAGES = {
  package: 'Pilih paket sponsorship',
  eventTarget: 'Pilih event target',
} as const;

const m = SPONSORSHIP_MESSAGES;

/** The sponsorship form's rules, in the form's order; values are trimmed before the emptiness check. */
export const sponsorshipSchema = z.object({
  ...applicantFields,
  package: choice(SPONSORSHIP_PACKAGES, m.package),
  eventTarget: choice(EVENT_TARGETS, m.eventTarget),
  notes: optionalText(limitId('Catatan', SPONSORSHIP_LIMITS.notes)),
  consent: applicantConsent,
});

/** What the form holds while the visitor types: no package or event is chosen at first. */
export type SponsorshipValues = Omit<
  z.input<typeof sponsorshipSchema>,
  'package' | 'eventTarget'
> & {
  package: SponsorshipPackage | '';
  eventTarget: EventTarget | '';
};
/** What a valid application carries (trimmed). */
export type SponsorshipApplication = z.output<typeof sponsorshipSchema>;

export const EMPTY_SPONSORSHIP: SponsorshipValues = {
  ...EMPTY_APPLICANT,
  package: '',
  eventTarget: '',
  notes: '',
  consent: false,
};

/** Reads a saved draft of the sponsorship form, keeping only well-typed fields within their limits. */
export function readSponsorshipDraft(raw: string | null): SponsorshipValues | null {
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
