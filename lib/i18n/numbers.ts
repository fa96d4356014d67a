import type { Locale } from '@/data/locales';

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', id: 'id-ID' };

/** A whole number as each edition writes it: 3,000 in English, 3.000 in Indonesian. */
export function formatCount(value: number, locale: Locale): string {
  return value.toLocaleString(NUMBER_LOCALE[locale]);
}
