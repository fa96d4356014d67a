import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The export as the engines see it: `scripts/serve.mjs` (started by the config), behind a small
 * proxy of this worker's own that
 * - can hold the page's payload (the `.txt` the app starts from) back until a test lets it go,
 *   as a slow phone's network would, so a tap can be made before hydration whatever the
 *   machine's speed (WebDriver has no request interception in WebKit). The payload, not the
 *   scripts: it is fetched, so the page's load completes without it, and WebKitWebDriver runs
 *   no command while a load is under way; without it the app does not start (e2e/script-start);
 * - loads a recorder first in every page's <head> (a file of the same origin, so a policy that
 *   allows the site's own scripts allows it too), which keeps what a visitor never sees but a
 *   test must: uncaught errors, unhandled rejections, console errors (React's hydration
 *   mismatches among them), resources that failed to load, and breaches of the page's
 *   Content-Security-Policy (which scripts/serve.mjs sends from the export's _headers); and
 *   whether the page had hydrated at the visitor's first press;
 * - asks the browser to keep nothing, so every load fetches its payload again and can be held.
 */
export type Site = {
  origin: string;
  /** Holds every page's payload from now on; the function returned lets them all go. */
  holdPayload(): () => void;
  close(): Promise<void>;
};

const RECORDER_PATH = '/__engines/recorder.js';

/** Where the recorder notes the state of the page at the visitor's first press. */
export const FIRST_PRESS_KEY = '__firstPress';

/** Runs first in every page; the test reads `window.__problems`. */
function recordProblems(FIRST_PRESS_KEY: string) {
  const problems: string[] = [];
  (window as unknown as { __problems: string[] }).__problems = problems;
  addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown) && 'tagName' in target)
        problems.push(`failed to load: ${target.src || target.href || target.tagName}`);
      else problems.push(`uncaught: ${event.message}`);
    },
    true,
  );
  // A breach of the Content-Security-Policy the export is served with (scripts/build-headers.mjs).
  addEventListener('securitypolicyviolation', (event) =>
    problems.push(
      `Content-Security-Policy violation: ${event.effectiveDirective} blocked ` +
        `${event.blockedURI || 'inline'}${event.sample ? ` (${event.sample})` : ''}`,
    ),
  );
  addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${String(event.reason?.message ?? event.reason)}`),
  );
  // Whether the page had hydrated at the visitor's first press, kept across the navigation the
  // press may start (sessionStorage): a test clears it, acts, and reads it.
  addEventListener(
    'pointerdown',
    () => {
      if (sessionStorage.getItem(FIRST_PRESS_KEY) !== null) return;
      const hydrated = document.documentElement.hasAttribute('data-hydrated');
      sessionStorage.setItem(FIRST_PRESS_KEY, hydrated ? 'hydrated' : 'before hydration');
    },
    true,
  );
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    error(...args);
  };
}

/** A page's payload: /about.txt?v=…, /index.txt?v=… */
const PAYLOAD = /\.txt$/;

export async function startSite(upstream: string): Promise<Site> {
  const target = new URL(upstream);
  let held: (() => void)[] | null = null;

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, host: target.host };
    // Plain bodies: the recorder is written into the HTML.
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const upstreamRequest = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers, 'cache-control': 'no-store' };
        delete answerHeaders.etag;
        delete answerHeaders['last-modified'];
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          if (!html.includes('<head>')) {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(`The test proxy found no <head> in ${req.url} to load the recorder in.`);
            return;
          }
          const body = html.replace('<head>', `<head><script src="${RECORDER_PATH}"></script>`);
          answerHeaders['content-length'] = String(Buffer.byteLength(body));
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          res.end(body);
        });
      },
    );
    upstreamRequest.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstreamRequest);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === RECORDER_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(`(${String(recordProblems)})(${JSON.stringify(FIRST_PRESS_KEY)})`);
      return;
    }
    if (held && PAYLOAD.test(path)) held.push(() => pass(req, res));
    else pass(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  return {
    origin: `http://127.0.0.1:${port}`,
    holdPayload() {
      held = [];
      return () => {
        const waiting = held ?? [];
        held = null;
        for (const go of waiting) go();
      };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
