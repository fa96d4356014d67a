// Serves the static export the way a CDN or nginx would (see deploy/nginx.conf): clean URLs
// (/about → about.html), compressed assets, long-lived caching of hashed files, 404.html with
// HTTP status 404 for any path that is not a file, and the export's security headers, read from
// the `_headers` file the build writes for hosts such as Netlify (scripts/build-headers.mjs,
// docs/security.md). With --receiver, /api/forms/ and /staff go to the form receiver, as
// deploy/nginx.conf's reverse proxy sends them (docs/forms.md).
//   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out] [--receiver http://127.0.0.1:8787]
//     [--without-headers]
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { precompress } from './precompress.mjs';
import { HEADERS_FILE, headersFor, parseHeadersFile } from './lib/security-headers.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: 'out' },
    receiver: { type: 'string' },
    // For an export the build wrote no headers for (the bench's variants and framework floor).
    'without-headers': { type: 'boolean', default: false },
  },
});
const OUT = values.dir;

if (!existsSync(join(OUT, 'index.html'))) {
  console.error(
    `No export in ${OUT}/. Run \`npm run build\` first (or \`npm start\`, which builds when needed).`,
  );
  process.exit(1);
}

const headersPath = join(OUT, HEADERS_FILE);
if (!values['without-headers'] && !existsSync(headersPath)) {
  console.error(`No ${headersPath}: the export's security headers. Run \`npm run build\` again.`);
  process.exit(1);
}
const headerRules = values['without-headers']
  ? []
  : parseHeadersFile(readFileSync(headersPath, 'utf8'));
/** Sets the security headers the export gives `pathname`. */
const secure = (res, pathname) => {
  for (const [name, value] of Object.entries(headersFor(headerRules, pathname)))
    res.setHeader(name, value);
};

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
  // The receiver answers with its own headers; everything else carries the export's.
  secure(res, url.pathname);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res.writeHead(301, { Location: `${url.pathname.replace(/\/+$/, '')}${url.search}` });
    res.end();
    return;
  }
  const notFound = () => {
    // The 404 page, with the headers the site's pages carry.
    secure(res, '/404');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };
  // The headers files are read by hosts, never served: as Netlify and Cloudflare Pages do.
  if (url.pathname.startsWith(`/${HEADERS_FILE}`)) notFound();
  else assets(req, res, notFound);
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${OUT}/ at http://localhost:${values.port}` +
      (receiver ? `, forms and /staff through ${receiver.origin}` : ''),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
