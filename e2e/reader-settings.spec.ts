import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/*
 * The reader's own settings win over the site's: a forced-colours theme (Windows contrast
 * themes), and their own text spacing (WCAG 1.4.12). What a state says is still told, and no
 * control is pushed out of reach.
 */
const DESKTOP = { width: 1280, height: 800 };

/** A computed background that shows nothing (forced colours keep its alpha: `rgba(…, 0)`). */
const TRANSPARENT = /^rgba\(.*,\s*0\)$/;

const background = (locator: Locator, pseudo?: string) =>
  locator.evaluate((el, p) => getComputedStyle(el, p).backgroundColor, pseudo ?? null);

/**
 * The colour seen behind an element: its own background, or its nearest ancestor's where its own
 * is transparent (forced colours keep a background's transparency, so an unselected control shows
 * the page's Canvas through it).
 */
const seenBackground = (locator: Locator) =>
  locator.evaluate((el, transparent) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (!new RegExp(transparent).test(colour) && colour !== 'transparent') return colour;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  }, TRANSPARENT.source);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('in forced colours', () => {
  test.use({ viewport: DESKTOP, forcedColors: 'active' });

  test('a selected tab, a pressed filter and the current page stand out from the others', async ({
    page,
  }) => {
    await open(page, '/events');
    const tabs = page.getByRole('tablist').getByRole('tab');
    expect(await seenBackground(tabs.filter({ hasText: 'Upcoming' }))).not.toBe(
      await seenBackground(tabs.filter({ hasText: 'Past Events' })),
    );

    await open(page, '/articles');
    const categories = page.getByRole('group', { name: 'Category' });
    const pressed = categories.getByRole('button', { pressed: true });
    const other = categories.getByRole('button', { pressed: false }).first();
    expect(await seenBackground(pressed)).not.toBe(await seenBackground(other));

    await open(page, '/gallery');
    const pages = page.getByRole('navigation', { name: /pagination/i });
    expect(await seenBackground(pages.locator('button[aria-current="page"]'))).not.toBe(
      await seenBackground(pages.getByRole('button', { name: 'Page 2' })),
    );
  });

  test("the header still underlines the current page's entry", async ({ page }) => {
    await open(page, '/events');
    const current = page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Events' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const underline = await background(current, '::after');
    expect(underline).not.toMatch(TRANSPARENT);
    expect(underline).not.toBe(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    );
  });

  test('a progress bar still shows how far it has come', async ({ page }) => {
    await open(page, '/crowdfunding/kopi-lereng-ijen');
    const bar = page.getByRole('progressbar').first();
    const fill = bar.locator('> *');
    const [track, filled] = [await background(bar), await background(fill)];
    expect(filled).not.toMatch(TRANSPARENT);
    expect(filled).not.toBe(track);
    // Its outline shows where the bar ends.
    expect(await bar.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
  });
});

test.describe("with the reader's own text spacing", () => {
  test.use({ viewport: DESKTOP });
  const SPACING =
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }' +
    ' p { margin-bottom: 2em !important }';

  for (const path of ['/events', '/id/events']) {
    test(`${path}: every control of the header stays on the screen, above the page's heading`, async ({
      page,
    }) => {
      await open(page, path);
      await page.addStyleTag({ content: SPACING });
      const header = page.locator('header').first();
      const controls = header.locator('a[href], button');
      const boxes = await controls.evaluateAll((els) =>
        els
          .filter((el) => el.checkVisibility())
          .map((el) => {
            const box = el.getBoundingClientRect();
            return { name: el.textContent || el.getAttribute('aria-label'), box };
          }),
      );
      expect(boxes.length).toBeGreaterThan(8);
      for (const { name, box } of boxes) {
        expect(box.left, `${name}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${name}`).toBeLessThanOrEqual(DESKTOP.width);
      }
      const headerBox = (await header.boundingBox())!;
      const headerBottom = headerBox.y + headerBox.height;
      const h1Top = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
      expect(h1Top).toBeGreaterThanOrEqual(headerBottom);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(DESKTOP.width);
    });
  }
});
