/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import {
  LARGE_MODULE,
  STEPS_MODULE,
  chunkModules,
  startInSteps,
  startInStepsIn,
  type ChunkModule,
} from '../../scripts/rewrite/start-in-steps.mjs';

// Chunks as Turbopack writes them: the script, then each module's ids and its factory.
const chunk = (...modules: [ids: number[], body: string][]) =>
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
  modules.map(([ids, body]) => `${ids.join(',')},(e,t,r)=>{${body}}`).join(',') +
  ']);';
const LARGE_BODY = `var s="${'x'.repeat(LARGE_MODULE)}";`;

const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/react.js","static/chunks/framework.js"],"runtimeModuleIds":[900]});';
const PAGE =
  '<!DOCTYPE html><html><head><title>Events</title></head><body><main><h1>Events</h1></main>' +
  `<script type="text/x-when-parsed" id="_R_">${BOOTSTRAP}</script>` +
  '<script type="text/x-when-parsed">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const MODULES: Record<string, ChunkModule[]> = {
  'static/chunks/react.js': [{ ids: [10], size: 300 }],
  'static/chunks/framework.js': [
    { ids: [20, 21], size: LARGE_MODULE },
    { ids: [30], size: LARGE_MODULE - 1 },
    { ids: [40], size: 2 * LARGE_MODULE },
  ],
};
const modulesOf = (path: string) => MODULES[path] ?? [];

/** The inline scripts of a page, in order. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code);

/**
 * Runs a page's bootstrap script the way Turbopack's runtime would once its chunks are in: the
 * module it names as runtime module is run with a context whose `r` records what is required. Each
 * message posted on a MessageChannel is a task, run only when the test asks for the next one.
 */
function bootstrap(html: string) {
  const required: (string | number)[] = [];
  const tasks: (() => void)[] = [];
  let closed = false;
  class FakeChannel {
    port1: { onmessage: (() => void) | null; close: () => void } = {
      onmessage: null,
      close: () => {
        closed = true;
      },
    };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const pushed: unknown[] = [];
  const context = { TURBOPACK: pushed, MessageChannel: FakeChannel, self: {} };
  vm.runInNewContext(inlineScripts(html)[0] ?? '', context);
  const factories = new Map<unknown, (r: unknown) => void>();
  let runtime: { runtimeModuleIds: unknown[] } | undefined;
  for (const entry of pushed) {
    if (!Array.isArray(entry)) runtime = entry as typeof runtime;
    else factories.set(entry[1], entry[2]);
  }
  const fail = new Set<string | number>();
  const r = {
    r(id: string | number) {
      if (fail.has(id)) throw new Error(`module ${id} failed`);
      required.push(id);
    },
  };
  for (const id of runtime!.runtimeModuleIds) factories.get(id)!(r);
  return {
    runtime,
    required,
    fail,
    pending: () => tasks.length,
    next: () => tasks.shift()!(),
    closed: () => closed,
  };
}

describe('chunkModules', () => {
  it('lists a chunk’s modules in order, with the ids that share a factory and its length', () => {
    const code = chunk([[1], 'var a=1;'], [[2, 3], LARGE_BODY]);
    const modules = chunkModules(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(modules.map(({ ids }) => ids)).toEqual([[1], [2, 3]]);
    const [small, large] = modules.map(({ size }) => size);
    expect(small).toBe('(e,t,r)=>{var a=1;}'.length);
    expect(large).toBeGreaterThan(LARGE_MODULE);
  });

  it('calls no factory', () => {
    expect(() => chunkModules(chunk([[1], 'throw new Error("evaluated")']))).not.toThrow();
  });
});

describe('startInSteps', () => {
  const page = startInSteps(PAGE, modulesOf);

  it('names the steps module as the bootstrap’s runtime module, with the same chunks', () => {
    expect(page).toContain(
      '.push({"otherChunks":["static/chunks/react.js","static/chunks/framework.js"],"runtimeModuleIds":["start-in-steps"]})',
    );
    expect(page).not.toContain('"runtimeModuleIds":[900]');
  });

  it('registers the steps module just before the bootstrap, in the same inert script', () => {
    const [first, ...others] = inlineScripts(page);
    expect(others).toHaveLength(1);
    expect(first?.indexOf(`"${STEPS_MODULE}"`)).toBeLessThan(first?.indexOf('"otherChunks"') ?? -1);
    expect(page).toContain('<script type="text/x-when-parsed" id="_R_">(()=>{');
    expect(page.replace(/<script[\s\S]*<\/script>/, '')).toBe(
      PAGE.replace(/<script[\s\S]*<\/script>/, ''),
    );
  });

  it('evaluates each large module in a task of its own, in order, then the entry', () => {
    const run = bootstrap(page);
    // Run by the runtime in the task of the last chunk's evaluation, it only posts the first step.
    expect(run.required).toEqual([]);
    expect(run.pending()).toBe(1);
    run.next();
    expect(run.required).toEqual([20]);
    run.next();
    expect(run.required).toEqual([20, 40]);
    expect(run.closed()).toBe(false);
    run.next();
    expect(run.required).toEqual([20, 40, 900]);
    expect(run.pending()).toBe(0);
    expect(run.closed()).toBe(true);
  });

  it('stops at a step that throws, as the entry throwing did', () => {
    const run = bootstrap(page);
    run.fail.add(40);
    run.next();
    expect(() => run.next()).toThrow('module 40 failed');
    expect(run.pending()).toBe(0);
    expect(run.required).toEqual([20]);
  });

  it('refuses a page whose chunks have no large module, or without a bootstrap, or rewritten', () => {
    expect(() =>
      startInSteps(PAGE, (path) => (path.endsWith('react.js') ? modulesOf(path) : [])),
    ).toThrow(/expected a module of 64 KB or more/);
    expect(() => startInSteps(PAGE.replace(BOOTSTRAP, ''), modulesOf)).toThrow(
      /expected Next's bootstrap/,
    );
    expect(() => startInSteps(page, modulesOf)).toThrow(/expected a page not yet rewritten/);
  });
});

describe('startInStepsIn', () => {
  let out: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  };

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'start-in-steps-'));
    write('_next/static/chunks/react.js', chunk([[10], 'var react=1;']));
    write('_next/static/chunks/framework.js', chunk([[20], LARGE_BODY], [[30], 'var b=1;']));
    write('events.html', PAGE);
    write('about/index.html', PAGE);
    write('robots.txt', 'User-agent: *');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('rewrites every page of the export from its chunks, and stops at a page it cannot', () => {
    expect(startInStepsIn(out)).toBe(2);
    const events = readFileSync(join(out, 'events.html'), 'utf8');
    expect(bootstrap(events).runtime?.runtimeModuleIds).toEqual([STEPS_MODULE]);
    expect(events).toContain('[[20],[900]]');
    expect(() => startInStepsIn(out)).toThrow(
      /^start-in-steps: (events\.html|about\/index\.html): expected a page not yet rewritten/,
    );
  });
});
