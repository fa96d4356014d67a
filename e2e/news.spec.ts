import type { Page } from '@playwright/test';
import { getPublishedNews } from '../data/news';
import { getRelatedNews } from '../lib/related';
import { INTERNAL_SOURCE, NEWS_CATEGORY_OPTIONS } from '../data/options';
import { SITE } from '../data/site';
import { formatLongDate, formatShortDate } from '../lib/dates';
import { toRfc822Date } from '../lib/rss';
import { axeViolations, expect, sweep, test, waitForHydration } from './support/fixtures';
import {
  charactersPerLine,
  expectCopyLink,
  expectPrintView,
  expectShareLinks,
  jsonLdOf,
  readFeed,
} from './support/publications';
import { NEWS_PAGE_SIZE } from '../lib/constants';

const news = getPublishedNews();
// The distinct publication years, newest first.
const years = [...new Set(getPublishedNews().map((item) => item.publishedAt.slice(0, 4)))]
  .sort()
  .reverse();
const fromOutlet =
  news.find((n) => n.sourceUrl && n.author && n.keyHighlights === undefined) ??
  news.find((n) => n.sourceUrl)!;
const internal = news.find((n) => n.source === INTERNAL_SOURCE && n.keyHighlights)!;
const withRelated = news.find((n) => getRelatedNews(n).length > 0)!;
const firstPage = news.slice(0, NEWS_PAGE_SIZE);

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article');
const headlines = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const category = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true });
const year = (page: Page) => page.getByRole('combobox', { name: 'Year' });

async function openNewsroom(page: Page, query = '') {
  await page.goto(`/news${query}`);
  await waitForHydration(page);
}

test.describe('the newsroom', () => {
  sweep(
    'lists the published items newest first in two columns @timezone',
    async ({ page, problems }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openNewsroom(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Category' }).getByRole('button')).toHaveText([
        ...NEWS_CATEGORY_OPTIONS,
      ]);
      await expect(category(page, 'All Categories')).toHaveAttribute('aria-pressed', 'true');
      await expect(year(page).getByRole('option')).toHaveText(['All Years', ...years]);
      await expect(year(page).locator('option:checked')).toHaveText('All Years');
      await expect(headlines(page)).toHaveText(firstPage.map((n) => n.headline));
      for (const [index, item] of firstPage.entries()) {
        const card = cards(page).nth(index);
        await expect(card.getByRole('link', { name: item.headline })).toHaveAttribute(
          'href',
          `/news/${item.slug}`,
        );
        await expect(card.locator('time')).toHaveText(formatShortDate(item.publishedAt));
        await expect(card).toContainText(item.category);
        await expect(card).toContainText(`Source: ${item.source}`);
      }
      const [first, second] = [
        await cards(page).nth(0).boundingBox(),
        await cards(page).nth(1).boundingBox(),
      ];
      expect(second!.y).toBe(first!.y);
      expect(second!.x).toBeGreaterThan(first!.x);
      expect(problems).toEqual([]);
    },
  );

  sweep('paginates by eight only when there are more items than that', async ({ page }) => {
    await openNewsroom(page);
    const pagination = page.getByRole('navigation', { name: 'News pagination' });
    if (news.length <= NEWS_PAGE_SIZE) {
      await expect(pagination).toHaveCount(0);
      await expect(cards(page)).toHaveCount(news.length);
      return;
    }
    await expect(pagination).toContainText(`Showing 1 to ${NEWS_PAGE_SIZE} of ${news.length}`);
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
  });

  sweep('filters by category and by year, in the URL', async ({ page }) => {
    const item = news.find((n) => news.filter((o) => o.category === n.category).length > 1)!;
    await openNewsroom(page);
    await category(page, item.category).click();
    await expect(category(page, item.category)).toHaveAttribute('aria-pressed', 'true');
    await expect(headlines(page)).toHaveText(
      news.filter((n) => n.category === item.category).map((n) => n.headline),
    );
    await category(page, 'All Categories').click();
    const itemYear = item.publishedAt.slice(0, 4);
    await year(page).selectOption(itemYear);
    await expect(page).toHaveURL(`/news?year=${itemYear}`);
    await expect(headlines(page)).toHaveText(
      news.filter((n) => n.publishedAt.startsWith(itemYear)).map((n) => n.headline),
    );
  });

  for (const [field, pick] of [
    ['a headline', (n: (typeof news)[number]) => n.headline.slice(0, 18).toUpperCase()],
    ['an excerpt', (n: (typeof news)[number]) => n.excerpt.slice(5, 30)],
    ['an author', (n: (typeof news)[number]) => n.author?.toLowerCase()],
    [
      'a source',
      (n: (typeof news)[number]) => (n.source === INTERNAL_SOURCE ? undefined : n.source),
    ],
  ] as const) {
    sweep(`searches ${field}`, async ({ page }) => {
      const query = news.map(pick).find(Boolean)!;
      const needle = query.toLowerCase();
      const expected = news.filter((n) =>
        [n.headline, n.excerpt, n.author, n.source].some((f) => f?.toLowerCase().includes(needle)),
      );
      await openNewsroom(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(query);
      await expect(headlines(page)).toHaveText(
        expected.slice(0, NEWS_PAGE_SIZE).map((n) => n.headline),
      );
    });
  }

  sweep(
    "says 'No News Found', and Clear Filters resets category, year and search",
    async ({ page, problems }) => {
      await openNewsroom(page);
      await category(page, NEWS_CATEGORY_OPTIONS[1]).click();
      await year(page).selectOption(years.at(-1)!);
      await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this anywhere');
      await expect(page.getByRole('heading', { level: 2, name: 'No News Found' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // From the keyboard: the button goes with the empty state, and focus lands on the count.
      await page.getByRole('button', { name: 'Clear Filters' }).press('Enter');
      await expect(page.getByRole('main').getByRole('status')).toBeFocused();
      await expect(headlines(page)).toHaveText(firstPage.map((n) => n.headline));
      await expect(year(page).locator('option:checked')).toHaveText('All Years');
      await expect(category(page, 'All Categories')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      await expect(page).toHaveURL(/\/news$/);
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'restores a filtered view with Back, and ignores values it does not know',
    async ({ page }) => {
      await openNewsroom(page, `?year=${years[0]}`);
      await expect(year(page)).toHaveValue(years[0]!);
      await year(page).selectOption(years[1]!);
      await page.goBack();
      await expect(year(page)).toHaveValue(years[0]!);
      await openNewsroom(page, '?year=1999&category=Gossip&page=-4');
      await expect(year(page).locator('option:checked')).toHaveText('All Years');
      await expect(category(page, 'All Categories')).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(firstPage.length);
    },
  );

  sweep('announces the RSS feed, which lists every published item', async ({ page, request }) => {
    await page.goto('/news');
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', /\/news\/feed\.xml$/);
    const feed = await readFeed(page, request, '/news/feed.xml');
    expect(feed.items.map((item) => item.title)).toEqual(news.map((n) => n.headline));
    for (const [index, item] of feed.items.entries()) {
      expect(item.link).toMatch(new RegExp(`^https?://[^/]+/news/${news[index]!.slug}$`));
      expect(item.description).toBe(news[index]!.excerpt);
      expect(item.pubDate).toBe(toRfc822Date(news[index]!.publishedAt));
    }
  });
});

test.describe('a news page', () => {
  sweep(
    'shows an outlet story with its source and Read Original Article @timezone',
    async ({ page, problems }) => {
      await page.goto(`/news/${fromOutlet.slug}`);
      await waitForHydration(page);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'Newsroom', fromOutlet.headline]);
      await expect(page.getByRole('link', { name: 'Back to Newsroom' })).toHaveAttribute(
        'href',
        '/news',
      );
      const header = page.getByRole('main').locator('article > header');
      await expect(header.getByRole('heading', { level: 1 })).toHaveText(fromOutlet.headline);
      await expect(header).toContainText(fromOutlet.category);
      await expect(header.locator('time')).toHaveText(formatLongDate(fromOutlet.publishedAt));
      if (fromOutlet.author) await expect(header).toContainText(`By ${fromOutlet.author}`);
      await expect(header).toContainText(`Source: ${fromOutlet.source}`);
      const original = page.getByRole('link', {
        name: 'Read Original Article (opens in a new tab)',
      });
      await expect(original).toHaveAttribute('href', fromOutlet.sourceUrl!);
      await expect(original).toHaveAttribute('target', '_blank');
      await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page).toHaveTitle(fromOutlet.metaTitle ?? fromOutlet.headline);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        fromOutlet.metaDescription ?? fromOutlet.excerpt,
      );
      expect(problems).toEqual([]);
    },
  );

  sweep('shows an Internal item with Key Highlights and no original link', async ({ page }) => {
    await page.goto(`/news/${internal.slug}`);
    await expect(page.getByRole('link', { name: /Read Original Article/ })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Key Highlights' }).getByRole('listitem'),
    ).toHaveText(internal.keyHighlights!);
    for (const section of internal.content.sections) {
      if (section.type === 'heading')
        await expect(page.getByRole('heading', { level: 2, name: section.content })).toBeVisible();
    }
  });

  sweep('lists up to three related items, and shares with the page address', async ({ page }) => {
    await page.goto(`/news/${withRelated.slug}`);
    await waitForHydration(page);
    await expect(
      page.getByRole('region', { name: 'Related News' }).getByRole('heading', { level: 3 }),
    ).toHaveText(getRelatedNews(withRelated).map((n) => n.headline));
    await expectShareLinks(page, 'Share this news item', withRelated.headline);
    await expectCopyLink(page);
  });

  sweep('has NewsArticle data, article Open Graph and a share image', async ({ page, request }) => {
    await page.goto(`/news/${withRelated.slug}`);
    const head = page.locator('head');
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      withRelated.publishedAt,
    );
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`/og/news/${withRelated.slug}\\.png$`));
    const png = await request.get(new URL(image!).pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    const data = await jsonLdOf(page);
    expect(data.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({
      headline: withRelated.headline,
      datePublished: withRelated.publishedAt,
      image: [expect.stringMatching(/^https?:\/\//)],
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
      mainEntityOfPage: { '@type': 'WebPage' },
    });
    expect(data.map((d) => d['@type'])).toContain('BreadcrumbList');
  });

  sweep(
    'reads at a comfortable measure, and prints without the site around it',
    async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/news/${withRelated.slug}`);
      const perLine = await charactersPerLine(page);
      expect(perLine).toBeGreaterThanOrEqual(60);
      expect(perLine).toBeLessThanOrEqual(80);
      await expectPrintView(page, 'Related News');
    },
  );

  sweep("'Back to Newsroom' from an unknown item on the static host", async ({ page }) => {
    const response = await page.goto('/news/no-such-item');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'News Not Found' })).toBeVisible();
    await expect(page.getByText('The requested news item could not be found.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Newsroom' }).click();
    await expect(page).toHaveURL('/news');
  });
});

test.describe('every news page, as served', () => {
  // The words and the head are in the exported HTML: read without scripts, every item is quick.
  test.use({ javaScriptEnabled: false });

  // One test per item, not one test looping over them all: the items grow with the site.
  for (const item of news) {
    sweep(
      `/news/${item.slug} has its title, description, Key Highlights and related items, or none`,
      async ({ page }) => {
        await page.goto(`/news/${item.slug}`);
        await expect(page).toHaveTitle(item.metaTitle ?? item.headline);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          item.metaDescription ?? item.excerpt,
        );
        await expect(page.locator('head meta[property="article:published_time"]')).toHaveAttribute(
          'content',
          item.publishedAt,
        );
        const highlights = page.getByRole('region', { name: 'Key Highlights' });
        if (item.keyHighlights)
          await expect(highlights.getByRole('listitem')).toHaveText(item.keyHighlights);
        else await expect(highlights).toHaveCount(0);
        const expected = getRelatedNews(item).map((n) => n.headline);
        const related = page.getByRole('region', { name: 'Related News' });
        if (expected.length === 0) await expect(related).toHaveCount(0);
        else await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected);
      },
    );
  }

  sweep(
    'names its author in NewsArticle data: the writer, the outlet or the association',
    async ({ page }) => {
      const signed = news.find((n) => n.sourceUrl && n.author)!;
      const unsignedOutlet = news.find((n) => n.source !== INTERNAL_SOURCE && !n.author)!;
      const unsignedInternal = news.find(
        (n) => n.source === INTERNAL_SOURCE && !n.author && n.keyHighlights,
      )!;
      for (const [item, author] of [
        [signed, { '@type': 'Person', name: signed.author }],
        [unsignedOutlet, { '@type': 'Organization', name: unsignedOutlet.source }],
        [unsignedInternal, { '@type': 'Organization', name: SITE.name }],
      ] as const) {
        await page.goto(`/news/${item.slug}`);
        const data = await jsonLdOf(page);
        expect(data.map((d) => d['@type'])).toEqual(
          expect.arrayContaining(['NewsArticle', 'BreadcrumbList']),
        );
        expect(data.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({
          headline: item.headline,
          datePublished: item.publishedAt,
          author,
        });
      }
      // An unsigned Internal item says nobody wrote it: no 'By' line, no original to read.
      await page.goto(`/news/${unsignedInternal.slug}`);
      await expect(page.getByRole('main').locator('article > header')).not.toContainText('By ');
      await expect(page.getByRole('link', { name: /Read Original Article/ })).toHaveCount(0);
    },
  );
});

sweep('the articles and news listings lead to each other', async ({ page }) => {
  await page.goto('/articles');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Visit the Newsroom' }),
  ).toHaveAttribute('href', '/news');
  await page.goto('/news');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Read the Articles' }),
  ).toHaveAttribute('href', '/articles');
});
