/** @jest-environment node */
import { collectAllContent, collectPeople } from './collect';

// People who appear in two roles on purpose: the Ketua Umum opens the summit, the Ketua of
// Sulawesi Selatan opens the Makassar forum, a Dewan Pakar member writes for the site, and the
// head of research signs both an article and a news item. Seven directory profiles say which of
// the central board's working fields the member chairs or sits in, and the board lists them there.
const SAME_PERSON_BY_DESIGN = new Map<string, string[]>([
  ...[
    'Andi Wahyudin Pallawa',
    'Anindya Larasati Kusuma',
    'Bagas Pramudito',
    'Made Wiradana',
    'Rahardian Wicaksono',
    'Ratri Hapsari Wibisono',
    'Steven Kurniadi',
  ].map((name): [string, string[]] => [name, ['CEO profile', 'working field']]),
  ['Wisnu Hadinoto Prakoso', ['event speaker', 'main officer']],
  ['Andi Besse Tenriola', ['event speaker', 'provincial board']],
  ['Yudhistira Haryo Sasongko', ['article author', 'central board']],
  ['Hapsari Dwi Anggraeni', ['article author', 'news author']],
]);

const RESERVED_HOST = /^(?:[a-z0-9-]+\.)*(?:example|example\.com|example\.org|example\.net)$/;

const everyString = JSON.stringify(collectAllContent());

describe('the people in the content', () => {
  const people = collectPeople();
  const rolesByName = new Map<string, string[]>();
  for (const { name, role } of people)
    rolesByName.set(name, [...(rolesByName.get(name) ?? []), role]);

  it('name each person only once, apart from the deliberate double roles', () => {
    const repeated = [...rolesByName].filter(([, roles]) => roles.length > 1);
    expect(new Map(repeated.map(([name, roles]) => [name, [...roles].sort()]))).toEqual(
      SAME_PERSON_BY_DESIGN,
    );
  });

  it('give everyone at least a given name and a family name', () => {
    for (const name of rolesByName.keys()) expect(name).toMatch(/^\p{Lu}\S* \p{Lu}/u);
  });

  it('include the hundreds of board members the pages list', () => {
    expect(rolesByName.size).toBeGreaterThan(250);
  });
});

describe('the links and addresses in the content', () => {
  const urls = everyString.match(/https?:\/\/[^\s"')]+/g) ?? [];
  const emails = everyString.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];

  it('include links and e-mail addresses to check', () => {
    expect(urls.length).toBeGreaterThan(10);
    expect(emails.length).toBeGreaterThan(5);
  });

  it.each([...new Set(urls)].map((url) => [url]))(
    '%s uses https and a reserved example domain',
    (url) => {
      const { protocol, hostname } = new URL(url);
      expect(protocol).toBe('https:');
      expect(hostname).toMatch(RESERVED_HOST);
    },
  );

  it.each([...new Set(emails)].map((email) => [email]))(
    '%s uses a reserved example domain',
    (email) => {
      expect(email.split('@')[1]).toMatch(RESERVED_HOST);
    },
  );

  it('contain no phone numbers', () => {
    expect(everyString).not.toMatch(/(?:\+62|\b08)\d[\d\s-]{6,}/);
  });
});
