/** @jest-environment node */
import { getPartnershipPage } from '@/data/partnership';

const english = getPartnershipPage('en');
const indonesian = getPartnershipPage('id');

describe('the partnership page in Indonesian', () => {
  it('is English by default', () => {
    expect(getPartnershipPage()).toBe(english);
  });

  it('keeps the shared facts: types, packages, invites, people and companies', () => {
    expect(indonesian.collaborationTypes.map((c) => c.type)).toEqual(
      english.collaborationTypes.map((c) => c.type),
    );
    expect(indonesian.packages.map((p) => [p.id, p.name, p.vipInvites, p.features.length])).toEqual(
      english.packages.map((p) => [p.id, p.name, p.vipInvites, p.features.length]),
    );
    expect(indonesian.testimonials.map((t) => [t.name, t.company])).toEqual(
      english.testimonials.map((t) => [t.name, t.company]),
    );
  });

  it('translates every text a reader reads', () => {
    const pairs: [string, string][] = [
      [indonesian.intro, english.intro],
      ...indonesian.benefits.flatMap((b, i): [string, string][] => [
        [b.title, english.benefits[i]!.title],
        [b.text, english.benefits[i]!.text],
      ]),
      ...indonesian.collaborationTypes.map((c, i): [string, string] => [
        c.text,
        english.collaborationTypes[i]!.text,
      ]),
      ...indonesian.packages.flatMap((p, i) =>
        p.features.map((f, j): [string, string] => [f, english.packages[i]!.features[j]!]),
      ),
      ...indonesian.steps.map((s, i): [string, string] => [s.title, english.steps[i]!.title]),
      ...indonesian.testimonials.map((t, i): [string, string] => [
        t.quote,
        english.testimonials[i]!.quote,
      ]),
      ...indonesian.faqs.map((f, i): [string, string] => [f.answer, english.faqs[i]!.answer]),
    ];
    pairs.forEach(([translated, original]) => expect(translated).not.toBe(original));
    expect(indonesian.intro).toContain('3.000');
    expect(indonesian.faqs[0]?.question).toBe('Siapa yang dapat mengajukan kemitraan?');
  });
});
