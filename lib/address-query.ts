/**
 * Gives a language switch link the address bar's query and fragment in place of its own, keeping
 * its path. Self-contained: lib/early-scripts.ts inlines its source in <head>, and the switch
 * (components/layout/language-links.tsx) calls it as a link is followed.
 */
export function takeAddressQuery(link: Element) {
  const path = (link.getAttribute('href') ?? '').split(/[?#]/)[0];
  link.setAttribute('href', path + location.search + location.hash);
}
