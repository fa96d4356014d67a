import '@testing-library/jest-dom';
import { TextDecoder as NodeTextDecoder } from 'node:util';

// axe's matcher is added by __tests__/support/axe.ts, which the component tests that run axe
// import: axe-core is a megabyte of script, not worth loading into every test file.

// Shims for jsdom's gaps; tests under `@jest-environment node` (the data tests) have no DOM.
if (typeof window !== 'undefined') {
  // jsdom has no TextDecoder; image-size (which the gallery's loader reads photos' sizes with)
  // makes one as it loads.
  if (typeof globalThis.TextDecoder === 'undefined') {
    Object.assign(globalThis, { TextDecoder: NodeTextDecoder });
  }

  // jsdom has no canvas; axe probes one (for icon-ligature checks) and copes with none.
  HTMLCanvasElement.prototype.getContext = () => null;

  // jsdom has no IntersectionObserver; next/link falls back to marking itself visible on idle, a
  // state update outside act(). An observer that never fires keeps links quiet, as off-screen.
  class IdleIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: IdleIntersectionObserver,
    writable: true,
  });
}
