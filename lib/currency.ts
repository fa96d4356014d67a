/**
 * Rupiah amounts for display. Hand-written rather than `Intl.NumberFormat('id-ID')`: the ICU data
 * behind Intl differs between Node builds and browsers (spacing, symbol), and the server's text must
 * match the browser's exactly or hydration fails. The output matches what full ICU gives:
 * 'Rp' + a no-break space (so the prefix never wraps away from the number) + the whole rupiah
 * grouped in threes with '.' (the Indonesian thousands separator), no decimals.
 */

/** The no-break space between 'Rp' and the amount. */
export const IDR_SEPARATOR = '\u00a0';

/**
 * Formats an amount of rupiah: 350000000 → 'Rp 350.000.000' (the space is U+00A0). Fractions are
 * rounded to the nearest rupiah; a negative, non-finite or unsafe amount is refused with a
 * RangeError, since no amount on the site can be one.
 */
export function formatIdr(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`formatIdr: expected an amount of 0 or more, got ${amount}`);
  }
  const rupiah = Math.round(amount);
  if (!Number.isSafeInteger(rupiah)) {
    throw new RangeError(`formatIdr: ${amount} is too large to format exactly`);
  }
  return `Rp${IDR_SEPARATOR}${groupThousands(rupiah)}`;
}

/** 1234567 → '1.234.567'. */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, '.');
}
