import { fromContent, loadPage, pageSource } from './content-files';
import type { Locale } from './locales';
import { AboutPageSchema, AboutTranslationSchema, type AboutPage } from './schemas/pages';
import { fillSiteFacts } from './site';

/** data/content/pages/about.json, both editions, its placeholders filled from the site settings. */
const editions = fromContent(() => {
  const { en, id } = loadPage('pages/about.json', AboutPageSchema, AboutTranslationSchema);
  return {
    en: fillSiteFacts(en, 'en', pageSource('pages/about.json', 'en')),
    id: fillSiteFacts(id, 'id', pageSource('pages/about.json', 'id')),
  };
});

/** The About Us page's copy, in `locale`. */
export function getAbout(locale: Locale = 'en'): AboutPage {
  return editions()[locale];
}
