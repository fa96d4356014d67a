import type { Page } from '@playwright/test';
import { getEvents } from '../data/events';
import { SITE } from '../data/site';
import { spotsLeft } from '../lib/events';
import {
  axeViolations,
  expect,
  holdScripts,
  recordHydratedWhenMarked,
  sweep,
  test,
  waitForHydration,
} from './support/fixtures';
import { EMPTY_SUBMIT_MESSAGES } from './support/form-messages';

type FormCase = {
  path: string;
  form: string;
  submit: string;
  submitting: string;
  summaryTitle: string;
  errorPrefix: string;
  /** Every message of an empty submit, in form order. */
  messages: string[];
  emailLabel: string;
  invalidEmail: string;
  fill: (page: Page, name: string) => Promise<void>;
  successTitle: string;
  promise: string | RegExp;
  again: string;
  home: string;
};

async function fillApplicant(page: Page, name: string) {
  await page.getByLabel('Nama Lengkap').fill(name);
  await page.getByLabel('Email').fill('ratna@arunaya.example');
  await page.getByLabel('Nama Perusahaan').fill('PT Arunaya Daya Terbarukan');
  await page.getByLabel('Jabatan').fill('Direktur Keberlanjutan');
  await page.getByLabel('Nomor WhatsApp').fill('+62 811 0000 0000');
}

const INDONESIAN = {
  submit: 'Kirim Pengajuan',
  submitting: 'Mengirim...',
  summaryTitle: 'Terdapat masalah',
  errorPrefix: 'Kesalahan',
  emailLabel: 'Email',
  invalidEmail: 'Format email tidak valid',
  again: 'Kirim Pengajuan Lain',
  home: 'Kembali ke Beranda',
};

const FORMS: FormCase[] = [
  {
    path: '/contact',
    form: 'Send us a message',
    submit: 'Send Message',
    submitting: 'Sending...',
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error',
    messages: EMPTY_SUBMIT_MESSAGES.contact,
    emailLabel: 'Email Address',
    invalidEmail: 'Please enter a valid email address',
    fill: async (page, name) => {
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel('Email Address').fill('sekar@kinara-tech.example');
      await page.getByLabel('Subject').fill('Membership');
      await page
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('How do I join the network?');
    },
    successTitle: 'Message Sent!',
    promise: /will reply to sekar@kinara-tech\.example within 24 hours/,
    again: 'Send Another Message',
    home: 'Back to Home',
  },
  {
    ...INDONESIAN,
    path: '/partnership-opportunities',
    form: 'Formulir Pengajuan Kemitraan',
    messages: EMPTY_SUBMIT_MESSAGES.partnership,
    fill: async (page, name) => {
      await fillApplicant(page, name);
      await page.getByLabel('Jenis Kolaborasi').selectOption({ label: 'Riset & Kajian' });
      await page.getByLabel('Target & Objektif').fill('Survei kepemimpinan nasional');
      await page.getByRole('checkbox').check();
    },
    successTitle: 'Pengajuan Terkirim!',
    promise: /dalam 1–2 hari kerja/,
  },
  {
    ...INDONESIAN,
    path: '/sponsorship',
    form: 'Formulir Pengajuan Sponsorship',
    messages: EMPTY_SUBMIT_MESSAGES.sponsorship,
    fill: async (page, name) => {
      await fillApplicant(page, name);
      await page.getByLabel('Paket Sponsorship').selectOption('gold');
      await page.getByLabel('Event Target').selectOption('gala');
      await page.getByRole('checkbox').check();
    },
    successTitle: 'Pengajuan Sponsorship Terkirim!',
    promise: /paket Gold telah kami terima/,
  },
  {
    path: '/membership',
    form: 'Membership Application',
    submit: 'Submit Application',
    submitting: 'Sending...',
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error',
    messages: EMPTY_SUBMIT_MESSAGES.membership,
    emailLabel: 'Email Address',
    invalidEmail: 'Please enter a valid email address',
    fill: async (page, name) => {
      const form = page.getByRole('form', { name: 'Membership Application' });
      await form.getByLabel('Full Name').fill(name);
      await form.getByLabel('Email Address').fill('sekar@kinara-tech.example');
      await form.getByLabel('Company').fill('PT Kinara Teknologi Nusantara');
      await form.getByLabel('Position/Title').fill('President Director');
      await form.getByLabel('Phone Number').fill('+62 21 5550 0101');
      await form.getByLabel('Industry').selectOption('Technology');
      await form.getByLabel('Province').selectOption('DKI Jakarta');
      await form.getByLabel('Years in a Board Role').fill('8');
      await form.getByLabel('Membership Tier').selectOption('full');
      await form.getByLabel('Why would you like to join?').fill('To learn from my peers.');
      await page.getByRole('checkbox').check();
    },
    successTitle: 'Application Received!',
    promise: /received your application for the Full Member tier/,
    again: 'Start a New Application',
    home: 'Back to Home',
  },
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

for (const c of FORMS) {
  test.describe(`the form on ${c.path}`, () => {
    sweep(
      'an empty submit lists every message, focused, and marks each field',
      async ({ page, problems }) => {
        await open(page, c.path);
        const form = page.getByRole('form', { name: c.form });
        await form.getByRole('button', { name: c.submit }).click();
        const alert = form.getByRole('alert');
        await expect(alert.getByRole('heading', { name: c.summaryTitle })).toBeVisible();
        await expect(alert.getByRole('link')).toHaveText(c.messages);
        await expect(page.locator('[tabindex="-1"]:focus')).toContainText(c.summaryTitle);
        const email = form.getByLabel(c.emailLabel);
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toHaveAccessibleDescription(`${c.errorPrefix}: ${c.messages[1]}`);
        expect(await axeViolations(page)).toEqual([]);
        await alert.getByRole('link', { name: c.messages[2] }).click();
        await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
        expect(problems).toEqual([]);
      },
    );

    sweep(
      'a malformed e-mail is named; editing a field clears only its error',
      async ({ page }) => {
        await open(page, c.path);
        const form = page.getByRole('form', { name: c.form });
        const email = form.getByLabel(c.emailLabel);
        await email.fill('not-an-email');
        await form.getByRole('button', { name: c.submit }).click();
        await expect(form.getByRole('alert').getByRole('link')).toContainText([c.invalidEmail]);
        await email.fill('still@wrong');
        await expect(email).not.toHaveAttribute('aria-invalid');
        await expect(form.getByRole('alert').getByRole('link')).not.toContainText([c.invalidEmail]);
        await expect(form.getByRole('alert').getByRole('link')).toContainText([c.messages[0]!]);
        await expect(email).toHaveValue('still@wrong');
      },
    );

    sweep('keeps what was typed through a reload', async ({ page }) => {
      await open(page, c.path);
      await c.fill(page, 'Made Wiradana');
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('#fullName')).toHaveValue('Made Wiradana');
      await expect(page.locator('#email')).not.toHaveValue('');
    });

    sweep(
      `sends once, showing '${c.submitting}', then the success screen`,
      async ({ page, problems }) => {
        await open(page, c.path);
        await c.fill(page, 'Sekar Ayuningtyas');
        const form = page.getByRole('form', { name: c.form });
        await form.getByRole('button', { name: c.submit }).click();
        const started = Date.now();
        const busy = form.getByRole('button', { name: c.submitting });
        await expect(busy).toBeDisabled();
        await busy.click({ force: true }).catch(() => {});
        await form
          .locator('#fullName')
          .press('Enter')
          .catch(() => {});
        const heading = page.getByRole('heading', { name: c.successTitle });
        await expect(heading).toBeVisible({ timeout: 5000 });
        expect(Date.now() - started).toBeGreaterThan(1000);
        await expect(heading).toBeFocused();
        await expect(page.getByText(c.promise)).toBeVisible();
        await expect(page.getByRole('link', { name: c.home })).toHaveAttribute('href', '/');
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: c.again }).click();
        await expect(page.locator('#fullName')).toHaveValue('');
        await expect(page.locator('#fullName')).toBeFocused();
        await page.reload();
        await waitForHydration(page);
        await expect(page.locator('#fullName')).toHaveValue('');
        expect(problems).toEqual([]);
      },
    );

    sweep('shows hostile text as text', async ({ page, problems }) => {
      await open(page, c.path);
      const hostile =
        '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> 🦄 مرحبا';
      await c.fill(page, hostile);
      const long = 'x'.repeat(10_000);
      const textarea = page.locator('form textarea').first();
      await textarea.fill(long);
      expect((await textarea.inputValue()).length).toBeLessThan(long.length);
      await page.getByRole('button', { name: c.submit }).click();
      await expect(page.getByRole('heading', { name: c.successTitle })).toBeVisible({
        timeout: 5000,
      });
      await expect(page.getByText(hostile, { exact: true }).first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined();
      expect(problems).toEqual([]);
    });
  });
}

/*
 * A value without spaces (a pasted link, a long e-mail address) must wrap on the success screen,
 * never widen the page (WCAG 1.4.10): checked on a phone and on a desktop.
 */
const LONG = 'W'.repeat(300);
const LONG_EMAIL = 'a.very.long.local.part.without.spaces.0123456789@sub.domain.example.com';
const openEvent = getEvents().find((e) => e.status === 'upcoming' && spotsLeft(e) > 0)!;

type WrapCase = {
  path: string;
  /** Text fields filled with LONG (cut to each one's maxLength). */
  long: string[];
  /** The phone-like field, filled with digits up to its maxLength. */
  phone: string;
  /** Choices to make: id and value. */
  choose?: [string, string][];
  /** Other text to type: id and value. */
  type?: [string, string][];
  consent?: boolean;
  /** Whether the success screen repeats the last of `long` (the registration's does not). */
  repeats?: boolean;
  /** The success screen's heading. */
  heading: string;
};

const contact = { long: ['fullName', 'subject', 'message'], phone: 'phone' };
const partnership = {
  long: ['fullName', 'company', 'position', 'objectives', 'period'],
  phone: 'whatsapp',
  choose: [['collaborationType', 'research']] as [string, string][],
  consent: true,
  heading: '#form-success-title',
};
const sponsorship = {
  long: ['fullName', 'company', 'position', 'notes'],
  phone: 'whatsapp',
  choose: [
    ['package', 'gold'],
    ['eventTarget', 'gala'],
  ] as [string, string][],
  consent: true,
  heading: '#form-success-title',
};
const membership = {
  long: ['fullName', 'company', 'position', 'motivation'],
  phone: 'phone',
  choose: [
    ['industry', 'Technology'],
    ['province', 'DKI Jakarta'],
    ['tier', 'full'],
  ] as [string, string][],
  type: [['boardYears', '8']] as [string, string][],
  consent: true,
  heading: '#form-success-title',
};
const registration = {
  long: ['fullName', 'company', 'position', 'referralCode', 'notes'],
  phone: 'phone',
  consent: true,
  repeats: false,
  heading: '#registration-success',
};

const WRAP_CASES: WrapCase[] = [
  { path: '/contact', ...contact, heading: '#form-success-title' },
  { path: '/id/contact', ...contact, heading: '#form-success-title' },
  { path: '/membership', ...membership },
  { path: '/id/membership', ...membership },
  { path: '/partnership-opportunities', ...partnership },
  { path: '/id/partnership-opportunities', ...partnership },
  { path: '/sponsorship', ...sponsorship },
  { path: '/id/sponsorship', ...sponsorship },
  { path: `/events/${openEvent.slug}/register`, ...registration },
  { path: `/id/events/${openEvent.slug}/register`, ...registration },
];

const overflows = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

test.describe('the success screen, with values that have no spaces', () => {
  for (const c of WRAP_CASES) {
    sweep(`on ${c.path} wraps them, at 390 px and at 1280 px`, async ({ page, problems }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, c.path);
      const form = page.locator('form', { has: page.locator('#fullName') });
      for (const id of c.long) await form.locator(`#${id}`).fill(LONG);
      await form.locator('#email').fill(LONG_EMAIL);
      await form.locator(`#${c.phone}`).fill('0'.repeat(300));
      for (const [id, value] of c.choose ?? []) await form.locator(`#${id}`).selectOption(value);
      for (const [id, value] of c.type ?? []) await form.locator(`#${id}`).fill(value);
      if (c.consent) await form.locator('#consent').check();
      // The longest value each field allows (its maxLength) is what is sent and shown.
      const longest = await form.locator(`#${c.long.at(-1)}`).inputValue();
      expect(longest.length).toBeGreaterThan(50);
      await form.locator('button[type="submit"]').click();
      const heading = page.locator(c.heading);
      await expect(heading).toBeFocused({ timeout: 5000 });
      await expect(page.getByText(LONG_EMAIL).first()).toBeVisible();
      if (c.repeats !== false) {
        await expect(page.getByText(longest, { exact: true }).first()).toBeVisible();
      }
      expect(await overflows(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(heading).toBeVisible();
      expect(await overflows(page)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('while a form waits', () => {
  sweep(
    'its status region announces the submitting label, then is cleared',
    async ({ page, problems }) => {
      const c = FORMS[1]!; // partnership: 'Mengirim...'
      await open(page, c.path);
      const form = page.getByRole('form', { name: c.form });
      const status = form.locator('[data-form-status]');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).toHaveText('');
      await c.fill(page, 'Sekar Ayuningtyas');
      await form.getByRole('button', { name: c.submit }).click();
      await expect(status).toHaveText(c.submitting);
      await expect(status).toHaveCSS('position', 'absolute'); // visually hidden
      await expect(form.getByRole('button', { name: c.submitting })).toBeDisabled();
      await expect(page.getByRole('heading', { name: c.successTitle })).toBeFocused({
        timeout: 5000,
      });
      await expect(
        page.locator('[data-form-status]').filter({ hasText: c.submitting }),
      ).toHaveCount(0);
      await page.getByRole('button', { name: c.again }).click();
      await expect(
        page.getByRole('form', { name: c.form }).locator('[data-form-status]'),
      ).toHaveText('');
      expect(problems).toEqual([]);
    },
  );

  sweep('an invalid submit is never announced as sending', async ({ page }) => {
    const c = FORMS[0]!;
    await open(page, c.path);
    const form = page.getByRole('form', { name: c.form });
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.locator('[data-form-status]')).toHaveText('');
  });
});

/*
 * No form may put what was typed into a URL: before hydration (a slow phone) or with JavaScript
 * off, a click on the button or Enter in a field must not submit a GET with the values.
 */
const ALL_FORMS = [
  ...FORMS.map((c) => ({ path: c.path, submit: c.submit })),
  { path: '/events/nusantara-ceo-summit-2027/register', submit: 'Complete Registration' },
  { path: '/id/membership', submit: 'Kirim Permohonan' },
];

test.describe('without JavaScript', () => {
  for (const { path, submit } of ALL_FORMS) {
    test(`the form on ${path} keeps typed values out of the URL and says what to do`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(path);
      const url = page.url();
      await page.locator('#fullName').fill('Sekar Rahasia');
      await page.locator('#email').fill('sekar.rahasia@kinara-tech.example');
      await page.getByRole('button', { name: submit }).click();
      await page.locator('#email').press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).toBe(url);
      for (const requested of requests) {
        expect(requested).not.toMatch(/Rahasia|sekar\.rahasia|%40kinara/i);
      }
      await expect(page.locator('#fullName')).toHaveValue('Sekar Rahasia');
      const note = page.getByText(/needs JavaScript|memerlukan JavaScript/);
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: SITE.contact.email })).toHaveAttribute(
        'href',
        `mailto:${SITE.contact.email}`,
      );
      await context.close();
    });
  }
});

test.describe('before hydration', () => {
  sweep(
    'a submit does nothing, and what was typed survives hydration',
    async ({ page, problems }) => {
      // Hold the page's scripts back, as a slow phone would, until the visitor has typed.
      const release = await holdScripts(page);
      await page.goto('/contact', { waitUntil: 'commit' });
      await page.locator('#fullName').fill('Sekar Ayuningtyas');
      await page.locator('#subject').fill('Early bird');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.locator('#subject').press('Enter');
      expect(new URL(page.url()).search).toBe('');
      release();
      await waitForHydration(page);
      await expect(page.locator('#fullName')).toHaveValue('Sekar Ayuningtyas');
      await page.locator('#email').fill('sekar@kinara-tech.example');
      await page.locator('#message').fill('Typed before the page was ready.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible({
        timeout: 5000,
      });
      await expect(page.getByText('Early bird', { exact: true })).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      expect(problems).toEqual([]);
    },
  );
});

test.describe('hydration', () => {
  // A form hydrates with the rest of its page's content, in the pass after the header's
  // (HydrateApart): the page counts as hydrated only once its form has, as the marker is the last
  // thing in that pass.
  for (const path of [...FORMS.map((c) => c.path), `/events/${openEvent.slug}/register`]) {
    test(`${path} is marked hydrated only once its form has hydrated`, async ({ page }) => {
      await recordHydratedWhenMarked(page, ['main form']);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated-when-marked', 'true');
    });
  }
});
