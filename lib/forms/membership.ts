import * as z from 'zod/mini';
import {
  DIRECTORY_PROVINCES,
  INDUSTRIES,
  MEMBERSHIP_TIERS,
  type MembershipTier,
} from '@/data/options';
import { MEMBERSHIP_MAX_BOARD_YEARS, MEMBERSHIP_MIN_BOARD_YEARS } from '../constants';
import { EMPTY_IDENTITY, IDENTITY_LIMITS, identityShape } from './identity';
import { IDENTITY_MESSAGES } from './identity-messages';
import { choice, mustAgree, optionalText, readDraft, requiredText, tooLong } from './fields';

/**
 * The industry and province choices: the spec's option lists (without their 'All' entries), and
 * 'Other' for a director whose company fits none of them, who may still apply.
 */
export const OTHER_CHOICE = 'Other';
export const MEMBERSHIP_INDUSTRIES = [...INDUSTRIES, OTHER_CHOICE] as const;
export const MEMBERSHIP_PROVINCES = [...DIRECTORY_PROVINCES, OTHER_CHOICE] as const;
export type MembershipIndustry = (typeof MEMBERSHIP_INDUSTRIES)[number];
export type MembershipProvince = (typeof MEMBERSHIP_PROVINCES)[number];

/** The longest value each field takes; the inputs carry the same maxLength. */
export const MEMBERSHIP_LIMITS = {
  ...IDENTITY_LIMITS,
  boardYears: 2,
  referrer: 100,
  linkedin: 200,
  motivation: 1000,
} as const;

type Messages = Record<
  | 'industry'
  | 'province'
  | 'boardYearsRequired'
  | 'boardYearsInvalid'
  | 'boardYearsTooFew'
  | 'boardYearsTooMany'
  | 'tier'
  | 'referrer'
  | 'linkedin'
  | 'motivation'
  | 'consent',
  string
>;

/**
 * The form's messages in each language (its identity block words its fields as the site's other
 * forms do: IDENTITY_MESSAGES).
 */
export const MEMBERSHIP_MESSAGES: Record<'en' | 'id', Messages> = {
  en: {
    industry: 'Please choose your industry',
    province: 'Please choose your province',
    boardYearsRequired: 'Years in a board role is required',
    boardYearsInvalid: 'Enter your years in a board role as a whole number, like 5',
    boardYearsTooFew: `Membership needs at least ${MEMBERSHIP_MIN_BOARD_YEARS} years in a board role`,
    boardYearsTooMany: `Years in a board role must be ${MEMBERSHIP_MAX_BOARD_YEARS} or fewer`,
    tier: 'Please choose a membership tier',
    referrer: 'Choose a member from the directory’s list, or leave this empty',
    linkedin: 'Please enter a valid LinkedIn profile URL',
    motivation: 'Please tell us briefly why you would like to join',
    consent: 'You must agree to be contacted regarding your application',
  },
  id: {
    industry: 'Pilih bidang industri Anda',
    province: 'Pilih provinsi Anda',
    boardYearsRequired: 'Lama menjabat di dewan diperlukan',
    boardYearsInvalid: 'Tulis lama menjabat dalam bilangan bulat, misalnya 5',
    boardYearsTooFew: `Keanggotaan mensyaratkan pengalaman minimal ${MEMBERSHIP_MIN_BOARD_YEARS} tahun di jajaran direksi atau komisaris`,
    boardYearsTooMany: `Lama menjabat paling banyak ${MEMBERSHIP_MAX_BOARD_YEARS} tahun`,
    tier: 'Pilih tingkat keanggotaan',
    referrer: 'Pilih anggota dari daftar direktori, atau kosongkan kolom ini',
    linkedin: 'Masukkan URL profil LinkedIn yang valid',
    motivation: 'Ceritakan secara singkat alasan Anda ingin bergabung',
    consent: 'Persetujuan diperlukan',
  },
};

/** Each field's name inside a 'too long' message, in each language. */
const FIELD_NAMES = {
  en: {
    referrer: 'Referring member',
    linkedin: 'LinkedIn profile URL',
    motivation: 'Motivation',
  },
  id: {
    referrer: 'Anggota perujuk',
    linkedin: 'URL profil LinkedIn',
    motivation: 'Motivasi',
  },
} as const;

/**
 * A LinkedIn profile address: linkedin.com (or a country subdomain such as id.linkedin.com), then
 * /in/ or /pub/ and the profile's name (old /pub/ addresses have more segments); the scheme may be
 * left out, a trailing slash or query kept.
 */
export const LINKEDIN_PROFILE_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)(?:\/[^\s/?#]+)+\/?(?:[?#]\S*)?$/i;

/** Whole years, digits only (a leading zero is fine). */
const WHOLE_NUMBER = /^\d+$/;

type SchemaOptions = {
  language: 'en' | 'id';
  /**
   * Whether a referring member's name is in the directory. Without it the name is only trimmed and
   * capped; with it the schema must be parsed asynchronously (the list may still be loading).
   */
  isDirectoryMember?: (name: string) => boolean | Promise<boolean>;
};

/** The membership application's rules, in the form's order; every text is trimmed first. */
export function createMembershipSchema({ language, isDirectoryMember }: SchemaOptions) {
  const m = MEMBERSHIP_MESSAGES[language];
  const names = FIELD_NAMES[language];
  const limit = (key: 'referrer' | 'linkedin' | 'motivation') => ({
    max: MEMBERSHIP_LIMITS[key],
    tooLong: tooLong[language](names[key], MEMBERSHIP_LIMITS[key]),
  });
  const referrer = optionalText(limit('referrer'));
  return z.object({
    ...identityShape(IDENTITY_MESSAGES[language], language),
    industry: choice(MEMBERSHIP_INDUSTRIES, m.industry),
    province: choice(MEMBERSHIP_PROVINCES, m.province),
    // Each check reports only when the ones before it passed: the first failing one is the message.
    boardYears: z.string().check(
      z.trim(),
      z.minLength(1, m.boardYearsRequired),
      z.refine((value) => !value || WHOLE_NUMBER.test(value), m.boardYearsInvalid),
      z.refine(
        (value) => !WHOLE_NUMBER.test(value) || Number(value) >= MEMBERSHIP_MIN_BOARD_YEARS,
        m.boardYearsTooFew,
      ),
      z.refine(
        (value) => !WHOLE_NUMBER.test(value) || Number(value) <= MEMBERSHIP_MAX_BOARD_YEARS,
        m.boardYearsTooMany,
      ),
    ),
    tier: choice(MEMBERSHIP_TIERS, m.tier),
    referrer: isDirectoryMember
      ? referrer.check(z.refine((name) => !name || isDirectoryMember(name), m.referrer))
      : referrer,
    linkedin: optionalText(limit('linkedin')).check(
      z.refine((url) => !url || LINKEDIN_PROFILE_PATTERN.test(url), m.linkedin),
    ),
    motivation: requiredText(m.motivation, limit('motivation')),
    consent: mustAgree(m.consent),
  });
}

type MembershipSchema = ReturnType<typeof createMembershipSchema>;

/** What the form holds while the visitor types: no industry, province or tier chosen at first. */
export type MembershipValues = Omit<z.input<MembershipSchema>, 'industry' | 'province' | 'tier'> & {
  industry: MembershipIndustry | '';
  province: MembershipProvince | '';
  tier: MembershipTier | '';
};
/** What a valid application carries (trimmed). */
export type MembershipApplication = z.output<MembershipSchema>;

export const EMPTY_MEMBERSHIP: MembershipValues = {
  ...EMPTY_IDENTITY,
  industry: '',
  province: '',
  boardYears: '',
  tier: '',
  referrer: '',
  linkedin: '',
  motivation: '',
  consent: false,
};

/** Reads a saved draft of the membership form, keeping only well-typed fields within their limits. */
export function readMembershipDraft(raw: string | null): MembershipValues | null {
  return readDraft(raw, EMPTY_MEMBERSHIP, {
    limits: MEMBERSHIP_LIMITS,
    choices: {
      industry: MEMBERSHIP_INDUSTRIES,
      province: MEMBERSHIP_PROVINCES,
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
