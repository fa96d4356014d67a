import { fromContent, loadPage } from './content-files';
import type { Locale } from './locales';
import {
  PartnershipPageSchema,
  PartnershipTranslationSchema,
  type PartnershipPage,
} from './schemas/partnership';

/** data/content/pages/partnership.json, both editions. */
const editions = fromContent(() =>
  loadPage('pages/partnership.json', PartnershipPageSchema, PartnershipTranslationSchema),
);

/** The Partnership Opportunities page's content, in `locale`. */
export function getPartnershipPage(locale: Locale = 'en'): PartnershipPage {
  return editions()[locale];
}
