import { getMessages } from '../data/messages';
import { splitLocale } from '../lib/i18n/paths';
import { expect, test } from './support/fixtures';
import { exportedPages, representativePages } from './support/pages';

/*
 * The Indonesian edition under /id: every page in Indonesian, a language switch on every page
 * that leads to the same page in the other edition (keeping the query), and alternates that tell
 * crawlers about both.
 */
const pages = exportedPages();
const indonesian = pages.filter((path) => splitLocale(path).locale === 'id');
const english = new Set(pages.filter((path) => splitLocale(path).locale === 'en'));

/** Every interface string whose Indonesian differs: none may show on an Indonesian page. */
function englishOnlyStrings(): Set<string> {
  const found = new Set<string>();
  const walk = (en: unknown, id: unknown) => {
    if (typeof en === 'string') {
      // Templates are compared by their fixed words only; short words may be shared (Menu, Email).
      if (en !== id && !en.includes('{') && en.trim().length > 5) found.add(en.trim());
      return;
    }
    if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en)) {
        walk(value, (id as Record<string, unknown> | undefined)?.[key]);
      }
    }
  };
  walk(getMessages('en'), getMessages('id'));
  return found;
}
const ENGLISH_ONLY = englishOnlyStrings();

test('every page has its twin in the other edition', () => {
  const twins = new Set(indonesian.map((path) => splitLocale(path).path));
  for (const path of indonesian) expect(english.has(splitLocale(path).path), path).toBe(true);
  for (const path of english) expect(twins.has(path), `/id twin of ${path}`).toBe(true);
  expect(indonesian.length).toBe(english.size);
});

/** The page's visible words and accessible names, leaving out scripts and marked English. */
function pageTexts(): string[] {
  const values: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent?.trim();
    const parent = walker.currentNode.parentElement;
    if (text && parent && !parent.closest('script, style, template, [lang="en"]')) {
      values.push(text);
    }
  }
  for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (element.closest('[lang="en"]')) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(name)?.trim();
      if (value) values.push(value);
    }
  }
  values.push(document.title);
  return values;
}

test.describe('every exported Indonesian page, as served', () => {
  // Read as the HTML arrives (what a crawler and a visitor without scripts get): quick enough for
  // every page, where the browser test below takes one page per route.
  test.use({ javaScriptEnabled: false });

  test('shows no English interface string', async ({ page }) => {
    test.setTimeout(indonesian.length * 2_000 + 30_000);
    // Only the words matter here: images are answered empty (an aborted request would be logged as
    // a failed load, which the console check rightly counts as an error).
    await page.route(/\.(png|jpe?g|webp|avif|svg)(\?|$)/, (route) =>
      route.fulfill({ status: 200, body: '' }),
    );
    const found: string[] = [];
    for (const path of indonesian) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      const english = (await page.evaluate(pageTexts)).filter((text) => ENGLISH_ONLY.has(text));
      found.push(...english.map((text) => `${path}: ${text}`));
    }
    expect(found).toEqual([]);
  });
});

for (const path of representativePages(indonesian)) {
  test(`${path} is Indonesian throughout, with a switch to its English twin`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');

    // No English interface string, in text or in an accessible name.
    const texts = await page.evaluate(pageTexts);
    expect(texts.filter((text) => ENGLISH_ONLY.has(text))).toEqual([]);

    // The switch: EN leads to the English twin, ID is this page and marked current.
    const english = splitLocale(new URL(page.url()).pathname).path;
    const language = page.getByRole('banner').getByRole('navigation', { name: 'Bahasa' });
    const en = language.getByRole('link', { name: 'EN' });
    await expect(en).toHaveAttribute('hreflang', 'en');
    await expect(en).toHaveAttribute('lang', 'en');
    await expect(en).toHaveAttribute('href', english);
    await expect(language.getByRole('link', { name: 'ID' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Alternates for crawlers, and this edition's canonical and Open Graph locale.
    const head = page.locator('head');
    await expect(head.locator('link[rel="alternate"][hreflang="id"]')).toHaveCount(1);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    expect(
      new URL((await head.locator('link[rel="canonical"]').getAttribute('href'))!).pathname,
    ).toBe(new URL(page.url()).pathname);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'id_ID');
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      'content',
      'en_US',
    );
  });
}

test('the switch keeps the query and leads to the same view in the other edition', async ({
  page,
}) => {
  await page.goto('/id/about?ref=newsletter');
  const toEnglish = page.getByRole('banner').getByRole('navigation', { name: 'Bahasa' });
  await expect(toEnglish.getByRole('link', { name: 'EN' })).toHaveAttribute(
    'href',
    '/about?ref=newsletter',
  );
  await toEnglish.getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL('/about?ref=newsletter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toIndonesian = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
  await expect(toIndonesian.getByRole('link', { name: 'EN' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await toIndonesian.getByRole('link', { name: 'ID' }).click();
  await expect(page).toHaveURL('/id/about?ref=newsletter');
});

test('the switch is a link: it works without scripts, and keeps the query before hydration', async ({
  browser,
  page,
}) => {
  // Before hydration, the inline script after the links has already added the query.
  await page.goto('/events?x=1', { waitUntil: 'commit' });
  await expect(
    page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'ID' }),
  ).toHaveAttribute('href', '/id/events?x=1');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScripts = await context.newPage();
  await noScripts.goto('/about');
  await noScripts
    .getByRole('navigation', { name: 'Language' })
    .first()
    .getByRole('link', { name: 'ID' })
    .click();
  await expect(noScripts).toHaveURL('/id/about');
  await expect(noScripts.getByRole('heading', { level: 1 })).toHaveText(
    getMessages('id').about.title,
  );
  await context.close();
});

test('the drawer offers the switch on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/id/about');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Utama' }).getByRole('link')).toHaveCount(8);
  await drawer
    .getByRole('navigation', { name: 'Bahasa' })
    .getByRole('link', { name: 'EN' })
    .click();
  await expect(page).toHaveURL('/about');
});
