import { fromContent, loadPage } from './content-files';
import type { Locale } from './locales';
import {
  CentralLeadershipSchema,
  CentralLeadershipTranslationSchema,
  type CentralLeadership,
} from './schemas/central-leadership';

/** The central leadership (data/content/leadership/central.json), both editions. */
const editions = fromContent(() =>
  loadPage('leadership/central.json', CentralLeadershipSchema, CentralLeadershipTranslationSchema),
);

/**
 * The central leadership of the 2025–2030 term: boards, main officers and working fields, in
 * `locale`.
 */
export function getCentralLeadership(locale: Locale = 'en'): Readonly<CentralLeadership> {
  return editions()[locale];
}
