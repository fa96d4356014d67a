import { EVENT_CONTENT } from './content/events';
import { EventListSchema, type EventItem } from './schemas/events';

const events: readonly EventItem[] = Object.freeze(EventListSchema.parse(EVENT_CONTENT));

/** Every event, in data order (the listing sorts and filters them itself). */
export function getEvents(): readonly EventItem[] {
  return events;
}

/** One event by slug, or undefined when no event has it. */
export function getEventBySlug(slug: string): EventItem | undefined {
  return events.find((event) => event.slug === slug);
}

/** Every event slug, for generateStaticParams of the detail and registration pages. */
export function getEventSlugs(): string[] {
  return events.map((event) => event.slug);
}
