/** @jest-environment node */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromContent, loadFile, loadFolder, loadPage } from '@/data/content-files';
import { EventListSchema, EventSchema, EventTranslationSchema } from '@/data/schemas/events';
import { ProvincialBoardsFileSchema } from '@/data/schemas/provincial-boards';
import { AboutPageSchema, AboutTranslationSchema } from '@/data/schemas/pages';

// Each test works on its own copy of the content (the images are the repository's), as an editor's
// save would change it, and reads it the way the build does.
const repository = process.cwd();
let site: string;

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(repository, 'data/content'), join(site, 'data/content'), { recursive: true });
  symlinkSync(join(repository, 'public'), join(site, 'public'));
  process.chdir(site);
});

afterEach(() => {
  process.chdir(repository);
  rmSync(site, { recursive: true, force: true });
});

const SUMMIT = 'data/content/events/{lang}/nusantara-ceo-summit-2027.json';
const summit = (lang: 'en' | 'id') => SUMMIT.replace('{lang}', lang);
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const write = (file: string, data: unknown) => writeFileSync(file, JSON.stringify(data, null, 2));
const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
  const data = read(file);
  change(data);
  write(file, data);
};

const events = () =>
  loadFolder({
    folder: 'events',
    schema: EventSchema,
    translation: EventTranslationSchema,
    list: EventListSchema,
    order: (a, b) => a.id.localeCompare(b.id),
  });

describe('a folder collection', () => {
  it('gives every record in both editions, in the order of their ids', () => {
    const { en, id } = events();
    expect(en.map((event) => event.id)).toEqual([
      'event-001',
      'event-002',
      'event-003',
      'event-004',
      'event-005',
      'event-006',
    ]);
    expect(id.map((event) => event.slug)).toEqual(en.map((event) => event.slug));
    expect(id[0]?.shortDescription).toMatch(/^Pertemuan tahunan/);
  });

  it('takes a new record saved in both languages', () => {
    const record = { ...read(summit('en')), id: 'event-007', slug: 'board-evaluation-clinic' };
    write('data/content/events/en/board-evaluation-clinic.json', record);
    write('data/content/events/id/board-evaluation-clinic.json', {
      ...read(summit('id')),
      id: 'event-007',
      slug: 'board-evaluation-clinic',
    });
    expect(events().id.at(-1)?.slug).toBe('board-evaluation-clinic');
  });

  it('fails naming the file and the field of a required field left empty', () => {
    edit(summit('en'), (data) => (data.title = ''));
    expect(events).toThrow(`${summit('en')}: title: is required`);
    edit(summit('en'), (data) => delete data.capacity);
    expect(events).toThrow(`${summit('en')}: capacity: is required`);
  });

  it('fails naming the Indonesian file whose fact differs from the English', () => {
    edit(summit('id'), (data) => (data.date = '2027-04-16'));
    expect(events).toThrow(
      `${summit('id')}: date: is '2027-04-16', the English '2027-04-15' (${summit('en')})`,
    );
  });

  it('fails naming the missing Indonesian file, and an Indonesian file without its record', () => {
    unlinkSync(summit('id'));
    expect(events).toThrow(`${summit('id')}: missing`);
    write(summit('id'), read(summit('en')));
    unlinkSync(summit('en'));
    expect(events).toThrow(`${summit('id')}: no English record`);
  });

  it('fails naming a file that is not JSON, and a duplicate slug', () => {
    writeFileSync(summit('en'), '{ "title": ');
    expect(events).toThrow(new RegExp(`^${summit('en')}: not valid JSON`));
    const copy = 'data/content/events/{lang}/copy.json';
    cpSync(join(repository, summit('en')), summit('en'));
    for (const lang of ['en', 'id'] as const) {
      write(copy.replace('{lang}', lang), { ...read(summit(lang)), id: 'event-099' });
    }
    expect(events).toThrow(`data/content/events/en/copy.json: Duplicate event slug`);
  });

  it('fails naming the record whose image is missing', () => {
    edit(summit('en'), (data) => (data.image = '/images/uploads/summit-hall.jpg'));
    edit(summit('id'), (data) => (data.image = '/images/uploads/summit-hall.jpg'));
    expect(events).toThrow(
      `${summit('en')}: image: the image /images/uploads/summit-hall.jpg is not there (data/uploads/summit-hall.jpg); upload it again`,
    );
  });
});

describe('a page and a file of one language', () => {
  it('read the page’s editions from its two halves, naming the half at fault', () => {
    const about = () => loadPage('pages/about.json', AboutPageSchema, AboutTranslationSchema);
    expect(about().id.vision).toMatch(/^Menjadi komunitas/);
    edit('data/content/pages/about.json', (data) => {
      (data.id as { values: { letter: string }[] }).values[0]!.letter = 'K';
    });
    expect(about).toThrow(
      "data/content/pages/about.json: id.values[0].letter: is 'K', the English 'C'",
    );
  });

  it('checks a board list as a whole', () => {
    const boards = () => loadFile('leadership/provincial.json', ProvincialBoardsFileSchema);
    expect(boards().provinces).toHaveLength(34);
    edit('data/content/leadership/provincial.json', (data) => {
      (data.provinces as unknown[]).pop();
    });
    expect(boards).toThrow(/^data\/content\/leadership\/provincial\.json: provinces: /);
  });
});

describe('content read while editing', () => {
  const mode = process.env.NODE_ENV;
  afterEach(() => Object.assign(process.env, { NODE_ENV: mode }));

  it('is read once for a build, and again after a save under next dev', () => {
    const title = () => read(summit('en')).title;
    const built = fromContent(title);
    Object.assign(process.env, { NODE_ENV: 'development' });
    const edited = fromContent(title);
    expect([built(), edited()]).toEqual(['Nusantara CEO Summit 2027', 'Nusantara CEO Summit 2027']);
    edit(summit('en'), (data) => (data.title = 'Nusantara CEO Summit 2027: Ten Years'));
    // A file system may keep times to the second: the save is dated a minute on, as a later one is.
    const later = new Date(Date.now() + 60_000);
    utimesSync(summit('en'), later, later);
    expect([built(), edited()]).toEqual([
      'Nusantara CEO Summit 2027',
      'Nusantara CEO Summit 2027: Ten Years',
    ]);
  });
});
