import { format, type Locale as DateFnsLocale } from 'date-fns';
import { enUS, id } from 'date-fns/locale';
import type { Locale } from '@/data/locales';

/**
 * Turns a content date (`YYYY-MM-DD`) into a Date at local noon of that calendar day. Formatting it
 * with local fields then gives the same day in every time zone, on the server and in the browser
 * (no hydration mismatch); noon keeps clear of any midnight daylight-saving jump.
 */
export function toCalendarDate(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a calendar date: "${isoDate}"`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, day, 12);
}

/**
 * Each format in each edition: English as the spec writes it; Indonesian as Indonesian print
 * writes dates, day before month and no leading zero ('Sabtu, 15 Maret 2025', '10 Des 2024').
 */
const FORMATS: Record<
  Locale,
  { locale: DateFnsLocale; event: string; short: string; long: string }
> = {
  en: { locale: enUS, event: 'EEEE, dd MMMM yyyy', short: 'MMM dd, yyyy', long: 'MMMM dd, yyyy' },
  id: { locale: id, event: 'EEEE, d MMMM yyyy', short: 'd MMM yyyy', long: 'd MMMM yyyy' },
};

function formatIn(isoDate: string, locale: Locale, kind: 'event' | 'short' | 'long'): string {
  const edition = FORMATS[locale];
  return format(toCalendarDate(isoDate), edition[kind], { locale: edition.locale });
}

/** 'Saturday, 15 March 2025', the events' format (EEEE, dd MMMM yyyy); 'Sabtu, 15 Maret 2025'. */
export function formatEventDate(isoDate: string, locale: Locale = 'en'): string {
  return formatIn(isoDate, locale, 'event');
}

/** 'Dec 10, 2024', the article and news cards' format (MMM dd, yyyy); '10 Des 2024'. */
export function formatShortDate(isoDate: string, locale: Locale = 'en'): string {
  return formatIn(isoDate, locale, 'short');
}

/** 'December 10, 2024', the article and news pages' format (MMMM dd, yyyy); '10 Desember 2024'. */
export function formatLongDate(isoDate: string, locale: Locale = 'en'): string {
  return formatIn(isoDate, locale, 'long');
}
