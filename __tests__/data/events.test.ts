/** @jest-environment node */
import { getEventBySlug, getEvents, getEventSlugs } from '@/data/events';
import { EventListSchema, type EventInput, type EventItem } from '@/data/schemas/events';
import { getHomeEvents } from '@/data/home-events';
import { homeEventListSchema } from '@/data/schemas/home-events';
import { EVENT_CATEGORIES, EVENT_CITIES } from '@/data/options';
import { CONTENT_DATE, SLUG_PATTERN } from '@/data/schemas/helpers';

/** The records as the content files give them, through their loader. */
const EVENT_CONTENT = getEvents();

const events = getEvents();
const upcoming = events.filter((event) => event.status === 'upcoming');
const past = events.filter((event) => event.status === 'past');
const spotsLeft = (event: EventItem) => event.capacity - event.registeredCount;

describe('the events', () => {
  it('parses its content', () => {
    expect(EventListSchema.safeParse(EVENT_CONTENT).success).toBe(true);
  });

  it('has one event in each of the six cities', () => {
    expect(events.map((event) => event.location.city).sort()).toEqual([...EVENT_CITIES].sort());
  });

  it('uses all four categories', () => {
    expect(new Set(events.map((event) => event.category))).toEqual(new Set(EVENT_CATEGORIES));
  });

  it('has the spec’s sample capacities 500, 30, 25, 250, 150 and 80', () => {
    const byNumber = (a: number, b: number) => a - b;
    expect(events.map((event) => event.capacity).sort(byNumber)).toEqual(
      [500, 30, 25, 250, 150, 80].sort(byNumber),
    );
  });

  it('has at least three upcoming and two past events', () => {
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(2);
  });

  it('has an upcoming event that is full (Event Full)', () => {
    expect(upcoming.some((event) => spotsLeft(event) <= 0)).toBe(true);
  });

  it('has an upcoming event with fewer than five spots left', () => {
    expect(upcoming.some((event) => spotsLeft(event) > 0 && spotsLeft(event) < 5)).toBe(true);
  });

  it('has no past event that is full, so a past event reads only as Registration Closed', () => {
    expect(
      getEvents()
        .filter((event) => event.status === 'past')
        .every((event) => spotsLeft(event) > 0),
    ).toBe(true);
  });

  it('has an upcoming event with plenty of spots (Register Now)', () => {
    expect(upcoming.some((event) => spotsLeft(event) >= 5)).toBe(true);
  });

  it('dates upcoming events after the content date and past ones on or before it', () => {
    for (const event of upcoming) expect(event.date > CONTENT_DATE).toBe(true);
    for (const event of past) expect(event.date <= CONTENT_DATE).toBe(true);
  });

  it('gives every time range in WIB', () => {
    for (const event of events) expect(event.time).toMatch(/ WIB$/);
  });

  it('lists speakers on most events and none on at least one', () => {
    const withSpeakers = events.filter((event) => event.speakers.length > 0).length;
    expect(withSpeakers).toBeGreaterThan(events.length / 2);
    expect(withSpeakers).toBeLessThan(events.length);
  });

  it('gives every event an agenda, an overview and notes', () => {
    for (const event of events) {
      expect(event.agenda.length).toBeGreaterThan(0);
      expect(event.overview.length).toBeGreaterThan(0);
      expect(event.notes.length).toBeGreaterThan(0);
    }
  });

  it('has unique, URL-safe slugs', () => {
    const slugs = getEventSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('getEventBySlug', () => {
  it('finds an event by its slug', () => {
    const first = events[0]!;
    expect(getEventBySlug(first.slug)).toBe(first);
  });

  it('returns undefined for an unknown slug (Event Not Found)', () => {
    expect(getEventBySlug('no-such-event')).toBeUndefined();
  });
});

describe('the event schema', () => {
  const valid = EVENT_CONTENT.find((event) => event.status === 'upcoming')!;

  it.each<[string, Partial<EventInput>]>([
    ['a negative registered count', { registeredCount: -1 }],
    ['a zero capacity', { capacity: 0 }],
    ['a date that is not YYYY-MM-DD', { date: '15/04/2027' }],
    ['an upcoming status on a date already past', { date: '2026-01-15' }],
    ['a time without WIB', { time: '07:30 – 18:00' }],
    [
      'a city outside the options',
      { location: { city: 'Bandung' as 'Jakarta', venue: 'X', address: 'Y' } },
    ],
    [
      'an agenda speaker who is not a speaker',
      { agenda: [{ time: '09:00', session: 'Talk', speaker: 'Nobody Known' }] },
    ],
  ])('rejects an event with %s', (_, change) => {
    expect(EventListSchema.safeParse([{ ...valid, ...change }]).success).toBe(false);
  });
});

describe('the home page event summaries', () => {
  const summaries = getHomeEvents();

  it('are a Summit, a Forum and a Roundtable, the flagship first', () => {
    expect(summaries.map((summary) => summary.type)).toEqual(['Summit', 'Forum', 'Roundtable']);
    expect(summaries.map((summary) => summary.featured)).toEqual([true, false, false]);
  });

  it.each(summaries.map((summary) => [summary.slug, summary]))(
    'link %s to an upcoming event with the same title, date and time',
    (slug, summary) => {
      const event = getEventBySlug(slug);
      expect(event?.status).toBe('upcoming');
      expect(event?.title).toBe(summary.title);
      expect(event?.date).toBe(summary.date);
      expect(event?.time).toBe(summary.time);
    },
  );

  it('only lead to events with open registration', () => {
    for (const summary of summaries)
      expect(spotsLeft(getEventBySlug(summary.slug)!)).toBeGreaterThan(0);
  });

  it('describe their audience like "150+ CEOs"', () => {
    for (const summary of summaries) expect(summary.attendees).toMatch(/^\d+\+? CEOs$/);
  });

  it('reject a summary that points to a past event', () => {
    const pastSlug = past[0]!.slug;
    const broken = summaries.map((summary, index) =>
      index === 1 ? { ...summary, slug: pastSlug } : summary,
    );
    expect(homeEventListSchema(events).safeParse(broken).success).toBe(false);
  });
});
