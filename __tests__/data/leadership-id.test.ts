/** @jest-environment node */
import { getCentralLeadership } from '@/data/central-leadership';

describe('the central leadership in Indonesian', () => {
  const english = getCentralLeadership('en');
  const indonesian = getCentralLeadership('id');

  it('is English by default', () => {
    expect(getCentralLeadership()).toBe(english);
  });

  it('has the same people, boards, officers and working fields', () => {
    const people = (c: typeof english) =>
      c.groups.map((g) => [g.id, g.name, g.head.name, g.members.map((m) => m.name)]);
    expect(people(indonesian)).toEqual(people(english));
    expect(indonesian.mainOfficers).toEqual(english.mainOfficers);
    expect(indonesian.workingFields).toEqual(english.workingFields);
    expect(indonesian.term).toBe('2025–2030');
  });

  it('describes every board and titles every person in Indonesian, company names kept', () => {
    indonesian.groups.forEach((group, i) => {
      const source = english.groups[i]!;
      expect(group.role).not.toBe(source.role);
      [group.head, ...group.members].forEach((person, j) => {
        const original = [source.head, ...source.members][j]!;
        expect(person.title).not.toBe(original.title);
        const company = original.title.split(', ')[1];
        if (company) expect(person.title).toContain(company);
      });
    });
    expect(indonesian.groups[0]?.members[0]?.title).toBe('Komisaris Utama, PT Graha Sentosa Group');
  });
});
