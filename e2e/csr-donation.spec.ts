import { getCsrPage, getCsrPrograms } from '../data/csr';
import { SITE } from '../data/site';
import { expect, sweep, test, waitForHydration } from './support/fixtures';

const programs = getCsrPrograms();

test.describe('the CSR & Donation page', () => {
  sweep(
    'is reached from the footer and shows the programmes, impact, steps and notes',
    async ({ page, problems }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'CSR & Donation', exact: true })
        .click();
      await expect(page).toHaveURL('/csr-donation');
      await waitForHydration(page);
      await expect(
        page.getByRole('region', { name: 'Our CSR Programs' }).getByRole('heading', { level: 3 }),
      ).toHaveText(programs.map((p) => p.title));
      const impact = page.getByRole('region', { name: 'Our Impact' });
      for (const [value, label] of [
        ['2000+', 'Scholarship recipients'],
        ['50+', 'Villages reached'],
        ['100+', 'Social actions'],
      ] as const) {
        await expect(impact.getByText(value, { exact: true })).toBeVisible();
        await expect(impact.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole('heading', { level: 2, name: 'How Donating Works' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Transparency' })).toBeVisible();
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'says what each programme funds, how donating works and how funds are reported',
    async ({ page }) => {
      await page.goto('/csr-donation');
      await expect(page).toHaveTitle(`CSR & Donation | ${SITE.name}`);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'CSR & Donation']);
      const region = page.getByRole('region', { name: 'Our CSR Programs' });
      await expect(region.getByRole('heading', { level: 3 })).toHaveText([
        'Education & Scholarship',
        'Health',
        'SME',
        'Environment',
        'Social & Humanitarian',
      ]);
      for (const program of programs) {
        for (const highlight of program.highlights) {
          await expect(region.getByText(highlight, { exact: true })).toBeVisible();
        }
        await expect(
          region.getByRole('link', { name: `Donate to ${program.title} (opens in a new tab)` }),
        ).toHaveAttribute('href', SITE.donationUrl);
      }
      await expect(
        page.getByRole('region', { name: 'Our Impact' }).getByRole('listitem'),
      ).toHaveText(['2000+Scholarship recipients', '50+Villages reached', '100+Social actions']);
      const { steps, transparency } = getCsrPage();
      const how = page.getByRole('region', { name: 'How Donating Works' });
      await expect(how.getByRole('heading', { level: 3 })).toHaveText(steps.map((s) => s.title));
      expect(await how.getByRole('list').evaluate((list) => list.tagName)).toBe('OL');
      const notes = page.getByRole('region', { name: 'Transparency' });
      for (const note of transparency) await expect(notes.getByText(note.text)).toBeVisible();
      for (const link of await page
        .getByRole('main')
        .getByRole('link', { name: /^Donate/ })
        .all()) {
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
    },
  );

  for (const [path, width] of [
    ['/csr-donation', 390],
    ['/csr-donation', 1280],
    ['/id/csr-donation', 390],
  ] as const) {
    test(`step 01 on ${path} at ${width} px points to the programmes where they are: above`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // The programmes' section (PageSection: named by its heading, whose id is the section's).
      const programmes = page.locator('section[aria-labelledby="programs"]');
      const firstStep = page.getByText(
        /^(Pick one of the five programmes|Pilih salah satu dari lima program)/,
      );
      await expect(firstStep).toHaveText(/ (above|di atas), /);
      const [above, step] = [await programmes.boundingBox(), await firstStep.boundingBox()];
      expect(above!.y).toBeLessThan(step!.y);
    });
  }

  test('sends every donate button to the platform in a new tab', async ({ page, context }) => {
    // The platform's reserved `.example` host resolves nowhere; the new tab's request is answered here.
    await context.route(`${new URL(SITE.donationUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Donate</title>' }),
    );
    await page.goto('/csr-donation');
    await waitForHydration(page);
    const links = page.getByRole('main').getByRole('link', { name: /^Donate/ });
    await expect(links).toHaveCount(programs.length + 2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', SITE.donationUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const health = page.getByRole('link', { name: 'Donate to Health (opens in a new tab)' });
    const [popup] = await Promise.all([context.waitForEvent('page'), health.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(SITE.donationUrl);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});

sweep('the footer leads to the crowdfunding projects', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Crowdfunding' }).click();
  await expect(page).toHaveURL('/crowdfunding');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
});
