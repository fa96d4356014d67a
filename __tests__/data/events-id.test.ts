/** @jest-environment node */
import { getEventBySlug, getEvents } from '@/data/events';
import { getHomeEvents } from '@/data/home-events';
import { clockInEdition, clockValue } from '@/data/locales';
import type { EventItem } from '@/data/schemas/events';

const english = getEvents('en');
const indonesian = getEvents('id');

/** Titles that are the speakers' own and read the same in both languages. */
const KEPT_TITLES = new Set(['Ketua Umum', 'Managing Partner', 'Ketua Provinsi Sulawesi Selatan']);

describe('the events in Indonesian', () => {
  it('are English by default', () => {
    expect(getEvents()).toBe(english);
  });

  it('have the same facts: dates, times, places, figures, status, speakers and images', () => {
    // The times are the same, written as the edition writes a time of day.
    const facts = (event: EventItem, clock: (text: string) => string) => [
      event.id,
      event.slug,
      event.category,
      event.date,
      clock(event.time),
      event.location,
      event.capacity,
      event.registeredCount,
      event.status,
      event.image,
      event.agenda.map((item) => [clock(item.time), item.speaker]),
      event.speakers.map((speaker) => [speaker.name, speaker.company]),
    ];
    const asIndonesian = (text: string) => clockInEdition(text, 'id');
    expect(indonesian.map((event) => facts(event, String))).toEqual(
      english.map((event) => facts(event, asIndonesian)),
    );
  });

  it('write a time of day with a period, as Indonesian does (EYD)', () => {
    const summit = indonesian.find((event) => event.time.startsWith('07'))!;
    expect(summit.time).toBe('07.30 – 18.00 WIB');
    expect(summit.agenda[0]!.time).toBe('07.30');
    expect(english.find((event) => event.id === summit.id)!.time).toBe('07:30 – 18:00 WIB');
    expect(clockInEdition('Pukul 09:00, lalu 17:45', 'id')).toBe('Pukul 09.00, lalu 17.45');
    expect(clockInEdition('09:00 – 17:00 WIB', 'en')).toBe('09:00 – 17:00 WIB');
    // <time datetime> takes the colon form whichever the edition shows.
    expect(clockValue('07.30')).toBe('07:30');
    expect(clockValue('07:30')).toBe('07:30');
  });

  it('translate every text; only the flagship’s brand name and some titles stay', () => {
    indonesian.forEach((event, i) => {
      const source = english[i]!;
      if (event.id !== 'event-001') expect(event.title).not.toBe(source.title);
      expect(event.shortDescription).not.toBe(source.shortDescription);
      event.overview.forEach((text, j) => expect(text).not.toBe(source.overview[j]));
      event.agenda.forEach((item, j) => expect(item.session).not.toBe(source.agenda[j]!.session));
      event.notes.forEach((text, j) => expect(text).not.toBe(source.notes[j]));
      event.speakers.forEach((speaker, j) => {
        if (!KEPT_TITLES.has(speaker.title)) {
          expect(speaker.title).not.toBe(source.speakers[j]!.title);
        }
      });
    });
    expect(getEventBySlug('nusantara-ceo-summit-2027', 'id')?.title).toBe(
      'Nusantara CEO Summit 2027',
    );
  });

  it('agree with the home page’s Indonesian summaries on their titles', () => {
    for (const summary of getHomeEvents('id')) {
      expect(getEventBySlug(summary.slug, 'id')?.title).toBe(summary.title);
    }
  });
});
