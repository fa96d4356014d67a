/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startupScripts } from '../../scripts/first-load-js.mjs';
import { START_ATTRIBUTE, startAfterCss, startAfterCssIn } from '../../scripts/start-after-css.mjs';

// A page as Next writes it (abridged): React's resources first in <head>, then the metadata and
// the root layout's inline script; Next's payload and bootstrap at the end of <body>.
const FONT =
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin=""/>';
const SHEET =
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const SHEET_2 =
  '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/>';
const PRELOAD =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>';
const FILE = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const TAPS = '<script>(function(){document.addEventListener("click",function(){})})()</script>';
const POLYFILLS = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
const NO_SCRIPT_CSS = '<noscript><style>[data-tabs]{display:none}</style></noscript>';
const JSON_LD = '<script type="application/ld+json">{"@type":"Event"}</script>';
const BOOT =
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>';
const PAYLOAD_0 = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const PAYLOAD_1 = '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>';
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${FONT}${SHEET}${SHEET_2}${PRELOAD}` +
  `${FILE('webpack')}${FILE('main')}<title>Events</title>${TAPS}${NO_SCRIPT_CSS}${POLYFILLS}</head>` +
  `<body><main><h1>Events</h1>${JSON_LD}</main>${BOOT}${FILE('page')}${PAYLOAD_0}${PAYLOAD_1}</body></html>`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('</head>'));

describe('startAfterCss', () => {
  const page = startAfterCss(PAGE);

  it('puts the stylesheets after the inline script of <head>, with a preload at their place', () => {
    expect(head(page)).toContain(
      `${FONT}<link rel="preload" as="style" href="/_next/static/chunks/site.css"/>` +
        '<link rel="preload" as="style" href="/_next/static/chunks/page.css"/><title>',
    );
    // Before the <style> that followed them, so the cascade keeps its order.
    expect(head(page)).toContain(`${TAPS}${SHEET}${SHEET_2}${NO_SCRIPT_CSS}${POLYFILLS}`);
  });

  it("leaves Next's inline scripts in <body>, where the starter follows them", () => {
    expect(body(page)).toMatch(
      new RegExp(
        `^</head><body><main>.*</main>${escape(BOOT + PAYLOAD_0 + PAYLOAD_1)}<script ${START_ATTRIBUTE}=`,
      ),
    );
  });

  it("replaces Next's script tags and script preloads by one starter at the end of <body>", () => {
    expect(page).not.toMatch(/<script src="[^"]*" async="">/);
    expect(page).not.toContain('as="script"');
    const start = page.match(
      new RegExp(`<script ${START_ATTRIBUTE}="([^"]*)">[^<]*</script></body>`),
    );
    expect(start?.[1]?.split(' ')).toEqual([
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/main.js',
    ]);
  });

  it('leaves the rest where it was: the page, data blocks, nomodule polyfills, the inline scripts of <head>', () => {
    expect(body(page)).toContain(`<body><main><h1>Events</h1>${JSON_LD}</main>`);
    expect(head(page)).toContain(`<title>Events</title>${TAPS}`);
  });

  it('counts the same first-load scripts as the page before (npm run size)', () => {
    expect(startupScripts(page)).toEqual(startupScripts(PAGE));
    expect(startupScripts(page).size).toBe(3);
  });

  it('rewrites a page once, and leaves a page without a stylesheet as it is', () => {
    expect(startAfterCss(page)).toBe(page);
    // A data attribute is not the attribute it ends with.
    const lazy = '<script data-src="/_next/static/chunks/later.js" async=""></script>';
    expect(startAfterCss(PAGE.replace('</main>', `</main>${lazy}`))).toContain(lazy);
    // With no inline script in <head>, the stylesheets keep their place.
    expect(head(startAfterCss(PAGE.replace(TAPS, '')))).toContain(
      `${FONT}${SHEET}${SHEET_2}<title>`,
    );
    const bare = PAGE.replace(SHEET, '').replace(SHEET_2, '');
    expect(startAfterCss(bare)).toBe(bare);
    expect(startAfterCss('<p>no document</p>')).toBe('<p>no document</p>');
  });

  it('rewrites every page of an export', () => {
    const out = mkdtempSync(join(tmpdir(), 'start-after-css-'));
    try {
      writeFileSync(join(out, 'events.html'), PAGE);
      writeFileSync(join(out, 'plain.html'), '<html><head></head><body></body></html>');
      expect(startAfterCssIn(out)).toBe(1);
      expect(readFileSync(join(out, 'events.html'), 'utf8')).toBe(page);
      expect(startAfterCssIn(out)).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("the starter's script", () => {
  it('adds the listed scripts to <head>, in order, as async scripts', () => {
    const source = startAfterCss(PAGE).match(
      /<script data-start-scripts="[^"]*">([^<]*)<\/script>/,
    )?.[1];
    const appended: { src: string; async: boolean }[] = [];
    const element = () => ({ src: '', async: false });
    const document = {
      currentScript: { getAttribute: () => '/a.js /b.js' },
      createElement: element,
      head: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
    };
    new Function('document', source!)(document);
    expect(appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });
});
