import type { Page } from '@playwright/test';
import { getEvents } from '../data/events';
import { formatEventDate } from '../lib/dates';
import { spotsLeft } from '../lib/events';
import { axeViolations, expect, sweep, test, waitForHydration } from './support/fixtures';
import { EMPTY_SUBMIT_MESSAGES } from './support/form-messages';

// The events in the listing's order: upcoming soonest first, past latest first.
const upcoming = getEvents()
  .filter((e) => e.status === 'upcoming')
  .sort((a, b) => a.date.localeCompare(b.date));
const roomy = upcoming.find((e) => spotsLeft(e) >= 5)!;
const nearlyFull = upcoming.find((e) => spotsLeft(e) > 0 && spotsLeft(e) < 5)!;
const full = upcoming.find((e) => spotsLeft(e) === 0)!;
const past = getEvents()
  .filter((e) => e.status === 'past')
  .sort((a, b) => b.date.localeCompare(a.date))[0]!;

const MESSAGES = EMPTY_SUBMIT_MESSAGES.registration;

async function openForm(page: Page, slug = roomy.slug) {
  await page.goto(`/events/${slug}/register`);
  await waitForHydration(page);
  return page.getByRole('form', { name: 'Event Registration' });
}

async function fillValid(page: Page, name = 'Sekar Ayuningtyas') {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill('sekar@kinara-tech.example');
  await page.getByLabel('Company').fill('PT Kinara Teknologi Nusantara');
  await page.getByLabel('Position/Title').fill('Chief Executive Officer');
  await page.getByLabel('Phone Number').fill('+62 812 0000 0000');
  await page.getByLabel('Number of Tickets').selectOption('2');
  await page.getByRole('checkbox').check();
}

test.describe('the registration page', () => {
  sweep(
    'shows the breadcrumb, the way back, the form and the event summary @timezone',
    async ({ page, problems }) => {
      const form = await openForm(page);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'Events', roomy.title, 'Register']);
      await expect(page.getByRole('link', { name: 'Back to Event Details' })).toHaveAttribute(
        'href',
        `/events/${roomy.slug}`,
      );
      await expect(
        form.getByRole('heading', { level: 1, name: 'Event Registration' }),
      ).toBeVisible();
      const summary = page.getByRole('complementary', { name: roomy.title });
      await expect(summary).toContainText(roomy.category);
      await expect(summary).toContainText(formatEventDate(roomy.date));
      await expect(summary).toContainText(roomy.location.address);
      await expect(summary).toContainText(`${spotsLeft(roomy)} left`);
      const bar = summary.getByRole('progressbar', { name: 'Places taken' });
      await expect(bar).toHaveAttribute(
        'aria-valuenow',
        String(Math.round((roomy.registeredCount / roomy.capacity) * 100)),
      );
      await expect(page.getByLabel('Number of Tickets').getByRole('option')).toHaveText([
        '1 ticket',
        '2 tickets',
        '3 tickets',
        '4 tickets',
        '5 tickets',
      ]);
      await expect(page.getByRole('checkbox')).not.toBeChecked();
      await expect(
        page.getByText(
          /may contact me about this event and send me event updates, reminders and related information/,
        ),
      ).toBeVisible();
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'an empty submit shows every message, summarised and inline, and focuses the summary',
    async ({ page, problems }) => {
      await openForm(page);
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expect(alert.getByRole('link')).toHaveText(MESSAGES);
      await expect(page.locator('[tabindex="-1"]:focus')).toContainText('There is a problem');
      for (const [field, message] of [
        ['Full Name', MESSAGES[0]],
        ['Email Address', MESSAGES[1]],
        ['Phone Number', MESSAGES[4]],
      ] as const) {
        const control = page.getByLabel(field);
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(`Error: ${message}`);
      }
      await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(`Error: ${MESSAGES[5]}`);
      expect(await axeViolations(page)).toEqual([]);
      await alert.getByRole('link', { name: 'Company is required' }).click();
      await expect(page.getByLabel('Company')).toBeFocused();
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'says when the e-mail is not valid, and editing a field clears only its error',
    async ({ page }) => {
      await openForm(page);
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByRole('alert').getByRole('link')).toContainText([
        'Please enter a valid email address',
      ]);
      await page.getByLabel('Full Name').fill('S');
      await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid');
      await expect(page.getByText('Full name is required')).toHaveCount(0);
      await expect(page.getByRole('alert').getByRole('link')).not.toContainText([
        'Full name is required',
      ]);
      await expect(page.getByLabel('Company')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Email Address')).toHaveValue('not-an-email');
    },
  );

  sweep(
    'keeps what was typed through a reload, until the registration succeeds',
    async ({ page }) => {
      await openForm(page);
      await page.getByLabel('Full Name').fill('Made Wiradana');
      await page.getByLabel('Referral Code').fill('NCN-2027');
      await page.getByLabel('Number of Tickets').selectOption('3');
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel('Full Name')).toHaveValue('Made Wiradana');
      await expect(page.getByLabel('Referral Code')).toHaveValue('NCN-2027');
      await expect(page.getByLabel('Number of Tickets')).toHaveValue('3');
    },
  );

  sweep(
    'processes for two seconds, once, then confirms, and the count does not change',
    async ({ page, problems }) => {
      await openForm(page);
      await fillValid(page);
      const submit = page.getByRole('button', { name: 'Complete Registration' });
      await submit.click();
      const processing = page.getByRole('button', { name: 'Processing Registration...' });
      await expect(processing).toBeDisabled();
      await processing.click({ force: true }).catch(() => {});
      const started = Date.now();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Registration Successful!' }),
      ).toBeVisible({ timeout: 5000 });
      expect(Date.now() - started).toBeGreaterThan(1000);
      await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeFocused();
      await expect(page.getByText('A confirmation email will be sent to')).toBeVisible();
      await expect(page.getByText('2 ticket(s) for Sekar Ayuningtyas')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Event Badge' })).toBeVisible();
      await expect(
        page.getByText(/digital badge and QR code will be emailed to you before the event/),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
        'href',
        '/events',
      );
      await expect(page.getByRole('button', { name: 'Print Confirmation' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print Confirmation' })).toBeHidden();
      await expect(page.getByText('2 ticket(s) for Sekar Ayuningtyas')).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      await page.goto(`/events/${roomy.slug}`);
      await expect(page.getByRole('region', { name: 'Event Details' })).toContainText(
        `Registered${roomy.registeredCount}`,
      );
      await page.goto(`/events/${roomy.slug}/register`);
      await waitForHydration(page);
      await expect(page.getByLabel('Full Name')).toHaveValue('');
      expect(problems).toEqual([]);
    },
  );

  sweep('shows hostile text as text', async ({ page, problems }) => {
    await openForm(page);
    await fillValid(
      page,
      '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> 🦄',
    );
    await page.getByLabel('Additional Notes').fill('x'.repeat(10_000));
    await expect(page.getByLabel('Additional Notes')).toHaveValue('x'.repeat(1000));
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByText('Registration Successful!')).toBeVisible({ timeout: 5000 });
    await expect(
      page.getByText(
        '2 ticket(s) for <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> 🦄',
      ),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(problems).toEqual([]);
  });

  sweep('offers no more tickets than the places left', async ({ page }) => {
    await openForm(page, nearlyFull.slug);
    await expect(page.getByLabel('Number of Tickets').getByRole('option')).toHaveCount(
      spotsLeft(nearlyFull),
    );
  });

  sweep(
    "cannot register for a full event: 'Event Full - Registration Closed'",
    async ({ page }) => {
      const form = await openForm(page, full.slug);
      await expect(
        page.getByRole('button', { name: 'Event Full - Registration Closed' }),
      ).toBeDisabled();
      // Nothing can be sent, so nothing can be typed; the fields' group is named by the notice.
      const fields = form.getByRole('group', {
        name: 'This event is full, so registration is closed.',
      });
      await expect(fields.getByLabel('Full Name')).toBeDisabled();
      await expect(form.getByRole('checkbox')).toBeDisabled();
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  sweep('cannot register for a past event reached by URL', async ({ page }) => {
    const form = await openForm(page, past.slug);
    await expect(page.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
    await expect(
      page.getByText('This event has already taken place, so registration is closed.'),
    ).toBeVisible();
    for (const control of await form.locator('input, select, textarea').all()) {
      await expect(control).toBeDisabled();
    }
    // The summary offers no spots for an event that is over: only the places that were taken.
    const summary = page.getByRole('complementary', { name: past.title });
    await expect(summary).not.toContainText('Available Spots');
    await expect(summary).not.toContainText(/\d+ left/);
    await expect(summary).toContainText(`${past.registeredCount} / ${past.capacity} registered`);
  });

  test('without JavaScript, a closed registration’s fields are disabled too', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/events/${full.slug}/register`);
    await expect(page.locator('#fullName')).toBeDisabled();
    await expect(
      page.getByRole('button', { name: 'Event Full - Registration Closed' }),
    ).toBeDisabled();
    await context.close();
  });
});
