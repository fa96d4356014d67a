/** @jest-environment node */
import { getCsrPage, getCsrPrograms } from '@/data/csr';

describe('the CSR programmes in Indonesian', () => {
  const english = getCsrPrograms('en');
  const indonesian = getCsrPrograms('id');

  it('are the same five programmes, with the spec’s titles kept for the interface to label', () => {
    expect(getCsrPrograms()).toBe(english);
    expect(indonesian.map((p) => [p.id, p.title, p.highlights.length])).toEqual(
      english.map((p) => [p.id, p.title, p.highlights.length]),
    );
  });

  it('give every description and highlight in Indonesian', () => {
    indonesian.forEach((program, index) => {
      const original = english[index]!;
      expect(program.description).not.toBe(original.description);
      program.highlights.forEach((line, i) => expect(line).not.toBe(original.highlights[i]));
    });
    expect(indonesian[0]?.description).toMatch(/^Beasiswa kuliah/);
  });
});

describe('the CSR page in Indonesian', () => {
  it('has the same steps and notes, every text translated, the 5% figure kept', () => {
    const english = getCsrPage('en');
    const indonesian = getCsrPage('id');
    expect(getCsrPage()).toEqual(english);
    expect(indonesian.steps).toHaveLength(english.steps.length);
    expect(indonesian.transparency).toHaveLength(english.transparency.length);
    expect(indonesian.intro).not.toBe(english.intro);
    [...indonesian.steps, ...indonesian.transparency].forEach((note, index) => {
      const original = [...english.steps, ...english.transparency][index]!;
      expect(note.title).not.toBe(original.title);
      expect(note.text).not.toBe(original.text);
    });
    expect(indonesian.transparency.at(-1)?.text).toContain('5%');
    expect(indonesian.steps[0]?.title).toBe('Pilih program');
  });
});
