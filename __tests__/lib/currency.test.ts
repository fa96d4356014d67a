/** @jest-environment node */
import { formatIdr, IDR_SEPARATOR } from '@/lib/currency';

// Written with a plain space for readability; the formatter uses a no-break space.
const idr = (text: string) => text.replace(' ', IDR_SEPARATOR);

describe('formatIdr', () => {
  it.each([
    [0, 'Rp 0'],
    [7, 'Rp 7'],
    [999, 'Rp 999'],
    [1_000, 'Rp 1.000'],
    [12_500, 'Rp 12.500'],
    [350_000_000, 'Rp 350.000.000'],
    [312_750_000, 'Rp 312.750.000'],
    [750_000_000, 'Rp 750.000.000'],
    [1_234_567_890, 'Rp 1.234.567.890'],
    [Number.MAX_SAFE_INTEGER, 'Rp 9.007.199.254.740.991'],
  ])('formats %p as %p', (amount, expected) => {
    expect(formatIdr(amount)).toBe(idr(expected));
  });

  it.each([
    [0.4, 'Rp 0'],
    [0.5, 'Rp 1'],
    [999.5, 'Rp 1.000'],
    [350_000_000.49, 'Rp 350.000.000'],
    [1_999_999.7, 'Rp 2.000.000'],
  ])('rounds %p to the nearest rupiah: %p', (amount, expected) => {
    expect(formatIdr(amount)).toBe(idr(expected));
  });

  it('treats negative zero as zero', () => {
    expect(formatIdr(-0)).toBe(idr('Rp 0'));
  });

  it.each([
    ['a negative amount', -1],
    ['a small negative fraction', -0.4],
    ['a large negative amount', -350_000_000],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an amount past the safe integers', 2 ** 60],
  ])('refuses %s', (_, amount) => {
    expect(() => formatIdr(amount)).toThrow(RangeError);
  });

  it('keeps the prefix on the same line as the amount, with no decimals', () => {
    const text = formatIdr(450_000_000);
    expect(text.startsWith(`Rp${'\u00a0'}`)).toBe(true);
    expect(text).not.toMatch(/,/);
  });

  // Node ships full ICU, so this checks the hand-written grouping against the reference format.
  it('gives the same text as Intl with Indonesian locale data', () => {
    const intl = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    expect(intl.resolvedOptions().locale).toBe('id-ID');
    for (const amount of [0, 1_000, 350_000_000, 750_000_000]) {
      expect(formatIdr(amount)).toBe(intl.format(amount));
    }
  });
});
