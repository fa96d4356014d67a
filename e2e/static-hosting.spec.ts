import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { COMPILE_HINT } from '../scripts/rewrite/compile-hints.mjs';
import { startupScripts } from '../scripts/first-load-js.mjs';
import { deployNginxArgs, NGINX } from '../scripts/lib/nginx.mjs';
import { HEADERS_FILE, headersFor, parseHeadersFile } from '../scripts/lib/security-headers.mjs';
import { STARTER_PATH } from '../scripts/rewrite/start-when-parsed.mjs';
import { expect, test } from './support/fixtures';

/*
 * The hosting contract, checked against the static server behind `npm start` and against nginx
 * running deploy/nginx.conf (when nginx is installed; .ci/run installs it).
 */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4180);

function startNginx(): { stop: () => void } {
  const child: ChildProcess = spawn(NGINX!, deployNginxArgs({ port: NGINX_PORT }), {
    stdio: 'inherit',
  });
  return { stop: () => child.kill('SIGQUIT') };
}

const hosts: { name: string; baseURL: string; start?: () => { stop: () => void } }[] = [
  { name: 'the static server (npm start)', baseURL: BASE_URL },
  {
    name: 'nginx with deploy/nginx.conf',
    baseURL: `http://127.0.0.1:${NGINX_PORT}`,
    start: startNginx,
  },
];

for (const host of hosts) {
  test.describe(host.name, () => {
    test.describe.configure({ mode: 'serial' });
    let server: { stop: () => void } | undefined;
    let http: APIRequestContext;

    test.beforeAll(async () => {
      if (host.start) {
        test.skip(!NGINX, 'nginx is not installed (apt-get install nginx-light)');
        server = host.start();
      }
      http = await playwrightRequest.newContext({ baseURL: host.baseURL, maxRedirects: 0 });
      await expect
        .poll(async () => (await http.get('/').catch(() => null))?.status(), { timeout: 10_000 })
        .toBe(200);
    });

    test.afterAll(async () => {
      await http?.dispose();
      server?.stop();
    });

    test('serves pages at clean URLs', async () => {
      for (const path of ['/', '/about']) {
        const response = await http.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
      }
    });

    test('redirects a trailing slash to the one address of the page', async () => {
      const response = await http.get('/about/');
      expect(response.status()).toBe(301);
      expect(response.headers().location).toMatch(/\/about$/);
    });

    test('answers an unknown path with 404.html and status 404', async () => {
      for (const path of ['/no-such-page', '/ceo/no-such-profile', '/about/nothing/here']) {
        const response = await http.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text()).toContain('Oops! Page not found');
      }
    });

    test('serves the icon, sitemap, robots.txt and share image', async () => {
      const favicon = await http.get('/favicon.ico');
      expect(favicon.status()).toBe(200);
      expect(favicon.headers()['content-type']).toMatch(/icon/);
      const sitemap = await http.get('/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      expect(await sitemap.text()).toContain('/about</loc>');
      expect(await (await http.get('/robots.txt')).text()).toMatch(
        /Sitemap: https?:\/\/\S+\/sitemap\.xml/,
      );
      const og = await http.get('/og/default.png');
      expect(og.headers()['content-type']).toBe('image/png');
    });

    test("sends the export's security headers, as its _headers gives them, on every answer", async () => {
      const rules = parseHeadersFile(readFileSync(`out/${HEADERS_FILE}`, 'utf8'));
      const cases: [string, number, string][] = [
        ['/', 200, '/'],
        ['/id/about', 200, '/id/about'],
        ['/admin', 200, '/admin'],
        ['/_next/static/no-such-file.js', 404, '/404'],
        ['/no-such-page', 404, '/404'],
        ['/about/', 301, '/about/'],
        ['/favicon.ico', 200, '/favicon.ico'],
      ];
      for (const [path, status, as] of cases) {
        const response = await http.get(path);
        expect(response.status(), path).toBe(status);
        const expected = Object.entries(headersFor(rules, as));
        expect(expected.length, path).toBeGreaterThan(6);
        for (const [name, value] of expected)
          expect(response.headers()[name.toLowerCase()], `${path}: ${name}`).toBe(value);
      }
      // The files of headers are the servers' to read, not the visitors'.
      for (const path of [`/${HEADERS_FILE}`, `/${HEADERS_FILE}.nginx`])
        expect((await http.get(path)).status(), path).toBe(404);
    });

    test('compresses text and caches hashed assets for good', async () => {
      const page = await http.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(page.headers()['content-encoding']).toBe('gzip');
      const script = (await page.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
      expect(script).toBeTruthy();
      const asset = await http.get(script!);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toContain('immutable');
    });

    test('sends the scripts every page starts with compressed, under their compile hint', async () => {
      const started = await Promise.all(
        ['/', '/membership', '/id/gallery'].map(async (path) => [
          ...startupScripts(await (await http.get(path)).text()),
        ]),
      );
      const all = [...new Set(started.flat())];
      const hinted: string[] = [];
      for (const src of all) {
        const script = await http.get(src, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(script.headers()['content-encoding'], src).toBe('gzip');
        if ((await script.text()).startsWith(COMPILE_HINT)) hinted.push(src);
      }
      // Every page runs the starter's file (scripts/rewrite/start-when-parsed.mjs) and one file
      // that holds Next's and React's own chunks, which each page starts last
      // (scripts/rewrite/join-scripts.mjs); a page's own file compiles lazily.
      expect(hinted).toHaveLength(2);
      expect(hinted).toContain(STARTER_PATH);
      expect(all.length).toBeGreaterThan(hinted.length);
      for (const each of started) {
        expect(each.at(-1)).not.toBe(STARTER_PATH);
        expect(hinted).toContain(each.at(-1));
      }
    });

    test('serves the search index: its runtime as JavaScript, its hashed pieces cached for good', async () => {
      const runtime = await http.get('/pagefind/pagefind.js');
      expect(runtime.status()).toBe(200);
      expect(runtime.headers()['content-type']).toMatch(/javascript/);
      expect(runtime.headers()['cache-control']).not.toContain('immutable');
      const entry = await http.get('/pagefind/pagefind-entry.json');
      const { languages } = (await entry.json()) as {
        languages: Record<string, { hash: string; wasm: string }>;
      };
      expect(Object.keys(languages).sort()).toEqual(['en', 'id']);
      const meta = await http.get(`/pagefind/pagefind.${languages.id!.hash}.pf_meta`);
      expect(meta.status()).toBe(200);
      expect(meta.headers()['cache-control']).toContain('immutable');
      // Already gzip-compressed by Pagefind, which unpacks it itself: sent as it is.
      expect(meta.headers()['content-encoding']).toBeUndefined();
      expect((await meta.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      const wasm = await http.get(`/pagefind/wasm.${languages.id!.wasm}.pagefind`);
      expect(wasm.status()).toBe(200);
    });
  });
}
