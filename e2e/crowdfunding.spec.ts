import type { BrowserContext, Page } from '@playwright/test';
import { getCrowdfundingProjects } from '../data/crowdfunding';
import { SITE } from '../data/site';
import { formatDaysLeft, fundingProgress } from '../lib/crowdfunding';
import { formatIdr } from '../lib/currency';
import { axeViolations, expect, sweep, test, waitForHydration } from './support/fixtures';

const projects = getCrowdfundingProjects();
const TABS = ['Business Description', 'Founder Team', 'Fund Use Plan', 'Projections and Risks'];
// Text as a visitor reads it: locators compare with collapsed whitespace, the no-break space too.
const text = (value: string) => value.replace(/\u00a0/g, ' ');

/**
 * The platform's host is a reserved `.example` domain that resolves nowhere, so the new tab's
 * request is answered here: the test checks where the tab goes, not the platform itself.
 */
async function stubDonationPlatform(context: BrowserContext) {
  await context.route(`${new URL(SITE.donationUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Donate</title>' }),
  );
}

async function openProject(page: Page, slug: string) {
  await page.goto(`/crowdfunding/${slug}`);
  await waitForHydration(page);
}

test.describe('the crowdfunding list', () => {
  sweep(
    'shows the five projects with their funding, and leads to a project page',
    async ({ page, problems }) => {
      await page.goto('/crowdfunding');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        projects.map((p) => p.name),
      );
      for (const [index, project] of projects.entries()) {
        const card = cards.nth(index);
        const progress = fundingProgress(project);
        await expect(card).toContainText(project.location);
        await expect(card).toContainText(project.industry);
        await expect(card).toContainText(text(formatIdr(project.raisedFunding)));
        await expect(card).toContainText(text(`raised of ${formatIdr(project.targetFunding)}`));
        await expect(card).toContainText(progress.label);
        await expect(card).toContainText(formatDaysLeft(project.daysLeft));
        await expect(card.getByRole('progressbar')).toHaveAttribute(
          'aria-valuenow',
          String(progress.barWidth),
        );
      }

      const second = projects[1]!;
      await cards.nth(1).getByRole('link', { name: 'View Details' }).click();
      await expect(page).toHaveURL(`/crowdfunding/${second.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
      expect(problems).toEqual([]);
    },
  );
});

test.describe('the crowdfunding list, as served', () => {
  sweep(
    'gives each card its summary, a named progress bar and a described link',
    async ({ page }) => {
      await page.goto('/crowdfunding');
      await expect(page).toHaveTitle(`Crowdfunding | ${SITE.name}`);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'Crowdfunding']);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(projects.length);
      for (const [index, project] of projects.entries()) {
        const card = cards.nth(index);
        await expect(card).toContainText(project.description);
        await expect(card.getByRole('progressbar')).toHaveAccessibleName(
          `Funding progress of ${project.name}`,
        );
        const details = card.getByRole('link', { name: 'View Details' });
        await expect(details).toHaveAttribute('href', `/crowdfunding/${project.slug}`);
        await expect(details).toHaveAccessibleDescription(project.name);
      }
    },
  );

  test('fetches the first cover, the largest paint on a phone, at once and the others lazily', async ({
    page,
  }) => {
    await page.goto('/crowdfunding');
    const covers = page.getByRole('main').getByRole('article').locator('img');
    await expect(covers).toHaveCount(projects.length);
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.first()).not.toHaveAttribute('loading', 'lazy');
    for (const cover of (await covers.all()).slice(1)) {
      await expect(cover).toHaveAttribute('loading', 'lazy');
    }
  });
});

test.describe('every project page, as served', () => {
  test.use({ javaScriptEnabled: false });

  // One test per project, not one test looping over them all: the projects grow with the site.
  for (const project of projects) {
    sweep(
      `/crowdfunding/${project.slug} has its place, days left, title, share image and the first three other projects`,
      async ({ page }) => {
        await page.goto(`/crowdfunding/${project.slug}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(project.name);
        await expect(main).toContainText(project.location);
        await expect(main).toContainText(formatDaysLeft(project.daysLeft));
        await expect(page).toHaveTitle(`${project.name} | ${SITE.name}`);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          project.description,
        );
        await expect(page.locator('head meta[property="og:image"]').first()).toHaveAttribute(
          'content',
          new RegExp(`/og/crowdfunding/${project.slug}\\.png$`),
        );
        await expect(
          page.getByRole('region', { name: 'Related Projects' }).getByRole('heading', { level: 3 }),
        ).toHaveText(
          projects
            .filter((p) => p.slug !== project.slug)
            .slice(0, 3)
            .map((p) => p.name),
        );
      },
    );
  }
});

test.describe('a project page', () => {
  const project = projects[0]!;

  sweep(
    'shows the funding progress, a way back and the related projects',
    async ({ page, problems }) => {
      await openProject(page, project.slug);
      const progress = fundingProgress(project);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'Crowdfunding', project.name]);
      const bar = page.getByRole('progressbar', { name: 'Funding progress', exact: true });
      await expect(bar).toHaveAttribute('aria-valuenow', String(progress.barWidth));
      await expect(bar).toHaveAttribute('aria-valuetext', progress.valueText);
      await expect(page.getByText(progress.label, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('main')).toContainText(
        text(`${formatIdr(project.raisedFunding)}raised of ${formatIdr(project.targetFunding)}`),
      );
      const related = page.getByRole('region', { name: 'Related Projects' });
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(
        projects.slice(1, 4).map((p) => p.name),
      );
      await page.getByRole('link', { name: 'Back to Projects' }).click();
      await expect(page).toHaveURL('/crowdfunding');
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'switches tabs with the keyboard, one tab stop, and passes axe in each state',
    async ({ page, problems }) => {
      await openProject(page, project.slug);
      await expect(page.getByRole('tab')).toHaveText(TABS);
      const tab = (name: string) => page.getByRole('tab', { name });
      const panel = page.getByRole('tabpanel');
      await expect(tab('Business Description')).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveCount(1);
      await expect(panel).toContainText(project.businessDescription[0]!);

      await tab('Business Description').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('Founder Team')).toBeFocused();
      await expect(tab('Founder Team')).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toContainText(project.founder.bio);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowRight');
      await expect(tab('Fund Use Plan')).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('rowheader')).toHaveText([
        'Production',
        'Marketing',
        'Operations',
        'Reserve',
        'Total',
      ]);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('End');
      await expect(tab('Projections and Risks')).toBeFocused();
      await expect(panel).toContainText(project.projectedROI);
      await expect(panel.getByRole('listitem')).toHaveText(project.risks);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowRight');
      await expect(tab('Business Description')).toBeFocused();
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      await expect(tab('Business Description')).toHaveAttribute('aria-selected', 'true');
      // Only the selected tab is in the Tab order: the next stop is its panel.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel', { name: 'Business Description' })).toBeFocused();
      for (const name of TABS.slice(1)) {
        await expect(tab(name)).toHaveAttribute('tabindex', '-1');
      }
      expect(problems).toEqual([]);
    },
  );

  test('opens the donation platform in a new tab, without an opener or referrer', async ({
    page,
    context,
  }) => {
    await stubDonationPlatform(context);
    await openProject(page, project.slug);
    const donate = page.getByRole('link', { name: 'Donate Now (opens in a new tab)' });
    await expect(donate).toHaveAttribute('target', '_blank');
    await expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), donate.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(SITE.donationUrl);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await popup.evaluate(() => document.referrer)).toBe('');
    await expect(page).toHaveURL(`/crowdfunding/${project.slug}`);
  });

  test('reads every tab without JavaScript, each panel under its heading', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/crowdfunding/${project.slug}`);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const name of TABS) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(project.founder.bio)).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(project.risks[0]!)).toBeVisible();
    await context.close();
  });

  test('shows the default tab before hydration just as after it', async ({ browser, page }) => {
    // JavaScript on but the app's scripts blocked: what the first paint shows, before React runs.
    const context = await browser.newContext();
    await context.route('**/_next/static/chunks/**', (route) => route.abort());
    const early = await context.newPage();
    for (const [view, hydrate] of [
      [early, false],
      [page, true],
    ] as const) {
      await view.goto(`/crowdfunding/${project.slug}`);
      if (hydrate) await waitForHydration(view);
      await expect(view.getByRole('tablist')).toBeVisible();
      await expect(view.getByRole('tab', { name: 'Business Description' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(view.getByRole('tabpanel')).toHaveCount(1);
      await expect(view.getByRole('tabpanel')).toHaveAccessibleName('Business Description');
      await expect(view.getByText(project.founder.bio)).toBeHidden();
    }
    await context.close();
  });
});

test.describe('an unknown project', () => {
  sweep(
    "answers 404 with 'Project Not Found' and leads back to the projects",
    async ({ page, problems }) => {
      const response = await page.goto('/crowdfunding/no-such-project');
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Project Not Found' }),
      ).toBeVisible();
      await expect(
        page.getByText("The crowdfunding project you're looking for doesn't exist."),
      ).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to Projects' }).click();
      await expect(page).toHaveURL('/crowdfunding');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(projects.length);
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    },
  );
});
