// The last step of `npm run build` but compression: the security headers of the export
// (scripts/lib/security-headers.mjs, docs/security.md). It hashes every inline script that the
// pages run, writes the site's Content-Security-Policy with those hashes and the editor's own,
// and writes them, with the headers every response carries, as `_headers` (Netlify, Cloudflare
// Pages, scripts/serve.mjs) and `_headers.nginx` (deploy/nginx.conf) into the export.
//
// Fails closed: the build stops, naming the page, when a page has an inline script whose type it
// does not know, an event handler attribute, a `javascript:` URL or a script from another origin;
// when `_headers`, read back as a host reads it, gives a page no policy or one that does not name
// every inline script the page runs; when the editor's page has an inline script at all; and when
// the export has no page.
//   node scripts/build-headers.mjs [--out out]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_BACKEND_URL } from '../data/cms/local-backend.mjs';
import { formsDelivery } from '../lib/forms-env.mjs';
import { backendFromEnv } from './lib/decap-backend.mjs';
import { ADMIN_DIR, pagePath, sitePages } from './lib/files.mjs';
import {
  adminPolicy,
  executedInlineScripts,
  hashSource,
  headerRules,
  headersFile,
  headersFor,
  HEADERS_FILE,
  nginxHeaders,
  NGINX_HEADERS_FILE,
  parseHeadersFile,
  scopedHeaders,
  sitePolicy,
} from './lib/security-headers.mjs';

/**
 * Writes the export's headers files; returns what it found and wrote. Throws, naming the page,
 * on anything the policy could not allow.
 */
export function buildHeaders(outDir, env = process.env) {
  const hashes = new Set();
  const perPage = [];
  for (const file of sitePages(outDir)) {
    const page = relative(outDir, file);
    const path = pagePath(outDir, file);
    let scripts;
    try {
      scripts = executedInlineScripts(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`build-headers: ${page}: ${error.message}`, { cause: error });
    }
    const pageHashes = scripts.map(hashSource);
    for (const hash of pageHashes) hashes.add(hash);
    perPage.push({ page, path, hashes: pageHashes });
  }
  if (!perPage.length)
    throw new Error(`build-headers: no page under ${outDir}: run next build first`);

  const adminPage = join(outDir, ADMIN_DIR, 'index.html');
  const adminScripts = executedInlineScripts(readFileSync(adminPage, 'utf8'));
  if (adminScripts.length)
    throw new Error(
      `build-headers: ${ADMIN_DIR}/index.html runs an inline script: its policy has no hashes`,
    );

  const { formsEndpoint, turnstileSiteKey } = formsDelivery(env);
  const site = sitePolicy({
    scriptHashes: [...hashes],
    formsEndpoint,
    turnstile: Boolean(turnstileSiteKey),
  });
  const admin = adminPolicy({ backend: backendFromEnv(env), localBackend: LOCAL_BACKEND_URL });

  const topLevel = readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => !/\.(?:br|gz|txt)$/.test(entry.name) && !entry.name.startsWith(HEADERS_FILE))
    .map((entry) => ({
      name: entry.name.replace(/\.html$/, '').replace(/^index$/, ''),
      folder: entry.isDirectory(),
    }))
    .filter(({ name }) => name);
  const siteHeaders = scopedHeaders(site);
  const adminHeaders = scopedHeaders(admin, { admin: true });
  const rules = headerRules({ topLevel: dedupe(topLevel), site: siteHeaders, admin: adminHeaders });
  writeFileSync(join(outDir, HEADERS_FILE), headersFile(rules));

  // Read back as a host reads it: each page's own address gets a policy naming every inline
  // script the page runs.
  const written = parseHeadersFile(readFileSync(join(outDir, HEADERS_FILE), 'utf8'));
  for (const { page, path, hashes: pageHashes } of perPage) {
    const policy = headersFor(written, path)['Content-Security-Policy'] ?? '';
    const scriptSrc = new Set(/(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1].split(' '));
    const missing = pageHashes.find((hash) => !scriptSrc.has(hash));
    if (!policy || missing)
      throw new Error(
        `build-headers: ${path} (${page}) runs an inline script ${missing ?? ''} its policy does not name`,
      );
  }
  writeFileSync(
    join(outDir, NGINX_HEADERS_FILE),
    nginxHeaders({ site: siteHeaders, admin: adminHeaders }),
  );
  return { pages: perPage.length, scriptHashes: hashes.size, rules: rules.length };
}

/** One entry per name: `about.html` and the folder `about/` are one rule pair. */
function dedupe(entries) {
  const byName = new Map();
  for (const { name, folder } of entries) byName.set(name, folder || byName.get(name) || false);
  return [...byName].map(([name, folder]) => ({ name, folder }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  try {
    console.log(`build-headers: ${JSON.stringify(buildHeaders(values.out))}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
