import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { getMessages } from '../data/messages';
import { NGINX, deployNginxArgs } from '../scripts/lib/nginx.mjs';
import { scan } from '../scripts/observatory/scan.mjs';
import { HEADERS_FILE, headersFor, parseHeadersFile } from '../scripts/lib/security-headers.mjs';
import { freePort } from './support/cms';
import { FORM_CASES } from './support/form-cases';
import { exportedPages } from './support/pages';
import { expect, policyViolations, sweep, test } from './support/fixtures';

/*
 * The security headers the build writes (scripts/build-headers.mjs, docs/security.md), as the
 * export is served with them: the static server behind `npm start` here, which reads the export's
 * _headers, and deploy/nginx.conf over HTTPS, graded by MDN's HTTP Observatory. Every test of the
 * browser suite also fails on a breach of the policy (support/fixtures.ts), and so does every test
 * of the cross-engine suite in Firefox and WebKit (e2e-engines/support/site.ts); this file walks
 * every page and each kind of interaction on purpose.
 */

const rules = parseHeadersFile(readFileSync(`out/${HEADERS_FILE}`, 'utf8'));

/** The page, once what it fetches after hydration has come, has breached its policy nowhere. */
async function expectNoViolation(page: Page) {
  // What the page fetches after hydration (prefetches, the search index) may breach it too.
  await page.waitForLoadState('networkidle');
  expect(await policyViolations(page)).toEqual([]);
}

sweep.describe('every page, served with its policy, breaches none of it', () => {
  for (const path of [...exportedPages(), '/no-such-page']) {
    sweep(path, async ({ page }) => {
      const response = await page.goto(path);
      const expected = headersFor(rules, path === '/no-such-page' ? '/404' : path);
      expect(expected['Content-Security-Policy']).toMatch(/^default-src 'none'; script-src 'self'/);
      expect(response!.headers()['content-security-policy']).toBe(
        expected['Content-Security-Policy'],
      );
      expect(response!.headers()['x-frame-options']).toBe('DENY');
      await expectNoViolation(page);
    });
  }
});

const en = getMessages('en');

sweep.describe('each kind of interaction breaches none of it', () => {
  sweep('the menu opens and closes, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expectNoViolation(page);
  });

  sweep('the search dialog shows results (Pagefind and its WebAssembly)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: en.search.openLabel }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('leadership');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoViolation(page);
  });

  sweep('the lightbox opens on a photo and closes', async ({ page }) => {
    await page.goto('/gallery');
    await page.locator('main [data-photo-id]').first().click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expectNoViolation(page);
  });

  sweep('the language switch leads to the other edition', async ({ page }) => {
    await page.goto('/about');
    const language = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
    await language.getByRole('link', { name: 'ID' }).click();
    await expect(page).toHaveURL(/\/id\/about$/);
    await expectNoViolation(page);
  });

  for (const form of FORM_CASES) {
    sweep(`the form on ${form.path} shows its errors, then its confirmation`, async ({ page }) => {
      await page.goto(form.path);
      const submit = page.getByRole('main').getByRole('button', { name: form.submit });
      await submit.click();
      await expect(page.getByRole('alert').getByRole('heading')).toHaveText(form.summaryTitle);
      for (const [id, value] of form.text) await page.locator(`#${id}`).fill(value);
      for (const [id, value] of form.choose ?? []) await page.locator(`#${id}`).selectOption(value);
      if (form.consent) await page.locator('main form input[type=checkbox]').check();
      await submit.click();
      await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
      await expectNoViolation(page);
    });
  }
});

test('the editor at /admin runs under its own policy and breaches none of it', async ({ page }) => {
  // Not a page of the site: nothing hydrates; the editor's script starts once it is parsed.
  const response = await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toBe(headersFor(rules, '/admin')['Content-Security-Policy']);
  expect(policy).not.toBe(headersFor(rules, '/')['Content-Security-Policy']);
  expect(response!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // Decap has read its configuration and shows its login (decap-server is not running here: the
  // editing itself is e2e/cms.spec.ts, under the same policy).
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolation(page);
});

test.describe('deploy/nginx.conf over HTTPS', () => {
  test.describe.configure({ mode: 'serial' });
  let nginx: ChildProcess | undefined;
  let ports: { httpPort: number; httpsPort: number };
  let certificate: string;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(!NGINX, 'nginx is not installed (apt-get install nginx-light)');
    // A throwaway certificate for localhost, its own authority, valid for a day.
    certificate = testInfo.outputPath('localhost.pem');
    const key = testInfo.outputPath('localhost-key.pem');
    const openssl = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
        ...['-keyout', key, '-out', certificate],
      ],
      { encoding: 'utf8' },
    );
    expect(openssl.status, `openssl: ${openssl.stderr}`).toBe(0);
    ports = { httpPort: await freePort(), httpsPort: await freePort() };
    nginx = spawn(NGINX!, deployNginxArgs({ tls: { ...ports, certificate, key } }), {
      stdio: 'inherit',
    });
    const http = await playwrightRequest.newContext({ ignoreHTTPSErrors: true, maxRedirects: 0 });
    await expect
      .poll(
        async () =>
          (await http.get(`https://127.0.0.1:${ports.httpsPort}/`).catch(() => null))?.status(),
        { timeout: 10_000 },
      )
      .toBe(200);
    await http.dispose();
  });

  test.afterAll(async () => {
    if (!nginx || nginx.exitCode !== null) return;
    nginx.kill('SIGQUIT');
    await once(nginx, 'exit');
  });

  test('port 80 redirects to HTTPS, and HTTPS answers with HSTS', async () => {
    const http = await playwrightRequest.newContext({ ignoreHTTPSErrors: true, maxRedirects: 0 });
    const plain = await http.get(`http://127.0.0.1:${ports.httpPort}/about?x=1`, {
      headers: { host: 'www.nusantara-ceo.example' },
    });
    expect(plain.status()).toBe(301);
    expect(plain.headers().location).toBe('https://www.nusantara-ceo.example/about?x=1');
    const secure = await http.get(`https://127.0.0.1:${ports.httpsPort}/about`);
    expect(secure.status()).toBe(200);
    expect(secure.headers()['strict-transport-security']).toBe(
      headersFor(rules, '/about')['Strict-Transport-Security'],
    );
    expect(secure.headers()['content-security-policy']).toBe(
      headersFor(rules, '/about')['Content-Security-Policy'],
    );
    await http.dispose();
  });

  test("MDN's HTTP Observatory grades it A+", async ({}, testInfo) => {
    // The scanner is installed on first use (scripts/observatory/scan.mjs says how it runs
    // offline); it trusts the test certificate through NODE_EXTRA_CA_CERTS.
    test.setTimeout(240_000);
    const result = scan({ host: 'localhost', ...ports, ca: certificate });
    const tests = Object.fromEntries(
      Object.entries(result.tests).map(([name, t]) => [name, `${t.result} (${t.scoreModifier})`]),
    );
    testInfo.annotations.push({
      type: 'observatory',
      description: `${result.scan.grade} ${result.scan.score}/100: ${JSON.stringify(tests)}`,
    });
    expect(result.scan.grade, JSON.stringify(tests, null, 2)).toBe('A+');
    expect(result.scan.testsFailed).toBe(0);
    // Over a certificate the scanner trusts, from port 80 to HTTPS on the same host.
    expect(result.tests.redirection?.result).toBe('redirection-to-https');
    expect(result.tests['strict-transport-security']?.result).toBe(
      'hsts-implemented-max-age-at-least-six-months',
    );
    expect(result.tests['x-frame-options']?.result).toBe('x-frame-options-implemented-via-csp');
  });
});
