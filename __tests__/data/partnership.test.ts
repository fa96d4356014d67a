/** @jest-environment node */
import { getPartnershipPage } from '@/data/partnership';
import { COLLABORATION_TYPES } from '@/data/options';

const page = getPartnershipPage();

describe('the partnership page content', () => {
  it('offers Platinum, Gold and Silver with 10, 6 and 4 VIP invites (spec §9)', () => {
    expect(page.packages.map((p) => [p.name, p.vipInvites])).toEqual([
      ['Platinum', 10],
      ['Gold', 6],
      ['Silver', 4],
    ]);
  });

  it('describes every kind of collaboration the form offers, in its order', () => {
    expect(page.collaborationTypes.map((c) => c.type)).toEqual([...COLLABORATION_TYPES]);
  });

  it('has four steps, testimonials and an FAQ', () => {
    expect(page.steps).toHaveLength(4);
    expect(page.testimonials.length).toBeGreaterThanOrEqual(2);
    expect(page.faqs.length).toBeGreaterThanOrEqual(3);
  });

  it("promises the spec's reply time where it mentions one", () => {
    const text = JSON.stringify(page);
    expect(text).toContain('1-2 working days');
    expect(text).not.toMatch(/within (?!1-2 working days)\d/);
  });
});
