import type { Locale } from '@/data/locales';
import * as en from './en';
import * as id from './id';

/**
 * The interface's words, one dictionary per edition (the records' own text is in `data/content/`).
 * Each section has a module in `en/` and its twin in `id/`, typed as the English one, so a key
 * missing from the Indonesian fails the type check, and with it the build, naming the key.
 *
 * A typed module rather than a runtime library (next-intl): server components read their section
 * directly, client islands get only the strings they use as props, and nothing is added to any
 * page's JavaScript. Placeholders are written `{name}` and filled by `formatMessage` (lib/i18n).
 */
export type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = { en, id };

export function getMessages(locale: Locale): Messages {
  return MESSAGES[locale];
}
