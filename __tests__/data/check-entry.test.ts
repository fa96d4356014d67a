/** @jest-environment node */
import { readContentFile } from '@/data/content-files';
import { checkEntry } from '@/data/cms/check-entry';

// What the editor checks before it saves (admin/cms.ts): the entry as Decap holds it, its English
// pane's values and its Indonesian pane's, read as the build will read the files.
const summit = (lang: 'en' | 'id') =>
  readContentFile(`events/${lang}/nusantara-ceo-summit-2027.json`).data as Record<string, unknown>;
const about = readContentFile('pages/about.json').data as { en: object; id: object };

describe('the check before a save', () => {
  it('lets a record through that the build reads', () => {
    expect(() =>
      checkEntry({ collection: 'events', data: summit('en'), translated: summit('id') }),
    ).not.toThrow();
    expect(() =>
      checkEntry({ collection: 'pages', file: 'about', data: about.en, translated: about.id }),
    ).not.toThrow();
  });

  it('refuses a missing translation, which Decap itself lets through, naming the file and field', () => {
    expect(() =>
      checkEntry({
        collection: 'events',
        data: summit('en'),
        translated: { ...summit('id'), title: '' },
      }),
    ).toThrow('data/content/events/id/nusantara-ceo-summit-2027.json: title: is required');
  });

  it('refuses Indonesian the glossary avoids, naming the field, the rule and the words', () => {
    expect(() =>
      checkEntry({
        collection: 'events',
        data: summit('en'),
        translated: { ...summit('id'), title: 'Pertemuan tahunan jejaring, 200+ peserta' },
      }),
    ).toThrow(
      /nusantara-ceo-summit-2027\.json: title: avoided term 'jejaring' \(write: [^)]*\): “Pertemuan tahunan jejaring, 200\+ peserta”\n.*title: a count with '\+' \(write: lebih dari 200\)/,
    );
    expect(() =>
      checkEntry({
        collection: 'pages',
        file: 'about',
        data: about.en,
        translated: { ...about.id, intro: 'Masa bakti 2025-2030.' },
      }),
    ).toThrow('data/content/pages/about.json: id.intro: a numeric range with a hyphen');
  });

  it('refuses a fact the two panes disagree on', () => {
    const agenda = (summit('id').agenda as { time: string; session: string }[]).map(
      (item, index) => (index === 2 ? { ...item, time: '09:05' } : item),
    );
    expect(() =>
      checkEntry({
        collection: 'events',
        data: summit('en'),
        translated: { ...summit('id'), agenda },
      }),
    ).toThrow(
      /id\/nusantara-ceo-summit-2027\.json: agenda\[2\]\.time: is '09:05', the English '09:00'/,
    );
  });

  it('names a new record’s files by the slug it is given', () => {
    expect(() =>
      checkEntry({
        collection: 'events',
        data: { ...summit('en'), slug: 'board-clinic', capacity: 0 },
        translated: summit('id'),
      }),
    ).toThrow('data/content/events/en/board-clinic.json: capacity: ');
  });

  it('refuses a placeholder that is not a site fact, where page texts may name them', () => {
    const intro = '{membercount} directors and commissioners';
    expect(() =>
      checkEntry({
        collection: 'pages',
        file: 'about',
        data: about.en,
        translated: { ...about.id, intro },
      }),
    ).toThrow(
      'data/content/pages/about.json: id.intro: {membercount} is not a site fact ({name}, {legalName}, {foundedYear}, {memberCount}, {memberCountYear})',
    );
  });

  it('checks a one-language file and a page’s half', () => {
    expect(() =>
      checkEntry({ collection: 'leadership', file: 'provincial', data: { provinces: [] } }),
    ).toThrow(/^data\/content\/leadership\/provincial\.json: provinces: /);
    expect(() =>
      checkEntry({ collection: 'pages', file: 'about', data: about.en, translated: {} }),
    ).toThrow('data/content/pages/about.json: id.intro: is required');
  });
});
