import { useRef, type PointerEvent } from 'react';
import { classifySwipe, type SwipeDirection } from '@/lib/swipe';

/**
 * Pointer handlers that report a swipe (lib/swipe.ts: over 50 px, mostly horizontal) between a
 * primary pointer going down and the same pointer coming up. Mouse, pen and touch alike.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ pointer: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.isPrimary && event.button === 0) {
        start.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
      }
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.pointer !== event.pointerId) return;
      const direction = classifySwipe(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
