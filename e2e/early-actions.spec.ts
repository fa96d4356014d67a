import type { Page } from '@playwright/test';
import { getPublishedArticles } from '../data/articles';
import { getCentralLeadership } from '../data/central-leadership';
import { getCeos } from '../data/ceos';
import { getEvents } from '../data/events';
import { getAlbumPhotos, getAlbums } from '../data/gallery';
import { getMessages } from '../data/messages';
import { ALL_INDUSTRIES, ALL_PROVINCES } from '../data/options';
import { filterCeos } from '../lib/directory';
import { expect, holdScripts, test, waitForHydration } from './support/fixtures';
import { findTappable, type TapTarget } from './support/tappable';

/**
 * A visitor on a slow phone acts as soon as the page shows, long before its scripts have arrived
 * and run. Each test throttles the page for real as such a phone (Chromium's network emulation:
 * 150 ms round trip, 1.6 Mbps; 4× CPU slowdown), acts on one kind of control right after the first
 * paint, checks that the action really came before hydration, and expects its effect: natively
 * (links, GET forms, <dialog> commands) or once the page has hydrated (a tap kept and replayed, a
 * value typed into a field read when the listing hydrates). EARLY_RUNS=10 repeats each test.
 */
const RUNS = Number(process.env.EARLY_RUNS ?? 1);
const PHONE = { width: 390, height: 844 };
// Long enough for a throttled page to load its scripts and hydrate, and a navigation after that.
const EFFECT = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: PHONE });

/**
 * Opens `path` on a throttled phone and, as soon as the page has painted and the control stands
 * still on screen, taps `target` as a finger would (`tap`), then does `andThen` (typing, or a
 * second tap) before the scripts come.
 */
async function tapAtFirstPaint(
  page: Page,
  path: string,
  target: TapTarget,
  andThen?: () => Promise<void>,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Notes, at the visitor's first pointer press or key press, whether the page had hydrated.
  await page.addInitScript(() => {
    // Kept in sessionStorage: a tap on a link or a GET form's button loads another document.
    const note = () => {
      if (sessionStorage.getItem('actedBeforeHydration') !== null) return;
      const early = !document.documentElement.hasAttribute('data-hydrated');
      sessionStorage.setItem('actedBeforeHydration', String(early));
    };
    addEventListener('pointerdown', note, true);
    addEventListener('keydown', note, true);
  });
  // The page's scripts are held back until the visitor has acted, so the action always comes
  // before hydration, however fast this machine happens to be; then they load, throttled.
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await tap(page, target);
  await andThen?.();
  release();
}

/**
 * Taps `target` once the page has painted and the control stands still on screen
 * (e2e/support/tappable.ts): one input event at its place, which does not wait for what the tap
 * starts. Playwright's own click first asks the page, several times over, whether the control is
 * ready (on a busy 4× slower CPU those questions wait behind the scripts, so the tap would come
 * late), and when the tap submits a form it waits for the next page to arrive, so the scripts
 * held for this page would be let go only once it had already gone.
 */
async function tap(page: Page, target: TapTarget) {
  const control = await page.waitForFunction(findTappable, target, {
    polling: 'raf',
    timeout: 30_000,
  });
  const box = (await control.asElement()!.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The action was taken before the page hydrated (else the test would prove nothing). */
async function expectActedBeforeHydration(page: Page) {
  expect(
    await page.evaluate(() => sessionStorage.getItem('actedBeforeHydration')),
    'the action came before hydration',
  ).toBe('true');
}

for (let run = 1; run <= RUNS; run += 1) {
  const suffix = RUNS > 1 ? ` (run ${run})` : '';

  test.describe(`right after the first paint on a slow phone${suffix}`, () => {
    test.afterEach(async ({ page }) => expectActedBeforeHydration(page));

    test('the menu button opens the menu', async ({ page }) => {
      await tapAtFirstPaint(page, '/about', { selector: 'button', name: 'Open menu' });
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(EFFECT);
      await waitForHydration(page);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    });

    test('a listing tab shows its events', async ({ page }) => {
      const past = getEvents()
        .filter((event) => event.status === 'past')
        .sort((a, b) => b.date.localeCompare(a.date));
      await tapAtFirstPaint(page, '/events', { selector: '[role=tab]', name: 'Past Events' });
      await expect(page).toHaveURL(/\/events\?tab=past$/, EFFECT);
      await waitForHydration(page);
      await expect(page.getByRole('tab', { name: 'Past Events' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        page.getByRole('tabpanel').getByRole('article').first().getByRole('heading'),
      ).toHaveText(past[0]!.title);
    });

    test('a category button, unfolded from Filters, filters the list', async ({ page }) => {
      const articles = getPublishedArticles();
      const category = articles[1]!.category;
      const button = (name: string) =>
        page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true });
      // On a phone the categories are folded under 'Filters' (a native <details>): both taps come
      // before the scripts.
      await tapAtFirstPaint(page, '/articles', { selector: 'summary', name: 'Filters' }, () =>
        tap(page, { selector: 'button[name=category]', name: category }),
      );
      await expect(page).toHaveURL(`/articles?category=${category}`, EFFECT);
      await waitForHydration(page);
      // The filtered page opens with its filters folded again, saying one is in use.
      const filters = page.locator('summary', { hasText: 'Filters' });
      await expect(filters).toHaveText('Filters1 active');
      await filters.click();
      await expect(button(category)).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }),
      ).toHaveText(articles.filter((a) => a.category === category).map((a) => a.title));
    });

    test('text typed into a search is applied', async ({ page }) => {
      const name = getCeos()[3]!.name;
      const found = filterCeos(getCeos(), {
        q: name,
        industry: ALL_INDUSTRIES,
        province: ALL_PROVINCES,
      });
      await tapAtFirstPaint(page, '/ceo-directory', { selector: 'input', name: 'Search' }, () =>
        page.keyboard.type(name),
      );
      const search = page.getByRole('searchbox', { name: 'Search' });
      await waitForHydration(page);
      await expect(search).toHaveValue(name);
      await expect(page.getByRole('status')).toHaveText(
        `${found.length} ${found.length === 1 ? 'profile' : 'profiles'} found`,
        EFFECT,
      );
      await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
    });

    test('text typed into a form field is kept', async ({ page }) => {
      const name = 'Sekar Ayu Lestari';
      await tapAtFirstPaint(page, '/contact', { selector: 'input', name: 'Full Name*' }, () =>
        page.keyboard.type(name),
      );
      await waitForHydration(page);
      const field = page.getByRole('textbox', { name: /Full Name/ });
      await expect(field).toHaveValue(name);
      // The form knows it: a submit reports only the fields still empty, not this one.
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('link', { name: 'Email is required' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Full name is required' })).toHaveCount(0);
    });

    test('an accordion header opens its panel', async ({ page }) => {
      const group = getCentralLeadership().groups[0]!;
      await tapAtFirstPaint(page, '/team', { selector: 'button', name: group.name });
      const header = page.getByRole('button', { name: group.name, exact: true });
      await expect(page.getByRole('region', { name: group.name })).toContainText(
        group.head.name,
        EFFECT,
      );
      await expect(header).toHaveAttribute('aria-expanded', 'true');
      await waitForHydration(page);
    });

    test('a page number turns the page', async ({ page }) => {
      const pagination = page.getByRole('navigation', { name: 'Gallery pagination' });
      await tapAtFirstPaint(page, '/gallery', { selector: 'nav button', name: 'Page 2' });
      await expect(page).toHaveURL(/\/gallery\?page=2$/, EFFECT);
      await waitForHydration(page);
      await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test('a photo opens in the lightbox', async ({ page }) => {
      const album = getAlbums()[0]!;
      const photo = getAlbumPhotos(album.slug)[0]!;
      await tapAtFirstPaint(page, `/gallery/${album.slug}`, {
        selector: 'button',
        name: photo.alt,
      });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible(EFFECT);
      await expect(dialog.getByRole('img', { name: photo.alt })).toBeVisible();
      await waitForHydration(page);
    });

    test('the search button leads to search', async ({ page }) => {
      const { search } = getMessages('en');
      await tapAtFirstPaint(page, '/about', { selector: 'header a', name: search.openLabel });
      await expect(page).toHaveURL('/search', EFFECT);
      await waitForHydration(page);
      await expect(
        page.getByRole('main').getByRole('searchbox', { name: search.inputLabel }),
      ).toBeVisible();
    });

    test('the search shortcut, and what is typed after it, open search with that text', async ({
      page,
    }) => {
      const { about, search } = getMessages('en');
      const event = getEvents().find((each) => !each.title.includes(each.location.city))!;
      await tapAtFirstPaint(page, '/about', { selector: 'h1', name: about.title }, async () => {
        await page.keyboard.press('/');
        await page.keyboard.type(event.location.city);
      });
      const dialog = page.getByRole('dialog', { name: search.title });
      await expect(dialog.getByRole('searchbox')).toHaveValue(event.location.city, EFFECT);
      await expect(
        dialog
          .getByRole('region', { name: new RegExp(`^${search.kinds.event} \\(`) })
          .getByRole('link', { name: event.title }),
      ).toBeVisible(EFFECT);
      await waitForHydration(page);
    });

    test('Copy Link copies the link', async ({ page }) => {
      const article = getPublishedArticles()[0]!;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const alerts: string[] = [];
      page.on('dialog', async (dialog) => {
        alerts.push(`${dialog.type()}: ${dialog.message()}`);
        await dialog.accept();
      });
      await tapAtFirstPaint(page, `/articles/${article.slug}`, {
        selector: 'button',
        name: 'Copy Link',
      });
      await expect.poll(() => alerts, EFFECT).toEqual(['alert: Link copied to clipboard!']);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        new RegExp(`/articles/${article.slug}$`),
      );
      // Replayed once: a second alert would mean the tap was made twice.
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(alerts).toHaveLength(1);
    });

    test("a profile's Connect button answers with its notice", async ({ page }) => {
      const alerts: string[] = [];
      page.on('dialog', async (dialog) => {
        alerts.push(`${dialog.type()}: ${dialog.message()}`);
        await dialog.accept();
      });
      await tapAtFirstPaint(page, `/ceo/${getCeos()[0]!.slug}`, {
        selector: 'button',
        name: 'Connect',
      });
      await expect.poll(() => alerts, EFFECT).toEqual(['alert: Connect feature coming soon!']);
    });

    test("the hero's pause control holds the backgrounds that come after it", async ({ page }) => {
      const name = 'Pause background animation';
      await tapAtFirstPaint(page, '/', { selector: 'label', name });
      await expect(page.getByRole('checkbox', { name })).toBeChecked();
      await waitForHydration(page);
      const slides = page.locator('[data-hero] img.animate-hero-fade');
      await expect(slides).toHaveCount(3, EFFECT);
      expect(
        await slides.evaluateAll((images) =>
          images.flatMap((image) => image.getAnimations().map((a) => a.playState)),
        ),
      ).toEqual(['paused', 'paused', 'paused']);
    });
  });
}
