import type { Page } from '@playwright/test';
import { expect, sweep, test, waitForHydration } from './support/fixtures';

/*
 * Phone layouts made for a thumb: compact cards, and a listing's filters folded under its search
 * box (which keeps a whole row, so its placeholder is read in full), so results share the first
 * screen with what the visitor types.
 */
const PHONE = { width: 390, height: 844 };

/** The listings with a search box, each with its /id twin. */
const LISTINGS = [
  '/events',
  '/articles',
  '/news',
  '/gallery',
  '/ceo-directory',
  '/provincial-leadership',
];

/** How far the page reaches past the screen's right edge (≤ 0: it never scrolls sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  /** The tops and bottoms of the cards in the listing's grid, in page coordinates. */
  const cardBoxes = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          return { top: box.top + scrollY, bottom: box.bottom + scrollY, left: box.left };
        }),
      );

  sweep('a screen holds three members or more, each photo beside the words', async ({ page }) => {
    await page.goto('/ceo-directory');
    const cards = await cardBoxes(page);
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards[2]!.bottom - cards[0]!.top).toBeLessThanOrEqual(PHONE.height);
    const card = page.getByRole('main').getByRole('article').first();
    const photo = await card.locator('img').boundingBox();
    const name = await card.getByRole('heading').boundingBox();
    expect(name!.x).toBeGreaterThan(photo!.x + photo!.width);
    expect(name!.y).toBeLessThan(photo!.y + photo!.height);
  });

  sweep('a provincial board puts each role beside its name', async ({ page }) => {
    await page.goto('/provincial-leadership');
    const cards = await cardBoxes(page);
    expect(cards).toHaveLength(34);
    // Four boards or more in one phone screen.
    expect(cards[3]!.bottom - cards[0]!.top).toBeLessThanOrEqual(PHONE.height);
    const board = page.getByRole('main').getByRole('article').first();
    const role = await board.locator('dt').first().boundingBox();
    const person = await board.locator('dd').first().boundingBox();
    expect(Math.abs(role!.y + role!.height / 2 - (person!.y + person!.height / 2))).toBeLessThan(8);
  });

  for (const { path, search, hidden } of [
    { path: '/ceo-directory', search: 'Search', hidden: 'Industry' },
    { path: '/events', search: 'Search', hidden: 'City' },
    { path: '/gallery', search: 'Search', hidden: 'Album' },
    { path: '/news', search: 'Search', hidden: 'Year' },
  ]) {
    sweep(
      `${path} folds its filters under the search box, and counts those in use`,
      async ({ page }) => {
        await page.goto(path);
        const box = page.getByRole('searchbox', { name: search });
        const filters = page.locator('summary', { hasText: 'Filters' });
        const select = page.getByRole('combobox', { name: hidden });
        await expect(select).toBeHidden();
        // The search box has the row to itself; the summary starts the row below.
        const [boxRect, summaryRect] = [await box.boundingBox(), await filters.boundingBox()];
        expect(summaryRect!.y).toBeGreaterThanOrEqual(boxRect!.y + boxRect!.height);
        expect(Math.abs(summaryRect!.x - boxRect!.x)).toBeLessThan(2);
        // Typing, with the search box scrolled up under the header and the keyboard over the lower
        // half of the screen, the visitor still sees the result count change.
        await box.focus();
        await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        const status = await page.getByRole('main').getByRole('status').first().boundingBox();
        expect(status!.y + status!.height).toBeLessThan(PHONE.height / 2);

        await filters.click();
        await expect(select).toBeVisible();
        await select.selectOption({ index: 1 });
        await expect(filters).toHaveText('Filters1 active');
        await expect(filters).toHaveAccessibleName(/Filters\s*1 active/);
      },
    );
  }

  sweep(
    'the Indonesian directory folds its filters under Filter, counting what is aktif',
    async ({ page }) => {
      await page.goto('/id/ceo-directory?industry=Technology&province=Bali');
      await expect(page.locator('summary', { hasText: 'Filter' })).toHaveText('Filter2 aktif');
    },
  );

  // Before the scripts have come, not without them: with JavaScript off the filters are hidden
  // (e2e/listings-without-scripts.spec.ts), so here the scripts are refused instead.
  test('the filters open before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    await page.goto('/articles', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    const category = page.getByRole('group', { name: 'Category' });
    await expect(category).toBeHidden();
    await page.locator('summary', { hasText: 'Filters' }).click();
    await expect(category).toBeVisible();
    await category.getByRole('button', { name: 'Strategy', exact: true }).click();
    await expect(page).toHaveURL(/category=Strategy/);
    await context.close();
  });
});

test.describe('the search boxes at 390 px', () => {
  test.use({ viewport: PHONE });

  /** How much wider the placeholder is than the box's text area (≤ 0: it is read in full). */
  const placeholderOverflow = (box: ReturnType<Page['getByRole']>) =>
    box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(input, '::placeholder').font;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width - room;
    });

  for (const path of LISTINGS) {
    for (const edition of ['', '/id']) {
      sweep(
        `${edition}${path} shows its whole placeholder, with nothing off the side`,
        async ({ page }) => {
          await page.goto(`${edition}${path}`);
          const box = page.getByRole('main').getByRole('searchbox');
          expect(await placeholderOverflow(box)).toBeLessThanOrEqual(0);
          expect(await sideways(page)).toBeLessThanOrEqual(0);
        },
      );
    }
  }
});

test.describe('on a phone, a long query', () => {
  test.use({ viewport: PHONE });
  // One unbroken word as long as a search box takes: the page still fits the screen wherever
  // it is echoed ('48 results for “aaaa…”').
  const query = 'a'.repeat(200);

  for (const path of ['/search', ...LISTINGS]) {
    for (const edition of ['', '/id']) {
      sweep(`${edition}${path}?q=… keeps the page within the screen`, async ({ page }) => {
        await page.goto(`${edition}${path}?q=${query}`);
        await waitForHydration(page);
        const box = page.getByRole('main').getByRole('searchbox');
        await expect(box).toHaveValue(query);
        if (path === '/search') {
          await expect(page.getByRole('main').getByRole('status')).toContainText(query);
        }
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe('on the narrowest phone (320 px, or 1280 px at 400 %)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const edition of ['', '/id']) {
    // A member's e-mail address in an excerpt is one long word ('anindya.kusuma@…').
    sweep(`${edition}/search?q=ceo lists its results within the screen`, async ({ page }) => {
      await page.goto(`${edition}/search?q=ceo`);
      await expect(page.getByRole('main').locator('[data-search-result]').first()).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('on a desktop', () => {
  sweep('the filters stand in one row, with no disclosure to open', async ({ page }) => {
    await page.goto('/ceo-directory');
    await expect(page.locator('summary', { hasText: 'Filters' })).toBeHidden();
    for (const name of ['Industry', 'Province', 'Per Page']) {
      await expect(page.getByRole('combobox', { name })).toBeVisible();
    }
    const rows = await page
      .getByRole('search')
      .locator('input[type=search], select')
      .evaluateAll((controls) => new Set(controls.map((c) => c.getBoundingClientRect().top)).size);
    expect(rows).toBe(1);
  });
});
