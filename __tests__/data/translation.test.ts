/** @jest-environment node */
import { getHomeEvents } from '@/data/home-events';
import { clockInEdition, isLocale, LOCALES } from '@/data/locales';
import { checkComplete, overlayText, textPaths } from '@/data/schemas/translation';

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

const indonesian = {
  title: 'Pertemuan Puncak',
  overview: ['Satu', 'Dua'],
  agenda: [{ session: 'Pembukaan' }, { session: 'Pidato kunci' }],
};

const place = (path: readonly PropertyKey[]) => `id/summit.json: ${path.join('.')}`;

describe('overlayText', () => {
  it('replaces the text and keeps everything else, the record itself untouched', () => {
    const result = overlayText(record, indonesian, place);
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
    expect(() => overlayText(record, { overview: ['Satu'] }, place)).toThrow(
      'id/summit.json: overview: has 1 items, the English 2',
    );
  });

  it('names a field the record does not have', () => {
    expect(() => overlayText(record, { subtitle: 'Baru' }, place)).toThrow(
      'id/summit.json: subtitle: the English has no such field',
    );
  });

  it('refuses text where the record has an object or a list', () => {
    expect(() => overlayText(record, { location: 'Jakarta' }, place)).toThrow(
      'id/summit.json: location: the English has no text here',
    );
    expect(() => overlayText(record, { title: ['a'] }, place)).toThrow(
      'id/summit.json: title: the English has no list here',
    );
    expect(() => overlayText(record, { title: { a: 'b' } }, place)).toThrow(
      'id/summit.json: title: the English has no fields here',
    );
  });
});

describe('a complete translation', () => {
  const shared = new Set(['id', 'date', 'time', 'speaker', 'location']);

  it('lists the places of the text, leaving the shared fields out', () => {
    expect(textPaths(record, shared)).toEqual([
      ['title'],
      ['overview', 0],
      ['overview', 1],
      ['agenda', 0, 'session'],
      ['agenda', 1, 'session'],
    ]);
  });

  it('must give an optional text the record has, and no text the record lacks', () => {
    const withCaption = { id: 'photo-001', title: 'Summit', caption: 'The hall' };
    expect(() => checkComplete(withCaption, { title: 'Puncak' }, new Set(['id']), place)).toThrow(
      'id/summit.json: caption: is not translated',
    );
    expect(() =>
      checkComplete(
        { id: 'photo-001', title: 'Summit' },
        { title: 'Puncak', caption: 'Aula' },
        new Set(['id']),
        place,
      ),
    ).toThrow('id/summit.json: caption: the English has no text here');
    expect(() =>
      checkComplete(withCaption, { title: 'Puncak', caption: 'Aula' }, new Set(['id']), place),
    ).not.toThrow();
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
