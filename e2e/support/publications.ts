import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Every JSON-LD object on the page. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The page's share image: its address ends as `image` says, and it is 1200 × 630. */
export async function expectShareImage(page: Page, image: RegExp) {
  const head = page.locator('head');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
}

/**
 * The share group of an article or news page: Copy Link, then LinkedIn, X and WhatsApp links that
 * open in a new tab and carry the page's own address (and the title, for X and WhatsApp).
 */
export async function expectShareLinks(page: Page, group: string, title: string) {
  const share = page.getByRole('group', { name: group });
  await expect(share.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  const address = page.url().replace(/[?#].*$/, '');
  const expected = {
    LinkedIn: (url: URL) => {
      expect(url.origin + url.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
      expect(url.searchParams.get('url')).toBe(address);
    },
    X: (url: URL) => {
      expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
      expect(url.searchParams.get('url')).toBe(address);
      expect(url.searchParams.get('text')).toBe(title);
    },
    WhatsApp: (url: URL) => {
      expect(url.origin + url.pathname).toBe('https://wa.me/');
      expect(url.searchParams.get('text')).toBe(`${title} ${address}`);
    },
  };
  for (const [network, check] of Object.entries(expected)) {
    const link = share.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The page address is URL-encoded in the raw attribute, never left as it is.
    const href = (await link.getAttribute('href'))!;
    expect(href).toContain(encodeURIComponent(address));
    check(new URL(href));
  }
}

/** Copy Link writes the page's address and says so with the spec's alert. */
export async function expectCopyLink(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Link copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    page.url().replace(/[?#].*$/, ''),
  );
}

export type FeedItem = { title: string; link: string; description: string; pubDate: string };

/**
 * Fetches an RSS feed from the host and parses it with the browser's XML parser: a malformed feed
 * fails here. Returns the channel's link and the items in document order.
 */
export async function readFeed(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
    const text = (parent: Element, tag: string) =>
      parent.getElementsByTagName(tag)[0]?.textContent ?? '';
    const channel = doc.getElementsByTagName('channel')[0]!;
    return {
      version: doc.documentElement.getAttribute('version'),
      link: text(channel, 'link'),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        description: text(item, 'description'),
        pubDate: text(item, 'pubDate'),
      })),
    };
  }, xml);
}

/** In print, only the piece itself is left: no header, footer, breadcrumb, share or related block. */
export async function expectPrintView(page: Page, related: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeHidden();
  await expect(page.getByRole('heading', { name: related })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
}

/**
 * Characters a line of the body holds on this viewport: the paragraph column's width divided by the
 * average width of a character of its own text, laid out on one line in the same font.
 */
export async function charactersPerLine(page: Page): Promise<number> {
  return page.evaluate(() => {
    const p = [...document.querySelectorAll('article p')].find(
      (el) => (el.textContent ?? '').length > 300 && !el.closest('header, footer, li, figure'),
    )!;
    const text = p.textContent ?? '';
    const probe = document.createElement('span');
    probe.textContent = text;
    probe.style.whiteSpace = 'nowrap';
    probe.style.position = 'absolute';
    p.append(probe);
    const average = probe.getBoundingClientRect().width / text.length;
    probe.remove();
    return p.clientWidth / average;
  });
}
