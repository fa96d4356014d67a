/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startupScripts } from '../../scripts/first-load-js.mjs';
import {
  IN_PLACE_ATTRIBUTE,
  START_ATTRIBUTE,
  WHEN_PARSED_TYPE,
  startAfterCss,
  startAfterCssIn,
} from '../../scripts/start-after-css.mjs';

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
const IN_PLACE = `<script ${IN_PLACE_ATTRIBUTE}="">document.title="Album Not Found"</script>`;
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${FONT}${SHEET}${SHEET_2}${PRELOAD}` +
  `${FILE('webpack')}${FILE('main')}<title>Events</title>${TAPS}${NO_SCRIPT_CSS}${POLYFILLS}</head>` +
  `<body><main><h1>Events</h1>${JSON_LD}${IN_PLACE}</main>${BOOT}${FILE('page')}${PAYLOAD_0}${PAYLOAD_1}</body></html>`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An inline script made inert, as the step writes it. */
const inert = (script: string) =>
  script.replaceAll('<script', `<script type="${WHEN_PARSED_TYPE}"`);
const STARTER = new RegExp(`<script ${START_ATTRIBUTE}="([^"]*)">([\\s\\S]*?)</script>`);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('</head>'));

describe('startAfterCss', () => {
  const page = startAfterCss(PAGE);

  it('puts the stylesheets after the inline script of <head>, with a preload at their place', () => {
    expect(head(page)).toContain(
      `${FONT}<link rel="preload" as="style" href="/_next/static/chunks/site.css"/>` +
        '<link rel="preload" as="style" href="/_next/static/chunks/page.css"/><title>',
    );
    // The starter just before them; the <style> that followed them still follows them, so the
    // cascade keeps its order.
    expect(head(page)).toMatch(
      new RegExp(
        `${escape(TAPS)}<script ${START_ATTRIBUTE}=[^>]*>[\\s\\S]*?</script>` +
          escape(`${SHEET}${SHEET_2}${NO_SCRIPT_CSS}${POLYFILLS}`),
      ),
    );
  });

  it("makes Next's inline scripts of <body> inert, in their order, with their attributes", () => {
    expect(body(page)).toMatch(
      new RegExp(
        `^</head><body><main>.*</main>${escape(inert(BOOT + PAYLOAD_0 + PAYLOAD_1))}</body></html>$`,
      ),
    );
    expect(body(page)).toContain(`<script type="${WHEN_PARSED_TYPE}" id="_R_">`);
  });

  it("replaces Next's script tags and script preloads by the starter's list", () => {
    expect(page).not.toMatch(/<script src="[^"]*" async="">/);
    expect(page).not.toContain('as="script"');
    expect(body(page)).not.toContain(START_ATTRIBUTE);
    expect(page.match(STARTER)?.[1]?.split(' ')).toEqual([
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/main.js',
    ]);
  });

  it('leaves the rest where it was: the page, data blocks, scripts marked to run in place, nomodule polyfills, the inline scripts of <head>', () => {
    expect(body(page)).toContain(`<body><main><h1>Events</h1>${JSON_LD}${IN_PLACE}</main>`);
    expect(head(page)).toContain(`<title>Events</title>${TAPS}`);
  });

  it('counts the same first-load scripts as the page before (npm run size)', () => {
    expect(startupScripts(page)).toEqual(startupScripts(PAGE));
    expect(startupScripts(page).size).toBe(3);
  });

  it('rewrites a page once, and leaves a page without a stylesheet as it is', () => {
    expect(startAfterCss(page)).toBe(page);
    // A data attribute is not the attribute it ends with: no file of the starter's.
    const lazy = '<script data-src="/_next/static/chunks/later.js" async=""></script>';
    const withLazy = startAfterCss(PAGE.replace('</main>', `</main>${lazy}`));
    expect(withLazy).toContain(inert(lazy));
    expect(withLazy.match(STARTER)?.[1]).toBe(page.match(STARTER)?.[1]);
    // With no inline script in <head>, the stylesheets keep their place, the starter before them.
    expect(head(startAfterCss(PAGE.replace(TAPS, '')))).toMatch(
      new RegExp(
        `${escape(FONT)}<script ${START_ATTRIBUTE}=[^>]*>[\\s\\S]*?</script>${escape(SHEET + SHEET_2)}<title>`,
      ),
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
  type Element = { name: string; attributes: { name: string; value: string }[]; text: string };
  type Listener = (event: { target: unknown }) => void;

  /** Runs the starter of a page with `sheets` stylesheets against a small stand-in document. */
  function starter(sheets: number, blocks: Element[]) {
    const source = startAfterCss(
      PAGE.replace(SHEET_2, sheets > 1 ? SHEET_2 : '').replace(SHEET, sheets ? SHEET : ''),
    ).match(STARTER)![2]!;
    const listeners: Record<string, Listener[]> = {};
    const ran: string[] = [];
    const added: { src: string; async: boolean }[] = [];
    const element = (name: string) => {
      const made: Element & Record<string, unknown> = { name, attributes: [], text: '' };
      made.setAttribute = (n: string, value: string) => made.attributes.push({ name: n, value });
      return made;
    };
    const document = {
      currentScript: { getAttribute: () => '/a.js /b.js' },
      createElement: element,
      addEventListener: (type: string, listener: Listener, capture: boolean) => {
        expect(capture || type === 'DOMContentLoaded').toBe(true);
        (listeners[type] ??= []).push(listener);
      },
      querySelectorAll: (selector: string) => {
        expect(selector).toBe(`script[type="${WHEN_PARSED_TYPE}"]`);
        return blocks.map((block) => ({
          ...block,
          replaceWith: (script: Element) =>
            ran.push(`${JSON.stringify(script.attributes)} ${script.text}`),
        }));
      },
      head: {
        appendChild: (script: { src: string; async: boolean }) =>
          added.push({ src: script.src, async: script.async }),
      },
    };
    const window = {
      addEventListener: (type: string, listener: Listener) =>
        (listeners[`window ${type}`] ??= []).push(listener),
    };
    new Function('document', 'window', source)(document, window);
    const fire = (type: string, target: unknown = null) =>
      listeners[type]?.forEach((listener) => listener({ target }));
    return { fire, ran, added };
  }
  const sheet = { localName: 'link', rel: 'stylesheet' };
  const block = (text: string, attributes: [string, string][] = []): Element => ({
    name: 'script',
    attributes: [['type', WHEN_PARSED_TYPE] as [string, string], ...attributes].map(
      ([name, value]) => ({ name, value }),
    ),
    text,
  });
  const files = [
    { src: '/a.js', async: true },
    { src: '/b.js', async: true },
  ];

  it('runs the inert blocks in order once the page is parsed, without their type', () => {
    const page = starter(2, [block('one()', [['id', '_R_']]), block('two()')]);
    expect(page.ran).toEqual([]);
    page.fire('DOMContentLoaded');
    expect(page.ran).toEqual(['[{"name":"id","value":"_R_"}] one()', '[] two()']);
  });

  it('adds the scripts, in order, once the page is parsed and every stylesheet has loaded or failed', () => {
    const page = starter(2, []);
    page.fire('load', sheet);
    page.fire('DOMContentLoaded');
    // A load that is not a stylesheet's does not count.
    page.fire('load', { localName: 'img' });
    page.fire('load', { localName: 'link', rel: 'preload' });
    expect(page.added).toEqual([]);
    page.fire('error', sheet);
    expect(page.added).toEqual(files);
    // Once only, whatever loads afterwards.
    page.fire('load', sheet);
    expect(page.added).toEqual(files);
  });

  it("starts them at the window's load if a stylesheet never said it loaded", () => {
    const page = starter(2, []);
    page.fire('DOMContentLoaded');
    page.fire('load', sheet);
    expect(page.added).toEqual([]);
    page.fire('window load');
    expect(page.added).toEqual(files);
    page.fire('load', sheet);
    expect(page.added).toEqual(files);
  });

  it('waits for the page to be parsed when the stylesheets came first (from the cache)', () => {
    const page = starter(1, []);
    page.fire('load', sheet);
    expect(page.added).toEqual([]);
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual(files);
  });
});
