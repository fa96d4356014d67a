// The membership form's rules, with its messages, for the form's resolver and the tests.
import * as z from 'zod/mini';
import { MEMBERSHIP_TIERS, type MembershipTier } from '@/data/options';
import { MEMBERSHIP_MAX_BOARD_YEARS, MEMBERSHIP_MIN_BOARD_YEARS } from '../constants';
import { tooLong } from './fields';
import { IDENTITY_MESSAGES } from './identity-messages';
import { identityShape } from './identity-schema';
import {
  MEMBERSHIP_INDUSTRIES,
  MEMBERSHIP_LIMITS,
  membershipProvinces,
  type MembershipIndustry,
  type MembershipProvince,
} from './membership';
import { choice, mustAgree, optionalText, requiredText } from './rules';

type Messages = Record<
  | 'industry'
  | 'province'
  | 'boardYearsRequired'
  | 'boardYearsInvalid'
  | 'boardYearsTooFew'
  | 'boardYearsTooMany'
  | 'tier'
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
    linkedin: 'Please enter a valid LinkedIn profile URL',
    motivation: 'Please tell us briefly why you would like to join',
    consent: 'You must agree to be contacted regarding your application',
  },
  id: {
    industry: 'Pilih bidang industri Anda',
    province: 'Pilih provinsi Anda',
    boardYearsRequired: 'Lama menjabat sebagai direktur atau komisaris wajib diisi',
    boardYearsInvalid: 'Tulis lama menjabat dalam bilangan bulat, misalnya 5',
    boardYearsTooFew: `Keanggotaan mensyaratkan masa jabatan paling sedikit ${MEMBERSHIP_MIN_BOARD_YEARS} tahun sebagai direktur atau komisaris`,
    boardYearsTooMany: `Lama menjabat paling banyak ${MEMBERSHIP_MAX_BOARD_YEARS} tahun`,
    tier: 'Pilih tingkat keanggotaan',
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
  /** The provinces of the provincial boards (data/board-provinces.ts); 'Other' is added. */
  provinces: readonly string[];
};

/** The membership application's rules, in the form's order; every text is trimmed first. */
export function createMembershipSchema({ language, provinces }: SchemaOptions) {
  const m = MEMBERSHIP_MESSAGES[language];
  const names = FIELD_NAMES[language];
  const limit = (key: 'referrer' | 'linkedin' | 'motivation') => ({
    max: MEMBERSHIP_LIMITS[key],
    tooLong: tooLong[language](names[key], MEMBERSHIP_LIMITS[key]),
  });
  return z.object({
    ...identityShape(IDENTITY_MESSAGES[language], language),
    industry: choice(MEMBERSHIP_INDUSTRIES, m.industry),
    province: choice(membershipProvinces(provinces), m.province),
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
    // Any member's name: the public directory shows a few of some 3,000 members, so its names are
    // only suggestions (the form's list), never the rule.
    referrer: optionalText(limit('referrer')),
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
