/**
 * jsdom has no PointerEvent: without one, a `pointerdown` fired in a test carries no coordinates.
 * A MouseEvent with the pointer fields the lightbox reads stands in for it.
 */
export function installPointerEvent() {
  if ('PointerEvent' in window) return;
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly isPrimary: boolean;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.isPrimary = init.isPrimary ?? true;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim, writable: true });
}
