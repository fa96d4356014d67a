/** @jest-environment node */
import { z } from 'zod';
import { getHomeEvents } from '@/data/home-events';
import { clockInEdition, isLocale, LOCALES } from '@/data/locales';
import {
  localizeRecord,
  localizeRecords,
  overlayText,
  textPaths,
} from '@/data/schemas/translation';

const record = {
  id: 'event-001',
  title: 'Summit',
  date: '2027-04-15',
  overview: ['One', 'Two'],
  agenda: [
    { time: '08:00', session: 'Opening', speaker: 'Sekar Ayuningtyas' },
    { time: '09:00', session: 'Keynote' },
  ],
  location: { city: 'Jakarta', venue: 'Hall' },
};

const Translation = z.strictObject({
  title: z.string().min(1),
  overview: z.array(z.string().min(1)),
  agenda: z.array(z.strictObject({ session: z.string().min(1) })),
});

const indonesian = {
  title: 'Pertemuan Puncak',
  overview: ['Satu', 'Dua'],
  agenda: [{ session: 'Pembukaan' }, { session: 'Pidato kunci' }],
};

describe('overlayText', () => {
  it('replaces the text and keeps everything else, the record itself untouched', () => {
    const result = overlayText(record, indonesian, 'event');
    expect(result).toEqual({
      ...record,
      title: 'Pertemuan Puncak',
      overview: ['Satu', 'Dua'],
      agenda: [
        { time: '08:00', session: 'Pembukaan', speaker: 'Sekar Ayuningtyas' },
        { time: '09:00', session: 'Pidato kunci' },
      ],
    });
    expect(record.title).toBe('Summit');
    expect(record.agenda[0]?.session).toBe('Opening');
  });

  it('names the place of a list of another length', () => {
    expect(() => overlayText(record, { overview: ['Satu'] }, 'event "event-001"')).toThrow(
      'event "event-001".overview: the translation has 1 items, the record 2',
    );
  });

  it('names a field the record does not have', () => {
    expect(() => overlayText(record, { subtitle: 'Baru' }, 'event')).toThrow(
      'event.subtitle: the record has no such field',
    );
  });

  it('refuses text where the record has an object or a list', () => {
    expect(() => overlayText(record, { location: 'Jakarta' }, 'event')).toThrow(
      'event.location: the record has no text here',
    );
    expect(() => overlayText(record, { title: ['a'] }, 'event')).toThrow(
      'event.title: the record has no list here',
    );
    expect(() => overlayText(record, { title: { a: 'b' } }, 'event')).toThrow(
      'event.title: the record has no fields here',
    );
  });
});

describe('localizeRecords', () => {
  const byId = (r: typeof record) => r.id;

  it('translates every record', () => {
    const [result] = localizeRecords(
      'event',
      [record],
      { 'event-001': indonesian },
      Translation,
      byId,
    );
    expect(result?.title).toBe('Pertemuan Puncak');
    expect(result?.date).toBe('2027-04-15');
  });

  it('fails naming the record whose translation is missing', () => {
    expect(() => localizeRecords('event', [record], {}, Translation, byId)).toThrow(
      'Indonesian event "event-001": missing',
    );
  });

  it('fails naming the record and the field left untranslated', () => {
    const withoutTitle = { overview: indonesian.overview, agenda: indonesian.agenda };
    expect(() =>
      localizeRecords(
        'event',
        [record],
        { 'event-001': withoutTitle as typeof indonesian },
        Translation,
        byId,
      ),
    ).toThrow(/Indonesian event "event-001"\.title: /);
    expect(() =>
      localizeRecords(
        'event',
        [record],
        { 'event-001': { ...indonesian, agenda: [{ session: 'Pembukaan' }, { session: '' }] } },
        Translation,
        byId,
      ),
    ).toThrow(/Indonesian event "event-001"\.agenda\[1\]\.session: /);
  });

  it('fails on a translation for no record', () => {
    expect(() =>
      localizeRecords(
        'event',
        [record],
        { 'event-001': indonesian, 'event-009': indonesian },
        Translation,
        byId,
      ),
    ).toThrow('Indonesian event: no record for event-009');
  });
});

describe('localizeRecord', () => {
  it('translates one record and names a missing field', () => {
    expect(localizeRecord('summit', record, indonesian, Translation).title).toBe(
      'Pertemuan Puncak',
    );
    expect(() =>
      localizeRecord('summit', record, { ...indonesian, overview: 'x' } as never, Translation),
    ).toThrow(/Indonesian summit\.overview: /);
  });
});

describe('the editions', () => {
  it('are English and Indonesian', () => {
    expect(LOCALES).toEqual(['en', 'id']);
    expect(isLocale('id')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('give the home page’s summaries in Indonesian with the same facts', () => {
    const english = getHomeEvents('en');
    const translated = getHomeEvents('id');
    expect(getHomeEvents()).toBe(english);
    expect(translated.map((s) => [s.slug, s.date, s.time, s.location, s.type])).toEqual(
      english.map((s) => [s.slug, s.date, clockInEdition(s.time, 'id'), s.location, s.type]),
    );
    expect(translated[2]?.title).toBe('Meja Bundar Suksesi Bisnis Keluarga');
    expect(translated.every((s, i) => s.description !== english[i]?.description)).toBe(true);
  });
});

describe('a complete translation', () => {
  const Loose = z.strictObject({
    title: z.string().min(1),
    caption: z.string().min(1).optional(),
    overview: z.array(z.string().min(1)),
  });
  const withCaption = { id: 'photo-001', title: 'Summit', caption: 'The hall', overview: ['One'] };
  const byId = (r: { id: string }) => r.id;

  it('lists the places of the text, leaving the shared fields out', () => {
    expect(textPaths(record, new Set(['id', 'date', 'time', 'speaker', 'location']))).toEqual([
      '.title',
      '.overview[0]',
      '.overview[1]',
      '.agenda[0].session',
      '.agenda[1].session',
    ]);
  });

  it('must give an optional text the record has', () => {
    expect(() =>
      localizeRecords(
        'photo',
        [withCaption],
        { 'photo-001': { title: 'Puncak', overview: ['Satu'] } },
        Loose,
        byId,
        ['id'],
      ),
    ).toThrow('Indonesian photo "photo-001".caption: missing');
    const [done] = localizeRecords(
      'photo',
      [withCaption],
      { 'photo-001': { title: 'Puncak', caption: 'Aula', overview: ['Satu'] } },
      Loose,
      byId,
      ['id'],
    );
    expect(done?.caption).toBe('Aula');
  });
});
