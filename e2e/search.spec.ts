import type { Locator, Page } from '@playwright/test';
import { getArticleSlugs, getPublishedArticles } from '../data/articles';
import { getCeoSlugs, getCeos } from '../data/ceos';
import { getCrowdfundingProjectSlugs } from '../data/crowdfunding';
import { getEventSlugs, getEvents } from '../data/events';
import { getAlbumSlugs } from '../data/gallery';
import { getMessages } from '../data/messages';
import { getNewsSlugs } from '../data/news';
import type { Article } from '../data/schemas/articles';
import { SEARCH_KINDS } from '../lib/search';
import { axeViolations, expect, sweep, test } from './support/fixtures';

/**
 * The site search against the export: the index is the one `npm run build` wrote to
 * out/pagefind, queried in the browser as a visitor's would be.
 */

/** The pages that are neither a listing nor an item of one: filed under 'Pages'. */
const CONTENT_PAGES = [
  '/about',
  '/team',
  '/provincial-leadership',
  '/international-leadership',
  '/csr-donation',
  '/contact',
  '/partnership-opportunities',
  '/sponsorship',
  '/membership',
];

const en = getMessages('en').search;
const id = getMessages('id').search;

/** Opens search from the header's button; returns the dialog and its search box. */
async function openSearch(page: Page, label = en.openLabel) {
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('searchbox');
  await expect(box).toBeFocused();
  return { dialog, box };
}

/** A kind's group of results (a region named 'Members (2 results)'). */
const group = (scope: Locator | Page, kind: string) =>
  scope.getByRole('region', { name: new RegExp(`^${kind} \\(`) });

/** The words of an article's body (paragraphs, lists, quotes), lower-cased. */
function bodyText(article: Article) {
  return article.content.sections
    .map((section) => {
      if (section.type === 'quote') return section.text;
      if (section.type === 'list') return [section.content, ...section.items].join(' ');
      if (section.type === 'image') return '';
      return section.content;
    })
    .join(' ');
}

/** A long word found only in the body of `article`: not its title, excerpt, tags or author. */
function wordOnlyInBody(article: Article) {
  const outside = [article.title, article.excerpt, ...article.tags, article.author.name]
    .join(' ')
    .toLowerCase();
  const word = bodyText(article)
    .split(/[^\p{L}]+/u)
    .find((each) => each.length >= 9 && !outside.includes(each.toLowerCase().slice(0, 6)));
  if (!word) throw new Error(`no body-only word in ${article.slug}`);
  return word;
}

test.describe('site search', () => {
  sweep('finds a profile by its company name', async ({ page }) => {
    const ceo = getCeos()[4]!;
    await page.goto('/about');
    const { dialog, box } = await openSearch(page);
    await box.fill(ceo.company);
    const members = group(dialog, en.kinds.member);
    const link = members.getByRole('link', { name: ceo.name });
    await expect(link).toHaveAttribute('href', `/ceo/${ceo.slug}`);
    // The matched words are marked in its excerpt.
    await expect(
      members
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: ceo.name }) })
        .locator('mark')
        .first(),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results? for “/);
  });

  sweep('finds an event by its city', async ({ page }) => {
    const event = getEvents().find((each) => !each.title.includes(each.location.city))!;
    await page.goto('/');
    const { dialog, box } = await openSearch(page);
    await box.fill(event.location.city);
    await expect(
      group(dialog, en.kinds.event).getByRole('link', { name: event.title }),
    ).toHaveAttribute('href', `/events/${event.slug}`);
  });

  sweep('finds an article by a word only in its body', async ({ page }) => {
    const article = getPublishedArticles()[2]!;
    const word = wordOnlyInBody(article);
    await page.goto('/events');
    const { dialog, box } = await openSearch(page);
    await box.fill(word);
    const link = group(dialog, en.kinds.article).getByRole('link', { name: article.title });
    await expect(link).toHaveAttribute('href', `/articles/${article.slug}`);
  });

  sweep('on /id, searches the Indonesian edition in Indonesian', async ({ page }) => {
    const article = getPublishedArticles('id')[1]!;
    const word = wordOnlyInBody(article);
    await page.goto('/id/about');
    const { dialog, box } = await openSearch(page, id.openLabel);
    await expect(dialog).toHaveAccessibleName(id.title);
    await expect(box).toHaveAccessibleName(id.inputLabel);
    await box.fill(word);
    const link = group(dialog, id.kinds.article).getByRole('link', { name: article.title });
    await expect(link).toHaveAttribute('href', `/id/articles/${article.slug}`);
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ hasil untuk “/);
    // Only the Indonesian edition is searched.
    const hrefs = await dialog
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href) => !href?.startsWith('/id'))).toEqual([]);
  });

  sweep('says when nothing matches and offers the listings', async ({ page }) => {
    await page.goto('/about');
    const { dialog, box } = await openSearch(page);
    await box.fill('fnordly');
    await expect(dialog.getByRole('status')).toHaveText('No results for “fnordly”');
    await expect(dialog.getByRole('link', { name: en.listings.directory })).toHaveAttribute(
      'href',
      '/ceo-directory',
    );
  });

  for (const edition of ['', '/id'] as const) {
    test(`indexes every page of its kind in ${edition || 'English'}, and no listing, 404 or /search`, async ({
      page,
    }) => {
      const expected = [
        ...getCeoSlugs().map((slug) => `/ceo/${slug}`),
        ...getEventSlugs().map((slug) => `/events/${slug}`),
        ...getArticleSlugs().map((slug) => `/articles/${slug}`),
        ...getNewsSlugs().map((slug) => `/news/${slug}`),
        ...getAlbumSlugs().map((slug) => `/gallery/${slug}`),
        ...getCrowdfundingProjectSlugs().map((slug) => `/crowdfunding/${slug}`),
        ...CONTENT_PAGES,
      ].map((path) => `${edition}${path}`);
      // One test must see the whole index to compare it with the pages: its time is scaled with
      // them, not fixed, as the site grows (each result's record is fetched in some 10 ms; 200 ms
      // each allowed).
      test.setTimeout(45_000 + expected.length * 200);
      await page.goto(`${edition}/about`);
      // Every page the index holds, kind by kind, as the browser's search sees them.
      const indexed = await page.evaluate(async (kinds) => {
        const url = '/pagefind/pagefind.js';
        const pagefind = await import(/* webpackIgnore: true */ url);
        await pagefind.init();
        const pages: string[] = [];
        for (const kind of kinds) {
          const found = await pagefind.search(null, { filters: { kind } });
          for (const result of found.results) pages.push(`${kind} ${(await result.data()).url}`);
        }
        return pages;
      }, SEARCH_KINDS);
      expect(indexed.map((entry) => entry.split(' ')[1]).sort()).toEqual(expected.sort());
      expect(indexed.filter((entry) => entry.startsWith('member ')).length).toBe(
        getCeoSlugs().length,
      );
    });
  }

  sweep('works from the keyboard alone, and axe finds nothing with it open', async ({ page }) => {
    const ceo = getCeos()[1]!;
    await page.goto('/team');
    const button = page.getByRole('banner').getByRole('button', { name: en.openLabel });
    // Reached with Tab like any control.
    for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    await page.keyboard.type(ceo.name);
    const first = group(dialog, en.kinds.member).getByRole('link').first();
    await expect(first).toHaveAccessibleName(ceo.name);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The shortcut opens it again with the last query; Down and Enter open the result.
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(ceo.name);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/ceo/${ceo.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ceo.name);
  });

  sweep('closes on a tap on its backdrop, focus back on the button', async ({ page }) => {
    await page.goto('/about');
    const { dialog } = await openSearch(page);
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: en.openLabel }),
    ).toBeFocused();
  });

  sweep('"/" typed in a field is a character, not the shortcut', async ({ page }) => {
    await page.goto('/ceo-directory');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    sweep(
      'opens from the menu drawer too, and focus returns to the menu button',
      async ({ page }) => {
        await page.goto('/about');
        const menu = page.getByRole('button', { name: 'Open menu' });
        await menu.click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: en.open })
          .click();
        const dialog = page.getByRole('dialog', { name: en.title });
        await expect(dialog.getByRole('searchbox')).toBeFocused();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(menu).toBeFocused();
      },
    );
  });
});

test.describe('the /search page', () => {
  sweep('shows the query in the URL, whose results come back with Back', async ({ page }) => {
    const event = getEvents()[0]!;
    await page.goto('/search');
    const box = page.getByRole('main').getByRole('searchbox', { name: en.inputLabel });
    await box.fill(event.location.city);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(event.location.city)}`);
    const link = group(page.getByRole('main'), en.kinds.event).getByRole('link', {
      name: event.title,
    });
    await link.click();
    await expect(page).toHaveURL(`/events/${event.slug}`);
    await page.goBack();
    await expect(box).toHaveValue(event.location.city);
    await expect(link).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  sweep(
    'is the dialog\'s "See all" target, with every result and more per kind',
    async ({ page }) => {
      await page.goto('/search?q=indonesia');
      const main = page.getByRole('main');
      const members = group(main, en.kinds.member);
      const before = await members.getByRole('link').count();
      const status = main.getByRole('status');
      await expect(status).toHaveText(/^\d+ results for “indonesia”$/);
      const more = members.getByRole('button', { name: `Show more in ${en.kinds.member}` });
      if (await more.isVisible()) {
        await more.click();
        await expect.poll(() => members.getByRole('link').count()).toBeGreaterThan(before);
      }
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  sweep('in Indonesian at /id/search', async ({ page }) => {
    await page.goto('/id/search?q=surabaya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(id.page.title);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/hasil untuk “surabaya”/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    sweep('says that search needs it and links the listings', async ({ page }) => {
      await page.goto('/search?q=surabaya');
      await expect(page.getByRole('main').getByText(/^Search needs JavaScript/)).toHaveText(
        en.page.noScript,
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: en.listings.events }),
      ).toHaveAttribute('href', '/events');
      await expect(page.getByRole('main').getByRole('searchbox')).toBeHidden();
    });

    sweep('the header search is a link to it', async ({ page }) => {
      await page.goto('/about');
      await expect(
        page.getByRole('banner').getByRole('link', { name: en.openLabel }),
      ).toHaveAttribute('href', '/search');
    });
  });
});

sweep('the home page names /search as its SearchAction', async ({ page }) => {
  for (const [home, target] of [
    ['/', '/search'],
    ['/id', '/id/search'],
  ] as const) {
    await page.goto(home);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const site = data.find((each) => each['@type'] === 'WebSite');
    expect(site.potentialAction.target.urlTemplate).toMatch(
      new RegExp(`^https?://[^/]+${target}\\?q=\\{search_term_string\\}$`),
    );
  }
});
