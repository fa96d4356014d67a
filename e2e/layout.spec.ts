import type { Page } from '@playwright/test';
import { MAIN_NAV, mainNav } from '../lib/navigation';
import {
  animationsEnded,
  axeViolations,
  expect,
  forgetLayoutShifts,
  holdRequests,
  layoutShifts,
  recordLayoutShifts,
  renderedFonts,
  sweep,
  test,
  totalShift,
  waitForHydration,
} from './support/fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

test.describe('the header on a desktop', () => {
  test.use({ viewport: DESKTOP });

  sweep('lists the eight entries and marks the current one', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(MAIN_NAV.map((item) => item.label));
    for (const item of MAIN_NAV) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['About Us']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  sweep('marks Home only on the home page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Home']);
    await page.goto('/about');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  sweep('has a logo linking home', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Nusantara CEO Network/ })
      .click();
    await expect(page).toHaveURL('/');
  });

  sweep(
    'slides in, stays fixed, and turns compact with a shadow past 20 px of scroll',
    async ({ page }) => {
      await page.goto('/about');
      await waitForHydration(page);
      const header = page.getByRole('banner');
      const animation = await header.evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, delay: style.animationDelay };
      });
      expect(animation).toEqual({ name: 'header-in', delay: '0.1s' });
      // The entrance runs for 600 ms from the first paint, which can come only just before
      // hydration: the header is measured once it is at rest.
      await animationsEnded(header);
      await expect(header).toHaveCSS('position', 'fixed');
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      const tall = await header.evaluate((el) => el.getBoundingClientRect().height);

      await page.mouse.wheel(0, 15);
      await page.waitForTimeout(150);
      await expect(header).toHaveAttribute('data-scrolled', 'false');

      await page.mouse.wheel(0, 200);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header).not.toHaveCSS('box-shadow', 'none');
      await expect
        .poll(() => header.evaluate((el) => el.getBoundingClientRect().height))
        .toBeLessThan(tall);
      expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    },
  );

  test('turns compact and back without a layout shift, even when frames are slow', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto('/about');
    await waitForHydration(page);
    // From here on: anything the load itself moved is not this test's.
    await page.evaluate(() => document.fonts.ready);
    await forgetLayoutShifts(page);
    const header = page.getByRole('banner');
    // A slow phone: each frame jumps a large step of the 300 ms transition, so anything the
    // transition moves in layout would be seen moving at once, as a shift.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.waitForTimeout(1_000);
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.waitForTimeout(1_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(totalShift(await layoutShifts(page))).toBe(0);
  });

  sweep('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('the web font (the display face)', () => {
  test.use({ viewport: DESKTOP });

  test('arriving after the first paint, is not swapped in: nothing moves, and the page keeps its fallback', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    // The font held back until the page has painted (and hydrated) in its fallback.
    const release = await holdRequests(page, '**/*.woff2');
    // Not to `load`, which waits for the fonts.
    await page.goto('/about', { waitUntil: 'commit' });
    await waitForHydration(page);
    release();
    // The fonts in, and any frame they could have caused laid out, painted and reported
    // (observers are told in a task after the frame).
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await layoutShifts(page)).toEqual([]);
    // `font-display: optional`: too late for this page, so it stays in the metric-matched
    // fallback (Liberation Serif or Tinos on Linux).
    expect(await renderedFonts(page, 'h1')).not.toContain('Playfair Display');
  });

  test('in by the first paint, as on the next page of a visit, is the one the headings are drawn in; body text is in the system face, and no other font is fetched', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await page.evaluate(() => document.fonts.ready);
    await page.goto('/events');
    expect(await renderedFonts(page, 'h1')).toEqual(['Playfair Display']);
    expect(await renderedFonts(page, 'main p')).not.toContain('Playfair Display');
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((path) => /\/playfair_display-[^/]*\.woff2$/.test(path))).toBe(true);
  });
});

test.describe('the menu drawer on a phone', () => {
  test.use({ viewport: PHONE });

  const openDrawer = async (page: Page) => {
    await page.goto('/about');
    await waitForHydration(page);
    // While the modal drawer is open the rest of the page, the button included, is aria-hidden.
    const button = page.getByRole('button', { name: 'Open menu', includeHidden: true });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return { button, drawer };
  };

  sweep(
    'hides the bar and opens a drawer titled Menu with the same links',
    async ({ page, problems }) => {
      const { drawer } = await openDrawer(page);
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
      // The drawer's navigation carries the same links; the language switch sits below it.
      await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
        MAIN_NAV.map((item) => item.label),
      );
      await expect(
        drawer.getByRole('navigation', { name: 'Language' }).getByRole('link'),
      ).toHaveText(['EN', 'ID']);
      await expect(drawer.getByRole('link', { name: 'About Us' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Measured once its slide-in has finished: mid-animation it is still partly off-screen.
      await animationsEnded(drawer);
      const box = await drawer.boundingBox();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(PHONE.width);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  sweep('keeps focus inside while open and locks the page scroll', async ({ page }) => {
    const { drawer } = await openDrawer(page);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  });

  sweep('closes on Escape and gives focus back to the menu button', async ({ page }) => {
    const { button, drawer } = await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  sweep('closes on its close button', async ({ page }) => {
    const { button, drawer } = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  sweep('closes on a click on the backdrop', async ({ page }) => {
    const { drawer } = await openDrawer(page);
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
  });

  sweep('opens and closes before any script has run', async ({ page }) => {
    // The page's scripts are held back, never answered: only its HTML and CSS are at work.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, () => {});
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });

  for (const { path, open, close, nav, language, links, link, target } of [
    {
      path: '/about',
      ...{ open: 'Open menu', close: 'Close menu', nav: 'Main', language: 'Language' },
      ...{ links: MAIN_NAV.map((item) => item.label), link: 'Events', target: '/events' },
    },
    {
      path: '/id/about',
      ...{ open: 'Buka menu', close: 'Tutup menu', nav: 'Utama', language: 'Bahasa' },
      ...{ links: mainNav('id').map((item) => item.label), link: 'Acara', target: '/id/events' },
    },
  ]) {
    test(`works with JavaScript off on ${path}: the header keeps its height and the drawer holds every link`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(path);
      const header = page.getByRole('banner');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      // One row, as with scripts (the logo, search and the menu button), over none of the page.
      const headerBox = (await header.boundingBox())!;
      expect(headerBox.height).toBeLessThan(100);
      expect(headerBox.y + headerBox.height).toBeLessThanOrEqual((await h1.boundingBox())!.y);
      await expect(header.getByRole('navigation', { name: nav })).toBeHidden();

      const button = page.getByRole('button', { name: open });
      await button.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('navigation', { name: nav }).getByRole('link')).toHaveText(
        links,
      );
      await expect(drawer.getByRole('navigation', { name: language }).getByRole('link')).toHaveText(
        ['EN', 'ID'],
      );
      // Every link is on screen, none clipped: the drawer scrolls if the phone is short.
      await animationsEnded(drawer);
      for (const each of await drawer.getByRole('link').all()) {
        await each.scrollIntoViewIfNeeded();
        const box = (await each.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await drawer.getByRole('button', { name: close }).click();
      await expect(drawer).toBeHidden();

      await button.click();
      await drawer.getByRole('navigation', { name: nav }).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await context.close();
    });
  }

  sweep('closes when a link is chosen, and goes there', async ({ page }) => {
    const { drawer } = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(drawer).toBeHidden();
  });
});
