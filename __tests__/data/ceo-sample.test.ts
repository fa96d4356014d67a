/** @jest-environment node */
import { getCeos } from '@/data/ceos';
import { generateSampleCeos, readSampleSize, sampleName } from '@/data/ceo-sample';
import { CeoListSchema } from '@/data/schemas/ceos';
import { DIRECTORY_PROVINCES, INDUSTRIES } from '@/data/options';

/** The records as the content files give them, through their loader. */
const CEO_CONTENT = getCeos();

// The sample reuses the hand-written profiles' portraits.
const PORTRAITS = CEO_CONTENT.map((ceo) => ceo.image);

describe('the generated directory sample', () => {
  const extra = generateSampleCeos(3000 - CEO_CONTENT.length, CEO_CONTENT.length, PORTRAITS);
  const everyone = [...CEO_CONTENT, ...extra];

  it('tops the hand-written profiles up to the requested size, through the same schema', () => {
    expect(everyone).toHaveLength(3000);
    expect(CeoListSchema.safeParse(everyone).success).toBe(true);
  });

  it('continues the ids and keeps slugs unique', () => {
    expect(extra[0]?.id).toBe('ceo-0013');
    expect(extra.at(-1)?.id).toBe('ceo-3000');
    expect(new Set(everyone.map((ceo) => ceo.slug)).size).toBe(3000);
  });

  it('gives everyone a different name', () => {
    expect(new Set(extra.map((ceo) => ceo.name)).size).toBe(extra.length);
  });

  it('covers every industry and every directory province within the first dozen', () => {
    const first = extra.slice(0, 12);
    expect(new Set(first.map((ceo) => ceo.industry))).toEqual(new Set(INDUSTRIES));
    expect(new Set(extra.slice(0, 9).map((ceo) => ceo.province))).toEqual(
      new Set(DIRECTORY_PROVINCES),
    );
  });

  it('reuses the existing portraits', () => {
    const portraits = new Set(CEO_CONTENT.map((ceo) => ceo.image));
    for (const ceo of extra) expect(portraits).toContain(ceo.image);
  });

  it('is the same every time', () => {
    expect(generateSampleCeos(5, 12, PORTRAITS)).toEqual(extra.slice(0, 5));
    expect(sampleName(12)).toBe(extra[0]?.name);
  });

  it('adds nothing when the hand-written profiles already reach the size', () => {
    expect(generateSampleCeos(0, 12, PORTRAITS)).toEqual([]);
    expect(generateSampleCeos(-5, 12, PORTRAITS)).toEqual([]);
  });
});

describe('readSampleSize', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['3000', 3000],
  ])('reads %p as %p', (raw, size) => {
    expect(readSampleSize(raw)).toBe(size);
  });

  it.each(['-1', '3e3', '12.5', 'many'])('refuses %p', (raw) => {
    expect(() => readSampleSize(raw)).toThrow('DIRECTORY_SAMPLE_SIZE must be a whole number');
  });
});
