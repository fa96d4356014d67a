import { MEMBERSHIP_CONTENT } from './content/membership';
import { MEMBERSHIP_CONTENT_ID } from './content/id/membership';
import type { Locale } from './locales';
import {
  MembershipPageSchema,
  MembershipTranslationSchema,
  type MembershipPage,
} from './schemas/membership';
import { localizeRecord } from './schemas/translation';

const MEMBERSHIP: MembershipPage = MembershipPageSchema.parse(MEMBERSHIP_CONTENT);

const editions: Readonly<Record<Locale, MembershipPage>> = {
  en: MEMBERSHIP,
  id: localizeRecord(
    'Membership page',
    MEMBERSHIP,
    MEMBERSHIP_CONTENT_ID,
    MembershipTranslationSchema,
  ),
};

/** The Membership page's content (who may join, benefits, tiers and fees, steps, FAQ), in `locale`. */
export function getMembershipPage(locale: Locale = 'en'): MembershipPage {
  return editions[locale];
}
