/** @jest-environment node */
import { getSponsorshipPage } from '@/data/sponsorship';
import { EVENT_TARGETS } from '@/data/options';
import { SPONSORSHIP_PACKAGES } from '@/lib/forms/sponsorship';

const page = getSponsorshipPage();

describe('the sponsorship page content', () => {
  it('offers Platinum, Gold and Silver with 10, 6 and 3 VIP invites (spec §9)', () => {
    expect(page.packages.map((p) => [p.name, p.vipInvites])).toEqual([
      ['Platinum', 10],
      ['Gold', 6],
      ['Silver', 3],
    ]);
  });

  it("names its packages by the form's package values, so a card can pick one", () => {
    for (const pkg of page.packages) expect(SPONSORSHIP_PACKAGES).toContain(pkg.id);
  });

  it('describes every event a sponsor can target in the form, in its order', () => {
    expect(page.eventTypes.map((e) => e.type)).toEqual([...EVENT_TARGETS]);
  });

  it('has benefits, deliverables and steps', () => {
    expect(page.benefits.length).toBeGreaterThanOrEqual(4);
    expect(page.deliverables.length).toBeGreaterThanOrEqual(4);
    expect(page.steps.length).toBeGreaterThanOrEqual(3);
  });
});
