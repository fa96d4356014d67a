import { test as base, expect } from '@playwright/test';
import { launch, type Control, type Engine, type EngineName, type Finder } from './engines';
import { findTappable } from '../../e2e/support/tappable';
import { FIRST_PRESS_KEY, startSite, type Site } from './site';

/** scripts/serve.mjs, started by playwright.engines.config.ts. */
const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_ENGINES_PORT ?? 4183)}`;

/** Long enough for a page to load and hydrate in WebKit on a busy two-core machine. */
export const SETTLE = { timeout: 30_000 };

type WorkerFixtures = { engineName: EngineName; engine: Engine; site: Site };
type TestFixtures = { visitor: Visitor };

/**
 * One browser session per worker, reused by its tests (a WebKit session takes seconds to start),
 * and one proxy (support/site.ts). After each test, the page it ends on must have recorded no
 * problem.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use, workerInfo) => {
      const engine = await launch(engineName, workerInfo.parallelIndex);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  site: [
    async ({}, use) => {
      const site = await startSite(UPSTREAM);
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ engine, site }, use) => {
    const visitor = new Visitor(engine, site);
    await use(visitor);
    expect(await visitor.problems(), 'errors recorded on the last page').toEqual([]);
  },
});

export { expect };

/** What a visitor does, in whichever engine: open a page, find a control by its name, act. */
export class Visitor {
  constructor(
    readonly engine: Engine,
    readonly site: Site,
  ) {}

  /** Opens `path`; returns once it has loaded, the app perhaps not yet started. */
  open(path: string) {
    return this.engine.goto(`${this.site.origin}${path}`);
  }

  /** Opens `path` and waits until React has hydrated it. */
  async openHydrated(path: string) {
    await this.open(path);
    await this.hydrated();
  }

  /**
   * Runs `fn` in the page, or answers null while there is no page to ask: a tap may have just
   * started a navigation, and an engine refuses a script between two documents.
   */
  ask<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R> | null> {
    return this.engine.evaluate(fn, ...args).catch(() => null);
  }

  hydrated() {
    return expect
      .poll(() => this.ask(() => document.documentElement.hasAttribute('data-hydrated')), {
        message: 'the page hydrated',
        ...SETTLE,
      })
      .toBe(true);
  }

  /**
   * Uncaught errors, rejections, console errors and failed loads the page's recorder kept, once
   * the page (perhaps one a tap has just opened) is there to ask.
   */
  async problems(): Promise<string[]> {
    let problems: string[] | null = null;
    await expect
      .poll(
        async () => {
          problems = await this.ask(
            () => (window as unknown as { __problems?: string[] }).__problems ?? null,
          );
          return problems !== null;
        },
        { message: "the page's recorder", ...SETTLE },
      )
      .toBe(true);
    return problems!;
  }

  /** Forgets the visitor's first press (support/site.ts). */
  forgetFirstPress() {
    return this.engine.evaluate((key: string) => sessionStorage.removeItem(key), FIRST_PRESS_KEY);
  }

  /** 'before hydration' or 'hydrated': the page's state at the first press since forgotten. */
  async firstPress() {
    let state: string | null = null;
    await expect
      .poll(
        async () => {
          state = await this.ask((key: string) => sessionStorage.getItem(key), FIRST_PRESS_KEY);
          return state !== null;
        },
        { message: 'a press was noted', ...SETTLE },
      )
      .toBe(true);
    return state!;
  }

  /** The path and query in the address bar. */
  location() {
    return this.ask(() => location.pathname + location.search);
  }

  /** Waits until `find` returns an element in the page, and returns it. */
  async waitFor<A extends unknown[]>(what: string, find: Finder<A>, ...args: A): Promise<Control> {
    let found: Control | null = null;
    await expect
      .poll(
        async () => {
          found = await this.engine.find(find, ...args).catch(() => null);
          return found !== null;
        },
        { message: what, ...SETTLE },
      )
      .toBe(true);
    return found!;
  }

  /** The control named `name` among `selector` inside `within`, once it can be tapped. */
  control(selector: string, name: string, within = 'body'): Promise<Control> {
    return this.waitFor(`${selector} named '${name}' in ${within}`, findTappable, {
      selector,
      name,
      within,
    });
  }

  async click(selector: string, name: string, within?: string) {
    await (await this.control(selector, name, within)).click();
  }

  /** The element with id `id`. */
  byId(id: string) {
    return this.waitFor(`#${id}`, (id: string) => document.getElementById(id), id);
  }

  /** Types into the field with id `id`, key by key. */
  async type(id: string, text: string) {
    await (await this.byId(id)).type(text);
  }

  /** Chooses `value` in the select with id `id`, as a change by the visitor does. */
  choose(id: string, value: string) {
    return this.engine.evaluate(
      (id: string, value: string) => {
        const select = document.getElementById(id) as HTMLSelectElement;
        // The prototype's setter, as the browser's own choice does: React tracks the value.
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(
          select,
          value,
        );
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
      id,
      value,
    );
  }

  /**
   * Unfolds a listing's filters where they are folded under 'Filters' (a native <details>): on a
   * phone, and on a wider window where the browser cannot style the disclosure's panel.
   */
  async unfoldFilters() {
    if (!(await this.shows('button[name=category]'))) await this.click('summary', 'Filters');
  }

  /** Whether an element matching `selector` is shown, in the page as it is now. */
  shows(selector: string) {
    return this.ask(
      (selector: string) => !!document.querySelector(selector)?.getClientRects().length,
      selector,
    );
  }

  /** Whether `selector` matches an element, in the page as it is now. */
  has(selector: string) {
    return this.ask((selector: string) => !!document.querySelector(selector), selector);
  }

  /** The trimmed text of the first element matching `selector`, or null. */
  text(selector: string) {
    return this.ask(
      (selector: string) =>
        document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
      selector,
    );
  }
}
