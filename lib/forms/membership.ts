// The membership form as its page loads it: choices, limits, empty values, draft, the tier links
// and the application's reference. Its rules: membership-schema.ts, fetched once the form has
// hydrated.
import { INDUSTRIES, MEMBERSHIP_TIERS, type MembershipTier } from '@/data/options';
import { EMPTY_IDENTITY, IDENTITY_LIMITS } from './identity';
import { readDraft } from './fields';

/**
 * The industry and province choices: the spec's industries (without 'All'), every province of the
 * provincial boards (data/board-provinces.ts: given to the form by its page, and to its rules), and
 * 'Other' for a director whose company fits none of them, who may still apply.
 */
export const OTHER_CHOICE = 'Other';
export const MEMBERSHIP_INDUSTRIES = [...INDUSTRIES, OTHER_CHOICE] as const;
export type MembershipIndustry = (typeof MEMBERSHIP_INDUSTRIES)[number];
/** A province's name, or OTHER_CHOICE. */
export type MembershipProvince = string;

/** The province choices: the boards' provinces, then 'Other'. */
export function membershipProvinces(boardProvinces: readonly string[]): [string, ...string[]] {
  const [first = OTHER_CHOICE, ...rest] = [...boardProvinces, OTHER_CHOICE];
  return [first, ...rest];
}

/** The longest value each field takes; the inputs carry the same maxLength. */
export const MEMBERSHIP_LIMITS = {
  ...IDENTITY_LIMITS,
  province: 60,
  boardYears: 2,
  referrer: 100,
  linkedin: 200,
  motivation: 1000,
} as const;

/** An empty form, its fields in the form's order: no industry, province or tier chosen at first. */
export const EMPTY_MEMBERSHIP = {
  ...EMPTY_IDENTITY,
  industry: '' as MembershipIndustry | '',
  province: '' as MembershipProvince | '',
  boardYears: '',
  tier: '' as MembershipTier | '',
  referrer: '',
  linkedin: '',
  motivation: '',
  consent: false,
};

/** Reads a saved draft of the membership form, keeping only well-typed fields within their limits. */
export function readMembershipDraft(raw: string | null): typeof EMPTY_MEMBERSHIP | null {
  return readDraft(raw, EMPTY_MEMBERSHIP, {
    limits: MEMBERSHIP_LIMITS,
    choices: {
      industry: MEMBERSHIP_INDUSTRIES,
      tier: MEMBERSHIP_TIERS,
    },
  });
}

/** Whether a value is one of the tiers. */
export function isMembershipTier(value: unknown): value is MembershipTier {
  return MEMBERSHIP_TIERS.includes(value as MembershipTier);
}

/**
 * Marks a link that chooses a tier in the form (`data-membership-tier="full"`): the tier cards'
 * calls to action. Without JavaScript the link just jumps to the form.
 */
export const TIER_CHOICE_ATTRIBUTE = 'data-membership-tier';

// 32 letters and digits that cannot be misread for one another (no 0/O, 1/I): a byte maps onto
// them evenly.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 6;
/** Jakarta's offset from UTC (WIB has no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * An application's reference, `NCN-2026-7KQ4MZ`: the prefix, the year of submission in Jakarta
 * (WIB, whatever the visitor's time zone), and six characters drawn from `random` (one byte each).
 */
export function formatApplicationReference(
  prefix: string,
  submittedAt: number,
  random: ArrayLike<number>,
): string {
  if (random.length < REFERENCE_LENGTH) throw new Error('Not enough random bytes');
  const year = new Date(submittedAt + WIB_OFFSET_MS).getUTCFullYear();
  let code = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    code += REFERENCE_ALPHABET[(random[index] ?? 0) % REFERENCE_ALPHABET.length];
  }
  return `${prefix}-${year}-${code}`;
}

/** A new reference for an application sent now, from the browser's secure random numbers. */
export function createApplicationReference(prefix: string): string {
  return formatApplicationReference(
    prefix,
    Date.now(),
    crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH)),
  );
}
