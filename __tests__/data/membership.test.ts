/** @jest-environment node */
import { getMembershipPage } from '@/data/membership';
import { MembershipPageSchema } from '@/data/schemas/membership';
import { formatIdr } from '@/lib/currency';
import {
  MEMBERSHIP_CONFIRM_DAYS,
  MEMBERSHIP_CONVERSATION_DAYS,
  MEMBERSHIP_DECISION_DAYS,
  MEMBERSHIP_MIN_BOARD_YEARS,
} from '@/lib/constants';

/** The records as the content files give them, through their loader. */
const MEMBERSHIP_CONTENT = getMembershipPage();

const english = getMembershipPage('en');
const indonesian = getMembershipPage('id');

describe('the membership page’s content', () => {
  it('has Associate, Full and Patron tiers, each costing more and giving more off events', () => {
    expect(
      english.tiers.map((tier) => [tier.id, formatIdr(tier.annualFee), tier.eventDiscount]),
    ).toEqual([
      ['associate', 'Rp\u00a05.000.000', 10],
      ['full', 'Rp\u00a015.000.000', 20],
      ['patron', 'Rp\u00a040.000.000', 30],
    ]);
  });

  it('refuses tiers out of order or a higher tier that costs less', () => {
    const [associate, full, patron] = MEMBERSHIP_CONTENT.tiers;
    expect(
      MembershipPageSchema.safeParse({ ...MEMBERSHIP_CONTENT, tiers: [full, associate, patron] })
        .success,
    ).toBe(false);
    expect(
      MembershipPageSchema.safeParse({
        ...MEMBERSHIP_CONTENT,
        tiers: [associate, { ...full, annualFee: 1_000_000 }, patron],
      }).success,
    ).toBe(false);
  });

  it.each([
    ['English', english, 'years', 'working days'],
    ['Indonesian', indonesian, 'tahun', 'hari kerja'],
  ] as const)('states the rules the form and confirmation use, in %s', (_, page, years, days) => {
    expect(page.eligibility.criteria.join(' ')).toContain(`${MEMBERSHIP_MIN_BOARD_YEARS} ${years}`);
    const steps = page.steps.map((step) => step.text).join(' ');
    for (const count of [
      MEMBERSHIP_CONFIRM_DAYS,
      MEMBERSHIP_CONVERSATION_DAYS,
      MEMBERSHIP_DECISION_DAYS,
    ]) {
      expect(steps).toContain(`${count} ${days}`);
    }
  });

  it('keeps fees, discounts and tier ids in Indonesian, and translates every text', () => {
    expect(indonesian.tiers.map((t) => [t.id, t.annualFee, t.eventDiscount])).toEqual(
      english.tiers.map((t) => [t.id, t.annualFee, t.eventDiscount]),
    );
    const pairs: [string, string][] = [
      [indonesian.intro, english.intro],
      [indonesian.eligibility.note, english.eligibility.note],
      ...indonesian.eligibility.criteria.map((c, i): [string, string] => [
        c,
        english.eligibility.criteria[i]!,
      ]),
      ...indonesian.benefits.map((b, i): [string, string] => [b.title, english.benefits[i]!.title]),
      ...indonesian.tiers.flatMap((t, i): [string, string][] => [
        [t.name, english.tiers[i]!.name],
        [t.summary, english.tiers[i]!.summary],
        ...t.features.map((f, j): [string, string] => [f, english.tiers[i]!.features[j]!]),
      ]),
      ...indonesian.steps.map((s, i): [string, string] => [s.text, english.steps[i]!.text]),
      ...indonesian.faqs.map((f, i): [string, string] => [f.answer, english.faqs[i]!.answer]),
    ];
    for (const [id, en] of pairs) expect(id).not.toBe(en);
  });
});
