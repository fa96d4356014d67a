/** A control to tap: the element matching `selector` inside `within` that is named `name`. */
export type TapTarget = { selector: string; name: string; within?: string };

/**
 * The control a finger would tap, or null while there is none yet: run in the page, by the
 * Chromium suite (Playwright's waitForFunction) and the cross-engine suite (WebDriver), which
 * send its source, so it names nothing outside itself.
 *
 * The first shown element matching `selector` inside `within` whose name is `name`: its
 * aria-label, the text of its aria-labelledby, its label's text, its (image's) alt or its own
 * text (spaces collapsed). Found once the page has painted, scrolled to the middle of the window
 * as a visitor would, whole on screen, standing still since the last look (the header slides in
 * as the page appears) and not under anything else.
 */
export function findTappable({ selector, name, within = 'body' }: TapTarget): Element | null {
  if (!performance.getEntriesByName('first-contentful-paint').length) return null;
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  const names = (element: Element) => [
    element.getAttribute('aria-label'),
    element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => text(document.getElementById(id)))
      .join(' '),
    text((element as HTMLInputElement).labels?.[0] ?? null),
    element.getAttribute('alt'),
    element.querySelector('img')?.getAttribute('alt'),
    text(element),
  ];
  const scope = document.querySelector(within);
  const found = [...(scope?.querySelectorAll(selector) ?? [])].find(
    (element) => element.getClientRects().length > 0 && names(element).includes(name),
  );
  if (!found) return null;
  found.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = found.getBoundingClientRect();
  const place = `${Math.round(box.x)},${Math.round(box.y)}`;
  const store = window as unknown as { __lastTapPlace?: string };
  const still = store.__lastTapPlace === place;
  store.__lastTapPlace = place;
  if (!still || box.top < 0 || box.bottom > innerHeight) return null;
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit && found.contains(hit) ? found : null;
}
