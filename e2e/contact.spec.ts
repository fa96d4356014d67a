import { SITE } from '../data/site';
import { expect, sweep, test, waitForHydration } from './support/fixtures';

test.describe('the Contact Us page', () => {
  sweep('is reached from the main navigation, which marks it current', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  sweep('gives the address, phone, e-mail and office hours', async ({ page, problems }) => {
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'How to reach us' });
    for (const line of SITE.contact.addressLines) await expect(details).toContainText(line);
    await expect(details.getByRole('link', { name: SITE.contact.phone.display })).toHaveAttribute(
      'href',
      SITE.contact.phone.href,
    );
    await expect(details.getByRole('link', { name: SITE.contact.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.contact.email}`,
    );
    await expect(details).toContainText(SITE.contact.officeHours);
    expect(problems).toEqual([]);
  });

  test('copies the bank account number and says so', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contact');
    await waitForHydration(page);
    const bank = page.getByRole('region', { name: 'Bank Transfer' });
    await expect(bank).toContainText(SITE.bank.bankName);
    await expect(bank).toContainText(SITE.bank.accountName);
    await expect(bank).toContainText(SITE.bank.accountNumber);
    await bank.getByRole('button', { name: 'Copy account number' }).click();
    await expect(bank.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      SITE.bank.accountNumber.replace(/\s/g, ''),
    );
    expect(problems).toEqual([]);
  });

  test('shows where we are without loading anything from another site', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Find us' })).toContainText(
      SITE.contact.addressLines[1]!,
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });

  test('without JavaScript, hides the copy button, which could not work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.getByText(SITE.bank.accountNumber)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy account number' })).toBeHidden();
    await context.close();
  });

  sweep('has the message form under its one heading, and its own title', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(`Contact Us | ${SITE.name}`);
    await expect(page.locator('h1')).toHaveText(['Contact Us']);
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });
});
