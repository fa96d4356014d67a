/** @jest-environment node */
import { getCeoBySlug, getCeos, getCeoSlugs, getHomeCeos } from '@/data/ceos';
import { CeoListSchema, type CeoInput } from '@/data/schemas/ceos';
import { hasContactDetails } from '@/lib/directory';
import { DIRECTORY_PROVINCES, INDUSTRIES } from '@/data/options';
import { SLUG_PATTERN } from '@/data/schemas/helpers';

/** The records as the content files give them, through their loader. */
const CEO_CONTENT = getCeos();

const ceos = getCeos();

describe('the CEO directory', () => {
  it('parses its content', () => {
    expect(CeoListSchema.safeParse(CEO_CONTENT).success).toBe(true);
  });

  it('has the spec’s 12 profiles', () => {
    expect(ceos).toHaveLength(12);
  });

  it('represents every industry other than All Industries', () => {
    expect(new Set(ceos.map((ceo) => ceo.industry))).toEqual(new Set(INDUSTRIES));
  });

  it('represents several directory provinces, each one of the options', () => {
    const provinces = new Set(ceos.map((ceo) => ceo.province));
    expect(provinces.size).toBeGreaterThanOrEqual(5);
    for (const province of provinces) expect(DIRECTORY_PROVINCES).toContain(province);
  });

  it('has unique, URL-safe slugs', () => {
    const slugs = getCeoSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('has a profile without any contact data (Contact information not available)', () => {
    expect(ceos.some((ceo) => !hasContactDetails(ceo.contact))).toBe(true);
  });

  it('has a profile with an empty highlights list (the section is hidden)', () => {
    expect(ceos.some((ceo) => ceo.highlights.length === 0)).toBe(true);
  });

  it.each([
    ['an e-mail address', (ceo: (typeof ceos)[number]) => Boolean(ceo.contact.email)],
    ['a LinkedIn link', (ceo: (typeof ceos)[number]) => Boolean(ceo.contact.linkedin)],
    ['a personal website', (ceo: (typeof ceos)[number]) => Boolean(ceo.contact.website)],
    ['a company link', (ceo: (typeof ceos)[number]) => Boolean(ceo.companyLink)],
  ])('has profiles with and without %s', (_, has) => {
    expect(ceos.some(has)).toBe(true);
    expect(ceos.some((ceo) => !has(ceo))).toBe(true);
  });

  it('gives every profile a bio of several paragraphs', () => {
    for (const ceo of ceos) {
      expect(ceo.bio.length).toBeGreaterThanOrEqual(2);
      expect(ceo.bio.join(' ').split(/\s+/).length).toBeGreaterThan(100);
    }
  });

  it('shows the first three profiles on the home page', () => {
    expect(getHomeCeos()).toEqual(ceos.slice(0, 3));
  });
});

describe('getCeoBySlug', () => {
  it('finds a profile by its slug', () => {
    const first = ceos[0]!;
    expect(getCeoBySlug(first.slug)).toBe(first);
  });

  it('returns undefined for an unknown slug (CEO Not Found)', () => {
    expect(getCeoBySlug('no-such-ceo')).toBeUndefined();
  });
});

describe('the CEO schema', () => {
  const valid = CEO_CONTENT[0]!;

  it.each<[string, Partial<CeoInput>]>([
    ['an industry outside the options', { industry: 'Mining' as CeoInput['industry'] }],
    ['the "all" province', { province: 'All Provinces' as CeoInput['province'] }],
    ['a slug with capitals and spaces', { slug: 'Rahardian Wicaksono' }],
    ['an image outside /images/ceos/', { image: '/photos/rahardian.jpg' }],
    ['an e-mail on a real domain', { contact: { email: 'rahardian@gmail.com' } }],
    [
      'a LinkedIn link on the real site',
      { contact: { linkedin: 'https://www.linkedin.com/in/x' } },
    ],
  ])('rejects a profile with %s', (_, change) => {
    expect(CeoListSchema.safeParse([{ ...valid, ...change }]).success).toBe(false);
  });

  it('rejects two profiles with the same slug', () => {
    expect(CeoListSchema.safeParse([valid, { ...valid, id: 'ceo-999' }]).success).toBe(false);
  });
});
