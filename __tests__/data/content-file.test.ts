/** @jest-environment node */
import { z } from 'zod';
import {
  checkCollection,
  ContentError,
  describePlace,
  pairEditions,
  parseContent,
  fromEditor,
} from '@/data/schemas/content-file';
import { shapeOf } from '@/data/schemas/introspect';
import { uniqueBy } from '@/data/schemas/helpers';

const text = z.string().min(1);
const Event = z.strictObject({
  id: z.string().regex(/^event-\d{3}$/),
  slug: text,
  title: text,
  category: z.enum(['Conference', 'Workshop']),
  capacity: z.int().positive(),
  subtitle: text.optional(),
  tags: z.array(text).min(1).optional(),
  speakers: z.array(z.strictObject({ name: text, title: text })),
  agenda: z.array(z.strictObject({ time: text, session: text })).min(1),
  location: z.strictObject({ city: text, venue: text }),
});
type Event = z.infer<typeof Event>;
const Translation = z.strictObject({
  title: text,
  subtitle: text.optional(),
  speakers: z.array(z.strictObject({ title: text })),
  agenda: z.array(z.strictObject({ session: text })),
});

const english: Event = {
  id: 'event-001',
  slug: 'summit',
  title: 'Summit',
  category: 'Conference',
  capacity: 500,
  speakers: [{ name: 'Bonar Hutapea', title: 'President Director' }],
  agenda: [
    { time: '08:00', session: 'Opening' },
    { time: '09:00', session: 'Keynote' },
  ],
  location: { city: 'Jakarta', venue: 'Hall' },
};
const indonesian: Event = {
  ...english,
  title: 'Pertemuan Puncak',
  speakers: [{ name: 'Bonar Hutapea', title: 'Presiden Direktur' }],
  agenda: [
    { time: '08:00', session: 'Pembukaan' },
    { time: '09:00', session: 'Pidato kunci' },
  ],
};
const sources = {
  en: { file: 'data/content/events/en/summit.json' },
  id: { file: 'data/content/events/id/summit.json' },
};
const pair = (id: Event, en: Event = english) => pairEditions(en, id, Translation, sources);

describe('a place in a content file', () => {
  it('is the file, then the field', () => {
    expect(describePlace({ file: 'a.json' })).toBe('a.json');
    expect(describePlace({ file: 'a.json' }, ['agenda', 2, 'time'])).toBe('a.json: agenda[2].time');
    expect(describePlace({ file: 'pages/about.json', path: ['id'] }, ['values', 0])).toBe(
      'pages/about.json: id.values[0]',
    );
  });
});

describe('the empty fields the editor writes', () => {
  const shape = shapeOf(Event);

  it('are left out: a cleared text, a cleared choice, an emptied optional list', () => {
    expect(fromEditor({ ...english, subtitle: '', category: null, tags: [] }, shape)).toEqual(
      Object.fromEntries(Object.entries(english).filter(([key]) => key !== 'category')),
    );
  });

  it('keep a required list that is empty on purpose (an event without speakers)', () => {
    expect(fromEditor({ ...english, speakers: [] }, shape)).toEqual({
      ...english,
      speakers: [],
    });
  });

  it('are trimmed when pasted with a space or a line break at an end', () => {
    expect(
      fromEditor(
        { ...english, title: ' Summit\n', agenda: [{ time: '08:00', session: ' Opening ' }] },
        shape,
      ),
    ).toMatchObject({
      title: 'Summit',
      agenda: [{ session: 'Opening' }],
    });
    expect(fromEditor({ ...english, subtitle: '  ' }, shape)).not.toHaveProperty('subtitle');
  });

  it('are left out inside lists and objects too', () => {
    const cleared = fromEditor(
      {
        ...english,
        agenda: [{ time: '08:00', session: '' }],
        location: { city: '', venue: 'Hall' },
      },
      shape,
    );
    expect(cleared).toMatchObject({ agenda: [{ time: '08:00' }], location: { venue: 'Hall' } });
  });
});

describe('reading a record', () => {
  const read = (value: unknown) => parseContent(Event, value, sources.en);

  it('gives the record when it passes its schema', () => {
    expect(read(english)).toEqual(english);
  });

  it('names the file and the field of a required field left empty', () => {
    expect(() => read({ ...english, title: '' })).toThrow(
      new ContentError('data/content/events/en/summit.json: title: is required'),
    );
    expect(() => read({ ...english, agenda: [{ time: '08:00', session: '' }] })).toThrow(
      'data/content/events/en/summit.json: agenda[0].session: is required',
    );
  });

  it('names a wrong choice, a list with too few items and a field the record has not', () => {
    expect(() => read({ ...english, category: 'Gala' })).toThrow(
      /summit\.json: category: Invalid option/,
    );
    expect(() => read({ ...english, agenda: [] })).toThrow(
      'data/content/events/en/summit.json: agenda: needs at least 1 item',
    );
    expect(() => read({ ...english, venue: 'Hall' })).toThrow(
      'data/content/events/en/summit.json: has no field "venue"',
    );
  });
});

describe('pairing the two editions', () => {
  it('gives the Indonesian edition: the English facts with the Indonesian text', () => {
    expect(pair(indonesian)).toEqual(indonesian);
  });

  it('fails naming the Indonesian file and the fact it changed', () => {
    expect(() => pair({ ...indonesian, capacity: 450 })).toThrow(
      'data/content/events/id/summit.json: capacity: is 450, the English 500 ' +
        '(data/content/events/en/summit.json); it is the same in both languages',
    );
    expect(() => pair({ ...indonesian, location: { city: 'Bandung', venue: 'Hall' } })).toThrow(
      "data/content/events/id/summit.json: location.city: is 'Bandung', the English 'Jakarta'",
    );
  });

  it('checks the facts of every list item, so a translation out of step is caught', () => {
    const swapped = { ...indonesian, agenda: [...indonesian.agenda].reverse() };
    expect(() => pair(swapped)).toThrow(
      "data/content/events/id/summit.json: agenda[0].time: is '09:00', the English '08:00'",
    );
  });

  it('fails on a list of another length', () => {
    expect(() => pair({ ...indonesian, agenda: indonesian.agenda.slice(1) })).toThrow(
      'data/content/events/id/summit.json: agenda: has 1 items, the English 2',
    );
  });

  it('fails on a fact only one edition has', () => {
    expect(() => pair(indonesian, { ...english, tags: ['energy'] })).toThrow(
      'data/content/events/id/summit.json: tags: is missing',
    );
  });

  it('with the facts named, wants every text translated, an optional one included', () => {
    const withSubtitle = { ...english, subtitle: 'Ten years' };
    expect(() =>
      pairEditions(withSubtitle, indonesian, Translation, sources, [
        'id',
        'slug',
        'category',
        'name',
        'time',
        'city',
        'venue',
      ]),
    ).toThrow('data/content/events/id/summit.json: subtitle: is not translated');
  });
});

describe('checking a whole collection', () => {
  const List = z.array(Event).superRefine(uniqueBy('event slug', (event) => event.slug));

  it('names the file of the record an issue is about', () => {
    const files = [{ file: 'events/en/a.json' }, { file: 'events/en/b.json' }];
    expect(() => checkCollection(List, [english, { ...english, id: 'event-002' }], files)).toThrow(
      'events/en/b.json: Duplicate event slug "summit"',
    );
    expect(() => checkCollection(List, [english], files.slice(0, 1))).not.toThrow();
  });
});
