import { getPublishedArticles } from '../data/articles';
import { getCeos } from '../data/ceos';
import { getEvents } from '../data/events';
import { getAlbumPhotos, getAlbums } from '../data/gallery';
import { getMessages } from '../data/messages';
import { ALL_INDUSTRIES, ALL_PROVINCES } from '../data/options';
import { filterCeos } from '../lib/directory';
import { expect, SETTLE, test, type Visitor } from './support/fixtures';

/** Each kind of interactive control once, hydrated, in each engine. */
const { common, search } = getMessages('en');

/** The accessible name of the focused element (its aria-label or text), or its tag. */
const focused = (visitor: Visitor) =>
  visitor.engine.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? null;
  });

test('the menu drawer opens, traps nothing outside, and closes every way', async ({ visitor }) => {
  await visitor.openHydrated('/about');
  const open = async () => {
    await visitor.click('header button', common.menu.open);
    await expect.poll(() => visitor.has('#mobile-menu:modal')).toBe(true);
  };
  const closed = () => expect.poll(() => visitor.has('#mobile-menu[open]')).toBe(false);

  await open();
  await visitor.engine.press('Escape');
  await closed();
  await expect.poll(() => focused(visitor), 'focus back on the menu button').toBe(common.menu.open);

  await open();
  await visitor.click('#mobile-menu button', common.menu.close);
  await closed();

  // A tap on the backdrop, left of the drawer (it is on the right).
  await open();
  await visitor.engine.clickAt(20, 450);
  await closed();

  await open();
  await visitor.click('#mobile-menu a', 'Events');
  await expect.poll(() => visitor.location(), SETTLE).toBe('/events');
  await closed();
});

test('a tab shows its panel', async ({ visitor }) => {
  const past = getEvents()
    .filter((event) => event.status === 'past')
    .sort((a, b) => b.date.localeCompare(a.date));
  await visitor.openHydrated('/events');
  await visitor.click('[role=tab]', 'Past Events');
  await expect.poll(() => visitor.location()).toBe('/events?tab=past');
  await expect.poll(() => visitor.text('[role=tab][aria-selected=true]')).toBe('Past Events');
  await expect
    .poll(() => visitor.text('[role=tabpanel] article h2, [role=tabpanel] article h3'))
    .toBe(past[0]!.title);
});

test('a category filters the articles, and a search the directory', async ({ visitor }) => {
  const category = getPublishedArticles()[1]!.category;
  await visitor.openHydrated('/articles');
  await visitor.unfoldFilters();
  await visitor.click('button[name=category]', category);
  await expect
    .poll(() => visitor.location())
    .toBe(`/articles?category=${encodeURIComponent(category)}`);
  await expect.poll(() => visitor.text('button[name=category][aria-pressed=true]')).toBe(category);

  const name = getCeos()[3]!.name;
  const found = filterCeos(getCeos(), {
    q: name,
    industry: ALL_INDUSTRIES,
    province: ALL_PROVINCES,
  });
  await visitor.openHydrated('/ceo-directory');
  await (await visitor.control('input[type=search]', 'Search')).type(name);
  await expect
    .poll(() => visitor.text('main [role=status]'))
    .toBe(`${found.length} ${found.length === 1 ? 'profile' : 'profiles'} found`);
});

test('the search dialog finds as the visitor types, closes every way, and gives focus back', async ({
  visitor,
}) => {
  const event = getEvents().find((each) => !each.title.includes(each.location.city))!;
  await visitor.openHydrated('/about');
  // A link to /search in the page's HTML, a button opening the dialog once hydrated.
  await visitor.click('header button', search.openLabel);
  await expect.poll(() => visitor.has('dialog[open]:modal input[type=search]'), SETTLE).toBe(true);
  await (
    await visitor.control('dialog[open] input[type=search]', search.inputLabel)
  ).type(event.location.city);
  await visitor.control('dialog[open] a', event.title);
  await visitor.engine.press('Escape');
  await expect.poll(() => visitor.has('dialog[open]')).toBe(false);
  await expect.poll(() => focused(visitor)).toBe(search.openLabel);

  // A tap on the backdrop, left of the dialog (it is centred): natively, or by the inline shim.
  await visitor.click('header button', search.openLabel);
  await expect.poll(() => visitor.has('dialog[open]:modal')).toBe(true);
  await visitor.engine.clickAt(20, 450);
  await expect.poll(() => visitor.has('dialog[open]')).toBe(false);
  await expect.poll(() => focused(visitor)).toBe(search.openLabel);
});

test('a photo opens in the lightbox, which closes back to it', async ({ visitor }) => {
  const album = getAlbums()[0]!;
  const photo = getAlbumPhotos(album.slug)[0]!;
  await visitor.openHydrated(`/gallery/${album.slug}`);
  await visitor.click('button', photo.alt);
  await visitor.control('[role=dialog] img', photo.alt);
  await visitor.engine.press('Escape');
  await expect.poll(() => visitor.has('[role=dialog]')).toBe(false);
  await expect
    .poll(() => visitor.engine.evaluate(() => document.activeElement?.querySelector('img')?.alt))
    .toBe(photo.alt);
});

test('the language switch opens the same page in Indonesian', async ({ visitor }) => {
  await visitor.openHydrated('/events?tab=past');
  await visitor.click('header a[hreflang=id]', 'ID');
  await expect.poll(() => visitor.location(), SETTLE).toBe('/id/events?tab=past');
  await visitor.hydrated();
  expect(await visitor.engine.evaluate(() => document.documentElement.lang)).toBe('id');
});
