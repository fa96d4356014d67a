import { byId, fromContent, loadFolder } from './content-files';
import { clockInEdition, type Locale } from './locales';
import {
  EventListSchema,
  EventSchema,
  EventTranslationSchema,
  type EventItem,
} from './schemas/events';

/** The events, from data/content/events/{en,id}/<slug>.json, in the order of their ids. */
const editions = fromContent(() => {
  const { en, id } = loadFolder({
    folder: 'events',
    schema: EventSchema,
    translation: EventTranslationSchema,
    list: EventListSchema,
    order: byId,
  });
  return {
    en: Object.freeze(en),
    id: Object.freeze(
      id.map((event) => ({
        ...event,
        time: clockInEdition(event.time, 'id'),
        agenda: event.agenda.map((item) => ({ ...item, time: clockInEdition(item.time, 'id') })),
      })),
    ),
  } satisfies Record<Locale, readonly EventItem[]>;
});

/** Every event, in data order (the listing sorts and filters them itself), in `locale`. */
export function getEvents(locale: Locale = 'en'): readonly EventItem[] {
  return editions()[locale];
}

/** One event by slug, or undefined when no event has it. */
export function getEventBySlug(slug: string, locale: Locale = 'en'): EventItem | undefined {
  return editions()[locale].find((event) => event.slug === slug);
}

/** Every event slug, for generateStaticParams of the detail and registration pages. */
export function getEventSlugs(): string[] {
  return editions().en.map((event) => event.slug);
}
