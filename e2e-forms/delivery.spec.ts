// The five forms of a site built with a receiver, in both editions, against the receiver itself
// (scripts/forms-stack.mjs, behind scripts/serve.mjs and, where installed, nginx with
// deploy/nginx.conf): each submission is stored, and staff find it on their page.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { getEvents } from '../data/events';
import type { Locale } from '../data/locales';
import { getMessages } from '../data/messages';
import { PRIVACY_NOTICE_VERSION, type FormId } from '../lib/forms/delivery';
import { spotsLeft } from '../lib/events';
import { localizePath } from '../lib/i18n/paths';
import { STAFF_EMAIL, STAFF_PASSWORD } from './stack';

const event = getEvents()
  .filter((e) => e.status === 'upcoming' && spotsLeft(e) >= 5)
  .sort((a, b) => a.date.localeCompare(b.date))[0]!;

type Visitor = { name: string; email: string };
type FormCase = {
  form: FormId;
  path: string;
  /** Fills every field validly with the visitor's name and address. */
  fill: (page: Page, locale: Locale, visitor: Visitor) => Promise<void>;
  submit: (locale: Locale) => string;
  success: (locale: Locale) => string;
};

/** A field by its whole label (a required field's ends with its marker, '*'). */
const byLabel = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\&/]/g, '\\$&')}\\s*\\*?$`));

async function fillIdentity(
  page: Page,
  labels: { fullName: string; email: string; company?: string; position?: string; phone: string },
  visitor: Visitor,
) {
  await byLabel(page, labels.fullName).fill(visitor.name);
  await byLabel(page, labels.email).fill(visitor.email);
  if (labels.company) await byLabel(page, labels.company).fill('PT Kinara Teknologi Nusantara');
  if (labels.position) await byLabel(page, labels.position).fill('President Director');
  await byLabel(page, labels.phone).fill('+62 21 5550 0101');
}

async function fillApplicant(page: Page, visitor: Visitor) {
  await fillIdentity(
    page,
    {
      fullName: 'Nama Lengkap',
      email: 'Email',
      company: 'Nama Perusahaan',
      position: 'Jabatan',
      phone: 'Nomor WhatsApp',
    },
    visitor,
  );
}

const FORMS: FormCase[] = [
  {
    form: 'contact',
    path: '/contact',
    fill: async (page, locale, visitor) => {
      const t = getMessages(locale).contact.form;
      await fillIdentity(page, t, visitor);
      await byLabel(page, t.subject).fill('Membership');
      await page.getByRole('textbox', { name: t.message, exact: true }).fill('How do I join? 🌺');
    },
    submit: (locale) => getMessages(locale).contact.form.submit,
    success: (locale) => getMessages(locale).contact.form.successTitle,
  },
  {
    form: 'partnership',
    path: '/partnership-opportunities',
    fill: async (page, _, visitor) => {
      await fillApplicant(page, visitor);
      const form = page.getByRole('form', { name: 'Formulir Pengajuan Kemitraan' });
      await form.getByLabel('Jenis Kolaborasi').selectOption({ label: 'Riset & Kajian' });
      await form.getByLabel('Target & Objektif').fill('Survei kepemimpinan nasional');
      await form.getByRole('checkbox').check();
    },
    submit: () => 'Kirim Pengajuan',
    success: () => 'Pengajuan Terkirim!',
  },
  {
    form: 'sponsorship',
    path: '/sponsorship',
    fill: async (page, _, visitor) => {
      await fillApplicant(page, visitor);
      const form = page.getByRole('form', { name: 'Formulir Pengajuan Sponsorship' });
      await form.getByLabel('Paket Sponsorship').selectOption('gold');
      await form.getByLabel('Event Target').selectOption('gala');
      await form.getByRole('checkbox').check();
    },
    submit: () => 'Kirim Pengajuan',
    success: () => 'Pengajuan Sponsorship Terkirim!',
  },
  {
    form: 'registration',
    path: `/events/${event.slug}/register`,
    fill: async (page, locale, visitor) => {
      await fillIdentity(page, getMessages(locale).registration.form, visitor);
      await page.getByRole('checkbox').check();
    },
    submit: (locale) => getMessages(locale).registration.form.submit,
    success: (locale) => getMessages(locale).registration.success.title,
  },
  {
    form: 'membership',
    path: '/membership',
    fill: async (page, locale, visitor) => {
      const t = getMessages(locale).membership.form;
      const form = page.getByRole('form', { name: t.title });
      await fillIdentity(page, t, visitor);
      await form.getByLabel(t.industry).selectOption('Technology');
      await form.getByLabel(t.province).selectOption('Maluku Utara');
      await form.getByLabel(t.boardYears).fill('8');
      await form.getByLabel(t.tier).selectOption('full');
      await form.getByLabel(t.referrer).fill('A member not in the directory');
      await form.getByLabel(t.motivation).fill('To learn from my peers.');
      await form.getByRole('checkbox').check();
    },
    submit: (locale) => getMessages(locale).membership.form.submit,
    success: (locale) => getMessages(locale).membership.success.title,
  },
];

const newVisitor = (): Visitor => {
  const token = randomBytes(4).toString('hex');
  return { name: `Sekar Ayuningtyas ${token}`, email: `sekar.${token}@kinara-tech.example` };
};

/** Logs in to the staff pages and opens one form's submissions. */
async function staffList(page: Page, form: FormId) {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto(`/staff/forms/${form}`);
}

for (const c of FORMS) {
  for (const locale of ['en', 'id'] as const) {
    test(`${c.form} (${locale}): stored, and listed on the staff page`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const visitor = newVisitor();
      await page.goto(localizePath(c.path, locale));
      await c.fill(page, locale, visitor);
      await page.getByRole('button', { name: c.submit(locale) }).click();
      await expect(page.getByRole('heading', { name: c.success(locale) })).toBeVisible({
        timeout: 15_000,
      });
      const reference =
        c.form === 'membership'
          ? (await page.getByText(/^NCN-\d{4}-[A-Z0-9]{6}$/).textContent())!.trim()
          : null;
      expect(problems).toEqual([]);

      await staffList(page, c.form);
      const row = page.getByRole('row').filter({ hasText: visitor.email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(visitor.name);
      if (reference) await expect(row).toContainText(reference);
      if (c.form === 'registration') await expect(row).toContainText(event.slug);
      await row.getByRole('link').first().click();
      const main = page.getByRole('main');
      await expect(main).toContainText(visitor.email);
      await expect(main).toContainText(PRIVACY_NOTICE_VERSION);
    });
  }
}

test('a lost connection keeps what was typed; the retry is stored once', async ({ page }) => {
  const visitor = newVisitor();
  await page.goto('/contact');
  await FORMS[0]!.fill(page, 'en', visitor);
  // The receiver cannot be reached: every try fails (the form tries three times).
  await page.route('**/api/forms/contact', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const failure = page.getByRole('form', { name: 'Send us a message' }).getByRole('alert');
  await expect(failure).toContainText('Your form was not sent', { timeout: 15_000 });
  await expect(failure).toContainText('We could not reach our server.');
  // Focused, so a screen reader reads it and the next Tab reaches 'Try again'.
  await expect(page.locator('[aria-labelledby="delivery-failure-title"]')).toBeFocused();
  await expect(byLabel(page, 'Full Name')).toHaveValue(visitor.name);
  await page.unroute('**/api/forms/contact');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible({
    timeout: 15_000,
  });
  await staffList(page, 'contact');
  await expect(page.getByRole('row').filter({ hasText: visitor.email })).toHaveCount(1);
});

test('the staff pages answer 401 without a session', async ({ request }) => {
  for (const path of ['/staff', '/staff/forms/contact', '/staff/forms/contact/export.csv']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(401);
  }
});
