/**
 * Taps made before the page's scripts have run, kept so none is silently dropped.
 *
 * Until React has hydrated, a `<button type="button">` does nothing: its behaviour lives in
 * scripts that are still on their way to a slow phone. Links, `<details>`, `<dialog>` commands
 * (made to work by an inline shim where a browser lacks them: `keepNativeCommands` in
 * lib/early-scripts.ts) and the listings' GET forms work natively; every other button's tap is
 * caught (by an inline
 * script in <head>, `EARLY_TAP_SCRIPT` in lib/early-scripts.ts) and replayed once, when hydration
 * has committed (`markHydratedAndReplay`). Only the last such tap is kept: a visitor who tapped
 * two buttons in turn meant the second.
 */

/** Set on <html> once React has hydrated the page; e2e helpers and the tap catcher read it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Where the inline script keeps the tap it caught (the element itself). */
export const EARLY_TAP_KEY = '__earlyTap';

/**
 * Which clicks are caught: buttons with no native behaviour (not a submit, reset, dialog command
 * or popover button), or any element that asks for it with data-replay.
 */
export const EARLY_TAP_SELECTOR =
  'button[type="button"]:not([commandfor]):not([popovertarget]),[data-replay]';

/**
 * Marks the page hydrated, then replays the tap caught before (once): React's handlers are
 * attached by now, so the click does what it would have done.
 */
export function markHydratedAndReplay() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  const store = window as unknown as Record<string, unknown>;
  const target = store[EARLY_TAP_KEY];
  delete store[EARLY_TAP_KEY];
  if (!(target instanceof HTMLElement)) return;
  target.removeAttribute('aria-busy');
  if (target.isConnected) target.click();
}
