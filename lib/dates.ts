import { format } from 'date-fns';
import { enUS } from 'date-fns/locale';

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

/** 'Saturday, 15 March 2025', the events' format (EEEE, dd MMMM yyyy). */
export function formatEventDate(isoDate: string): string {
  return format(toCalendarDate(isoDate), 'EEEE, dd MMMM yyyy', { locale: enUS });
}

/** 'Dec 10, 2024', the article and news cards' format (MMM dd, yyyy). */
export function formatShortDate(isoDate: string): string {
  return format(toCalendarDate(isoDate), 'MMM dd, yyyy', { locale: enUS });
}

/** 'December 10, 2024', the article and news pages' format (MMMM dd, yyyy). */
export function formatLongDate(isoDate: string): string {
  return format(toCalendarDate(isoDate), 'MMMM dd, yyyy', { locale: enUS });
}
