/** @jest-environment node */
import { getCeos } from '@/data/ceos';
import { encodeDirectoryIndex, toDirectoryEntry } from '@/lib/directory';
import { readMemberNames } from '@/lib/member-names';

describe('readMemberNames', () => {
  it("reads every member's name and company from the directory's search index, in its order", () => {
    const ceos = getCeos();
    const index = JSON.parse(JSON.stringify(encodeDirectoryIndex(ceos.map(toDirectoryEntry))));
    expect(readMemberNames(index)).toEqual(
      ceos.map((ceo) => ({ name: ceo.name, company: ceo.company })),
    );
  });

  it.each([
    ['nothing', null],
    ['another version', { version: 2, rows: [] }],
    ['rows that are not a list', { version: 1, rows: {} }],
    ['a row without a name', { version: 1, rows: [['slug', 7, 'Title', 'PT X', 0, 0, 'p']] }],
    ['a row that is not a list', { version: 1, rows: ['Sekar'] }],
  ])('refuses %s', (_, data) => {
    expect(() => readMemberNames(data)).toThrow();
  });
});
