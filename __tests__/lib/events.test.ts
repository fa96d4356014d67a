/** @jest-environment node */
import {
  eventQuery,
  eventTimeRange,
  filterEvents,
  percentRegistered,
  registrationAvailability,
  spotsLeft,
  ticketLimit,
  type EventEntry,
} from '@/lib/events';

const events: EventEntry[] = [
  {
    slug: 'summit',
    title: 'CEO Summit',
    shortDescription: 'Flagship gathering',
    category: 'Conference',
    city: 'Jakarta',
    date: '2027-04-15',
    status: 'upcoming',
  },
  {
    slug: 'roundtable',
    title: 'Succession Roundtable',
    shortDescription: 'Family business',
    category: 'Roundtable',
    city: 'Surabaya',
    date: '2026-12-10',
    status: 'upcoming',
  },
  {
    slug: 'masterclass',
    title: 'Digital Masterclass',
    shortDescription: 'Hands-on AI workshop',
    category: 'Workshop',
    city: 'Yogyakarta',
    date: '2027-01-16',
    status: 'upcoming',
  },
  {
    slug: 'bali',
    title: 'Tourism Conference',
    shortDescription: 'Sustainable tourism',
    category: 'Conference',
    city: 'Bali',
    date: '2026-08-20',
    status: 'past',
  },
  {
    slug: 'medan',
    title: 'Export Workshop',
    shortDescription: 'Export readiness',
    category: 'Workshop',
    city: 'Medan',
    date: '2026-06-11',
    status: 'past',
  },
];
const slugs = (list: EventEntry[]) => list.map((e) => e.slug);
const criteria = (o: Partial<typeof eventQuery.defaults>) => ({
  ...eventQuery.defaults,
  ...o,
});

describe('filterEvents', () => {
  it.each([
    ['upcoming, soonest first', {}, ['roundtable', 'masterclass', 'summit']],
    ['past, latest first', { tab: 'past' }, ['bali', 'medan']],
    ['a title, any case', { q: 'SUMMIT' }, ['summit']],
    ['a short description', { q: 'family' }, ['roundtable']],
    ['a category', { q: 'workshop' }, ['masterclass']],
    ['a category on the past tab', { tab: 'past', q: 'workshop' }, ['medan']],
    ['a city', { city: 'Jakarta' }, ['summit']],
    ['a city that has only past events', { city: 'Bali' }, []],
    ['search and city together', { q: 'conference', city: 'Bali', tab: 'past' }, ['bali']],
    ["'All Cities'", { city: 'All Cities' }, ['roundtable', 'masterclass', 'summit']],
    ['nothing', { q: 'nothing like this' }, []],
  ] as const)('finds %s', (_, overrides, expected) => {
    expect(slugs(filterEvents(events, criteria(overrides)))).toEqual(expected);
  });

  describe('when the page shows the categories in Indonesian', () => {
    const CATEGORY_LABELS = {
      Conference: 'Konferensi',
      Roundtable: 'Diskusi Meja Bundar',
      Workshop: 'Lokakarya',
      Seminar: 'Seminar',
    } as const;
    const translated = events.map((event) => ({
      ...event,
      categoryLabel: CATEGORY_LABELS[event.category],
    }));

    it.each([
      ['the category as the card shows it, any case', { q: 'KONFERENSI' }, ['summit']],
      ['part of a translated category', { q: 'meja bundar' }, ['roundtable']],
      ['a translated category on the past tab', { tab: 'past', q: 'lokakarya' }, ['medan']],
      ['the English category still', { q: 'workshop' }, ['masterclass']],
    ] as const)('finds %s', (_, overrides, expected) => {
      expect(slugs(filterEvents(translated, criteria(overrides)))).toEqual(expected);
    });

    it('finds nothing by a translated category without its label', () => {
      expect(filterEvents(events, criteria({ q: 'konferensi' }))).toEqual([]);
    });
  });
});

describe('registration rules', () => {
  it.each([
    [
      'upcoming with places',
      { status: 'upcoming', capacity: 500, registeredCount: 312 },
      'open',
      188,
      5,
      62,
    ],
    [
      'upcoming with three places',
      { status: 'upcoming', capacity: 30, registeredCount: 27 },
      'open',
      3,
      3,
      90,
    ],
    [
      'upcoming and full',
      { status: 'upcoming', capacity: 25, registeredCount: 25 },
      'full',
      0,
      0,
      100,
    ],
    [
      'upcoming and over-booked',
      { status: 'upcoming', capacity: 25, registeredCount: 27 },
      'full',
      0,
      0,
      100,
    ],
    [
      'past with places',
      { status: 'past', capacity: 250, registeredCount: 238 },
      'closed',
      12,
      5,
      95,
    ],
    ['past and full', { status: 'past', capacity: 80, registeredCount: 80 }, 'closed', 0, 0, 100],
  ] as const)('an event %s is %s', (_, event, availability, spots, tickets, percent) => {
    expect(registrationAvailability(event)).toBe(availability);
    expect(spotsLeft(event)).toBe(spots);
    expect(ticketLimit(event)).toBe(tickets);
    expect(percentRegistered(event)).toBe(percent);
  });
});

describe('eventTimeRange', () => {
  it('reads a WIB range as times at UTC+7', () => {
    expect(eventTimeRange('2027-04-15', '07:30 – 18:00 WIB')).toEqual({
      start: '2027-04-15T07:30:00+07:00',
      end: '2027-04-15T18:00:00+07:00',
    });
  });

  it("reads the Indonesian edition's range, written with periods, the same", () => {
    expect(eventTimeRange('2027-04-15', '07.30 – 18.00 WIB')).toEqual(
      eventTimeRange('2027-04-15', '07:30 – 18:00 WIB'),
    );
  });

  it('refuses anything else', () => {
    expect(() => eventTimeRange('2027-04-15', '7.30am')).toThrow('Not a WIB time range');
  });
});
