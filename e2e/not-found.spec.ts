import {
  genericNotFound,
  NOT_FOUND_SECTIONS,
  notFoundSections,
  type NotFoundSection,
} from '../lib/not-found';
import { absoluteUrl, getSiteText, SITE } from '../data/site';
import { fillRoute } from '../lib/routes';
import type { Page } from '@playwright/test';
import { expect, sweep, test, waitForHydration } from './support/fixtures';

/** The section's own not-found message: its heading, words, way back and title. */
async function expectSectionMessage(page: Page, section: NotFoundSection) {
  await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible();
  await expect(page.getByText(section.message)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: section.backLabel }),
  ).toHaveAttribute('href', section.backHref);
  await expect(page).toHaveTitle(new RegExp(`^${section.title}`));
}

test.describe('an unknown path', () => {
  test("answers 404 with 'Oops! Page not found', a way home, and logs the path", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    // Titled like every other page, as the Indonesian one is.
    await expect(page).toHaveTitle(`Oops! Page not found | ${SITE.name}`);
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    expect(warnings.some((w) => w.includes('/no-such-page'))).toBe(true);
  });

  sweep('hydrates without errors and leaves no nav entry current', async ({ page, problems }) => {
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).locator('[aria-current]'),
    ).toHaveCount(0);
    // The document's own 404 status is reported by Chromium as a failed resource load.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });
});

// Each section registers its message (lib/not-found.ts); every one is checked on the static host.
for (const section of NOT_FOUND_SECTIONS) {
  for (const route of section.routes) {
    sweep(
      `${route} with an unknown value shows '${section.title}' on a static host`,
      async ({ page, problems }) => {
        const response = await page.goto(
          fillRoute(route, { slug: 'no-such-entry', album: 'no-such-entry' }),
        );
        expect(response?.status()).toBe(404);
        await expectSectionMessage(page, section);
        expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      },
    );
  }
}

// The Indonesian edition shares the root 404.html: the path's edition decides its words.
sweep(
  "an unknown path under /id reads 'Ups! Halaman tidak ditemukan', in Indonesian throughout",
  async ({ page, problems }) => {
    const response = await page.goto('/id/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(
      page.getByRole('heading', { level: 1, name: genericNotFound('id').title }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Utama' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tautan Cepat');
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/id',
    );
    await expect(page).toHaveTitle(`Ups! Halaman tidak ditemukan | ${SITE.name}`);
    // The head describes the page in the edition's words, as the edition's other pages do.
    const { description } = getSiteText('id');
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description,
    );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'id_ID');
    // One share image, the edition's, described in its words.
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absoluteUrl('/id/og/default.png'),
    );
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      `${SITE.name}: ${getSiteText('id').tagline}`,
    );
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  },
);

for (const section of notFoundSections('id')) {
  const route = section.routes[0]!;
  sweep(`${route} with an unknown value shows '${section.title}'`, async ({ page, problems }) => {
    await page.goto(fillRoute(route, { slug: 'tidak-ada', album: 'tidak-ada' }), {
      waitUntil: 'commit',
    });
    // Written by the inline script before hydration, kept after it.
    await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible();
    await waitForHydration(page);
    await expectSectionMessage(page, section);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });
}
