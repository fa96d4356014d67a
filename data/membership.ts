import { fromContent, loadPage } from './content-files';
import type { Locale } from './locales';
import {
  MembershipPageSchema,
  MembershipTranslationSchema,
  type MembershipPage,
} from './schemas/membership';

/** data/content/pages/membership.json, both editions. */
const editions = fromContent(() =>
  loadPage('pages/membership.json', MembershipPageSchema, MembershipTranslationSchema),
);

/** The Membership page's content (who may join, benefits, tiers and fees, steps, FAQ), in `locale`. */
export function getMembershipPage(locale: Locale = 'en'): MembershipPage {
  return editions()[locale];
}
