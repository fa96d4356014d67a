import type { Locator, Page } from '@playwright/test';
import { getAlbumPhotos, getAlbums, getGalleryPhotos } from '../data/gallery';
import { SITE } from '../data/site';
import {
  animationsEnded,
  axeViolations,
  expect,
  layoutShifts,
  recordLayoutShifts,
  sweep,
  test,
  totalShift,
  waitForHydration,
} from './support/fixtures';

const photos = getGalleryPhotos();
const albums = getAlbums();

/** The grid's tiles: buttons named by their photo's alt text, in DOM (= keyboard) order. */
const tiles = (page: Page) => page.locator('main [data-photo-id]');
const tile = (page: Page, alt: string) => page.getByRole('button', { name: alt, exact: true });
const count = (page: Page) => page.getByRole('main').getByRole('status');
const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => dialog(page).getByRole('status');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Gallery pagination' });

async function openGallery(page: Page, query = '') {
  await page.goto(`/gallery${query}`);
  await waitForHydration(page);
}

async function openLightbox(page: Page, alt: string) {
  await tile(page, alt).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

/** A drag with the mouse across the lightbox's photo, from its centre. */
async function drag(page: Page, dx: number, dy = 0) {
  const box = (await dialog(page).getByRole('img').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/** The same with touch pointer events, as a phone sends them. */
async function touchSwipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const init = { pointerId: 3, pointerType: 'touch', isPrimary: true, bubbles: true, button: 0 };
  await target.dispatchEvent('pointerdown', { ...init, clientX: x, clientY: y });
  await target.dispatchEvent('pointermove', { ...init, clientX: x + dx / 2, clientY: y });
  await target.dispatchEvent('pointerup', { ...init, clientX: x + dx, clientY: y });
}

test.describe('the gallery', () => {
  sweep('shows 12 of the 27 photos, 3 pages and the five albums', async ({ page, problems }) => {
    await openGallery(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(count(page)).toHaveText(`${photos.length} photos found`);
    await expect(tiles(page)).toHaveCount(12);
    await expect(tiles(page).first()).toHaveAccessibleName(photos[0]!.alt);
    await expect(pagination(page).getByRole('button', { name: /^Page \d$/ })).toHaveText([
      '1',
      '2',
      '3',
    ]);
    await expect(pagination(page).getByText('Showing 1 to 12 of 27')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Year' }).getByRole('option')).toHaveText([
      'All Years',
      '2025',
      '2024',
      '2023',
    ]);
    const cards = page.getByRole('region', { name: 'Albums' }).getByRole('article');
    await expect(cards).toHaveCount(albums.length);
    for (const [index, album] of albums.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: album.name })).toHaveAttribute(
        'href',
        `/gallery/${album.slug}`,
      );
      await expect(cards.nth(index)).toContainText(`${album.photoCount} photos`);
    }
    expect(problems).toEqual([]);
  });

  sweep('describes each album on its card, with a cover of known size', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page).toHaveTitle(`Gallery | ${SITE.name}`);
    const cards = page.getByRole('region', { name: 'Albums' }).getByRole('article');
    for (const [index, album] of albums.entries()) {
      await expect(cards.nth(index)).toContainText(album.description);
      await expect(cards.nth(index).locator('img')).toHaveAttribute('width', '1200');
    }
  });

  sweep(
    'turns pages, showing at most 5 page numbers, and keeps the page in the URL',
    async ({ page }) => {
      await openGallery(page);
      await pagination(page).getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(tiles(page).first()).toHaveAccessibleName(photos[12]!.alt);
      await pagination(page).getByRole('button', { name: 'Page 3' }).click();
      await expect(tiles(page)).toHaveCount(3);
      await expect(pagination(page).getByText('Showing 25 to 27 of 27')).toBeVisible();
      await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
      await expect(pagination(page).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.goBack();
      await expect(pagination(page).getByText('Showing 13 to 24 of 27')).toBeVisible();
    },
  );

  sweep('filters by album, year and search, each time from page 1', async ({ page }) => {
    await openGallery(page, '?page=2');
    await page.getByRole('combobox', { name: 'Album' }).selectOption({ label: 'CSR Programmes' });
    await expect(page).toHaveURL(/\?album=csr$/);
    const csr = photos.filter((p) => p.album === 'csr');
    await expect(tiles(page)).toHaveCount(csr.length);
    await expect(pagination(page)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Year' }).selectOption('2024');
    await expect(page).toHaveURL(/\?album=csr&year=2024$/);
    await expect(tiles(page)).toHaveCount(csr.filter((p) => p.year === 2024).length);

    await openGallery(page, '?page=3');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('member');
    await expect(page).toHaveURL(/\?q=member$/);
    // 'member' is in captions and in the album name 'Member Gatherings'.
    const expected = photos.filter((p) =>
      [p.caption, p.alt, p.album === 'gathering' ? 'Member Gatherings' : ''].some((text) =>
        text.toLowerCase().includes('member'),
      ),
    );
    await expect(count(page)).toHaveText(`${expected.length} photos found`);
    await search.fill('FADERS');
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first()).toHaveAccessibleName(/sound mixing console/);
  });

  sweep(
    "says 'No Photos Found', and 'View All Photos' clears every filter",
    async ({ page, problems }) => {
      await openGallery(page, '?album=international&year=2025');
      await page.getByRole('searchbox', { name: 'Search' }).fill('<script>alert(1)</script> 🦄');
      await expect(page.getByRole('heading', { name: 'No Photos Found' })).toBeVisible();
      await expect(count(page)).toHaveText('0 photos found');
      expect(await axeViolations(page)).toEqual([]);
      // From the keyboard: the button goes with the empty state, and focus lands on the count.
      await page.getByRole('button', { name: 'View All Photos' }).press('Enter');
      await expect(count(page)).toBeFocused();
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      await expect(
        page.getByRole('combobox', { name: 'Album' }).locator('option:checked'),
      ).toHaveText('All Albums');
      await expect(
        page.getByRole('combobox', { name: 'Year' }).locator('option:checked'),
      ).toHaveText('All Years');
      await expect(tiles(page)).toHaveCount(12);
      expect(problems).toEqual([]);
    },
  );
});

test.describe('the grid', () => {
  sweep('tabs through the tiles in the order they are seen, row by row', async ({ page }) => {
    await openGallery(page);
    const boxes = await tiles(page).evaluateAll((buttons) =>
      buttons.map((b) => {
        const { top, left } = b.getBoundingClientRect();
        return { top: Math.round(top), left: Math.round(left) };
      }),
    );
    for (let i = 1; i < boxes.length; i += 1) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      expect(b.top > a.top || (b.top === a.top && b.left > a.left)).toBe(true);
    }
    await tiles(page).first().focus();
    await page.keyboard.press('Tab');
    await expect(tiles(page).nth(1)).toBeFocused();
  });

  test('gives every tile its size before its image arrives: no layout shift', async ({ page }) => {
    await recordLayoutShifts(page);
    // Images held back until the page has laid out: a tile sized by its image would shift.
    await page.route('**/_img/images/gallery/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await openGallery(page);
    await page.mouse.wheel(0, 1500);
    await page.waitForLoadState('networkidle');
    // Shifts of what is in the page's content (the grid); the header's are layout.spec's.
    const shifts = await layoutShifts(page);
    expect(totalShift(shifts.filter((shift) => shift.inMain))).toBe(0);
  });

  test('sends a phone small files only, and loads the lightbox code on first use', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      // The project's desktop screen would be kept otherwise, and a phone has a phone's screen.
      screen: { width: 375, height: 812 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const images: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/_img/images/gallery/')) images.push(url);
      if (request.resourceType() === 'script') scripts.push(url);
    });
    await openGallery(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await page.waitForLoadState('networkidle');
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url).toMatch(/-(192|384|640)\.webp$/);

    const before = scripts.length;
    await tiles(page).first().tap();
    await expect(dialog(page)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
    await context.close();
  });
});

test.describe('the lightbox', () => {
  sweep(
    'opens on the chosen photo as a dialog with counter, caption, album and year',
    async ({ page, problems }) => {
      const photo = photos[2]!;
      const album = albums.find((a) => a.slug === photo.album)!;
      await openGallery(page);
      const lightbox = await openLightbox(page, photo.alt);
      await expect(lightbox).toHaveAccessibleName(photo.caption);
      await expect(lightbox).toContainText(`${album.name} · ${photo.year}`);
      await expect(counter(page)).toHaveText(`3 of ${photos.length}`);
      await expect(lightbox.getByRole('img', { name: photo.alt })).toBeVisible();
      const newTab = lightbox.getByRole('link', { name: 'Open in new tab' });
      await expect(newTab).toHaveAttribute('href', photo.src);
      await expect(newTab).toHaveAttribute('target', '_blank');
      await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page).toHaveURL(new RegExp(`\\?photo=${photo.id}$`));
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'walks the photos with the arrow keys, hiding Previous and Next at the ends',
    async ({ page }) => {
      await openGallery(page);
      const lightbox = await openLightbox(page, photos[0]!.alt);
      await expect(lightbox.getByRole('button', { name: 'Previous photo' })).toHaveCount(0);
      await expect(lightbox.getByRole('button', { name: 'Next photo' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(`2 of ${photos.length}`);
      await expect(lightbox).toHaveAccessibleName(photos[1]!.caption);
      await expect(page).toHaveURL(new RegExp(`\\?photo=${photos[1]!.id}$`));
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(`1 of ${photos.length}`);

      await openGallery(page, `?photo=${photos.at(-2)!.id}`);
      await expect(counter(page)).toHaveText(`${photos.length - 1} of ${photos.length}`);
      await dialog(page).getByRole('button', { name: 'Next photo' }).click();
      await expect(counter(page)).toHaveText(`${photos.length} of ${photos.length}`);
      await expect(dialog(page).getByRole('button', { name: 'Next photo' })).toHaveCount(0);
      await expect(dialog(page).getByRole('button', { name: 'Previous photo' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(`${photos.length} of ${photos.length}`);
    },
  );

  sweep(
    'keeps focus inside, closes with Escape and gives focus back to the tile',
    async ({ page }) => {
      await openGallery(page);
      const photo = photos[5]!;
      await tile(page, photo.alt).focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(tile(page, photo.alt)).toBeFocused();
      await expect(page).toHaveURL(/\/gallery$/);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  sweep(
    'turns the photo on a swipe over 50 px: left = next, right = previous',
    async ({ page }) => {
      await openGallery(page);
      await openLightbox(page, photos[1]!.alt);
      await drag(page, -150);
      await expect(counter(page)).toHaveText(`3 of ${photos.length}`);
      await drag(page, 150);
      await expect(counter(page)).toHaveText(`2 of ${photos.length}`);
      await drag(page, 150);
      await expect(counter(page)).toHaveText(`1 of ${photos.length}`);

      // Too short, or more vertical than horizontal: nothing happens.
      await drag(page, -40);
      await drag(page, -80, 160);
      await page.waitForTimeout(200);
      await expect(counter(page)).toHaveText(`1 of ${photos.length}`);
      await expect(dialog(page)).toBeVisible();

      await touchSwipe(dialog(page).getByRole('img'), -120);
      await expect(counter(page)).toHaveText(`2 of ${photos.length}`);
      await touchSwipe(dialog(page).getByRole('img'), 120);
      await expect(counter(page)).toHaveText(`1 of ${photos.length}`);
    },
  );

  sweep('locks the page scroll while open', async ({ page }) => {
    await openGallery(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await openLightbox(page, photos[0]!.alt);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  sweep(
    'covers the page with an opaque backdrop: nothing of the header shows through',
    async ({ page }) => {
      await openGallery(page);
      await openLightbox(page, photos[0]!.alt);
      await animationsEnded(page);
      // Where the header's logo is, the topmost painted layer is the lightbox's backdrop, fully opaque.
      // (The page behind a modal dialog is hidden from the accessibility tree: found by its tag.)
      const logo = await page.locator('header a').first().boundingBox();
      const top = await page.evaluate(
        ({ x, y }) => {
          const painted = document
            .elementsFromPoint(x, y)
            .find((node) => getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)')!;
          return {
            inHeader: !!painted.closest('header'),
            background: getComputedStyle(painted).backgroundColor,
            opacity: getComputedStyle(painted).opacity,
          };
        },
        { x: logo!.x + logo!.width / 2, y: logo!.y + logo!.height / 2 },
      );
      expect(top).toEqual({ inHeader: false, background: 'rgb(0, 0, 0)', opacity: '1' });
    },
  );

  sweep('keeps still for a visitor who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGallery(page);
    await openLightbox(page, photos[0]!.alt);
    await page.keyboard.press('ArrowRight');
    const durations = await dialog(page).evaluate((el) =>
      [el, ...el.querySelectorAll('*')].map((node) => getComputedStyle(node).animationDuration),
    );
    for (const duration of durations) expect(parseFloat(duration)).toBeLessThanOrEqual(0.00001);
  });

  sweep(
    'lives in the URL: a shared link opens it, a reload reopens it, Back closes it',
    async ({ page, problems }) => {
      const csr = photos.filter((p) => p.album === 'csr');
      await openGallery(page, `?album=csr&photo=${csr[2]!.id}`);
      await expect(dialog(page)).toHaveAccessibleName(csr[2]!.caption);
      await expect(counter(page)).toHaveText(`3 of ${csr.length}`);
      await page.reload();
      await expect(dialog(page)).toHaveAccessibleName(csr[2]!.caption);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL(/\/gallery\?album=csr$/);
      await expect(page.getByRole('combobox', { name: 'Album' })).toHaveValue('csr');

      await openLightbox(page, csr[0]!.alt);
      await expect(page).toHaveURL(new RegExp(`\\?album=csr&photo=${csr[0]!.id}$`));
      await page.goBack();
      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL(/\/gallery\?album=csr$/);
      await expect(tile(page, csr[0]!.alt)).toBeFocused();
      await page.goForward();
      await expect(dialog(page)).toHaveAccessibleName(csr[0]!.caption);
      expect(problems).toEqual([]);
    },
  );

  sweep('ignores an unknown photo in the URL', async ({ page, problems }) => {
    await openGallery(page, '?photo=photo-999');
    await expect(tiles(page)).toHaveCount(12);
    await expect(dialog(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('an album page', () => {
  for (const album of albums) {
    sweep(
      `shows the ${album.slug} album with all its photos and a way back`,
      async ({ page, problems }) => {
        const albumPhotos = getAlbumPhotos(album.slug);
        await page.goto(`/gallery/${album.slug}`);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.name);
        await expect(page.getByText(album.description)).toBeVisible();
        await expect(page.getByText(`${album.photoCount} photos`, { exact: true })).toBeVisible();
        await expect(tiles(page)).toHaveCount(albumPhotos.length);
        for (const photo of albumPhotos) {
          await expect(page.getByRole('button', { name: photo.alt, exact: true })).toBeVisible();
        }
        await expect(
          page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
        ).toHaveText(['Home', 'Gallery', album.name]);
        await expect(page.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute(
          'href',
          '/gallery',
        );
        await expect(page).toHaveTitle(`${album.name}: Gallery | ${SITE.name}`);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          album.description,
        );
        expect(problems).toEqual([]);
      },
    );
  }

  sweep('opens from its card, and its lightbox walks the album only', async ({ page }) => {
    const album = albums[2]!;
    const albumPhotos = getAlbumPhotos(album.slug);
    await openGallery(page);
    await page.getByRole('link', { name: album.name }).click();
    await expect(page).toHaveURL(`/gallery/${album.slug}`);
    await waitForHydration(page);
    await openLightbox(page, albumPhotos[0]!.alt);
    await expect(counter(page)).toHaveText(`1 of ${albumPhotos.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`2 of ${albumPhotos.length}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(`/gallery/${album.slug}`);
    await page.getByRole('link', { name: 'Back to Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
  });

  sweep("answers an unknown album with 'Album Not Found' on the static host", async ({ page }) => {
    const response = await page.goto('/gallery/no-such-album');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Album Not Found' })).toBeVisible();
    await expect(page.getByText("The album you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
  });
});
