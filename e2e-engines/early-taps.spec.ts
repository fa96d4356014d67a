import { getPublishedArticles } from '../data/articles';
import { getMessages } from '../data/messages';
import { expect, SETTLE, test, type Visitor } from './support/fixtures';

/**
 * A tap made before the page has hydrated takes effect, in each engine: natively (a link, a GET
 * form's button, a <dialog> command, or the inline shim where a browser lacks commands) or
 * replayed once hydrated. The page's payload is held back (support/site.ts) until the tap has
 * been made, so it always comes before hydration, however fast the machine.
 * E2E_ENGINES_EARLY_RUNS=10 repeats each test.
 */
const RUNS = Number(process.env.E2E_ENGINES_EARLY_RUNS ?? 1);
const { common, search } = getMessages('en');

/**
 * Opens `path` with its payload held, does `act`, checks the page had not hydrated at the first
 * press (noted by the page's recorder, across a navigation the tap starts), then lets it go.
 */
async function beforeHydration(visitor: Visitor, path: string, act: () => Promise<void>) {
  const release = visitor.site.holdPayload();
  try {
    await visitor.open(path);
    await visitor.forgetFirstPress();
    await act();
    expect(await visitor.firstPress(), 'the tap came before hydration').toBe('before hydration');
  } finally {
    release();
  }
}

for (let run = 1; run <= RUNS; run += 1) {
  const suffix = RUNS > 1 ? ` (run ${run})` : '';

  test.describe(`before hydration${suffix}`, () => {
    test('a tap on the menu button opens the menu', async ({ visitor }) => {
      await beforeHydration(visitor, '/about', async () => {
        await visitor.click('header button', common.menu.open);
        // Open at once, before the app has started: natively, or by the inline shim.
        expect(await visitor.has('#mobile-menu:modal')).toBe(true);
      });
      await visitor.hydrated();
      expect(await visitor.has('#mobile-menu:modal')).toBe(true);
      // And it closes as it should, hydrated.
      await visitor.engine.press('Escape');
      await expect.poll(() => visitor.has('#mobile-menu[open]')).toBe(false);
    });

    test('a tap on a tab shows its events', async ({ visitor }) => {
      await beforeHydration(visitor, '/events', () => visitor.click('[role=tab]', 'Past Events'));
      await expect.poll(() => visitor.location(), SETTLE).toBe('/events?tab=past');
      await visitor.hydrated();
      expect(await visitor.text('[role=tab][aria-selected=true]')).toBe('Past Events');
    });

    test('a tap on a category filters the list', async ({ visitor }) => {
      const category = getPublishedArticles()[1]!.category;
      await beforeHydration(visitor, '/articles', async () => {
        await visitor.unfoldFilters();
        await visitor.click('button[name=category]', category);
      });
      await expect
        .poll(() => visitor.location(), SETTLE)
        .toBe(`/articles?category=${encodeURIComponent(category)}`);
      await visitor.hydrated();
      const titles = getPublishedArticles()
        .filter((article) => article.category === category)
        .map((article) => article.title);
      expect(
        await visitor.engine.evaluate(() =>
          [...document.querySelectorAll('main li h2')].map((h) => h.textContent),
        ),
      ).toEqual(titles);
    });

    test('a tap on the search button leads to search', async ({ visitor }) => {
      await beforeHydration(visitor, '/about', () => visitor.click('header a', search.openLabel));
      await expect.poll(() => visitor.location(), SETTLE).toBe('/search');
      await visitor.hydrated();
      await visitor.control('main input[type=search]', search.inputLabel);
    });
  });
}
