import type { Page } from '@playwright/test';
import { getPublishedArticles } from '../data/articles';
import { getRelatedArticles } from '../lib/related';
import { ARTICLE_CATEGORY_OPTIONS } from '../data/options';
import { formatLongDate, formatShortDate } from '../lib/dates';
import { toRfc822Date } from '../lib/rss';
import { axeViolations, expect, sweep, test, waitForHydration } from './support/fixtures';
import {
  charactersPerLine,
  expectCopyLink,
  expectPrintView,
  expectShareImage,
  expectShareLinks,
  jsonLdOf,
  readFeed,
} from './support/publications';
import { ARTICLES_PAGE_SIZE } from '../lib/constants';

const articles = getPublishedArticles();
const withMeta = articles.find((a) => a.metaTitle && a.metaDescription)!;
const withRelated = articles.find((a) => getRelatedArticles(a).length > 0)!;
const byCategory = (category: string) => articles.filter((a) => a.category === category);
const someCategory = articles[1]!.category;

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const count = (page: Page) => page.getByRole('main').getByRole('status');
const category = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true });

async function openArticles(page: Page, query = '') {
  await page.goto(`/articles${query}`);
  await waitForHydration(page);
}

test.describe('the articles listing', () => {
  sweep(
    'lists the published articles newest first, with every card detail @timezone',
    async ({ page, problems }) => {
      await openArticles(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
      await expect(count(page)).toHaveText(`${articles.length} articles available`);
      await expect(page.getByRole('group', { name: 'Category' }).getByRole('button')).toHaveText([
        ...ARTICLE_CATEGORY_OPTIONS,
      ]);
      await expect(category(page, 'All Categories')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
        'placeholder',
        'Search articles...',
      );
      await expect(titles(page)).toHaveText(
        articles.slice(0, ARTICLES_PAGE_SIZE).map((a) => a.title),
      );
      for (const [index, article] of articles.slice(0, ARTICLES_PAGE_SIZE).entries()) {
        const card = cards(page).nth(index);
        await expect(card.getByRole('link', { name: article.title })).toHaveAttribute(
          'href',
          `/articles/${article.slug}`,
        );
        await expect(card).toContainText(article.category);
        await expect(card).toContainText(article.excerpt);
        await expect(card).toContainText(article.author.name);
        await expect(card).toContainText(`${article.readingTime} min read`);
        await expect(card.locator('time')).toHaveText(formatShortDate(article.publishedAt));
        await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
          article.tags.slice(0, 3),
        );
        await expect(card.getByRole('img')).toHaveCount(0); // covers are decorative (alt="")
        await expect(card.locator('img')).toHaveAttribute('alt', '');
      }
      expect(problems).toEqual([]);
    },
  );

  sweep('paginates by nine only when there are more articles than that', async ({ page }) => {
    await openArticles(page);
    const pagination = page.getByRole('navigation', { name: 'Articles pagination' });
    if (articles.length <= ARTICLES_PAGE_SIZE) {
      await expect(pagination).toHaveCount(0);
      await expect(cards(page)).toHaveCount(articles.length);
      return;
    }
    await expect(pagination).toContainText(
      `Showing 1 to ${ARTICLES_PAGE_SIZE} of ${articles.length}`,
    );
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination).toContainText(`Showing ${ARTICLES_PAGE_SIZE + 1} to`);
  });

  sweep('filters by category, marks the choice and keeps it in the URL', async ({ page }) => {
    await openArticles(page);
    await category(page, someCategory).click();
    await expect(category(page, someCategory)).toHaveAttribute('aria-pressed', 'true');
    await expect(category(page, 'All Categories')).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(`/articles?category=${someCategory}`);
    await expect(titles(page)).toHaveText(byCategory(someCategory).map((a) => a.title));
    const n = byCategory(someCategory).length;
    await expect(count(page)).toHaveText(`${n} ${n === 1 ? 'article' : 'articles'} available`);
  });

  for (const [field, value] of [
    ['a title', articles[0]!.title.split(':')[0]!.toUpperCase()],
    ['an excerpt', articles[2]!.excerpt.slice(10, 40)],
    ['a tag past the first', articles[3]!.tags[1]!],
    ["the author's name", articles[4]!.author.name.toLowerCase()],
  ] as const) {
    sweep(`searches ${field}, case-insensitively`, async ({ page }) => {
      await openArticles(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(value);
      const needle = value.toLowerCase();
      const expected = articles.filter((a) =>
        [a.title, a.excerpt, a.author.name, ...a.tags].some((f) =>
          f.toLowerCase().includes(needle),
        ),
      );
      expect(expected.length).toBeGreaterThan(0);
      await expect(titles(page)).toHaveText(expected.map((a) => a.title));
      await expect(page).toHaveURL(/\?q=/);
    });
  }

  sweep(
    "says 'No Articles Found', and Clear Filters brings every article back",
    async ({ page, problems }) => {
      await openArticles(page);
      await category(page, someCategory).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill('<script>alert(1)</script> 🦄');
      await expect(
        page.getByRole('heading', { level: 2, name: 'No Articles Found' }),
      ).toBeVisible();
      await expect(
        page.getByText(
          'No articles match your current search criteria. Try adjusting your filters or search terms.',
        ),
      ).toBeVisible();
      await expect(count(page)).toHaveText('0 articles available');
      expect(await axeViolations(page)).toEqual([]);
      // From the keyboard: the button goes with the empty state, and focus lands on the count.
      await page.getByRole('button', { name: 'Clear Filters' }).press('Enter');
      await expect(count(page)).toBeFocused();
      await expect(cards(page)).toHaveCount(Math.min(articles.length, ARTICLES_PAGE_SIZE));
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      await expect(category(page, 'All Categories')).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/\/articles$/);
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'opens a shared link filtered, restores it with Back, and ignores unknown values',
    async ({ page }) => {
      const article = articles[0]!;
      await openArticles(
        page,
        `?category=${article.category}&q=${encodeURIComponent(article.title)}`,
      );
      await expect(category(page, article.category)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(article.title);
      await expect(titles(page)).toHaveText([article.title]);

      const other = ARTICLE_CATEGORY_OPTIONS.find(
        (c) => c !== article.category && c !== 'All Categories',
      )!;
      await category(page, other).click();
      await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
      await page.goBack();
      await expect(category(page, article.category)).toHaveAttribute('aria-pressed', 'true');
      await expect(titles(page)).toHaveText([article.title]);

      await openArticles(page, '?category=Politics&page=zero');
      await expect(category(page, 'All Categories')).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(Math.min(articles.length, ARTICLES_PAGE_SIZE));
    },
  );

  sweep(
    'announces the RSS feed, which lists every published article',
    async ({ page, request }) => {
      await page.goto('/articles');
      const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(alternate).toHaveAttribute('href', /\/articles\/feed\.xml$/);
      const feed = await readFeed(page, request, '/articles/feed.xml');
      expect(feed.version).toBe('2.0');
      expect(feed.items.map((item) => item.title)).toEqual(articles.map((a) => a.title));
      for (const [index, item] of feed.items.entries()) {
        const article = articles[index]!;
        expect(item.link).toMatch(new RegExp(`^https?://[^/]+/articles/${article.slug}$`));
        expect(item.description).toBe(article.excerpt);
        expect(item.pubDate).toBe(toRfc822Date(article.publishedAt));
      }
    },
  );
});

test.describe('an article page', () => {
  sweep(
    'shows the article with crumbs, header, body, tags and author @timezone',
    async ({ page, problems }) => {
      await page.goto(`/articles/${withRelated.slug}`);
      await waitForHydration(page);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'Articles', withRelated.title]);
      await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
        'href',
        '/articles',
      );
      const header = page.getByRole('main').locator('article > header');
      await expect(header.getByRole('heading', { level: 1 })).toHaveText(withRelated.title);
      await expect(header).toContainText(withRelated.category);
      await expect(header).toContainText(withRelated.author.name);
      await expect(header.locator('time')).toHaveText(formatLongDate(withRelated.publishedAt));
      await expect(header).toContainText(`${withRelated.readingTime} min read`);
      const headings = withRelated.content.sections.flatMap((s) =>
        s.type === 'heading' ? [s.content] : [],
      );
      for (const heading of headings) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.locator('article blockquote')).toHaveCount(
        withRelated.content.sections.filter((s) => s.type === 'quote').length,
      );
      await expect(page.locator('article figure cite').first()).toBeVisible();
      for (const section of withRelated.content.sections) {
        if (section.type === 'image')
          await expect(page.getByRole('img', { name: section.imageAlt })).toBeVisible();
      }
      await expect(
        page.getByRole('heading', { name: 'Tags' }).locator('..').getByRole('listitem'),
      ).toHaveText(withRelated.tags);
      const author = page.getByRole('region', { name: 'About the Author' });
      await expect(author).toContainText(withRelated.author.name);
      await expect(author).toContainText(
        `${withRelated.author.role} at ${withRelated.author.company}`,
      );
      await expect(author).toContainText(withRelated.author.bio);
      const related = page.getByRole('region', { name: 'Related Articles' });
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(
        getRelatedArticles(withRelated).map((a) => a.title),
      );
      expect(problems).toEqual([]);
    },
  );

  sweep('shares on LinkedIn, X and WhatsApp with the page address and title', async ({ page }) => {
    await page.goto(`/articles/${withRelated.slug}`);
    await waitForHydration(page);
    await expectShareLinks(page, 'Share this article', withRelated.title);
  });

  test("copies the link and says 'Link copied to clipboard!'", async ({ page }) => {
    await page.goto(`/articles/${withRelated.slug}`);
    await waitForHydration(page);
    await expectCopyLink(page);
  });

  sweep(
    'has its metaTitle, metaDescription, article Open Graph and structured data',
    async ({ page }) => {
      await page.goto(`/articles/${withMeta.slug}`);
      await expect(page).toHaveTitle(withMeta.metaTitle!);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        withMeta.metaDescription!,
      );
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        withMeta.publishedAt,
      );
      await expectShareImage(page, new RegExp(`/og/articles/${withMeta.slug}\\.png$`));
      await expect(
        head.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', /\/articles\/feed\.xml$/);
      const data = await jsonLdOf(page);
      expect(data.map((d) => d['@type'])).toEqual(
        expect.arrayContaining(['Article', 'BreadcrumbList']),
      );
      expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
        headline: withMeta.title,
        description: withMeta.metaDescription,
        datePublished: withMeta.publishedAt,
        author: { '@type': 'Person', name: withMeta.author.name },
        publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
        mainEntityOfPage: { '@type': 'WebPage' },
      });
    },
  );

  sweep(
    'without a metaTitle takes its title and excerpt, and shows no empty Related block',
    async ({ page }) => {
      const withoutMeta = articles.find((a) => !a.metaTitle && !a.metaDescription)!;
      await page.goto(`/articles/${withoutMeta.slug}`);
      await expect(page).toHaveTitle(withoutMeta.title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        withoutMeta.excerpt,
      );
      const alone = articles.find((a) => getRelatedArticles(a).length === 0)!;
      await page.goto(`/articles/${alone.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(alone.title);
      await expect(page.getByRole('region', { name: 'Related Articles' })).toHaveCount(0);
    },
  );

  sweep(
    'reads at a comfortable measure, and prints without the site around it',
    async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/articles/${withRelated.slug}`);
      const perLine = await charactersPerLine(page);
      expect(perLine).toBeGreaterThanOrEqual(60);
      expect(perLine).toBeLessThanOrEqual(80);
      await expectPrintView(page, 'Related Articles');
    },
  );

  sweep("'Back to Articles' from an unknown article on the static host", async ({ page }) => {
    const response = await page.goto('/articles/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('The requested article could not be found.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page).toHaveURL('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  });
});
