import type { Page } from '@playwright/test';
import { getCeos } from '../data/ceos';
import { getMembershipPage } from '../data/membership';
import { getProvincialBoards } from '../data/provincial-boards';
import { SITE } from '../data/site';
import { formatIdr } from '../lib/currency';
import { axeViolations, expect, sweep, test } from './support/fixtures';
import { expectShareImage, jsonLdOf } from './support/publications';

/*
 * The Membership page: the ways to it, its tiers, and the application form's own behaviour (the
 * battery every form passes, from the empty submit to the success screen and JavaScript off, is
 * in forms.spec.ts).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const REFERENCE = /^NCN-(\d{4})-[A-HJ-NP-Z2-9]{6}$/;

/** This year in Jakarta (WIB, UTC+7), as the reference writes it. */
const jakartaYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

type Words = {
  path: string;
  form: string;
  submit: string;
  fullName: string;
  email: string;
  company: string;
  position: string;
  phone: string;
  industry: string;
  province: string;
  years: string;
  tier: string;
  referrer: string;
  linkedin: string;
  motivation: string;
};

const ENGLISH: Words = {
  path: '/membership',
  form: 'Membership Application',
  submit: 'Submit Application',
  fullName: 'Full Name',
  email: 'Email Address',
  company: 'Company',
  position: 'Position/Title',
  phone: 'Phone Number',
  industry: 'Industry',
  province: 'Province',
  years: 'Years in a Board Role',
  tier: 'Membership Tier',
  referrer: 'Referring Member',
  linkedin: 'LinkedIn Profile URL',
  motivation: 'Why would you like to join?',
};

const INDONESIAN: Words = {
  path: '/id/membership',
  form: 'Formulir Permohonan Keanggotaan',
  submit: 'Kirim Permohonan',
  fullName: 'Nama Lengkap',
  email: 'Alamat Email',
  company: 'Nama Perusahaan',
  position: 'Jabatan',
  phone: 'Nomor Telepon',
  industry: 'Bidang Industri',
  province: 'Provinsi',
  years: 'Lama Menjabat sebagai Direktur atau Komisaris (tahun)',
  tier: 'Tingkat Keanggotaan',
  referrer: 'Anggota Perujuk',
  linkedin: 'URL Profil LinkedIn',
  motivation: 'Mengapa Anda ingin bergabung?',
};

async function fill(page: Page, w: Words, values: Partial<Record<keyof Words, string>> = {}) {
  const form = page.getByRole('form', { name: w.form });
  await form.getByLabel(w.fullName).fill(values.fullName ?? 'Sekar Ayuningtyas');
  await form.getByLabel(w.email).fill('sekar@kinara-tech.example');
  await form.getByLabel(w.company).fill('PT Kinara Teknologi Nusantara');
  await form.getByLabel(w.position).fill('President Director');
  await form.getByLabel(w.phone).fill('+62 21 5550 0101');
  await form.getByLabel(w.industry).selectOption('Technology');
  await form.getByLabel(w.province).selectOption('Jawa Barat');
  await form.getByLabel(w.years).fill(values.years ?? '8');
  await form.getByLabel(w.tier).selectOption('full');
  if (values.referrer) await form.getByLabel(w.referrer).fill(values.referrer);
  if (values.linkedin) await form.getByLabel(w.linkedin).fill(values.linkedin);
  await form.getByLabel(w.motivation).fill('To learn from peers who lead regional companies.');
  await form.getByRole('checkbox').check();
}

test.describe('the ways to the Membership page', () => {
  sweep("'Join Now' on the home page leads there, in both editions", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL('/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await page.goto('/id');
    await page.getByRole('link', { name: 'Bergabung Sekarang' }).click();
    await expect(page).toHaveURL('/id/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Keanggotaan' })).toBeVisible();
  });

  for (const path of ['/about', '/ceo-directory']) {
    sweep(`'Become a member' closes ${path} and leads there`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: 'Become a member' }).click();
      await expect(page).toHaveURL('/membership');
    });
  }

  sweep('the footer and the Contact Us page lead there', async ({ page }) => {
    await page.goto('/contact');
    await expect(
      page.getByRole('region', { name: 'Other ways to work with us' }).getByRole('link'),
    ).toHaveText(['Membership', 'Partnership', 'Sponsorship', 'CSR & Donation', 'Crowdfunding']);
    await page
      .getByRole('navigation', { name: 'The Network' })
      .getByRole('link', { name: 'Membership' })
      .click();
    await expect(page).toHaveURL('/membership');
  });
});

test.describe('the Membership page', () => {
  sweep(
    'shows the tiers with their annual fees; a tier’s button picks it in the form',
    async ({ page, problems }) => {
      await page.goto('/membership');
      const tiers = page.getByRole('region', { name: 'Membership Tiers' });
      for (const tier of getMembershipPage().tiers) {
        await expect(
          tiers
            .getByRole('listitem')
            .filter({ has: page.getByRole('heading', { name: tier.name }) }),
        ).toContainText(`${formatIdr(tier.annualFee)} a year`);
      }
      await tiers.getByRole('link', { name: 'Apply as Patron Member' }).click();
      const select = page
        .getByRole('form', { name: 'Membership Application' })
        .getByLabel('Membership Tier');
      await expect(select).toHaveValue('patron');
      await expect(select).toBeFocused();
      await expect(select).toBeInViewport();
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'says who may join, what members get, the tiers, the steps, the FAQ, then the application',
    async ({ page }) => {
      const content = getMembershipPage();
      await page.goto('/membership');
      await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        'Who May Join',
        'What Members Get',
        'Membership Tiers',
        'From Application to Welcome',
        'Frequently Asked Questions',
        'Membership Application',
      ]);
      const eligibility = page.getByRole('region', { name: 'Who May Join' });
      await expect(eligibility.getByRole('listitem')).toHaveCount(
        content.eligibility.criteria.length,
      );
      await expect(eligibility).toContainText(/director .* or a commissioner/);
      await expect(eligibility).toContainText('at least 2 years');
      const benefits = page.getByRole('region', { name: 'What Members Get' });
      for (const promise of [
        'The full CEO Directory',
        '200+ member profiles',
        'Priority and discounts at events',
      ]) {
        await expect(benefits).toContainText(promise);
      }
      const tiers = page.getByRole('region', { name: 'Membership Tiers' });
      expect(content.tiers.map((tier) => tier.name)).toEqual([
        'Associate Member',
        'Full Member',
        'Patron Member',
      ]);
      for (const tier of content.tiers) {
        const card = tiers
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: tier.name }) });
        await expect(card).toContainText(`${tier.eventDiscount}% off event fees`);
        const apply = card.getByRole('link', { name: `Apply as ${tier.name}` });
        await expect(apply).toHaveAttribute('href', '#apply');
        await expect(apply).toHaveAttribute('data-membership-tier', tier.id);
      }
      const steps = page.getByRole('region', { name: 'From Application to Welcome' });
      await expect(steps.getByRole('listitem')).toHaveCount(content.steps.length);
      await expect(steps).toContainText('Within 2 working days');
      await expect(steps).toContainText('Within 14 working days');
    },
  );

  sweep('answers its questions in the accordion', async ({ page }) => {
    const [first] = getMembershipPage().faqs;
    await page.goto('/membership');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByText(first!.answer)).toBeHidden();
    await faq.getByRole('button', { name: first!.question }).click();
    await expect(faq.getByText(first!.answer)).toBeVisible();
  });

  sweep(
    'offers the spec’s industries and every province of the provincial boards, each with a way out',
    async ({ page }) => {
      await page.goto('/membership');
      const form = page.getByRole('form', { name: 'Membership Application' });
      const options = (label: string) => form.getByLabel(label).locator('option').allTextContents();
      const industries = await options(ENGLISH.industry);
      expect(industries).toEqual(
        expect.arrayContaining([
          'Choose one',
          'Technology',
          'Fashion & Apparel',
          'Another industry',
        ]),
      );
      expect(industries).not.toContain('All Industries');
      // Every province of the 34 provincial boards, alphabetically, then a way out.
      const provinces = getProvincialBoards()
        .map((board) => board.province)
        .sort((a, b) => a.localeCompare(b, 'id'));
      expect(provinces).toHaveLength(34);
      expect(await options(ENGLISH.province)).toEqual([
        'Choose one',
        ...provinces,
        'Another province',
      ]);
      expect(await options(ENGLISH.tier)).toEqual([
        'Choose one',
        'Associate Member · Rp\u00a05.000.000 a year',
        'Full Member · Rp\u00a015.000.000 a year',
        'Patron Member · Rp\u00a040.000.000 a year',
      ]);
    },
  );

  test('has its title, share image and WebPage data offering the tiers', async ({ page }) => {
    const content = getMembershipPage();
    await page.goto('/membership');
    await expect(page).toHaveTitle(`Membership | ${SITE.name}`);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(escape(SITE.name)),
    );
    await expectShareImage(page, /\/og\/membership\.png$/);
    const webPage = (await jsonLdOf(page)).find((d) => d['@type'] === 'WebPage');
    expect(webPage).toMatchObject({
      '@context': 'https://schema.org',
      inLanguage: 'en',
      url: `${SITE.url}/membership`,
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: 'Home', item: SITE.url },
          { position: 2, name: 'Membership', item: `${SITE.url}/membership` },
        ],
      },
      mainEntity: { '@type': 'OfferCatalog', name: 'Membership Tiers' },
    });
    expect((webPage!.mainEntity as { itemListElement: unknown }).itemListElement).toEqual(
      content.tiers.map((tier) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: tier.name,
          price: tier.annualFee,
          priceCurrency: 'IDR',
          seller: { '@id': `${SITE.url}/#organization` },
        }),
      ),
    );
  });

  sweep('reads in Indonesian on /id/membership, fees written the same way', async ({ page }) => {
    await page.goto('/id/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Keanggotaan' })).toBeVisible();
    for (const text of ['Siapa yang Dapat Bergabung', 'Anggota Penuh', 'Kirim Permohonan']) {
      await expect(page.getByText(text).first()).toBeAttached();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('Rp 15.000.000 per tahun');
    await expect(main).not.toContainText('a year');
    expect((await jsonLdOf(page)).find((d) => d['@type'] === 'WebPage')).toMatchObject({
      inLanguage: 'id',
      url: `${SITE.url}/id/membership`,
    });
  });

  test('without JavaScript, a tier’s button still jumps to the form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/membership');
    await page.getByRole('link', { name: 'Apply as Full Member' }).click();
    await expect(page).toHaveURL(/\/membership#apply$/);
    await expect(page.getByRole('form', { name: 'Membership Application' })).toBeInViewport();
    await context.close();
  });
});

for (const w of [ENGLISH, INDONESIAN]) {
  test.describe(`the application on ${w.path}`, () => {
    const english = w === ENGLISH;

    sweep(
      'names each problem with its own message, inline and in the summary',
      async ({ page, problems }) => {
        await page.goto(w.path);
        const form = page.getByRole('form', { name: w.form });
        const cases: [string, string, string][] = english
          ? [
              [w.years, 'abc', 'Enter your years in a board role as a whole number, like 5'],
              [w.years, '1', 'Membership needs at least 2 years in a board role'],
              [w.years, '75', 'Years in a board role must be 60 or fewer'],
              [
                w.linkedin,
                'linkedin.com/company/kinara',
                'Please enter a valid LinkedIn profile URL',
              ],
            ]
          : [
              [w.years, 'abc', 'Tulis lama menjabat dalam bilangan bulat, misalnya 5'],
              [
                w.years,
                '1',
                'Keanggotaan mensyaratkan masa jabatan paling sedikit 2 tahun sebagai direktur atau komisaris',
              ],
              [w.years, '75', 'Lama menjabat paling banyak 60 tahun'],
              [
                w.linkedin,
                'linkedin.com/company/kinara',
                'Masukkan URL profil LinkedIn yang valid',
              ],
            ];
        await fill(page, w);
        for (const [label, value, message] of cases) {
          const control = form.getByLabel(label);
          await control.fill(value);
          await form.getByRole('button', { name: w.submit }).click();
          const alert = form.getByRole('alert');
          await expect(alert.getByRole('link')).toHaveText([message]);
          await expect(control).toHaveAttribute('aria-invalid', 'true');
          await expect(control).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
          await control.fill('');
          await expect(control).not.toHaveAttribute('aria-invalid');
          if (label === w.years) await control.fill('8');
        }
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      },
    );

    sweep('keeps choices, numbers and text through a reload', async ({ page }) => {
      await page.goto(w.path);
      await fill(page, w, { linkedin: 'linkedin.com/in/sekar-ayuningtyas' });
      await page.reload();
      const form = page.getByRole('form', { name: w.form });
      await expect(form.getByLabel(w.tier)).toHaveValue('full');
      await expect(form.getByLabel(w.province)).toHaveValue('Jawa Barat');
      await expect(form.getByLabel(w.years)).toHaveValue('8');
      await expect(form.getByLabel(w.linkedin)).toHaveValue('linkedin.com/in/sekar-ayuningtyas');
      await expect(form.getByRole('checkbox')).toBeChecked();
    });
  });
}

test.describe('the referring member', () => {
  test("suggests the directory's members, fetched only once the field is used", async ({
    page,
    problems,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ceo-directory/index.json')) indexRequests.push(request.url());
    });
    await page.goto('/membership');
    expect(indexRequests).toEqual([]);
    const referrer = page.getByRole('combobox', { name: 'Referring Member' });
    await referrer.focus();
    const options = page.locator(`datalist#${await referrer.getAttribute('list')} option`);
    await expect(options).toHaveCount(getCeos().length);
    expect(indexRequests).toHaveLength(1);
    const [first] = getCeos();
    await expect(options.first()).toHaveAttribute('value', first!.name);
    await expect(options.first()).toHaveText(first!.company);
    expect(problems).toEqual([]);
  });

  sweep('is sent when it names a member, whatever its case', async ({ page }) => {
    const member = getCeos()[1]!;
    await page.goto('/membership');
    await fill(page, ENGLISH, { referrer: ` ${member.name.toUpperCase()} ` });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible({
      timeout: 5000,
    });
    await expect(page.getByText(member.name.toUpperCase(), { exact: true })).toBeVisible();
  });

  test('is sent when it names a member the directory does not show (it shows 12 of ~3,000)', async ({
    page,
  }) => {
    await page.goto('/membership');
    await fill(page, ENGLISH, { referrer: 'Bonifasius Hendrawan' });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible({
      timeout: 5000,
    });
    await expect(page.getByText('Bonifasius Hendrawan', { exact: true })).toBeVisible();
  });
});

test.describe('the confirmation', () => {
  sweep(
    'gives a reference, repeats what was sent and says what happens next, and when',
    async ({ page, problems }) => {
      await page.goto('/membership');
      await fill(page, ENGLISH, { linkedin: 'https://www.linkedin.com/in/sekar-ayuningtyas' });
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const success = page.getByRole('region', { name: 'Application Received!' });
      await expect(success.getByRole('heading', { level: 2 })).toBeFocused({ timeout: 5000 });
      await expect(success).toContainText(
        'Thank you, Sekar Ayuningtyas. We have received your application for the Full Member tier.',
      );

      const reference = (await success.getByText(REFERENCE).textContent())!.trim();
      expect(REFERENCE.exec(reference)![1]).toBe(String(jakartaYear()));

      const sent = success.getByRole('definition');
      await expect(sent).toHaveText([
        'Sekar Ayuningtyas',
        'sekar@kinara-tech.example',
        'PT Kinara Teknologi Nusantara',
        'President Director',
        '+62 21 5550 0101',
        'Technology',
        'Jawa Barat',
        '8 years',
        `Full Member · ${formatIdr(15_000_000)} a year`,
        'https://www.linkedin.com/in/sekar-ayuningtyas',
        'To learn from peers who lead regional companies.',
      ]);
      const next = success.getByRole('listitem');
      await expect(next).toHaveCount(4);
      await expect(next.nth(0)).toContainText('Within 2 working days');
      await expect(next.nth(0)).toContainText(
        'We confirm receipt by e-mail to sekar@kinara-tech.example',
      );
      await expect(next.nth(1)).toContainText('Within 10 working days');
      await expect(next.nth(2)).toContainText('Within 14 working days');
      await expect(next.nth(2)).toContainText(
        `invoice for your first year (${formatIdr(15_000_000)})`,
      );
      expect(new URL(page.url()).search).toBe('');
      expect(await axeViolations(page)).toEqual([]);

      // Another application gets another reference.
      await success.getByRole('button', { name: 'Start a New Application' }).click();
      await fill(page, ENGLISH);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible({
        timeout: 5000,
      });
      const second = (await page.getByText(REFERENCE).textContent())!.trim();
      expect(second).not.toBe(reference);
      expect(problems).toEqual([]);
    },
  );

  sweep('prints alone, from its Print Confirmation button', async ({ page }) => {
    await page.goto('/id/membership');
    await fill(page, INDONESIAN);
    await page.getByRole('button', { name: 'Kirim Permohonan' }).click();
    const success = page.getByRole('region', { name: 'Permohonan Diterima!' });
    await expect(success).toBeVisible({ timeout: 5000 });
    await expect(success).toContainText('Dalam 2 hari kerja');
    await expect(success).toContainText('8 tahun');

    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await success.getByRole('button', { name: 'Cetak Konfirmasi' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(success).toBeVisible();
    await expect(success.getByText(REFERENCE)).toBeVisible();
    for (const hidden of [
      page.getByRole('heading', { level: 1, name: 'Keanggotaan' }),
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('heading', { name: 'Tingkat Keanggotaan', level: 2 }),
      page.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' }),
      success.getByRole('button', { name: 'Cetak Konfirmasi' }),
      success.getByRole('link', { name: 'Kembali ke Beranda' }),
    ]) {
      await expect(hidden).toBeHidden();
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('heading', { level: 1, name: 'Keanggotaan' })).toBeVisible();
  });
});
