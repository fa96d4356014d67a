/** @jest-environment node */
import { getEventBySlug, getEvents } from '@/data/events';
import { getHomeEvents } from '@/data/home-events';
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
    const facts = (event: EventItem) => [
      event.id,
      event.slug,
      event.category,
      event.date,
      event.time,
      event.location,
      event.capacity,
      event.registeredCount,
      event.status,
      event.image,
      event.agenda.map((item) => [item.time, item.speaker]),
      event.speakers.map((speaker) => [speaker.name, speaker.company]),
    ];
    expect(indonesian.map(facts)).toEqual(english.map(facts));
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
