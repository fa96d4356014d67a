import { EVENT_CONTENT } from './content/events';
import { EVENT_CONTENT_ID } from './content/id/events';
import { clockInEdition, type Locale } from './locales';
import { EventListSchema, EventTranslationSchema, type EventItem } from './schemas/events';
import { localizeRecords } from './schemas/translation';

const events: readonly EventItem[] = Object.freeze(EventListSchema.parse(EVENT_CONTENT));

const editions: Readonly<Record<Locale, readonly EventItem[]>> = {
  en: events,
  id: Object.freeze(
    localizeRecords(
      'event',
      events,
      EVENT_CONTENT_ID,
      EventTranslationSchema,
      (event) => event.id,
    ).map((event) => ({
      ...event,
      time: clockInEdition(event.time, 'id'),
      agenda: event.agenda.map((item) => ({ ...item, time: clockInEdition(item.time, 'id') })),
    })),
  ),
};

/** Every event, in data order (the listing sorts and filters them itself), in `locale`. */
export function getEvents(locale: Locale = 'en'): readonly EventItem[] {
  return editions[locale];
}

/** One event by slug, or undefined when no event has it. */
export function getEventBySlug(slug: string, locale: Locale = 'en'): EventItem | undefined {
  return editions[locale].find((event) => event.slug === slug);
}

/** Every event slug, for generateStaticParams of the detail and registration pages. */
export function getEventSlugs(): string[] {
  return events.map((event) => event.slug);
}
