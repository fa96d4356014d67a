import { getPartnershipPage } from '../data/partnership';
import { expect, sweep, test, waitForHydration } from './support/fixtures';

test.describe('the Partnership Opportunities page', () => {
  sweep('shows its sections, its packages and an Indonesian form', async ({ page, problems }) => {
    await page.goto('/partnership-opportunities');
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Partnership Opportunities' }),
    ).toBeVisible();
    const packages = page.getByRole('region', { name: 'Partnership Packages' });
    for (const [name, invites] of [
      ['Platinum', 10],
      ['Gold', 6],
      ['Silver', 4],
    ] as const) {
      await expect(
        packages.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }),
      ).toContainText(`${invites} VIP invites`);
    }
    await expect(
      page.getByRole('region', { name: 'Four Steps to Partnership' }).getByRole('listitem'),
    ).toHaveCount(4);
    const form = page.getByRole('form', { name: 'Formulir Pengajuan Kemitraan' });
    await expect(form).toBeVisible();
    expect(await form.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('id');
    // A package's button picks it in the form's optional package choice and focuses it.
    await packages.getByRole('link', { name: 'Apply for Gold' }).click();
    const select = form.getByLabel('Paket Kemitraan');
    await expect(select).toHaveValue('gold');
    await expect(select).toBeFocused();
    await expect(select).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
    expect(problems).toEqual([]);
  });

  sweep(
    'a package’s button carries the choice into the application, which stays optional',
    async ({ page, problems }) => {
      await page.goto('/id/partnership-opportunities');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Formulir Pengajuan Kemitraan' });
      const select = form.getByLabel('Paket Kemitraan');
      await expect(select).toHaveValue('');
      await expect(select).not.toHaveAttribute('aria-required', 'true');
      await page.getByRole('link', { name: 'Ajukan Paket Silver' }).click();
      await expect(select).toHaveValue('silver');
      await expect(select).toBeFocused();
      // Editable: the visitor may change it, or choose none.
      await select.selectOption('platinum');
      await form.getByLabel('Nama Lengkap').fill('Ratna Dewi');
      await form.getByLabel('Email').fill('ratna@arunaya.example');
      await form.getByLabel('Nama Perusahaan').fill('PT Arunaya');
      await form.getByLabel('Jabatan').fill('Direktur');
      await form.getByLabel('Nomor WhatsApp').fill('+62 811 0000 0000');
      await form.getByLabel('Jenis Kolaborasi').selectOption('research');
      await form.getByLabel('Target & Objektif').fill('Survei kepemimpinan');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Kirim Pengajuan', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Pengajuan Terkirim!' })).toBeFocused({
        timeout: 5000,
      });
      await expect(page.getByRole('definition').filter({ hasText: /^Platinum$/ })).toBeVisible();
      expect(problems).toEqual([]);
    },
  );

  test('without JavaScript, a package button still leads to the form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/partnership-opportunities');
    await page.getByRole('link', { name: 'Apply for Gold' }).click();
    await expect(page).toHaveURL(/#partnership-form$/);
    await expect(page.getByRole('form', { name: 'Formulir Pengajuan Kemitraan' })).toBeInViewport();
    await context.close();
  });

  sweep('answers its questions in the accordion, one at a time', async ({ page }) => {
    const [faq, next] = getPartnershipPage().faqs;
    await page.goto('/partnership-opportunities');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(section.getByText(faq!.answer)).toBeHidden();
    await section.getByRole('button', { name: faq!.question }).click();
    await expect(section.getByText(faq!.answer)).toBeVisible();
    await section.getByRole('button', { name: next!.question }).click();
    await expect(section.getByText(next!.answer)).toBeVisible();
    await expect(section.getByText(faq!.answer)).toBeHidden();
  });

  sweep(
    'shows the spec’s sections in order, quotes its partners, and offers readable types',
    async ({ page }) => {
      await page.goto('/partnership-opportunities');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        'Partnership Benefits',
        'Collaboration Types',
        'Partnership Packages',
        'Deliverables',
        'Four Steps to Partnership',
        'What Our Partners Say',
        'Frequently Asked Questions',
        'Formulir Pengajuan Kemitraan',
      ]);
      const quotes = page.getByRole('region', { name: 'What Our Partners Say' });
      for (const t of getPartnershipPage().testimonials) await expect(quotes).toContainText(t.name);
      const form = page.getByRole('form', { name: 'Formulir Pengajuan Kemitraan' });
      expect(await form.getByLabel('Jenis Kolaborasi').locator('option').allTextContents()).toEqual(
        [
          'Pilih salah satu',
          'Penyelenggaraan Acara Bersama',
          'Berbagi Wawasan',
          'Riset & Kajian',
          'Program CSR',
          'Kemitraan Media',
          'Pengembangan Talenta',
          'Lainnya',
        ],
      );
    },
  );
});

test.describe('the Sponsorship page', () => {
  sweep(
    'offers three packages whose buttons pick the package in the form',
    async ({ page, problems }) => {
      await page.goto('/sponsorship');
      await waitForHydration(page);
      const packages = page.getByRole('region', { name: 'Sponsorship Packages' });
      for (const [name, invites] of [
        ['Platinum', 10],
        ['Gold', 6],
        ['Silver', 3],
      ] as const) {
        await expect(
          packages.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }),
        ).toContainText(`${invites} VIP invites`);
      }
      await packages.getByRole('link', { name: 'Choose Silver' }).click();
      const select = page.getByLabel('Paket Sponsorship');
      await expect(select).toHaveValue('silver');
      await expect(select).toBeFocused();
      await expect(select).toBeInViewport();
      expect(new URL(page.url()).hash).toBe('');
      expect(problems).toEqual([]);
    },
  );

  sweep(
    'shows the spec’s sections in order and the five events a sponsor can target',
    async ({ page }) => {
      await page.goto('/sponsorship');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        'Sponsorship Benefits',
        'Sponsorship Packages',
        'Deliverables',
        'Events to Sponsor',
        'How to Become a Sponsor',
        'Formulir Pengajuan Sponsorship',
      ]);
      await expect(
        page.getByRole('region', { name: 'Events to Sponsor' }).getByRole('heading', { level: 3 }),
      ).toHaveText([
        'CEO Roundtable',
        'Conference',
        'Annual Summit',
        'Gala Dinner',
        'CSR Programme',
      ]);
      const form = page.getByRole('form', { name: 'Formulir Pengajuan Sponsorship' });
      expect(await form.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('id');
    },
  );

  sweep('a package’s button clears the package’s error as it picks one', async ({ page }) => {
    await page.goto('/sponsorship');
    await page.getByRole('button', { name: 'Kirim Pengajuan', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Pilih paket sponsorship' })).toBeVisible();
    const select = page.getByLabel('Paket Sponsorship');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('link', { name: 'Choose Gold' }).click();
    await expect(select).toHaveValue('gold');
    await expect(select).toBeFocused();
    await expect(select).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('link', { name: 'Choose Platinum' }).click();
    await expect(select).toHaveValue('platinum');
  });

  test('without JavaScript, a package button still leads to the form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sponsorship');
    await page.getByRole('link', { name: 'Choose Gold' }).click();
    await expect(page).toHaveURL(/#sponsorship-form$/);
    await expect(
      page.getByRole('form', { name: 'Formulir Pengajuan Sponsorship' }),
    ).toBeInViewport();
    await context.close();
  });
});
