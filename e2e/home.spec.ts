import type { Locator, Page } from '@playwright/test';
import { getPublishedArticles } from '../data/articles';
import { getAlbums } from '../data/gallery';
import { getPublishedNews } from '../data/news';
import { SITE } from '../data/site';
import {
  axeViolations,
  expect,
  holdScripts,
  layoutShifts,
  recordLayoutShifts,
  sweep,
  test,
  waitForHydration,
} from './support/fixtures';
import { jsonLdOf } from './support/publications';

/*
 * The home page's own content (its profiles teaser is in directory.spec.ts, its events in
 * events.spec.ts, 'Join Now' in membership.spec.ts).
 */

const WAYS = [
  ['Membership', '/membership'],
  ['Partnership', '/partnership-opportunities'],
  ['Sponsorship', '/sponsorship'],
  ['CSR & Donation', '/csr-donation'],
  ['Crowdfunding', '/crowdfunding'],
];

/** Each link of a region as [its text, its href]. */
const linksOf = (region: Locator) =>
  region
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
    );

test.describe('the home page', () => {
  sweep(
    'describes the association as an Organization and the site as a WebSite',
    async ({ page }) => {
      await page.goto('/');
      const data = await jsonLdOf(page);
      const org = data.find((d) => d['@type'] === 'Organization')!;
      expect(org).toMatchObject({
        name: SITE.name,
        url: SITE.url,
        logo: { '@type': 'ImageObject', url: `${SITE.url}${SITE.logo}` },
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: '+622155502016',
          email: SITE.contact.email,
        },
        address: { '@type': 'PostalAddress', addressCountry: 'ID' },
      });
      // The footer's social icons have no addresses (spec): no sameAs until they do.
      expect(org).not.toHaveProperty('sameAs');
      expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
        name: SITE.name,
        url: SITE.url,
        publisher: { '@id': org['@id'] },
      });
    },
  );

  sweep("offers the five ways to 'Work with us'", async ({ page }) => {
    await page.goto('/');
    expect(await linksOf(page.getByRole('region', { name: 'Work with us' }))).toEqual(WAYS);
  });

  sweep(
    "shows the latest articles and news, and a gallery strip, 'From the network'",
    async ({ page }) => {
      await page.goto('/');
      const band = page.getByRole('region', { name: 'From the network' });
      expect(await linksOf(band.getByRole('region', { name: 'Latest articles' }))).toEqual([
        ...getPublishedArticles()
          .slice(0, 3)
          .map((article) => [article.title, `/articles/${article.slug}`]),
        ['All Articles', '/articles'],
      ]);
      expect(await linksOf(band.getByRole('region', { name: 'Latest news' }))).toEqual([
        ...getPublishedNews()
          .slice(0, 3)
          .map((item) => [item.headline, `/news/${item.slug}`]),
        ['Visit the Newsroom', '/news'],
      ]);
      const gallery = band.getByRole('region', { name: 'From the gallery' });
      const photos = gallery.locator('img');
      await expect(photos).toHaveCount(getAlbums().length);
      for (const photo of await photos.all()) {
        await expect(photo).toHaveAttribute('alt', /\S/);
        await expect(photo).toHaveAttribute('loading', 'lazy');
      }
      expect(
        await gallery
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      ).toEqual([...getAlbums().map((album) => `/gallery/${album.slug}`), '/gallery']);
    },
  );
});

/**
 * The hero's crossfading slides' animations: their play state and where each stands, once each
 * has settled (a pause or play is pending until the next frame, and a pending animation's time
 * is not yet held, so it would read differently a moment later on a busy machine). The slides'
 * only: the pause control's own colour transitions run while the pointer is over it.
 */
const heroAnimations = (page: Page) =>
  page.locator('[data-hero]').evaluate(async (hero) => {
    const animations = [...hero.querySelectorAll('img.animate-hero-fade')].flatMap((slide) =>
      slide.getAnimations(),
    );
    await Promise.all(animations.map((animation) => animation.ready));
    return animations.map((animation) => ({
      playState: animation.playState,
      time: Number(animation.currentTime),
    }));
  });

/** Every animation or transition in the hero, whatever it belongs to. */
const everythingMoving = (page: Page) =>
  page
    .locator('[data-hero]')
    .evaluate((hero) =>
      hero.getAnimations({ subtree: true }).map((animation) => animation.constructor.name),
    );

test.describe("the hero's pause control (WCAG 2.2.2)", () => {
  const NAME = 'Pause background animation';

  sweep(
    'pauses the crossfade on the frame showing and resumes it, by pointer and keyboard',
    async ({ page, problems }) => {
      await page.goto('/');
      const hero = page.locator('[data-hero]');
      // The three later slides, added once the page has loaded and the browser is idle.
      await expect(hero.locator('img.animate-hero-fade')).toHaveCount(3, { timeout: 15_000 });
      const pause = page.getByRole('checkbox', { name: NAME });
      await expect(pause).not.toBeChecked();
      const label = page.getByText(NAME);
      await expect(label).toBeVisible();
      expect(new Set((await heroAnimations(page)).map((a) => a.playState))).toEqual(
        new Set(['running']),
      );

      await label.click();
      await expect(pause).toBeChecked();
      const paused = await heroAnimations(page);
      expect(paused.map((a) => a.playState)).toEqual(['paused', 'paused', 'paused']);
      // Held where it was: the frame on screen stays.
      await page.waitForTimeout(400);
      expect(await heroAnimations(page)).toEqual(paused);

      await label.click();
      await expect(pause).not.toBeChecked();
      expect((await heroAnimations(page)).map((a) => a.playState)).toEqual([
        'running',
        'running',
        'running',
      ]);

      // From the keyboard: it takes focus, shows the gold ring, and Space toggles it.
      await pause.focus();
      await page.keyboard.press('Space');
      await expect(pause).toBeChecked();
      await expect(page.locator('label:has([data-hero-pause])')).toHaveCSS(
        'outline-style',
        'solid',
      );
      expect((await heroAnimations(page)).map((a) => a.playState)).toEqual([
        'paused',
        'paused',
        'paused',
      ]);
      expect(await axeViolations(page, '[data-hero]')).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test('keeps a tap made before the scripts have run: the slides arrive paused', async ({
    page,
  }) => {
    // The page's scripts are held back until the control has been tapped.
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByText(NAME).click();
    await expect(page.getByRole('checkbox', { name: NAME })).toBeChecked();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await waitForHydration(page);
    await expect(page.locator('[data-hero] img.animate-hero-fade')).toHaveCount(3, {
      timeout: 15_000,
    });
    await expect(page.getByRole('checkbox', { name: NAME })).toBeChecked();
    expect((await heroAnimations(page)).map((a) => a.playState)).toEqual([
      'paused',
      'paused',
      'paused',
    ]);
  });

  test('reads in Indonesian on /id', async ({ page }) => {
    await page.goto('/id');
    await page.getByText('Jeda animasi latar belakang').click();
    await expect(page.getByRole('checkbox', { name: 'Jeda animasi latar belakang' })).toBeChecked();
  });

  test('moves nothing and is not the largest paint', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: Element | null };
      w.lcp = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.lcp = (entry as PerformanceEntry & { element: Element | null }).element;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // A slow phone's parser yields anywhere in the document, and a paint may come between: the
    // hero's words (centred) and the pause control (anchored on the right) are drawn only once
    // parsed whole, so no such paint shows them moving as the rest arrives.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/');
    await waitForHydration(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.locator('[data-hero] img.animate-hero-fade')).toHaveCount(3, {
      timeout: 15_000,
    });
    const lcp = await page.evaluate(() => {
      const element = (window as unknown as { lcp: Element | null }).lcp;
      return element ? `${element.tagName} ${element.id}` : null;
    });
    expect(lcp).toBe('H1 hero-title');
    expect((await layoutShifts(page)).filter((shift) => shift.inMain)).toEqual([]);
  });

  test('is not offered where nothing moves: under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByText(NAME)).toBeHidden();
    expect(await everythingMoving(page)).toEqual([]);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    // The later slides are added by a script: without it the hero shows its first background,
    // still, and a control that could pause nothing is not shown.
    test('is not offered, as nothing moves', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(NAME)).toBeHidden();
      expect(await everythingMoving(page)).toEqual([]);
    });
  });
});
