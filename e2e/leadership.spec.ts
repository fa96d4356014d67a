import type { Page } from '@playwright/test';
import { getCentralLeadership } from '../data/central-leadership';
import { getInternationalBoards } from '../data/international-boards';
import { getProvincialBoards } from '../data/provincial-boards';
import { axeViolations, expect, sweep, test, waitForHydration } from './support/fixtures';

test.describe('Our Team', () => {
  const { groups, mainOfficers, workingFields } = getCentralLeadership();

  sweep('names the board and its 2025–2030 term', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    await expect(page.getByText(/Central Leadership Board · 2025–2030/)).toBeVisible();
  });

  sweep('shows a board’s head and every member once it is open', async ({ page }) => {
    await page.goto('/team');
    const [first] = groups;
    await page.getByRole('button', { name: first!.name, exact: true }).click();
    const region = page.getByRole('region', { name: first!.name });
    await expect(region).toContainText(first!.head.name);
    for (const member of first!.members) await expect(region).toContainText(member.name);
  });

  sweep('opens one board at a time, and a second click closes it', async ({ page, problems }) => {
    await page.goto('/team');
    await waitForHydration(page);
    const [pembina, pengawas] = groups.map((g) =>
      page.getByRole('button', { name: g.name, exact: true }),
    );
    await expect(pembina!).toHaveAttribute('aria-expanded', 'false');
    await pembina!.click();
    await expect(pembina!).toHaveAttribute('aria-expanded', 'true');
    const region = page.getByRole('region', { name: groups[0]!.name });
    await expect(region).toContainText(groups[0]!.head.name);
    expect(await axeViolations(page)).toEqual([]);
    await pengawas!.click();
    await expect(pembina!).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
    await pengawas!.click();
    await expect(pengawas!).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });

  sweep('lists the four main officers', async ({ page }) => {
    await page.goto('/team');
    const officers = page.getByRole('region', { name: 'Main Officers' }).getByRole('listitem');
    await expect(officers).toHaveCount(4);
    for (const officer of mainOfficers) {
      const card = officers.filter({ has: page.getByText(officer.role, { exact: true }) });
      await expect(card).toContainText(officer.name);
    }
  });

  sweep('opens the 25 working fields one at a time, with the keyboard too', async ({ page }) => {
    await page.goto('/team');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: '25 Working Fields' });
    const buttons = section.getByRole('button');
    await expect(buttons).toHaveCount(25);
    const [first, second] = workingFields;
    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('region', { name: first!.name })).toContainText(
      first!.ketua[0]!,
    );
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(section.getByRole('region')).toHaveCount(1);
    await expect(section.getByRole('region', { name: second!.name })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(section.getByRole('region')).toHaveCount(0);
  });
});

test.describe('Provincial Leadership', () => {
  const boards = getProvincialBoards();
  const cards = (page: Page) => page.getByRole('main').getByRole('article');

  sweep("starts on 'Semua' with all 34 provinces", async ({ page }) => {
    await page.goto('/provincial-leadership');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Semua' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(34);
    await expect(page.getByRole('searchbox', { name: 'Cari' })).toHaveAttribute(
      'placeholder',
      'Cari provinsi atau nama pengurus...',
    );
  });

  sweep('filters by region and by name, together', async ({ page }) => {
    await page.goto('/provincial-leadership');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Jawa', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Jawa', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Semua' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(cards(page)).toHaveCount(boards.filter((b) => b.region === 'Jawa').length);
    const someone = boards.find((b) => b.region === 'Jawa')!;
    await page.getByRole('searchbox', { name: 'Cari' }).fill(someone.bendahara.toLowerCase());
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText(someone.province);
    await expect(page).toHaveURL(/region=Jawa/);
  });

  sweep("shows 'Tidak Ada Hasil' when nothing matches", async ({ page, problems }) => {
    await page.goto('/provincial-leadership');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Cari' }).fill('tidak ada yang cocok');
    await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil' })).toBeVisible();
    await expect(
      page.getByText('Tidak ditemukan provinsi atau pengurus yang sesuai dengan pencarian Anda.'),
    ).toBeVisible();
    await expect(
      page.getByText('Tidak ditemukan provinsi').locator('xpath=ancestor-or-self::*[@lang][1]'),
    ).toHaveAttribute('lang', 'id');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('International Leadership', () => {
  sweep('shows the seven countries with their flags and leaders', async ({ page }) => {
    const boards = getInternationalBoards();
    await page.goto('/international-leadership');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(7);
    for (const board of boards) {
      const card = cards.filter({ has: page.getByRole('heading', { name: board.country }) });
      const flag = card.getByRole('img', { name: `Flag of ${board.country}` });
      await flag.scrollIntoViewIfNeeded();
      await expect
        .poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(card).toContainText(board.ketua);
      if (board.sekretaris) await expect(card).toContainText(board.sekretaris);
      else await expect(card.getByText('Sekretaris')).toHaveCount(0);
    }
  });
});
