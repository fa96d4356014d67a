import { fromContent, loadPage } from './content-files';
import type { Locale } from './locales';
import {
  SponsorshipPageSchema,
  SponsorshipTranslationSchema,
  type SponsorshipPage,
} from './schemas/sponsorship';

/** data/content/pages/sponsorship.json, both editions. */
const editions = fromContent(() =>
  loadPage('pages/sponsorship.json', SponsorshipPageSchema, SponsorshipTranslationSchema),
);

/** The Sponsorship page's content, in `locale`. */
export function getSponsorshipPage(locale: Locale = 'en'): SponsorshipPage {
  return editions()[locale];
}
