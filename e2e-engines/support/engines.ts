import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type ElementHandle,
  type JSHandle,
} from 'puppeteer-core';
import { Builder, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';

/**
 * The two engines besides Chromium that visitors use, driven through WebDriver as a visitor's
 * browser is, from the test process: Firefox (the system's ESR) through WebDriver BiDi with
 * puppeteer-core, and WebKit (Safari's engine: WebKitGTK's MiniBrowser) through WebKitWebDriver
 * with selenium-webdriver, on its own Xvfb display (MiniBrowser cannot run headless). One
 * interface, so every test reads the same in both.
 *
 * Clicks and typing are real input (WebDriver's element click and key actions: the events a
 * finger or keyboard would fire, at the control's place); the tests find a control only once it
 * is on screen, still and uncovered (support/fixtures.ts). `find` and `evaluate` run in the page.
 */
export type EngineName = 'firefox' | 'webkit';

/** An element of the page, to click or type into. */
export type Control = { click(): Promise<void>; type(text: string): Promise<void> };

/** Finds, in the page, the element to act on (or null); runs in the page, so it names nothing outside. */
export type Finder<A extends unknown[]> = (...args: A) => Element | null | undefined;

export interface Engine {
  /**
   * Opens `url` and returns once its load event has fired. The app may not have started: its
   * payload is fetched, and may be held (support/site.ts).
   */
  goto(url: string): Promise<void>;
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The element `find` returns in the page, or null. */
  find<A extends unknown[]>(find: Finder<A>, ...args: A): Promise<Control | null>;
  /** Presses a key on whatever has focus. */
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** Clicks at a point of the window, whatever is there (a dialog's backdrop). */
  clickAt(x: number, y: number): Promise<void>;
  close(): Promise<void>;
}

/** The window: wide enough for WebKit's (≥ 447 px), narrow enough that the menu button shows. */
const WINDOW = { width: 820, height: 900 };

/**
 * A control is brought to the middle of the window before a click, as a visitor scrolls to it:
 * at an edge, the fixed header could cover it.
 */
const CENTRE: ScrollIntoViewOptions = { block: 'center', behavior: 'instant' };

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Starts `name`. `slot` tells apart browsers running at once (a worker's parallel index): WebKit's
 * Xvfb display is :(90 + slot), and Xvfb refuses, loudly, a display already in use.
 */
export function launch(name: EngineName, slot = 0): Promise<Engine> {
  return name === 'firefox' ? launchFirefox() : launchWebKit(90 + slot);
}

async function launchFirefox(): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  // The first tab, which puppeteer's defaultViewport does not size.
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(WINDOW);
  // Plain values in and out: puppeteer's handle-flattening types do not apply.
  const evaluate = page.evaluate.bind(page) as (
    fn: unknown,
    ...args: unknown[]
  ) => Promise<unknown>;
  const evaluateHandle = page.evaluateHandle.bind(page) as (
    fn: unknown,
    ...args: unknown[]
  ) => Promise<JSHandle>;
  const control = (handle: ElementHandle<Element>): Control => ({
    async click() {
      await handle.evaluate((element, centre) => element.scrollIntoView(centre), CENTRE);
      await handle.click();
    },
    type: (text) => handle.type(text),
  });
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => evaluate(fn, ...args) as never,
    async find(find, ...args) {
      const handle = await evaluateHandle(find, ...args);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element ? control(element) : null;
    },
    press: (key) => page.keyboard.press(key),
    clickAt: (x, y) => page.mouse.click(x, y),
    close: () => browser.close(),
  };
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** What this process started, stopped when it exits however it ends (a worker may be torn down). */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) child.kill();
});

/** Starts `command`; `exited` rejects, with its output, if it exits. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  child.on('exit', () => started.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${command} exited (${code}) before it was ready:\n${output}`);
  });
  exited.catch(() => undefined);
  return { child, output: () => output, exited };
}

/**
 * Xvfb on display `:number` (its -displayfd choice hangs when two start at once). It is ready
 * once it has written the number to the file descriptor it was given.
 */
async function startXvfb(number: number): Promise<{ display: string; child: ChildProcess }> {
  const xvfb = start('Xvfb', [
    `:${number}`,
    '-displayfd',
    '1',
    '-screen',
    '0',
    '1280x1024x24',
    '-nolisten',
    'tcp',
  ]);
  await Promise.race([once(xvfb.child.stdout!, 'data'), xvfb.exited]);
  return { display: `:${number}`, child: xvfb.child };
}

/** DEBUG_ENGINES=1 logs WebKit's start, step by step. */
const debug = (...what: unknown[]) => {
  if (process.env.DEBUG_ENGINES) console.error(new Date().toISOString(), ...what);
};

async function launchWebKit(display: number): Promise<Engine> {
  const xvfb = await startXvfb(display);
  debug('xvfb on', xvfb.display);
  const port = await freePort();
  const driverProcess = start('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    ...process.env,
    DISPLAY: xvfb.display,
  });
  const server = `http://127.0.0.1:${port}`;
  debug('driver on', server);
  // The driver answers its status once it listens.
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${server}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 200) throw new Error(`WebKitWebDriver did not answer:\n${driverProcess.output()}`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), driverProcess.exited]);
  }
  const stop = () => {
    driverProcess.child.kill();
    xvfb.child.kill();
  };
  debug('driver answers', server);
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // As Firefox's goto: 'eager' would return sooner, but this driver then hangs on the
        // next script it is asked to run.
        pageLoadStrategy: 'normal',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect(WINDOW);
  } catch (error) {
    stop();
    throw error;
  }
  const control = (element: WebElement): Control => ({
    async click() {
      await driver.executeScript('arguments[0].scrollIntoView(arguments[1])', element, CENTRE);
      await element.click();
    },
    type: (text) => element.sendKeys(text),
  });
  const keys = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB };
  return {
    goto: (url) => driver.get(url),
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args) as never,
    async find(find, ...args) {
      const element = await driver.executeScript<WebElement | null>(find, ...args);
      return element ? control(element) : null;
    },
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    clickAt: (x, y) => driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
    async close() {
      await driver.quit().catch(() => undefined);
      stop();
    },
  };
}
