import { fromContent } from './content-files';
import type { Locale } from './locales';
import { ContactPageSchema, ContactPageTranslationSchema, type ContactPage } from './schemas/pages';
import { loadPageWithSiteFacts } from './site';

/**
 * data/content/pages/contact.json, both editions, its placeholders filled from the site settings;
 * the contact and bank details themselves are the site settings (data/site.ts).
 */
const editions = fromContent(() =>
  loadPageWithSiteFacts('pages/contact.json', ContactPageSchema, ContactPageTranslationSchema),
);

/** The Contact Us page's copy, in `locale`. */
export function getContactPage(locale: Locale = 'en'): ContactPage {
  return editions()[locale];
}
