import type { Page } from '@playwright/test';
import { getCeos } from '../data/ceos';
import { hasContactDetails } from '../lib/directory';
import { axeViolations, expect, sweep, test, waitForHydration } from './support/fixtures';

const ceos = getCeos();
const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'View Profile' }) });
const count = (page: Page) => page.getByRole('status');

async function openDirectory(page: Page, query = '') {
  await page.goto(`/ceo-directory${query}`);
  await waitForHydration(page);
}

test.describe('the CEO directory', () => {
  sweep(
    'shows every profile on one page before and after JavaScript',
    async ({ page, problems }) => {
      await openDirectory(page);
      await expect(count(page)).toHaveText(`${ceos.length} profiles found`);
      await expect(results(page)).toHaveCount(ceos.length);
      await expect(page.getByRole('navigation', { name: 'Directory pagination' })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Per Page' })).toHaveValue('12');
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'searches names, companies and titles, and keeps the search in the URL',
    async ({ page }) => {
      const [first] = ceos;
      await openDirectory(page);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await expect(search).toHaveAttribute('placeholder', 'Search by name, company or title...');
      await search.fill(first!.name.toUpperCase());
      await expect(results(page)).toHaveCount(1);
      await expect(results(page).getByRole('heading')).toHaveText(first!.name);
      await expect(page).toHaveURL(/\?q=/);
      await search.fill(first!.company.slice(3, 12));
      await expect(results(page).getByRole('heading', { name: first!.name })).toBeVisible();
    },
  );

  for (const [label, field] of [
    ['Industry', 'industry'],
    ['Province', 'province'],
  ] as const) {
    sweep(`filters by ${label} exactly`, async ({ page }) => {
      const value = ceos[1]![field];
      const expected = ceos.filter((ceo) => ceo[field] === value);
      await openDirectory(page);
      await page.getByRole('combobox', { name: label }).selectOption(value);
      await expect(results(page)).toHaveCount(expected.length);
      await expect(count(page)).toHaveText(
        `${expected.length} ${expected.length === 1 ? 'profile' : 'profiles'} found`,
      );
      await expect(page).toHaveURL(new RegExp(`${field}=`));
    });
  }

  sweep(
    'changes the page size, and a bad URL falls back to sane values',
    async ({ page, problems }) => {
      await openDirectory(page, '?industry=Mining&province=Atlantis&per=7&page=999');
      await expect(
        page.getByRole('combobox', { name: 'Industry' }).locator('option:checked'),
      ).toHaveText('All Industries');
      await expect(
        page.getByRole('combobox', { name: 'Province' }).locator('option:checked'),
      ).toHaveText('All Provinces');
      await expect(page.getByRole('combobox', { name: 'Per Page' })).toHaveValue('12');
      await expect(results(page)).toHaveCount(ceos.length);
      await page.getByRole('combobox', { name: 'Per Page' }).selectOption('24');
      await expect(page).toHaveURL(/per=24/);
      await expect(page).not.toHaveURL(/page=/);
      await expect(results(page)).toHaveCount(ceos.length);
      expect(problems).toEqual([]);
    },
  );

  sweep(
    "shows 'No Results Found' and Clear Filters brings everyone back",
    async ({ page, problems }) => {
      await openDirectory(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill('<script>alert(1)</script> 🦄');
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await expect(
        page.getByText(
          'No CEOs match your current search criteria. Try adjusting your filters or search terms.',
        ),
      ).toBeVisible();
      await expect(count(page)).toHaveText('0 profiles found');
      expect(await axeViolations(page)).toEqual([]);
      // From the keyboard: the button goes with the empty state, and focus lands on the count.
      await page.getByRole('button', { name: 'Clear Filters' }).press('Enter');
      await expect(count(page)).toBeFocused();
      await expect(results(page)).toHaveCount(ceos.length);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      await expect(page).toHaveURL(/\/ceo-directory$/);
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'restores a filtered view with Back and Forward, and after visiting a profile',
    async ({ page }) => {
      const industry = ceos[0]!.industry;
      const province = ceos[0]!.province;
      await openDirectory(page);
      await page.getByRole('combobox', { name: 'Industry' }).selectOption(industry);
      await page.getByRole('combobox', { name: 'Province' }).selectOption(province);
      await expect(page).toHaveURL(/industry=.*province=/);

      await page.goBack();
      await expect(page).not.toHaveURL(/province=/);
      await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue(industry);
      await expect(
        page.getByRole('combobox', { name: 'Province' }).locator('option:checked'),
      ).toHaveText('All Provinces');
      await page.goForward();
      await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue(province);

      const filteredUrl = page.url();
      await results(page).first().getByRole('link', { name: 'View Profile' }).click();
      await expect(page).toHaveURL(/\/ceo\//);
      await page.getByRole('button', { name: 'Back to Directory' }).click();
      await expect(page).toHaveURL(filteredUrl);
      await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue(industry);
      await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue(province);
    },
  );

  sweep('opens a filtered view from a shared link', async ({ page }) => {
    const ceo = ceos[2]!;
    await openDirectory(page, `?q=${encodeURIComponent(ceo.name)}`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(ceo.name);
    await expect(results(page)).toHaveCount(1);
  });
});

test.describe('a CEO profile', () => {
  const ceo = ceos.find((c) => c.highlights.length > 0 && c.contact.linkedin && c.companyLink)!;

  sweep(
    'shows the person, with breadcrumb, sections and structured data',
    async ({ page, problems }) => {
      await page.goto(`/ceo/${ceo.slug}`);
      await waitForHydration(page);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'CEO Directory', ceo.name]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(ceo.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ceo.name);
      await expect(page.getByText(`${ceo.province}, Indonesia`)).toBeVisible();
      for (const section of [
        'Overview',
        'Company & Industry',
        'Expertise & Interests',
        'Highlights',
        'Contact & Links',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      for (const link of await page.locator('a[target="_blank"]').all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((text) => JSON.parse(text)['@type']);
      expect(types).toEqual(expect.arrayContaining(['ProfilePage', 'BreadcrumbList']));
      const profile = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'ProfilePage');
      expect(profile.mainEntity).toMatchObject({
        '@type': 'Person',
        name: ceo.name,
        jobTitle: ceo.title,
      });
      expect(problems).toEqual([]);
    },
  );

  test('answers Connect and Invite to Event with their notices', async ({ page }) => {
    await page.goto(`/ceo/${ceo.slug}`);
    await waitForHydration(page);
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: 'Invite to Event' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        'alert: Connect feature coming soon!',
        'alert: Invite to event feature coming soon!',
      ]);
  });

  sweep('goes to the directory from Back to Directory when opened directly', async ({ page }) => {
    await page.goto(`/ceo/${ceo.slug}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Back to Directory' }).click();
    await expect(page).toHaveURL(/\/ceo-directory$/);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    // The buttons could do nothing without scripts: they are not shown, and the breadcrumb
    // leads back to the directory.
    test('offers the breadcrumb back, not buttons that would do nothing', async ({ page }) => {
      await page.goto(`/ceo/${ceo.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ceo.name);
      for (const name of ['Back to Directory', 'Connect', 'Invite to Event']) {
        await expect(page.getByRole('button', { name })).toBeHidden();
      }
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'CEO Directory' })
        .click();
      await expect(page).toHaveURL('/ceo-directory');
    });
  });

  sweep(
    'lists its highlights, the company website and only the channels it has',
    async ({ page }) => {
      await page.goto(`/ceo/${ceo.slug}`);
      await expect(
        page.getByRole('region', { name: 'Highlights' }).getByRole('listitem'),
      ).toHaveCount(ceo.highlights.length);
      await expect(page.getByRole('link', { name: /Visit company website/ })).toHaveAttribute(
        'href',
        ceo.companyLink!,
      );
      const emailOnly = ceos.find((c) => c.contact.email && !c.contact.website)!;
      await page.goto(`/ceo/${emailOnly.slug}`);
      const card = page.getByRole('region', { name: 'Contact & Links' });
      await expect(card.getByRole('link', { name: emailOnly.contact.email })).toHaveAttribute(
        'href',
        `mailto:${emailOnly.contact.email}`,
      );
      await expect(card.getByRole('link', { name: /Personal website/ })).toHaveCount(0);
    },
  );

  sweep('has its own title and share image', async ({ page }) => {
    await page.goto(`/ceo/${ceo.slug}`);
    expect(await page.title()).toContain(ceo.name);
    await expect(page.locator('head meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      new RegExp(`/og/ceo/${ceo.slug}\\.png$`),
    );
  });

  sweep('hides Highlights when there are none', async ({ page }) => {
    const plain = ceos.find((c) => c.highlights.length === 0)!;
    await page.goto(`/ceo/${plain.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.name);
    await expect(page.getByRole('heading', { name: 'Highlights' })).toHaveCount(0);
  });

  sweep("says 'Contact information not available' when there is none", async ({ page }) => {
    const private_ = ceos.find((c) => !hasContactDetails(c.contact))!;
    await page.goto(`/ceo/${private_.slug}`);
    const card = page.getByRole('region', { name: 'Contact & Links' });
    await expect(card.getByText('Contact information not available')).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
  });
});

test.describe('the home page', () => {
  sweep('previews the first three profiles and links to the directory', async ({ page }) => {
    await page.goto('/');
    const teaser = page.getByRole('region', { name: 'Meet the leaders of the network' });
    const links = teaser.getByRole('link', { name: 'View Profile' });
    await expect(links).toHaveCount(3);
    for (const [index, ceo] of ceos.slice(0, 3).entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/ceo/${ceo.slug}`);
    }
    await expect(teaser.getByText(/200\+ profiles/)).toBeVisible();
    await teaser.getByRole('link', { name: 'View All Members' }).click();
    await expect(page).toHaveURL('/ceo-directory');
  });
});
