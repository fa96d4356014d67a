// Builds the editor at /admin into public/admin (ignored by git; the export copies it to out/admin):
// Decap CMS's own script from the pinned decap-cms package (never from a CDN), this site's setup
// (admin/cms.ts, bundled with esbuild: the collections, their schemas and the check before a
// save) and the page that loads them, marked noindex. Runs before `dev` and `build`.
//
// Where the editor saves is read from the environment (docs/editing.md): without DECAP_BACKEND it
// saves through decap-server on this machine (npm run cms).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { backendFromEnv } from './lib/decap-backend.mjs';

const OUT = join('public', 'admin');
const require = createRequire(import.meta.url);
const fail = (message) => {
  console.error(`build-admin: ${message}`);
  process.exit(1);
};

/** decap-cms's installed copy: its version must be the one package.json pins. */
function decapDist() {
  const pinned = JSON.parse(readFileSync('package.json', 'utf8')).dependencies?.['decap-cms'];
  if (!/^\d+\.\d+\.\d+$/.test(pinned ?? '')) fail('package.json must pin decap-cms to one version');
  const manifest = require.resolve('decap-cms/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (version !== pinned) fail(`decap-cms ${version} is installed, package.json pins ${pinned}`);
  const dist = join(dirname(manifest), 'dist');
  // The main script, the chunks it loads from beside it, their wasm and the licences.
  const files = readdirSync(dist).filter(
    (name) =>
      name === 'decap-cms.js' ||
      /^\d+\.decap-cms\.js$/.test(name) ||
      name.endsWith('.wasm') ||
      name === 'decap-cms.js.LICENSE.txt',
  );
  if (!files.includes('decap-cms.js') || files.length < 10) {
    fail(`decap-cms ${version}: no dist/decap-cms.js and its chunks in ${dist}`);
  }
  return { version, dist, files };
}

const PAGE = (title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <script src="/admin/cms.js" defer></script>
  </head>
  <body>
    <noscript>The editor needs JavaScript.</noscript>
  </body>
</html>
`;

let backend;
try {
  backend = backendFromEnv(process.env);
} catch (error) {
  fail(error.message);
}
const decap = decapDist();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const name of decap.files) copyFileSync(join(decap.dist, name), join(OUT, name));

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.nusantara-ceo.example').replace(
  /\/$/,
  '',
);
await build({
  entryPoints: ['admin/cms.ts'],
  outfile: join(OUT, 'cms.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    __CMS_BACKEND__: JSON.stringify(backend),
    __SITE_URL__: JSON.stringify(siteUrl),
    __DECAP_SCRIPT__: JSON.stringify('/admin/decap-cms.js'),
  },
});
const settings = JSON.parse(readFileSync('data/content/settings/site.json', 'utf8'));
writeFileSync(join(OUT, 'index.html'), PAGE(`Editor · ${settings.en?.name ?? 'the site'}`));

const gzipKb = (name) => gzipSync(readFileSync(join(OUT, name))).length / 1024;
console.log(
  `admin: Decap CMS ${decap.version}, ${backend ? `${backend.name} ${backend.repo ?? ''}`.trim() : 'local decap-server'}; ` +
    `first load ${(gzipKb('cms.js') + gzipKb('decap-cms.js')).toFixed(0)} KB gzipped ` +
    `(site setup ${gzipKb('cms.js').toFixed(0)} KB, Decap ${gzipKb('decap-cms.js').toFixed(0)} KB)`,
);
