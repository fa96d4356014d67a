import { SITE } from '../data/site';
import { expect, sweep, test } from './support/fixtures';

/*
 * The About Us page as served (its axe check, single h1 and canonical URL are in pages.spec.ts and
 * metadata.spec.ts, with every other page's).
 */
test.describe('the About Us page', () => {
  sweep('tells the history: begun in 2016, 3,000 members by the end of 2024', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(`About Us | ${SITE.name}`);
    const history = page.getByRole('region', { name: 'Our History' });
    await expect(history).toContainText('began in 2016');
    await expect(history).toContainText('By the end of 2024 the community counted 3,000 members');
  });

  sweep(
    'states the vision, five missions and the values Creative, Empowerment, Optimistic',
    async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('region', { name: 'Our Vision' })).toContainText(
        /better Indonesia/,
      );
      await expect(
        page.getByRole('region', { name: 'Our Missions' }).getByRole('listitem'),
      ).toHaveCount(5);
      await expect(
        page
          .getByRole('region', { name: 'What C-E-O stands for' })
          .getByRole('heading', { level: 3 }),
      ).toHaveText(['Creative', 'Empowerment', 'Optimistic']);
      await expect(
        page.getByRole('region', { name: 'Closing quote' }).locator('blockquote').first(),
      ).toBeVisible();
    },
  );
});
