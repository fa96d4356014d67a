/** @jest-environment node */
import { IDR_SEPARATOR } from '@/lib/currency';
import {
  formatDaysLeft,
  fundingPercent,
  fundingProgress,
  fundUseRows,
  selectRelated,
} from '@/lib/crowdfunding';
import { getMessages } from '@/data/messages';

const idr = (text: string) => text.replaceAll('Rp ', `Rp${IDR_SEPARATOR}`);

describe('fundingPercent', () => {
  it.each([
    [0, 450_000_000, 0],
    [312_750_000, 450_000_000, 70], // 69.5 rounds up
    [186_000_000, 750_000_000, 25], // 24.8
    [329_000_000, 350_000_000, 94], // 94.0
    [258_000_000, 600_000_000, 43],
    [1_000_000, 350_000_000, 0], // 0.29 rounds down
    [348_500_000, 350_000_000, 100], // 99.57 rounds to 100 before the target is met
    [350_000_000, 350_000_000, 100],
    [420_000_000, 350_000_000, 120], // over-funded: the figure is not capped
  ])('%p of %p is %p%', (raisedFunding, targetFunding, percent) => {
    expect(fundingPercent({ raisedFunding, targetFunding })).toBe(percent);
  });

  it.each([
    ['a zero target', { raisedFunding: 1, targetFunding: 0 }],
    ['a negative target', { raisedFunding: 1, targetFunding: -5 }],
    ['a negative amount raised', { raisedFunding: -1, targetFunding: 350_000_000 }],
    ['NaN', { raisedFunding: Number.NaN, targetFunding: 350_000_000 }],
  ])('refuses %s', (_, funding) => {
    expect(() => fundingPercent(funding)).toThrow(RangeError);
  });
});

describe('fundingProgress', () => {
  it('labels the percent as Complete and reads the amounts for assistive technology', () => {
    expect(fundingProgress({ raisedFunding: 288_000_000, targetFunding: 450_000_000 })).toEqual({
      percent: 64,
      barWidth: 64,
      label: '64% Complete',
      valueText: idr('Rp 288.000.000 raised of Rp 450.000.000 (64% Complete)'),
    });
  });

  it.each([
    [0, 0],
    [175_000_000, 50],
    [350_000_000, 100],
    [437_500_000, 100], // 125% funded: the bar stays full width
    [1_050_000_000, 100], // 300%
  ])('never draws the bar past 100%% (%p raised of 350M → %p)', (raisedFunding, width) => {
    expect(fundingProgress({ raisedFunding, targetFunding: 350_000_000 }).barWidth).toBe(width);
  });

  it('still tells the true figure when over-funded', () => {
    const progress = fundingProgress({ raisedFunding: 437_500_000, targetFunding: 350_000_000 });
    expect(progress.label).toBe('125% Complete');
    expect(progress.valueText).toBe(idr('Rp 437.500.000 raised of Rp 350.000.000 (125% Complete)'));
  });
});

describe('in Indonesian', () => {
  const words = getMessages('id').crowdfunding;

  it('labels the progress as Tercapai and reads the amounts in Indonesian', () => {
    const progress = fundingProgress(
      { raisedFunding: 437_500_000, targetFunding: 350_000_000 },
      words.funding,
    );
    expect(progress.label).toBe('125% Tercapai');
    expect(progress.valueText).toBe(
      idr('Rp 437.500.000 terkumpul dari Rp 350.000.000 (125% Tercapai)'),
    );
  });

  it.each([
    [1, '1 hari lagi'],
    [24, '24 hari lagi'],
  ])('counts %p days as %p', (days, text) => {
    expect(formatDaysLeft(days, words.funding)).toBe(text);
  });

  it('labels the uses of funds in Indonesian', () => {
    const rows = fundUseRows(
      100,
      { production: 40, marketing: 30, operations: 20, reserve: 10 },
      { production: 'a', marketing: 'b', operations: 'c', reserve: 'd' },
      words.fundUse.categories,
    );
    expect(rows.map((row) => row.label)).toEqual([
      'Produksi',
      'Pemasaran',
      'Operasional',
      'Cadangan',
    ]);
  });
});

describe('formatDaysLeft', () => {
  it.each([
    [0, '0 days left'],
    [1, '1 day left'],
    [2, '2 days left'],
    [51, '51 days left'],
  ])('%p → %p', (days, text) => {
    expect(formatDaysLeft(days)).toBe(text);
  });
});

describe('selectRelated', () => {
  const items = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }));
  const slugs = (list: { slug: string }[]) => list.map((item) => item.slug);

  it.each([
    ['the first project', 'a', 3, ['b', 'c', 'd']],
    ['a middle project', 'c', 3, ['a', 'b', 'd']],
    ['the fourth project', 'd', 3, ['a', 'b', 'c']],
    ['the last project', 'e', 3, ['a', 'b', 'c']],
    ['an unknown slug', 'zzz', 3, ['a', 'b', 'c']],
    ['a limit past the list', 'a', 10, ['b', 'c', 'd', 'e']],
    ['a limit of 0', 'a', 0, []],
    ['a negative limit', 'a', -1, []],
  ])('for %s (%p, limit %p) gives %p', (_, slug, limit, expected) => {
    expect(slugs(selectRelated(items, slug, limit))).toEqual(expected);
  });

  it('gives nothing from an empty list or a list of only the current item', () => {
    expect(selectRelated([], 'a', 3)).toEqual([]);
    expect(selectRelated([{ slug: 'a' }], 'a', 3)).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const copy = items.map((item) => ({ ...item }));
    selectRelated(items, 'b', 3);
    expect(items).toEqual(copy);
  });
});

describe('fundUseRows', () => {
  const purposes = {
    production: 'Machines',
    marketing: 'Fairs',
    operations: 'Wages',
    reserve: 'Buffer',
  };

  it('lists the four uses in order with their share of the target in rupiah', () => {
    const rows = fundUseRows(
      450_000_000,
      { production: 55, marketing: 15, operations: 20, reserve: 10 },
      purposes,
    );
    expect(rows).toEqual([
      {
        category: 'production',
        label: 'Production',
        percent: 55,
        amount: 247_500_000,
        purpose: 'Machines',
      },
      {
        category: 'marketing',
        label: 'Marketing',
        percent: 15,
        amount: 67_500_000,
        purpose: 'Fairs',
      },
      {
        category: 'operations',
        label: 'Operations',
        percent: 20,
        amount: 90_000_000,
        purpose: 'Wages',
      },
      { category: 'reserve', label: 'Reserve', percent: 10, amount: 45_000_000, purpose: 'Buffer' },
    ]);
  });

  it('rounds each share to the rupiah', () => {
    const rows = fundUseRows(
      350_000_001,
      { production: 33, marketing: 33, operations: 33, reserve: 1 },
      purposes,
    );
    expect(rows.map((row) => row.amount)).toEqual([
      115_500_000, 115_500_000, 115_500_000, 3_500_000,
    ]);
  });
});
