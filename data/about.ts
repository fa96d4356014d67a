import { fromContent } from './content-files';
import type { Locale } from './locales';
import { AboutPageSchema, AboutTranslationSchema, type AboutPage } from './schemas/pages';
import { loadPageWithSiteFacts } from './site';

/** data/content/pages/about.json, both editions, its placeholders filled from the site settings. */
const editions = fromContent(() =>
  loadPageWithSiteFacts('pages/about.json', AboutPageSchema, AboutTranslationSchema),
);

/** The About Us page's copy, in `locale`. */
export function getAbout(locale: Locale = 'en'): AboutPage {
  return editions()[locale];
}
