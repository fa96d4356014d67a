import { SWIPE_THRESHOLD_PX } from './constants';

export type SwipeDirection = 'next' | 'previous';

/**
 * What a drag from one point to another means in the lightbox: a horizontal move of more than
 * `threshold` px that is longer than its vertical move turns the photo (left = next, right =
 * previous); a shorter, vertical or diagonal-leaning drag, or a tap, means nothing.
 */
export function classifySwipe(
  deltaX: number,
  deltaY: number,
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  if (!Number.isFinite(deltaX) || !Number.isFinite(deltaY)) return null;
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}
