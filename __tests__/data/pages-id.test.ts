/** @jest-environment node */
import { getAbout } from '@/data/about';
import { getContactPage } from '@/data/contact';
import { getHome } from '@/data/home';

/** Every string in `value`, with its place, in order. */
function texts(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${where}.${key}`));
  }
  return [];
}

/** The fields that are shared facts, not text: the same in both editions. */
const SHARED = /\.(year|letter|author)$/;

describe.each([
  ['About Us', getAbout],
  ['home', getHome],
  ['Contact Us', getContactPage],
] as const)('the %s copy', (_name, get) => {
  const english = get('en');

  it('is English by default', () => {
    expect(get()).toEqual(english);
  });

  it('has the same shape in Indonesian, every text translated and every shared fact kept', () => {
    const original = texts(english);
    const translated = texts(get('id'));
    expect(translated.map(([where]) => where)).toEqual(original.map(([where]) => where));
    translated.forEach(([where, text], index) => {
      const [, source] = original[index]!;
      if (SHARED.test(where) && !where.startsWith('.closingQuote')) expect(text).toBe(source);
      else expect({ where, text }).not.toEqual({ where, text: source });
    });
  });
});

describe('the Indonesian copy', () => {
  it('writes the figures the Indonesian way and keeps the spec’s ones', () => {
    expect(getAbout('id').history.milestones[3]?.title).toBe('3.000 anggota');
    expect(getHome('id').directoryTeaser.note).toContain('lebih dari 200');
    expect(getHome('id').quote.author).toBe(getHome('en').quote.author);
  });
});
