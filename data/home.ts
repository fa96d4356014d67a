import { fromContent, loadPage } from './content-files';
import type { Locale } from './locales';
import { HomePageSchema, HomeTranslationSchema, type HomePage } from './schemas/pages';

/** data/content/pages/home.json (the quote, the directory teaser, the event summaries), both editions. */
export const getHomePage = fromContent(() =>
  loadPage('pages/home.json', HomePageSchema, HomeTranslationSchema),
);

/** The home page's copy beyond the hero, in `locale`. */
export function getHome(locale: Locale = 'en'): Omit<HomePage, 'events'> {
  const { quote, directoryTeaser } = getHomePage()[locale];
  return { quote, directoryTeaser };
}
