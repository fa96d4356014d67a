import type { Locale } from '@/data/locales';
import { localizePath } from './i18n/paths';

/**
 * An iCalendar file (RFC 5545) for one event. As the spec asks, the event runs 09:00 to 17:00 UTC
 * on its date, whatever its published time.
 */
export type IcsEvent = {
  uid: string;
  /** `YYYY-MM-DD`. */
  date: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
};

/**
 * What 'Add to Calendar' downloads for an event's page: the event as an IcsEvent (its summary,
 * short description with the address of the page in the visitor's edition, venue and address, a
 * UID on the site's host, the same in both editions) and the calendar's product id. The builder
 * adds no words of its own: the summary and description come in the edition's language.
 */
export function buildEventCalendar(
  event: {
    id: string;
    slug: string;
    title: string;
    date: string;
    shortDescription: string;
    location: { venue: string; address: string };
  },
  site: { name: string; url: string },
  locale: Locale,
): { event: IcsEvent; productId: string } {
  const url = new URL(localizePath(`/events/${event.slug}`, locale), `${site.url}/`).toString();
  return {
    event: {
      uid: `${event.id}@${new URL(site.url).hostname}`,
      date: event.date,
      summary: event.title,
      description: `${event.shortDescription}\n\n${url}`,
      location: `${event.location.venue}, ${event.location.address}`,
      url,
    },
    productId: `-//${site.name}//Events//EN`,
  };
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1): each continuation starts
 * with a space, and a multi-byte UTF-8 character is never split.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `2025-03-15` and `090000` → `20250315T090000Z`. */
const utcDateTime = (date: string, time: string) => `${date.replace(/-/g, '')}T${time}Z`;

/** `2026-11-21T08:05:09.123Z` → `20261121T080509Z`. */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Builds the calendar file's text, with CRLF line endings. */
export function buildIcs(
  event: IcsEvent,
  { now, productId }: { now: Date; productId: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${utcDateTime(event.date, '090000')}`,
    `DTEND:${utcDateTime(event.date, '170000')}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
