import { EARLY_TAP_KEY, EARLY_TAP_SELECTOR, HYDRATED_ATTRIBUTE } from './early-taps';
import { OPEN_SEARCH_EVENT, SEARCH_REQUEST_KEY } from './search-keys';
import { takeAddressQuery } from './address-query';

/*
 * The inline scripts in every page's <head> (components/layout/site-document.tsx), which run
 * before the page's own scripts; what they catch is taken up once React has hydrated
 * (lib/early-taps.ts). Kept apart from that module so their source, needed only on the server,
 * is not shipped a second time in the page's JavaScript.
 */

/** Runs in <head> before the page paints; written without comments, as it is inlined. */
function catchEarlyTaps(selector: string, key: string, hydrated: string) {
  const root = document.documentElement;
  document.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute(hydrated)) return;
      const target = event.target instanceof Element ? event.target.closest(selector) : null;
      if (!target || target.matches(':disabled')) return;
      event.preventDefault();
      (window as unknown as Record<string, unknown>)[key] = target;
      target.setAttribute('aria-busy', 'true');
    },
    true,
  );
}

/**
 * Runs in <head> too, for the whole life of the page, and only where the browser lacks them:
 * invoker commands (`commandfor` with `command="show-modal"`, `"close"` or `"request-close"` on a
 * `<dialog>`) and light dismiss (`closedby="any"`: a tap on the backdrop closes the dialog). The
 * menu drawer relies on both before hydration; Safari before 26.2 and this WebKit have neither,
 * Firefox before 144 no commands, Safari no `closedby` yet. Feature-detected, so a browser that
 * has them does the work itself and this adds no listener. It listens after the page's own
 * handlers (bubbling, on the document) and leaves alone a click one of them has cancelled, as
 * the browser would.
 */
export function keepNativeCommands() {
  const commands = 'command' in HTMLButtonElement.prototype;
  const closedBy = 'closedBy' in HTMLDialogElement.prototype;
  if (commands && closedBy) return;
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (event.defaultPrevented || !(target instanceof Element)) return;
    const button = commands ? null : target.closest('button[commandfor]');
    if (button) {
      const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
      const command = button.getAttribute('command');
      if (!(dialog instanceof HTMLDialogElement) || button.matches(':disabled')) return;
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if ((command === 'close' || command === 'request-close') && dialog.open) dialog.close();
      return;
    }
    if (closedBy || !(target instanceof HTMLDialogElement) || !target.open) return;
    if (target.getAttribute('closedby') !== 'any') return;
    // A click outside the dialog's box lands on the dialog element too: that is the backdrop.
    const box = target.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close();
  });
}

/**
 * Runs in <head> too, for the whole life of the page: the search shortcut ('/', or Ctrl+K / Cmd+K,
 * never in a text field or inside a dialog) asks for search, and what is typed after it
 * (Backspace too) is kept until the search box takes it; Escape cancels. Before hydration the
 * request waits for the header's island; after it, an event tells the island at once.
 */
export function catchSearchKeys(key: string, openEvent: string, hydrated: string) {
  const root = document.documentElement;
  const store = window as unknown as Record<string, unknown>;
  const typingTarget = (target: EventTarget | null) =>
    target instanceof Element &&
    target.closest('input,textarea,select,[contenteditable],[role=dialog],dialog[open]') !== null;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) {
        if (event.altKey || typingTarget(event.target)) return;
        if (event.key !== 'k' && event.key !== 'K') return;
      } else {
        const typed = store[key];
        if (typeof typed === 'string' && !typingTarget(event.target)) {
          if (event.key === 'Escape') store[key] = null;
          else if (event.key === 'Backspace') store[key] = typed.slice(0, -1);
          else if (event.key.length === 1) store[key] = typed + event.key;
          else return;
          event.preventDefault();
          return;
        }
        if (event.key !== '/' || typingTarget(event.target)) return;
      }
      event.preventDefault();
      if (typeof store[key] !== 'string') store[key] = '';
      if (root.hasAttribute(hydrated)) window.dispatchEvent(new Event(openEvent));
    },
    true,
  );
}

/**
 * Runs in <head> too: once the document is parsed, the language switch's links (pre-rendered with
 * the page's bare path) take the address bar's query and fragment (`take`, which is
 * takeAddressQuery), so a shared `/events?tab=past` switches to `/id/events?tab=past` before
 * hydration; once hydrated, a click has them take it again (components/layout/language-links.tsx:
 * the listings change the query as the visitor filters). An address with neither (most loads)
 * has nothing to give them, and the links are left as they are: this runs in the task that lays
 * out the first frame.
 */
export function keepQueryOnSwitch(selector: string, take: (link: Element) => void) {
  document.addEventListener('DOMContentLoaded', () => {
    if (!location.search && !location.hash) return;
    for (const link of document.querySelectorAll(selector)) take(link);
  });
}

/** The language switch's links: the only links that carry hreflang (components/layout). */
export const LANGUAGE_LINK_SELECTOR = 'a[hreflang]';

/** The inline scripts' source. */
export const EARLY_TAP_SCRIPT =
  `(${String(catchEarlyTaps)})(${JSON.stringify(EARLY_TAP_SELECTOR)},${JSON.stringify(EARLY_TAP_KEY)},${JSON.stringify(HYDRATED_ATTRIBUTE)});` +
  `(${String(keepNativeCommands)})();` +
  `(${String(catchSearchKeys)})(${JSON.stringify(SEARCH_REQUEST_KEY)},${JSON.stringify(OPEN_SEARCH_EVENT)},${JSON.stringify(HYDRATED_ATTRIBUTE)});` +
  `(${String(keepQueryOnSwitch)})(${JSON.stringify(LANGUAGE_LINK_SELECTOR)},${String(takeAddressQuery)})`;
