import { fromContent, loadPage, pageSource } from './content-files';
import type { Locale } from './locales';
import { ContactPageSchema, ContactPageTranslationSchema, type ContactPage } from './schemas/pages';
import { fillSiteFacts } from './site';

/**
 * data/content/pages/contact.json, both editions, its placeholders filled from the site settings;
 * the contact and bank details themselves are the site settings (data/site.ts).
 */
const editions = fromContent(() => {
  const { en, id } = loadPage(
    'pages/contact.json',
    ContactPageSchema,
    ContactPageTranslationSchema,
  );
  return {
    en: fillSiteFacts(en, 'en', pageSource('pages/contact.json', 'en')),
    id: fillSiteFacts(id, 'id', pageSource('pages/contact.json', 'id')),
  };
});

/** The Contact Us page's copy, in `locale`. */
export function getContactPage(locale: Locale = 'en'): ContactPage {
  return editions()[locale];
}
