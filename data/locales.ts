/**
 * The site's two editions. English is the spec's and keeps today's URLs; Indonesian is its
 * translation under `/id`. Records are written in English and carry their Indonesian text in
 * `data/content/id/`, laid over them by `localizeRecords` (data/schemas/translation.ts).
 */
export const LOCALES = ['en', 'id'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Times of day as the edition writes them: '07:30 – 18:00 WIB' in English, '07.30 – 18.00 WIB' in
 * Indonesian (EYD marks hours and minutes with a period, as the contact page's office hours do).
 */
export function clockInEdition(text: string, locale: Locale): string {
  return locale === 'id' ? text.replace(/\b([01]\d|2[0-3]):([0-5]\d)\b/g, '$1.$2') : text;
}

/** A time of day as `<time datetime>` takes it ('07:30'), from either edition's text ('07.30'). */
export function clockValue(text: string): string {
  return text.replace(/\b([01]\d|2[0-3])\.([0-5]\d)\b/g, '$1:$2');
}
