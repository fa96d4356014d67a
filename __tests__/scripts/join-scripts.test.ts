/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { COMPILE_HINT } from '../../scripts/rewrite/compile-hints.mjs';
import {
  JOINED_PREFIX,
  JOINED_TYPE,
  isChunkFile,
  isJoinable,
  joinScripts,
  joinScriptsIn,
  joinedPath,
  joinedSource,
} from '../../scripts/rewrite/join-scripts.mjs';
import { START_ATTRIBUTE, startedScripts } from '../../scripts/rewrite/start-when-parsed.mjs';

// As Turbopack writes them: a chunk names the script element that runs it, then its modules.
const chunk = (id: number) =>
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
  `${id},(e,t,r)=>{r.v=${id}}]);`;
// Turbopack's runtime, in short: it takes over the chunks pushed before it and registers the rest.
const RUNTIME =
  '(()=>{let e;var t,r=globalThis.TURBOPACK;if(void 0===r)r=[];globalThis.RAN=(globalThis.RAN||0)+1;' +
  'globalThis.REGISTERED=r;globalThis.TURBOPACK={push:function(c){r.push(c)}}})();';
const CHUNKS = '/_next/static/chunks';

/** Runs a joined file as a page would, and tells what it registered and which elements it added. */
function run(source: string) {
  const added: Record<string, unknown>[] = [];
  const document = {
    currentScript: { src: 'the joined file' },
    createElement: () => {
      const element: Record<string, unknown> = { attributes: {} };
      element.setAttribute = (name: string, value: string) =>
        ((element.attributes as Record<string, string>)[name] = value);
      return element;
    },
    head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
  };
  const context: {
    document: typeof document;
    TURBOPACK?: unknown[];
    REGISTERED?: unknown[];
    RAN?: number;
  } = { document };
  vm.runInNewContext(source, context);
  return {
    pushed: context.REGISTERED ?? context.TURBOPACK ?? [],
    elements: added.map(({ type, async, attributes }) => ({
      type,
      async,
      src: (attributes as Record<string, string>).src,
    })),
    runtimeRan: context.RAN ?? 0,
  };
}

describe('isChunkFile and isJoinable', () => {
  it('take a chunk file of the export, with or without the compile hint, and the runtime', () => {
    expect(isChunkFile(`${CHUNKS}/a1.js`)).toBe(true);
    expect(isChunkFile(`${CHUNKS}/a1.js?v=2`)).toBe(false);
    expect(isChunkFile('/vendor/a1.js')).toBe(false);
    expect(isJoinable(chunk(1))).toBe(true);
    expect(isJoinable(COMPILE_HINT + chunk(1))).toBe(true);
    expect(isJoinable(RUNTIME)).toBe(true);
    expect(isJoinable(COMPILE_HINT + RUNTIME)).toBe(true);
  });

  it('leave any other script alone', () => {
    expect(isJoinable('!function(){polyfill()}();')).toBe(false);
    expect(isJoinable('(globalThis.TURBOPACK||[]).push([document.currentScript,1,()=>{}]);')).toBe(
      false,
    );
    expect(isJoinable('(()=>{console.log(1)})();')).toBe(false);
  });
});

describe('joinedSource', () => {
  const scripts = [
    { src: `${CHUNKS}/page.js`, code: chunk(1) },
    { src: `${CHUNKS}/turbopack-runtime.js`, code: RUNTIME },
    { src: `${CHUNKS}/layout.js`, code: chunk(2) },
  ];

  it('registers each chunk under its own path, as the runtime lists it, and runs the runtime as is', () => {
    const { pushed, runtimeRan } = run(joinedSource(scripts));
    expect(pushed.map((entry) => (entry as unknown[])[0])).toEqual([
      'static/chunks/page.js',
      'static/chunks/layout.js',
    ]);
    // The rest of each push is the chunk's own: its module ids and factories.
    expect(pushed.map((entry) => (entry as unknown[])[1])).toEqual([1, 2]);
    expect(runtimeRan).toBe(1);
  });

  it('first adds an inert, async script element for each chunk, so that none is fetched again', () => {
    const { elements } = run(joinedSource(scripts));
    expect(elements).toEqual(scripts.map(({ src }) => ({ type: JOINED_TYPE, async: true, src })));
    expect(JOINED_TYPE).not.toMatch(/javascript|module/i);
  });

  it('keeps the compile hint, at the top, only when every script has it', () => {
    const hinted = scripts.map((script) => ({ ...script, code: COMPILE_HINT + script.code }));
    const all = joinedSource(hinted);
    expect(all.startsWith(COMPILE_HINT)).toBe(true);
    expect(all.split(COMPILE_HINT.trim())).toHaveLength(2);
    const some = joinedSource([hinted[0]!, scripts[1]!]);
    expect(some).not.toContain(COMPILE_HINT.trim());
    expect(run(some).pushed).toHaveLength(1);
  });

  it('refuses a script that is not a chunk', () => {
    expect(() => joinedSource([{ src: `${CHUNKS}/odd.js`, code: 'odd()' }])).toThrow(/odd\.js/);
  });

  it('is named by a hash of its text', () => {
    const source = joinedSource(scripts);
    expect(joinedPath(source)).toMatch(new RegExp(`^${JOINED_PREFIX}[0-9a-f]{12}\\.js$`));
    expect(joinedPath(source)).toBe(joinedPath(source));
    expect(joinedPath(joinedSource(scripts.slice(1)))).not.toBe(joinedPath(source));
  });
});

describe('joinScripts', () => {
  const page = (list: string[]) =>
    `<html><head><script ${START_ATTRIBUTE}="${list.join(' ')}">start()</script></head><body></body></html>`;
  const shared = new Set([`${CHUNKS}/framework.js`, `${CHUNKS}/turbopack-runtime.js`]);
  const calls: string[][] = [];
  const fileOf = (srcs: string[]) => {
    calls.push(srcs);
    return `${JOINED_PREFIX}${calls.length}.js`;
  };
  beforeEach(() => (calls.length = 0));

  it("lists the page's own scripts joined, then the shared ones", () => {
    const html = page([
      `${CHUNKS}/framework.js`,
      `${CHUNKS}/turbopack-runtime.js`,
      `${CHUNKS}/page.js`,
      `${CHUNKS}/form.js`,
    ]);
    const joined = joinScripts(html, {
      shared,
      fileOf,
      isJoinableSrc: (src) => src.startsWith(CHUNKS),
    });
    expect(calls).toEqual([
      [`${CHUNKS}/page.js`, `${CHUNKS}/form.js`],
      [`${CHUNKS}/framework.js`, `${CHUNKS}/turbopack-runtime.js`],
    ]);
    expect(startedScripts(joined)).toEqual([`${JOINED_PREFIX}1.js`, `${JOINED_PREFIX}2.js`]);
    expect(joined.replace(/data-start-scripts="[^"]*"/, '')).toBe(
      html.replace(/data-start-scripts="[^"]*"/, ''),
    );
  });

  it('a page with only shared scripts gets one file', () => {
    const joined = joinScripts(page([...shared]), { shared, fileOf, isJoinableSrc: () => true });
    expect(startedScripts(joined)).toEqual([`${JOINED_PREFIX}1.js`]);
  });

  it('refuses a page without a starter, with a script it cannot join, or rewritten, before writing', () => {
    const none = '<html><head></head><body></body></html>';
    expect(() => joinScripts(none, { shared, fileOf, isJoinableSrc: () => true })).toThrow(
      /expected one starter's list/,
    );
    const odd = page([`${CHUNKS}/framework.js`, '/vendor/odd.js']);
    expect(() =>
      joinScripts(odd, { shared, fileOf, isJoinableSrc: (src) => src.startsWith(CHUNKS) }),
    ).toThrow(
      /expected every script to be a Turbopack chunk file of the export, or its runtime: \/vendor\/odd\.js/,
    );
    const joined = page([`${JOINED_PREFIX}1.js`]);
    expect(() => joinScripts(joined, { shared, fileOf, isJoinableSrc: () => true })).toThrow(
      /expected a page not yet rewritten/,
    );
    expect(calls).toEqual([]);
  });
});

describe('joinScriptsIn', () => {
  let out: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  };
  const read = (path: string) => readFileSync(join(out, path), 'utf8');
  const page = (list: string[]) =>
    `<html><head><script ${START_ATTRIBUTE}="${list.map((name) => `${CHUNKS}/${name}.js`).join(' ')}">start()</script></head><body></body></html>`;

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'join-scripts-'));
    write(`${CHUNKS}/turbopack-runtime.js`, COMPILE_HINT + RUNTIME);
    write(`${CHUNKS}/framework.js`, COMPILE_HINT + chunk(1));
    write(`${CHUNKS}/events.js`, chunk(2));
    write(`${CHUNKS}/form.js`, chunk(3));
    write('index.html', page(['framework', 'turbopack-runtime']));
    write('events.html', page(['framework', 'turbopack-runtime', 'events']));
    write('id/events.html', page(['framework', 'turbopack-runtime', 'events']));
    write('contact.html', page(['framework', 'turbopack-runtime', 'events', 'form']));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('writes each joined file once, and every page lists its own and the shared one', () => {
    expect(joinScriptsIn(out)).toEqual({ pages: 4, files: 3 });
    const lists = Object.fromEntries(
      ['index', 'events', 'id/events', 'contact'].map((name) => [
        name,
        startedScripts(read(`${name}.html`)),
      ]),
    );
    const shared = lists.index![0]!;
    expect(lists.index).toEqual([shared]);
    expect(lists.events).toEqual([lists.events![0], shared]);
    expect(lists['id/events']).toEqual(lists.events);
    expect(lists.contact).toEqual([lists.contact![0], shared]);
    expect(lists.contact![0]).not.toBe(lists.events![0]);
    // The shared file keeps the hint its scripts have; the pages' own, unhinted, get none.
    expect(read(shared).startsWith(COMPILE_HINT)).toBe(true);
    expect(read(lists.events![0]!)).not.toContain(COMPILE_HINT.trim());
    expect(run(read(lists.contact![0]!)).pushed.map((entry) => (entry as unknown[])[0])).toEqual([
      'static/chunks/events.js',
      'static/chunks/form.js',
    ]);
    // The chunk files stay, as they were, for a page that fetches them on demand.
    expect(read(`${CHUNKS}/events.js`)).toBe(chunk(2));
    expect(existsSync(join(out, `${CHUNKS}/form.js`))).toBe(true);
  });

  it('stops at a page it cannot rewrite, naming the step and the page', () => {
    joinScriptsIn(out);
    expect(() => joinScriptsIn(out)).toThrow(
      /^join-scripts: [\w/.]+\.html: expected a page not yet rewritten/,
    );
  });
});
