import type { Page } from '@playwright/test';
import { getPublishedArticles } from '../data/articles';
import { getCeos } from '../data/ceos';
import { getEvents } from '../data/events';
import { getGalleryPhotos } from '../data/gallery';
import type { Locale } from '../data/locales';
import { getMessages } from '../data/messages';
import { getPublishedNews } from '../data/news';
import { getProvincialBoards } from '../data/provincial-boards';
import { expect, sweep, test } from './support/fixtures';

/*
 * A listing's filtered view lives in its URL and is applied by the page's scripts. Without them
 * the exported page is the whole list whatever the URL says: it must not show controls that cannot
 * work, nor a view that contradicts them, and it lists everything it has.
 */

const EDITIONS = [
  { locale: 'en', prefix: '' },
  { locale: 'id', prefix: '/id' },
] as const;

/** Titles, names or alt texts of what each listing holds, in directory or listing order. */
function listings(locale: Locale) {
  return [
    {
      path: '/events',
      // A query the page cannot apply: it must not look applied.
      query: '?tab=past&q=zzz&city=Bali',
      items: getEvents(locale).map((event) => event.title),
    },
    {
      path: '/articles',
      query: '?category=Economy&page=2',
      items: getPublishedArticles(locale).map((article) => article.title),
    },
    {
      path: '/news',
      query: '?category=Press+Release&year=2024&q=zzz',
      items: getPublishedNews(locale).map((item) => item.headline),
    },
    {
      path: '/ceo-directory',
      query: '?q=zzz&industry=Technology',
      items: getCeos(locale).map((ceo) => ceo.name),
    },
    {
      path: '/provincial-leadership',
      query: '?q=zzz&region=Sumatera',
      items: getProvincialBoards().map((board) => board.province),
    },
    {
      path: '/gallery',
      query: '?page=2&year=2024',
      items: getGalleryPhotos(locale).map((photo) => photo.alt),
    },
  ];
}

/** Every item's name as the page shows it: a card's heading, or a photo's alt text. */
const shownItems = (page: Page, path: string) =>
  path === '/gallery'
    ? page
        .locator('main [data-photo-id] img')
        .evaluateAll((images) =>
          images
            .filter((image) => image.checkVisibility())
            .map((image) => (image as HTMLImageElement).alt),
        )
    : page
        .getByRole('main')
        .getByRole('article')
        .getByRole('heading')
        .filter({ visible: true })
        .allTextContents();

test.describe('the listings without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix } of EDITIONS) {
    const t = getMessages(locale);
    for (const { path, query, items } of listings(locale)) {
      sweep(
        `${prefix}${path}${query} hides the controls that need scripts and lists everything`,
        async ({ page }) => {
          await page.goto(`${prefix}${path}${query}`);
          const main = page.getByRole('main');
          // No search, filters, tabs, pagination or Clear Filters: nothing that could not work.
          await expect(main.locator('form[role="search"]')).toBeHidden();
          await expect(main.getByRole('search')).toHaveCount(0);
          await expect(main.getByRole('searchbox')).toHaveCount(0);
          await expect(main.getByRole('combobox')).toHaveCount(0);
          await expect(main.getByRole('tab')).toHaveCount(0);
          await expect(main.locator('summary')).toBeHidden();
          await expect(main.getByRole('navigation')).toHaveCount(0);
          await expect(
            main.getByRole('button', { name: t.events.listing.clearFilters }),
          ).toHaveCount(0);
          // It says why, in the page's language (the provincial page's controls are Indonesian).
          const note = getMessages(path === '/provincial-leadership' ? 'id' : locale).common.filters
            .noScript;
          // (Found by place: Playwright's text matching skips what is inside <noscript>.)
          const said = main.locator('noscript > p').first();
          await expect(said).toBeVisible();
          await expect(said).toHaveText(note);
          // Every item, once each, whatever the URL asked for.
          expect((await shownItems(page, path)).sort()).toEqual([...items].sort());
        },
      );
    }

    sweep(
      `${prefix}/events lists the upcoming events, then the past ones under their heading`,
      async ({ page }) => {
        const { upcoming, past } = t.events.listing;
        const events = getEvents(locale);
        const byDate = (status: 'upcoming' | 'past', order: 1 | -1) =>
          events
            .filter((event) => event.status === status)
            .sort((a, b) => order * a.date.localeCompare(b.date))
            .map((event) => event.title);
        await page.goto(`${prefix}/events?tab=past`);
        const headings = page
          .getByRole('main')
          .getByRole('heading', { level: 2 })
          .filter({ visible: true });
        await expect(headings).toHaveText([
          upcoming,
          ...byDate('upcoming', 1),
          past,
          ...byDate('past', -1),
        ]);
        await expect(page.getByRole('region', { name: past })).toBeVisible();
      },
    );
  }
});

test.describe('the listings before their scripts have run', () => {
  // With JavaScript on, the controls are there from the first paint and work as HTML does (a GET
  // form), though the scripts have not come (refused here): `data-requires-js` hides them only
  // under <noscript>. What a tap then does once they come is e2e/early-actions.spec.ts's subject.
  test('/gallery shows its filters and pagination, and a page button loads that page', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await expect(page.getByRole('search', { name: 'Filter the photos' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Year' }).locator('option:checked')).toHaveText(
      'All Years',
    );
    await expect(page.getByText(getMessages('en').common.filters.noScript)).toBeHidden();
    const pages = page.getByRole('navigation', { name: 'Gallery pagination' });
    await expect(pages).toBeVisible();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/gallery\?.*\bpage=2$/);
    // The 'All' options send an empty value: no `year=All+Years` in the address.
    expect(new URL(page.url()).search).not.toMatch(/All/);
    await context.close();
  });
});
