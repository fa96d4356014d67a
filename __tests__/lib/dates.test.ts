/** @jest-environment node */
import { formatEventDate, formatLongDate, formatShortDate, toCalendarDate } from '@/lib/dates';

// jest.global-setup.mjs runs the tests in America/Los_Angeles, far from WIB: a date that slipped
// into the visitor's zone would show the day before here.
describe('formatEventDate', () => {
  it.each([
    ['2025-03-15', 'Saturday, 15 March 2025'],
    ['2024-12-10', 'Tuesday, 10 December 2024'],
    ['2027-01-01', 'Friday, 01 January 2027'],
    ['2024-02-29', 'Thursday, 29 February 2024'],
    // The night Los Angeles moves its clocks forward.
    ['2026-03-08', 'Sunday, 08 March 2026'],
  ])('writes %s as %s (EEEE, dd MMMM yyyy)', (iso, expected) => {
    expect(formatEventDate(iso)).toBe(expected);
  });

  it('reads the calendar day, not an instant', () => {
    const date = toCalendarDate('2026-11-21');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 10, 21]);
  });

  it.each(['2026-13-01x', '21/11/2026', ''])('refuses %p', (bad) => {
    expect(() => toCalendarDate(bad)).toThrow('Not a calendar date');
  });

  it('runs in a zone far from Jakarta, so the checks above mean something', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });
});

describe('formatShortDate and formatLongDate', () => {
  it.each([
    ['2024-12-10', 'Dec 10, 2024', 'December 10, 2024'],
    ['2025-01-05', 'Jan 05, 2025', 'January 05, 2025'],
    ['2024-02-29', 'Feb 29, 2024', 'February 29, 2024'],
    // Midnight in Jakarta is still the day before in Los Angeles: the day must not slip.
    ['2026-10-08', 'Oct 08, 2026', 'October 08, 2026'],
    ['2026-03-08', 'Mar 08, 2026', 'March 08, 2026'],
  ])('writes %s as %s (MMM dd, yyyy) and %s (MMMM dd, yyyy)', (iso, short, long) => {
    expect(formatShortDate(iso)).toBe(short);
    expect(formatLongDate(iso)).toBe(long);
  });
});

describe('the Indonesian edition', () => {
  it.each([
    ['2025-03-15', 'Sabtu, 15 Maret 2025', '15 Mar 2025', '15 Maret 2025'],
    ['2024-12-10', 'Selasa, 10 Desember 2024', '10 Des 2024', '10 Desember 2024'],
    ['2027-01-01', 'Jumat, 1 Januari 2027', '1 Jan 2027', '1 Januari 2027'],
    ['2026-08-17', 'Senin, 17 Agustus 2026', '17 Agt 2026', '17 Agustus 2026'],
    ['2026-03-08', 'Minggu, 8 Maret 2026', '8 Mar 2026', '8 Maret 2026'],
  ])('writes %s as %s, %s and %s, day before month', (iso, event, short, long) => {
    expect(formatEventDate(iso, 'id')).toBe(event);
    expect(formatShortDate(iso, 'id')).toBe(short);
    expect(formatLongDate(iso, 'id')).toBe(long);
  });

  it('leaves English the default', () => {
    expect(formatEventDate('2025-03-15', 'en')).toBe(formatEventDate('2025-03-15'));
    expect(formatShortDate('2025-03-15', 'en')).toBe('Mar 15, 2025');
  });
});
