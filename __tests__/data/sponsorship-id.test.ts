/** @jest-environment node */
import { getSponsorshipPage } from '@/data/sponsorship';

const english = getSponsorshipPage('en');
const indonesian = getSponsorshipPage('id');

describe('the sponsorship page in Indonesian', () => {
  it('is English by default', () => {
    expect(getSponsorshipPage()).toBe(english);
  });

  it('keeps the shared facts: event types, packages and invites', () => {
    expect(indonesian.eventTypes.map((e) => e.type)).toEqual(english.eventTypes.map((e) => e.type));
    expect(indonesian.packages.map((p) => [p.id, p.name, p.vipInvites])).toEqual(
      english.packages.map((p) => [p.id, p.name, p.vipInvites]),
    );
  });

  it('translates every text a reader reads, keeping the audiences’ figures', () => {
    const pairs: [string, string][] = [
      [indonesian.intro, english.intro],
      ...[...indonesian.benefits, ...indonesian.deliverables, ...indonesian.steps].flatMap(
        (note, i): [string, string][] => {
          const source = [...english.benefits, ...english.deliverables, ...english.steps][i]!;
          return [
            [note.title, source.title],
            [note.text, source.text],
          ];
        },
      ),
      ...indonesian.packages.flatMap((p, i) => [
        [p.summary, english.packages[i]!.summary] as [string, string],
        ...p.features.map((f, j): [string, string] => [f, english.packages[i]!.features[j]!]),
      ]),
      ...indonesian.eventTypes.flatMap((e, i): [string, string][] => [
        [e.text, english.eventTypes[i]!.text],
        [e.audience, english.eventTypes[i]!.audience],
      ]),
    ];
    pairs.forEach(([translated, original]) => expect(translated).not.toBe(original));
    indonesian.eventTypes.slice(0, 4).forEach((e, i) => {
      expect(e.audience.match(/[\d–]+/)?.[0]).toBe(
        english.eventTypes[i]!.audience.match(/[\d–]+/)?.[0],
      );
    });
  });
});
