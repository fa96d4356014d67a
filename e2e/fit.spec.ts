import { expect, sweep } from './support/fixtures';
import { exportedPages, representativePages } from './support/pages';

/*
 * Every route type, in both editions, at every 40th width from 320 to 1920 px: the page never
 * scrolls sideways, every link and button of the header is whole on screen and not covered, and
 * no two interactive elements overlap. A layout that breaks at some width fails here, whatever
 * width the other tests happen to use.
 *
 * The page is held in a frame on a test page 1920 px wide, and the frame takes each width in
 * turn: the frame is the page's viewport (its media queries, its fixed header, its innerWidth and
 * resize events), and each width is set, laid out and read inside the browser, with no round trip
 * to the browser to resize its window (which took half of this test's time).
 */
const WIDTHS = Array.from({ length: (1920 - 320) / 40 + 1 }, (_, i) => 320 + i * 40);
const HEIGHT = 900;
const HOLDER = '/__fit__';

/**
 * What is wrong with the layout of the page in `frame` at each width (empty when nothing is), each
 * read at the frame's next animation frame, once the resize has been handled (runs in the holder).
 */
async function layoutProblemsAt(widths: number[]) {
  const frame = document.querySelector('iframe')!;
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  const found: string[] = [];
  for (const width of widths) {
    frame.style.width = `${width}px`;
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
    if (win.innerWidth !== width) found.push(`${width} px: the frame is ${win.innerWidth} px wide`);
    found.push(...problemsNow().map((problem) => `${width} px: ${problem}`));
  }
  return found;

  /** What is wrong at the frame's current width. */
  function problemsNow() {
    const { innerWidth, scrollY } = win;
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (doc.documentElement.scrollWidth > innerWidth) {
      problems.push(`scrolls sideways: ${doc.documentElement.scrollWidth} > ${innerWidth}`);
    }

    // Shown to the eye: rendered (not in a closed disclosure's panel), not transparent, not
    // clipped away for screen readers only (the skip link until it has focus).
    const shown = (el: Element) => {
      const whole = el.getBoundingClientRect();
      return (
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        whole.width > 1 &&
        whole.height > 1 &&
        !el.closest('.sr-only')
      );
    };
    // Each line box of an element (a link that wraps is two boxes), bigger than a screen-reader-only 1 px.
    const boxes = (el: Element) =>
      [...el.getClientRects()].filter((box) => box.width > 1 && box.height > 1);

    for (const control of doc.querySelectorAll('header a[href], header button')) {
      const [box] = boxes(control);
      if (!box || !shown(control)) continue;
      if (box.left < -0.5 || box.right > innerWidth + 0.5) {
        problems.push(`header ${name(control)} is cut off (${box.left}–${box.right})`);
        continue;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = doc.elementFromPoint(x, y);
      if (top && !control.contains(top) && !top.contains(control)) {
        problems.push(`header ${name(control)} is covered by ${name(top)}`);
      }
    }

    const interactive = [
      ...doc.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => shown(el) && !el.closest('[inert], [aria-hidden="true"]'));
    const placed = interactive.flatMap((el) =>
      boxes(el).map((box) => ({ el, box: { ...box.toJSON(), top: box.top + scrollY } })),
    );
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i]!;
        const b = placed[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const aBottom = a.box.top + a.box.height;
        const bBottom = b.box.top + b.box.height;
        const overlapY = Math.min(aBottom, bBottom) - Math.max(a.box.top, b.box.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }
    return [...new Set(problems)];
  }
}

for (const path of representativePages(exportedPages())) {
  sweep(`${path} fits every width from 320 to 1920 px`, async ({ page }) => {
    sweep.setTimeout(120_000);
    await page.setViewportSize({ width: WIDTHS.at(-1)!, height: HEIGHT });
    // Still: no header sliding in, no transition caught halfway.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(HOLDER, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>${path}</title>
          <style>body { margin: 0 } iframe { display: block; border: 0; height: ${HEIGHT}px }</style>
          <iframe src="${path}" title="${path}" style="width: ${WIDTHS[0]}px"></iframe>`,
      }),
    );
    // The page refuses to be framed (frame-ancestors 'none' and X-Frame-Options, docs/security.md);
    // framed here only to be measured at each width, it is let in by the holder.
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['x-frame-options'];
        headers['content-security-policy'] = headers['content-security-policy']!.replace(
          "frame-ancestors 'none'",
          "frame-ancestors 'self'",
        );
        await route.fulfill({ response, headers });
      },
    );
    await page.goto(HOLDER, { waitUntil: 'commit' });
    await page.frameLocator('iframe').locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(layoutProblemsAt, WIDTHS)).toEqual([]);
  });
}
