/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startupScripts } from '../../scripts/first-load-js.mjs';
import { INLINED_ATTRIBUTE } from '../../scripts/rewrite/inline-css.mjs';
import {
  IMAGES_WAIT_MS,
  IN_PLACE_ATTRIBUTE,
  PAYLOAD_ATTRIBUTE,
  START_ATTRIBUTE,
  STARTER_PATH,
  WHEN_PARSED_TYPE,
  payloadFile,
  startWhenParsed,
  startWhenParsedIn,
  starterFile,
  starterFileSource,
} from '../../scripts/rewrite/start-when-parsed.mjs';

// A page as Next writes it (abridged), its stylesheet inlined by scripts/rewrite/inline-css.mjs:
// React's resources first in <head>, then the metadata and the root layout's inline script; Next's
// payload and bootstrap at the end of <body>.
const FONT =
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin=""/>';
const STYLE = `<link rel="stylesheet" href="data:text/css;charset=utf-8,body%7Bcolor:%23fff%7D" ${INLINED_ATTRIBUTE}="/_next/static/chunks/site.css"/>`;
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
const PAYLOAD_2 = '<script>self.__next_f.push([1,"2:[\\"\\u003c/a\\u003e\\"]\\n"])</script>';
/** The text of PAYLOAD_1 and PAYLOAD_2, as the export writes it in the page's `.txt`. */
const TEXT = '1:"$Sreact.fragment"\n2:["</a>"]\n';
const IN_PLACE = `<script ${IN_PLACE_ATTRIBUTE}="">document.title="Album Not Found"</script>`;
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${FONT}${PRELOAD}` +
  `${FILE('webpack')}${FILE('main')}<title>Events</title>${STYLE}${TAPS}${NO_SCRIPT_CSS}${POLYFILLS}</head>` +
  `<body><main><h1>Events</h1>${JSON_LD}${IN_PLACE}</main>${BOOT}${FILE('page')}${PAYLOAD_0}${PAYLOAD_1}${PAYLOAD_2}</body></html>`;
const FETCHED = { payload: TEXT, payloadPath: '/events.txt' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An inline script made inert, as the step writes it. */
const inert = (script: string) =>
  script.replaceAll('<script', `<script type="${WHEN_PARSED_TYPE}"`);
const STARTER = new RegExp(`<script ${START_ATTRIBUTE}="([^"]*)"[^>]*>([\\s\\S]*?)</script>`);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('</head>'));

describe('startWhenParsed', () => {
  const page = startWhenParsed(PAGE, FETCHED);

  it('puts the starter at the end of <head>, and leaves the rest of <head> where it was', () => {
    expect(head(page)).toMatch(
      new RegExp(
        `^${escape(`<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${FONT}<title>Events</title>${STYLE}${TAPS}${NO_SCRIPT_CSS}${POLYFILLS}`)}` +
          `<script ${START_ATTRIBUTE}=[^>]*>[\\s\\S]*?</script>$`,
      ),
    );
  });

  it("replaces Next's script tags and script preloads by the starter's list", () => {
    expect(page).not.toMatch(/<script src="[^"]*" async="">/);
    expect(page).not.toMatch(/<link\b[^>]*as="script"/);
    expect(body(page)).not.toContain(START_ATTRIBUTE);
    expect(page.match(STARTER)?.[1]?.split(' ')).toEqual([
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/main.js',
    ]);
  });

  it("takes out the payload's text and opening when the page's file holds exactly it, and names the file", () => {
    expect(body(page)).toMatch(
      new RegExp(`^</head><body><main>.*</main>${escape(inert(BOOT))}</body></html>$`),
    );
    expect(payloadFile(page)).toBe('/events.txt');
    expect(page.match(STARTER)?.[0]).toContain(` ${PAYLOAD_ATTRIBUTE}="/events.txt"`);
  });

  it('keeps the payload in the page when there is no file (the 404 page)', () => {
    const kept = startWhenParsed(PAGE);
    expect(body(kept)).toContain(inert(BOOT + PAYLOAD_0 + PAYLOAD_1 + PAYLOAD_2));
    expect(payloadFile(kept)).toBeUndefined();
  });

  it('refuses a payload that is not exactly the file, rather than ship it twice', () => {
    for (const [html, payload] of <[string, string][]>[
      [PAGE, `${TEXT}3:null\n`],
      [PAGE, TEXT.slice(1)],
      // Form state or binary data in the payload: the file is not all of it.
      [PAGE.replace(PAYLOAD_2, `${PAYLOAD_2}<script>self.__next_f.push([2,null])</script>`), TEXT],
    ])
      expect(() => startWhenParsed(html, { payload, payloadPath: '/events.txt' })).toThrow(
        /expected the payload blocks/,
      );
  });

  it('leaves the page itself alone: data blocks, scripts marked to run in place, nomodule polyfills', () => {
    expect(body(page)).toContain(`<body><main><h1>Events</h1>${JSON_LD}${IN_PLACE}</main>`);
    expect(head(page)).toContain(POLYFILLS);
  });

  it("counts the same first-load scripts as the page before, and the starter's file (npm run size)", () => {
    expect(starterFile(page)).toBe(STARTER_PATH);
    expect(starterFile(PAGE)).toBeUndefined();
    expect(startupScripts(page)).toEqual(new Set([...startupScripts(PAGE), STARTER_PATH]));
    expect(startupScripts(page).size).toBe(4);
  });

  it("keeps the page's own starter small: the rest is in the starter's file", () => {
    // On a slow phone every byte of the page is on the path to its first paint.
    expect(page.match(STARTER)?.[2]?.length).toBeLessThan(500);
    expect(STARTER_PATH).toMatch(/^\/_next\/static\/chunks\/start-[0-9a-f]{12}\.js$/);
    expect(STARTER_PATH).toBe(
      `/_next/static/chunks/start-${createHash('sha256').update(starterFileSource()).digest('hex').slice(0, 12)}.js`,
    );
  });

  it('refuses a page rewritten before, or without scripts to start, saying what it expected', () => {
    expect(() => startWhenParsed(page, FETCHED)).toThrow(/expected a page not yet rewritten/);
    // A data attribute is not the attribute it ends with: no file of the starter's.
    const lazy = '<script data-src="/_next/static/chunks/later.js" async=""></script>';
    const withLazy = startWhenParsed(PAGE.replace('</main>', `</main>${lazy}`), FETCHED);
    expect(withLazy).toContain(inert(lazy));
    expect(withLazy.match(STARTER)?.[1]).toBe(page.match(STARTER)?.[1]);
    const bare = PAGE.replace(PRELOAD, '').replaceAll(
      /<script src="[^"]*" async=""><\/script>/g,
      '',
    );
    expect(() => startWhenParsed(bare, FETCHED)).toThrow(/expected Next's script files/);
    expect(() => startWhenParsed('<p>no document</p>')).toThrow(/expected a page with <\/head>/);
  });

  it("rewrites every page of an export, fetching the payload from the page's .txt", () => {
    const out = mkdtempSync(join(tmpdir(), 'start-when-parsed-'));
    try {
      writeFileSync(join(out, 'events.html'), PAGE);
      writeFileSync(join(out, 'events.txt'), TEXT);
      writeFileSync(join(out, '404.html'), PAGE);
      expect(startWhenParsedIn(out)).toBe(2);
      // The file's address carries a hash of its text.
      const version = createHash('sha256').update(TEXT).digest('hex').slice(0, 12);
      expect(readFileSync(join(out, 'events.html'), 'utf8')).toBe(
        startWhenParsed(PAGE, { ...FETCHED, payloadPath: `/events.txt?v=${version}` }),
      );
      expect(readFileSync(join(out, '404.html'), 'utf8')).toBe(startWhenParsed(PAGE));
      expect(readFileSync(join(out, STARTER_PATH), 'utf8')).toBe(starterFileSource());
      // A page it cannot rewrite stops the build, naming the step, the page and what it expected.
      writeFileSync(join(out, 'plain.html'), '<html><head></head><body></body></html>');
      expect(() => startWhenParsedIn(out)).toThrow(
        /^start-when-parsed: 404\.html: expected a page not yet rewritten/,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("the starter's script", () => {
  type Attribute = { name: string; value: string };
  type Made = { name: string; attributes: Attribute[]; text: string; [key: string]: unknown };
  type Listener = () => void;
  type Response = { ok: boolean; status: number; text: () => Promise<string> };
  /** A stand-in <img>: its loading mode, whether it is complete, and its load/error listeners. */
  type Image = {
    loading: 'eager' | 'lazy';
    complete: boolean;
    listeners: Record<string, Listener[]>;
    addEventListener: (type: string, listener: Listener) => void;
  };
  const image = (loading: 'eager' | 'lazy', complete = false): Image => {
    const listeners: Record<string, Listener[]> = {};
    return {
      loading,
      complete,
      listeners,
      addEventListener: (type, listener) => (listeners[type] ??= []).push(listener),
    };
  };
  /** Lets the payload's promise, and what it starts, settle. */
  const settled = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  /** The image is in (or failed): it fires its event, as a browser would. */
  const settle = (img: Image, type: 'load' | 'error' = 'load') => {
    img.complete = true;
    img.listeners[type]?.forEach((listener) => listener());
  };

  /**
   * Runs the starter of `html` against a small stand-in document holding the given inert blocks,
   * images and inlined stylesheets; `fetch` answers the payload's request. The starter's file runs
   * as it comes in: right after the `DOMContentLoaded` that asked for it. Time is the test's:
   * `elapse(ms)` runs the timers due by then, and `painted()` the next frame and what it queued.
   */
  function starter(
    html: string,
    blocks: { attributes: [string, string][]; text: string }[],
    fetch: (url: string) => Promise<Response> = () => Promise.reject(new Error('no fetch')),
    images: Image[] = [],
    visibilityState: 'visible' | 'hidden' = 'visible',
  ) {
    const [tag, , source] = html.match(STARTER)!;
    const listeners: Record<string, Listener[]> = {};
    const ran: string[] = [];
    const added: { src: string; async: boolean }[] = [];
    const requested: string[] = [];
    const preloads: string[] = [];
    const links: string[] = [];
    let frames: (() => void)[] = [];
    const fetched: string[] = [];
    const element = (name: string) => {
      const made: Made = { name, attributes: [], text: '' };
      made.setAttribute = (n: string, value: string) => made.attributes.push({ name: n, value });
      return made;
    };
    let now = 0;
    let made = 0;
    const timers = new Map<number, { at: number; run: () => void }>();
    const setTimeout = (run: () => void, ms: number) => {
      const id = (made += 1);
      timers.set(id, { at: now + ms, run });
      return id;
    };
    const clearTimeout = (id: number) => timers.delete(id);
    const elapse = (ms: number) => {
      now += ms;
      for (const [id, timer] of timers)
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
    };
    const requestAnimationFrame = (run: () => void) => frames.push(run);
    // The starter's own element, which its file finds by its list.
    const currentScript = {
      getAttribute: (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null,
    };
    const document = {
      images,
      visibilityState,
      currentScript,
      querySelector: (selector: string) => {
        expect(selector).toBe(`script[${START_ATTRIBUTE}]`);
        return currentScript;
      },
      createElement: element,
      addEventListener: (type: string, listener: Listener) =>
        (listeners[type] ??= []).push(listener),
      querySelectorAll: (selector: string) => {
        if (selector === `[${INLINED_ATTRIBUTE}]`)
          return [
            {
              getAttribute: () => '/_next/static/chunks/site.css',
              after: (link: Made) =>
                links.push(
                  `${link.rel} ${link.attributes.map((a) => `${a.name}=${a.value}`).join(' ')}`,
                ),
            },
          ];
        expect(selector).toBe(`script[type="${WHEN_PARSED_TYPE}"]`);
        return blocks.map((block) => ({
          attributes: [['type', WHEN_PARSED_TYPE], ...block.attributes].map(([name, value]) => ({
            name,
            value,
          })),
          text: block.text,
          replaceWith: (script: Made) => {
            ran.push(`${JSON.stringify(script.attributes)} ${script.text}`);
            if (script.text === 'open()') self.__next_f = [[0]];
          },
        }));
      },
      head: {
        appendChild: (made: Made) => {
          if (made.name === 'link') preloads.push(`${made.rel} ${made.as} ${made.href}`);
          else if (made.src === STARTER_PATH) requested.push(STARTER_PATH);
          else added.push({ src: made.src as string, async: made.async as boolean });
        },
      },
    };
    const self: { __next_f?: unknown[] } = {};
    const answer = (url: string) => {
      fetched.push(url);
      return fetch(url);
    };
    const run = (code: string) =>
      new Function(
        'document',
        'self',
        'fetch',
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        code,
      )(document, self, answer, setTimeout, clearTimeout, requestAnimationFrame);
    run(source!);
    const dispatch = async (type: string) => {
      listeners[type]?.forEach((listener) => listener());
      await settled();
    };
    const parsed = async () => {
      const asked = requested.length;
      await dispatch('DOMContentLoaded');
      if (requested.length > asked) run(starterFileSource());
      await settled();
    };
    /** The next frame: its animation-frame callbacks, then the tasks they queued. */
    const painted = async () => {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
      elapse(0);
      await settled();
    };
    const hidden = () => dispatch('visibilitychange');
    return {
      parsed,
      painted,
      hidden,
      ran,
      added,
      requested,
      preloads,
      links,
      fetched,
      self,
      elapse,
      timers,
      frames: () => frames.length,
    };
  }
  // Not async: they run in the list's order (scripts/rewrite/join-scripts.mjs relies on it).
  const files = [
    { src: '/_next/static/chunks/page.js', async: false },
    { src: '/_next/static/chunks/webpack.js', async: false },
    { src: '/_next/static/chunks/main.js', async: false },
  ];
  // A page whose payload is fetched keeps only Next's bootstrap; one that keeps its payload, the
  // payload's opening too.
  const blocks = [{ attributes: [['id', '_R_']] as [string, string][], text: 'boot()' }];
  const inlineBlocks = [...blocks, { attributes: [], text: 'open()' }];
  const ok = (text: string) => () =>
    Promise.resolve({ ok: true, status: 200, text: async () => text });

  /** The list's last file, asked for as soon as the page is parsed. */
  const PRELOADED = 'preload script /_next/static/chunks/main.js';

  it('does nothing before the page is parsed', () => {
    const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT));
    expect([page.ran, page.added, page.requested, page.preloads, page.links, page.fetched]).toEqual(
      [[], [], [], [], [], []],
    );
  });

  it("once parsed: asks for its file, and for the list's last file alone, as a preload; the rest only once the page has painted", async () => {
    const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT));
    await page.parsed();
    expect(page.requested).toEqual([STARTER_PATH]);
    // Asked for by the starter; its file, run right after, does not ask again.
    expect(page.preloads).toEqual([PRELOADED]);
    expect([page.ran, page.added, page.links, page.fetched]).toEqual([[], [], [], []]);
    // The frame's own callback queues the rest: it runs after the frame, not in it.
    expect(page.frames()).toBe(1);
    expect(page.timers.size).toBe(0);
  });

  it('once painted: links back the stylesheets, disabled, adds the scripts to run in order, fetches the payload, then runs the blocks and hands Next the text', async () => {
    const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT));
    await page.parsed();
    await page.painted();
    expect(page.links).toEqual([
      'stylesheet href=/_next/static/chunks/site.css data-precedence=next disabled=',
    ]);
    expect(page.added).toEqual(files);
    expect(page.preloads).toEqual([PRELOADED]);
    expect(page.fetched).toEqual(['/events.txt']);
    expect(page.ran).toEqual(['[{"name":"id","value":"_R_"}] boot()']);
    expect(page.self.__next_f).toEqual([[0], [1, TEXT]]);
  });

  it('in a hidden page, which paints no frame, starts everything at once', async () => {
    const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT), [], 'hidden');
    await page.parsed();
    expect(page.frames()).toBe(0);
    expect(page.preloads).toEqual([PRELOADED]);
    expect(page.added).toEqual(files);
    expect(page.ran).toHaveLength(1);
  });

  it('starts the rest at once when the page is hidden before its frame, and only once', async () => {
    const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT));
    await page.parsed();
    await page.hidden();
    expect(page.added).toEqual(files);
    expect(page.fetched).toEqual(['/events.txt']);
    await page.painted();
    await page.hidden();
    expect(page.added).toEqual(files);
    expect(page.fetched).toEqual(['/events.txt']);
    expect(page.ran).toHaveLength(1);
  });

  it('runs the blocks only once the payload is in', async () => {
    let arrive: (text: string) => void = () => {};
    const later = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        text: () => new Promise<string>((resolve) => (arrive = resolve)),
      });
    const page = starter(startWhenParsed(PAGE, FETCHED), blocks, later);
    await page.parsed();
    await page.painted();
    expect(page.added).toEqual(files);
    expect(page.ran).toEqual([]);
    arrive(TEXT);
    await settled();
    expect(page.ran).toHaveLength(1);
    expect(page.self.__next_f).toEqual([[0], [1, TEXT]]);
  });

  it('leaves the app unstarted, the page as its HTML made it, when the payload cannot be had', async () => {
    const missing = () => Promise.resolve({ ok: false, status: 404, text: async () => 'gone' });
    for (const fetch of [missing, () => Promise.reject(new TypeError('offline'))]) {
      const page = starter(startWhenParsed(PAGE, FETCHED), blocks, fetch);
      await page.parsed();
      await page.painted();
      expect(page.ran).toEqual([]);
      expect(page.self.__next_f).toBeUndefined();
    }
  });

  it('with the payload in the page: runs its blocks once painted, fetching nothing', async () => {
    const page = starter(startWhenParsed(PAGE), inlineBlocks);
    await page.parsed();
    expect(page.ran).toEqual([]);
    await page.painted();
    expect(page.fetched).toEqual([]);
    expect(page.added).toEqual(files);
    expect(page.ran).toHaveLength(2);
    expect(page.self.__next_f).toEqual([[0]]);
  });

  describe('with eager images still loading once the page is parsed', () => {
    it('asks for nothing until every eager image is in, loaded or failed; lazy and complete ones are not waited for', async () => {
      const cover = image('eager');
      const second = image('eager');
      const images = [cover, image('lazy'), image('eager', true), second];
      const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT), images);
      await page.parsed();
      await page.painted();
      expect([page.preloads, page.links, page.added, page.fetched]).toEqual([[], [], [], []]);
      settle(cover);
      expect(page.preloads).toEqual([]);
      settle(second, 'error');
      await settled();
      expect(page.preloads).toEqual([PRELOADED]);
      await page.painted();
      expect(page.added).toEqual(files);
      expect(page.fetched).toEqual(['/events.txt']);
      expect(page.links).toHaveLength(1);
      expect(page.self.__next_f).toEqual([[0], [1, TEXT]]);
      // Its wait is over: no timer is left to start the page again.
      expect(page.timers.size).toBe(0);
    });

    it(`starts anyway after ${IMAGES_WAIT_MS} ms if an image has not come, and only once`, async () => {
      const stalled = image('eager');
      const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT), [stalled]);
      await page.parsed();
      page.elapse(IMAGES_WAIT_MS - 1);
      expect(page.preloads).toEqual([]);
      page.elapse(1);
      await page.painted();
      expect(page.preloads).toEqual([PRELOADED]);
      expect(page.added).toEqual(files);
      expect(page.ran).toHaveLength(1);
      // The image coming later starts nothing a second time.
      settle(stalled);
      await page.painted();
      expect(page.preloads).toEqual([PRELOADED]);
      expect(page.added).toEqual(files);
      expect(page.fetched).toEqual(['/events.txt']);
      expect(page.ran).toHaveLength(1);
    });

    it('with none loading (none eager, or all in), starts at once and sets no timer', async () => {
      const page = starter(startWhenParsed(PAGE, FETCHED), blocks, ok(TEXT), [
        image('lazy'),
        image('eager', true),
      ]);
      await page.parsed();
      expect(page.preloads).toEqual([PRELOADED]);
      expect(page.timers.size).toBe(0);
      await page.painted();
      expect(page.added).toEqual(files);
    });
  });
});
