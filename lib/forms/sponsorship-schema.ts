// The sponsorship form's rules, with its messages (spec §5), for the form's resolver and the tests.
import * as z from 'zod/mini';
import { EVENT_TARGETS, type EventTarget } from '@/data/options';
import { limitId } from './applicant';
import { applicantConsent, applicantFields } from './applicant-schema';
import { choice, optionalText } from './rules';
import { SPONSORSHIP_LIMITS, SPONSORSHIP_PACKAGES, type SponsorshipPackage } from './sponsorship';

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
