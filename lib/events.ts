import {
  ALL_CITIES,
  EVENT_CITY_OPTIONS,
  type EventCategory,
  type EventCity,
  type EventCityOption,
  type EventStatus,
} from '@/data/options';
import { defineListingQuery, matchesText, option, positiveInt, text } from './listing-query';
import { MAX_TICKETS } from './constants';

/** What a listing card and the filters need of an event. */
export type EventEntry = {
  slug: string;
  title: string;
  shortDescription: string;
  category: EventCategory;
  /** The category as the page's language shows it on the card ('Konferensi'), searched too. */
  categoryLabel?: string;
  city: EventCity;
  date: string;
  status: EventStatus;
};

const EVENT_TABS = ['upcoming', 'past'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

export type EventCriteria = { tab: EventTab; q: string; city: EventCityOption; page: number };

/** The listing's state in the URL: `?tab=&q=&city=&page=`; 'Clear Filters' keeps the tab. */
export const eventQuery = defineListingQuery<EventCriteria>(
  { tab: 'upcoming', q: '', city: ALL_CITIES, page: 1 },
  {
    tab: option(EVENT_TABS, { kept: true }),
    q: text(),
    city: option(EVENT_CITY_OPTIONS),
    page: positiveInt(),
  },
);

/**
 * The events of a tab matching the criteria: search is a case-insensitive "contains" on the title,
 * short description and category (its value and, when given, the label the page shows); the city
 * matches exactly ('All Cities' = any). Upcoming events come soonest first, past events latest
 * first.
 */
export function filterEvents<T extends EventEntry>(
  events: readonly T[],
  criteria: Omit<EventCriteria, 'page'>,
): T[] {
  return events
    .filter(
      (event) =>
        event.status === criteria.tab &&
        (criteria.city === ALL_CITIES || event.city === criteria.city) &&
        matchesText(criteria.q, [
          event.title,
          event.shortDescription,
          event.category,
          event.categoryLabel,
        ]),
    )
    .sort((a, b) =>
      criteria.tab === 'upcoming' ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date),
    );
}

type Capacity = { status: EventStatus; capacity: number; registeredCount: number };

/** Places still free; never below zero. */
export function spotsLeft({ capacity, registeredCount }: Capacity): number {
  return Math.max(0, capacity - registeredCount);
}

export type RegistrationAvailability = 'open' | 'full' | 'closed';

/**
 * Registration is open only for an upcoming event with places left; otherwise it is 'full'
 * (an upcoming event without places: 'Event Full') or 'closed' ('Registration Closed').
 */
export function registrationAvailability(event: Capacity): RegistrationAvailability {
  if (event.status !== 'upcoming') return 'closed';
  return spotsLeft(event) > 0 ? 'open' : 'full';
}

/** The share of places taken, as a whole percentage capped at 100 (for the progress bar). */
export function percentRegistered({ capacity, registeredCount }: Capacity): number {
  if (capacity <= 0) return 100;
  return Math.min(100, Math.round((registeredCount / capacity) * 100));
}

/** The most tickets one registration may take: 1 to 5, and never more than the places left. */
export function ticketLimit(event: Capacity): number {
  return Math.min(MAX_TICKETS, spotsLeft(event));
}

/**
 * '08:30 – 17:00 WIB' (or the Indonesian edition's '08.30 – 17.00 WIB') → the ISO start and end on
 * the event's day, in WIB (UTC+7).
 */
export function eventTimeRange(date: string, time: string): { start: string; end: string } {
  const match = /^(\d{2})[:.](\d{2}) – (\d{2})[:.](\d{2}) WIB$/.exec(time);
  if (!match) throw new Error(`Not a WIB time range: "${time}"`);
  const [, startHour, startMinute, endHour, endMinute] = match;
  return {
    start: `${date}T${startHour}:${startMinute}:00+07:00`,
    end: `${date}T${endHour}:${endMinute}:00+07:00`,
  };
}
