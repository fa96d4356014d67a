/** @jest-environment node */
import { generateSampleCeos, sampleCeoTranslation } from '@/data/ceo-sample';
import type * as ceoData from '@/data/ceos';
import { getCeoBySlug, getCeos, getHomeCeos } from '@/data/ceos';
import type { Ceo } from '@/data/schemas/ceos';

const facts = (ceo: Ceo) => [
  ceo.id,
  ceo.slug,
  ceo.name,
  ceo.company,
  ceo.industry,
  ceo.province,
  ceo.image,
  ceo.contact,
  ceo.companyLink,
  ceo.highlights.length,
];

describe('the directory’s profiles in Indonesian', () => {
  const english = getCeos('en');
  const indonesian = getCeos('id');

  it('are English by default', () => {
    expect(getCeos()).toBe(english);
    expect(getHomeCeos()).toEqual(english.slice(0, 3));
  });

  it('are the same people with the same facts, in the same order', () => {
    expect(indonesian.map(facts)).toEqual(english.map(facts));
  });

  it('give every title, biography, expertise and highlight in Indonesian', () => {
    indonesian.forEach((ceo, i) => {
      const source = english[i]!;
      expect(ceo.title).not.toBe(source.title);
      ceo.bio.forEach((text, j) => expect(text).not.toBe(source.bio[j]));
      ceo.expertise.forEach((text, j) => {
        if (text !== 'Internet of Things') expect(text).not.toBe(source.expertise[j]);
      });
      ceo.highlights.forEach((text, j) => expect(text).not.toBe(source.highlights[j]));
    });
    expect(getCeoBySlug('rahardian-wicaksono', 'id')?.title).toBe('Presiden Direktur');
    expect(getHomeCeos('id').map((ceo) => ceo.bio[0])).toEqual(
      indonesian.slice(0, 3).map((ceo) => ceo.bio[0]),
    );
  });
});

describe('generated profiles in Indonesian', () => {
  const sample = generateSampleCeos(60, 12, ['/images/ceos/a.webp']);

  it('tell the same facts in Indonesian for every title and industry the generator uses', () => {
    sample.forEach((ceo) => {
      const translated = sampleCeoTranslation(ceo);
      expect(translated.title).not.toBe(ceo.title);
      expect(translated.bio[0]).toContain(ceo.name);
      expect(translated.bio[0]).toContain(ceo.company);
      expect(translated.bio[0]).toContain(ceo.province);
      expect(translated.bio[0]).toContain(' adalah ');
      expect(translated.expertise).toHaveLength(ceo.expertise.length);
      translated.expertise.forEach((text, j) => expect(text).not.toBe(ceo.expertise[j]));
    });
    expect(new Set(sample.map((ceo) => sampleCeoTranslation(ceo).title)).size).toBe(6);
  });

  it('fill the Indonesian directory at the sampled size', () => {
    const previous = process.env.DIRECTORY_SAMPLE_SIZE;
    process.env.DIRECTORY_SAMPLE_SIZE = '40';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per size
        const data = require('@/data/ceos') as typeof ceoData;
        const all = data.getCeos('id');
        expect(all).toHaveLength(40);
        expect(all.map(facts)).toEqual(data.getCeos('en').map(facts));
        expect(all[39]?.bio[1]).toMatch(/^Sebagai anggota Nusantara CEO Network/);
      });
    } finally {
      if (previous === undefined) delete process.env.DIRECTORY_SAMPLE_SIZE;
      else process.env.DIRECTORY_SAMPLE_SIZE = previous;
    }
  });
});
