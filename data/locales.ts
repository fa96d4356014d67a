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
