/** @jest-environment node */
import { classifySwipe } from '@/lib/swipe';
import { SWIPE_THRESHOLD_PX } from '@/lib/constants';

describe('classifySwipe', () => {
  it('uses the spec’s 50 px threshold', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });

  it.each<[string, number, number, 'next' | 'previous' | null]>([
    ['a swipe to the left as next', -120, 0, 'next'],
    ['a swipe to the right as previous', 120, 0, 'previous'],
    ['51 px to the left as next', -51, 0, 'next'],
    ['51 px to the right as previous', 51, 0, 'previous'],
    ['exactly 50 px as nothing (it must be over 50)', -50, 0, null],
    ['a short drag as nothing', 30, 4, null],
    ['a tap as nothing', 0, 0, null],
    ['a vertical drag as nothing', 10, 200, null],
    ['a long drag that is more vertical than horizontal as nothing', -80, 90, null],
    ['a drag exactly as vertical as horizontal as nothing', 80, -80, null],
    ['a mostly horizontal drag with some vertical movement', -90, 40, 'next'],
    ['a mostly horizontal drag upwards', 90, -60, 'previous'],
    ['NaN as nothing', Number.NaN, 0, null],
  ])('reads %s', (_, dx, dy, expected) => {
    expect(classifySwipe(dx, dy)).toBe(expected);
  });

  it('takes another threshold', () => {
    expect(classifySwipe(-30, 0, 20)).toBe('next');
    expect(classifySwipe(-30, 0, 40)).toBeNull();
  });
});
