/**
 * @jest-environment node
 */
/*
 * The contract between the build's rewrites (scripts/rewrite-export.mjs) and Next: a small app
 * (scripts/rewrite/fixture: two static routes, a dynamic segment, a client component, a local
 * font, a stylesheet) built with the Next installed beside the site, as the site is built. Its
 * output must have the shapes the rewrites rely on; rewritten, every page must start, hydrate and
 * move inside the app in a real browser. A Next upgrade that changes any of it fails here, before
 * any page ships slower (docs/upgrading-next.md).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { serveExport } from '../../scripts/bench/nginx.mjs';
import { sitePages } from '../../scripts/lib/files.mjs';
import { installedNext, rewriteExport } from '../../scripts/rewrite-export.mjs';
import { linkedStylesheets } from '../../scripts/rewrite/inline-css.mjs';
import { PRECEDENCE, START_ATTRIBUTE, STEPS_MODULE } from '../../scripts/rewrite/names.mjs';
import { payloadFile, startedScripts } from '../../scripts/rewrite/start-when-parsed.mjs';

const ROOT = join(__dirname, '..', '..');
const FIXTURE = join(ROOT, 'scripts', 'rewrite', 'fixture');
const FONT = join(
  ROOT,
  'node_modules',
  '@fontsource',
  'inter',
  'files',
  'inter-latin-400-normal.woff2',
);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JOINED = /^\/_next\/static\/chunks\/joined-[\da-f]{12}\.js$/;
/** The fixture's pages, as the export writes them. */
const PAGES = ['404.html', 'about.html', 'index.html', 'items/first.html', 'items/second.html'];

let app: string;
let out: string;
/** Each page of the export as Next wrote it, by its path under out/. */
const written = new Map<string, string>();

beforeAll(() => {
  // Under the site's root, so the app resolves next and react from the site's node_modules.
  mkdirSync(join(ROOT, '.contract'), { recursive: true });
  app = mkdtempSync(join(ROOT, '.contract', 'app-'));
  // nginx's workers read the export as another user.
  chmodSync(app, 0o755);
  cpSync(FIXTURE, app, { recursive: true });
  copyFileSync(FONT, join(app, 'app', 'contract-sans.woff2'));
  const build = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build', app], {
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`next build of the fixture failed:\n${build.stderr}`);
  out = join(app, 'out');
  for (const file of sitePages(out)) written.set(relative(out, file), readFileSync(file, 'utf8'));
}, 240_000);

afterAll(() => rmSync(app, { recursive: true, force: true }));

describe(`next ${installedNext()} writes the export as the rewrites expect`, () => {
  it('writes every route, the dynamic segment’s too, each with its payload file', () => {
    expect([...written.keys()].filter((page) => page !== '_not-found.html').sort()).toEqual(PAGES);
    for (const page of PAGES.filter((page) => page !== '404.html'))
      expect(existsSync(join(out, page.replace(/\.html$/, '.txt')))).toBe(true);
  });

  it('links each page’s stylesheet in <head>, with its precedence and a preload', () => {
    for (const [page, html] of written) {
      const head = html.slice(0, html.indexOf('</head>'));
      const sheets = linkedStylesheets(head);
      expect({ page, count: sheets.length }).toEqual({ page, count: 1 });
      expect(sheets[0]).toMatch(
        new RegExp(`href="/_next/static/[^"]+\\.css"[^>]*data-precedence="${PRECEDENCE}"`),
      );
    }
  });
});

describe('rewritten, the export', () => {
  beforeAll(() => {
    rewriteExport(out, { verify: false, log: () => {} });
  });

  it('has every page rewritten: the stylesheet inline, one starter, the payload a file', () => {
    const shared = new Set<string>();
    for (const [page] of written) {
      const html = readFileSync(join(out, page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect({ page, linked: linkedStylesheets(head).length }).toEqual({ page, linked: 0 });
      expect(html.match(new RegExp(`<script ${START_ATTRIBUTE}=`, 'g'))).toHaveLength(1);
      // The scripts joined: the page's own file (if it has scripts of its own), then the shared one,
      // the same on every page; the app started in steps.
      const files = startedScripts(html);
      expect(files.length).toBeGreaterThanOrEqual(1);
      expect(files.length).toBeLessThanOrEqual(2);
      for (const file of files) expect(file).toMatch(JOINED);
      shared.add(files.at(-1)!);
      expect(html).toContain(`"runtimeModuleIds":["${STEPS_MODULE}"]`);
      if (page !== '404.html' && page !== '_not-found.html')
        expect(payloadFile(html)).toMatch(/\.txt\?v=[\da-f]{12}$/);
    }
    expect(shared.size).toBe(1);
  });

  describe('in a browser', () => {
    let browser: Browser;
    let server: { origin: string; stop: () => void };
    const problems: string[] = [];

    beforeAll(async () => {
      server = await serveExport(out, 4690 + (process.pid % 50));
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      server?.stop();
    });

    it('starts, hydrates and moves inside the app, with no error', async () => {
      const page = await browser.newPage();
      // Every request answered (the fixture has no icon: the browser's own guess at one aside).
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
          problems.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${server.origin}/`);
      // Once React has claimed the client component, it counts.
      await page.waitForFunction(
        () =>
          Object.keys(document.querySelector('button') ?? {}).some((key) =>
            key.startsWith('__reactProps$'),
          ),
        null,
        { timeout: 30_000 },
      );
      await page.getByRole('button', { name: 'Count 0' }).click();
      await page.getByRole('button', { name: 'Count 1' }).waitFor({ timeout: 10_000 });
      // A move inside the app keeps the document (the marker survives) and shows the next page.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('link', { name: 'First item' }).click();
      await page.waitForFunction(
        () => document.querySelector('h1')?.textContent === 'Item first',
        null,
        {
          timeout: 30_000,
        },
      );
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      expect(problems).toEqual([]);
    }, 60_000);
  });
});
