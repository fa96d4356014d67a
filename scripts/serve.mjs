// Serves the static export the way a CDN or nginx would (see deploy/nginx.conf): clean URLs
// (/about → about.html), compressed assets, long-lived caching of hashed files, and 404.html
// with HTTP status 404 for any path that is not a file. With --receiver, /api/forms/ and /staff
// go to the form receiver, as deploy/nginx.conf's reverse proxy sends them (docs/forms.md).
//   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out] [--receiver http://127.0.0.1:8787]
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { precompress } from './precompress.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: 'out' },
    receiver: { type: 'string' },
  },
});
const OUT = values.dir;

if (!existsSync(join(OUT, 'index.html'))) {
  console.error(
    `No export in ${OUT}/. Run \`npm run build\` first (or \`npm start\`, which builds when needed).`,
  );
  process.exit(1);
}

/** The paths deploy/nginx.conf hands to the form receiver. */
const RECEIVER_PATHS = /^\/api\/forms\/|^\/staff(?:\/|$)/;
const receiver = values.receiver ? new URL(values.receiver) : null;

/** Passes a request to the receiver with the headers nginx sets, and its answer back. */
function proxy(req, res) {
  const upstream = request(
    {
      host: receiver.hostname,
      port: receiver.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        'x-real-ip': req.socket.remoteAddress ?? '',
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('Bad gateway: the form receiver is not answering.');
  });
  req.pipe(upstream);
}

await precompress(OUT);

/** Files named by their content hash: the build's assets and the search index's pieces. */
const HASHED =
  /^\/_next\/static\/|^\/pagefind\/(fragment|index|filter)\/|^\/pagefind\/.+\.pf_meta$/;

const assets = sirv(OUT, {
  extensions: ['html'],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
    res.setHeader(
      'Cache-Control',
      HASHED.test(pathname)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
  },
});

const notFoundPage = readFileSync(join(OUT, '404.html'));

const server = createServer((req, res) => {
  // One address per page, as in deploy/nginx.conf: /about/ redirects to /about.
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (receiver && RECEIVER_PATHS.test(url.pathname)) {
    proxy(req, res);
    return;
  }
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res.writeHead(301, { Location: `${url.pathname.replace(/\/+$/, '')}${url.search}` });
    res.end();
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${OUT}/ at http://localhost:${values.port}` +
      (receiver ? `, forms and /staff through ${receiver.origin}` : ''),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
