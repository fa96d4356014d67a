// Checks every link and resource reference in the export, resolved as the static host does
// (file, file.html, dir/index.html), including #fragments, srcsets, canonical and Open Graph
// URLs, the scripts (those the starter adds too) and preloads, the sitemap, and every result of
// the search index (its page and thumbnail). External links (other origins, mailto:, tel:) are
// only counted.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { filesUnder, isAdminFile } from './lib/files.mjs';
import { inlinedFiles } from './rewrite/inline-css.mjs';
import { payloadFile, startedScripts, starterFile } from './rewrite/start-when-parsed.mjs';

const OUT = 'out';
const ORIGIN = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.nusantara-ceo.example').replace(
  /\/$/,
  '',
);

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a static host serves for a site path, or null. */
function resolve(pathname) {
  const clean = decodeURIComponent(pathname);
  const base = join(OUT, clean);
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

const idsCache = new Map();
function idsOf(file) {
  if (!idsCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file);
}

const decode = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

function referencesIn(html) {
  const refs = [];
  for (const [, attr, value] of html.matchAll(/\s(href|src|content)="([^"]*)"/gi)) {
    if (attr.toLowerCase() === 'content' && !value.startsWith(ORIGIN)) continue;
    refs.push(decode(value));
  }
  for (const [, value] of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/gi)) {
    for (const candidate of decode(value).split(',')) refs.push(candidate.trim().split(/\s+/)[0]);
  }
  // What the starter asks for: its own file, the page's scripts, its payload file, its
  // stylesheets' links.
  refs.push(starterFile(html), ...startedScripts(html), payloadFile(html), ...inlinedFiles(html));
  return refs.filter(Boolean);
}

const broken = [];
let internal = 0;
let external = 0;

function check(ref, fromFile, fromLabel) {
  if (/^(mailto:|tel:)/.test(ref)) return void (external += 1);
  let url;
  try {
    url = new URL(ref, `${ORIGIN}/${relative(OUT, fromFile)}`);
  } catch {
    return void broken.push(`${fromLabel}: unparsable "${ref}"`);
  }
  if (url.origin !== ORIGIN) return void (external += 1);
  internal += 1;
  const target = resolve(url.pathname);
  if (!target) {
    return void broken.push(`${fromLabel}: ${url.pathname} does not exist`);
  }
  if (url.hash.length > 1 && target.endsWith('.html')) {
    const id = decodeURIComponent(url.hash.slice(1));
    if (!idsOf(target).has(id))
      broken.push(`${fromLabel}: ${url.pathname}${url.hash} has no such id`);
  }
}

for (const file of filesUnder(OUT)) {
  // The editor at /admin is Decap's own app, outside the site's links.
  if (isAdminFile(OUT, file)) continue;
  const label = `/${relative(OUT, file)}`;
  if (file.endsWith('.html')) {
    for (const ref of referencesIn(readFileSync(file, 'utf8'))) check(ref, file, label);
  } else if (file.endsWith('sitemap.xml')) {
    for (const [, loc] of readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g))
      check(loc, file, label);
  } else if (file.endsWith('.pf_fragment')) {
    // A search result (scripts/build-search-index.mjs): gzip, a 'pagefind_dcd' tag, then JSON.
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const { url, meta } = JSON.parse(text.slice(text.indexOf('{')));
    check(url, join(OUT, 'index.html'), label);
    if (meta.image) check(meta.image, join(OUT, 'index.html'), label);
  } else if (file.endsWith('feed.xml')) {
    // RSS feeds: the channel's and every item's link, guid and the feed's own atom:link.
    const xml = readFileSync(file, 'utf8');
    for (const [, url] of xml.matchAll(/<(?:link|guid)\b[^>]*>([^<]+)<\/(?:link|guid)>/g))
      check(decode(url), file, label);
    for (const [, url] of xml.matchAll(/<atom:link\b[^>]*\shref="([^"]+)"/g))
      check(decode(url), file, label);
  }
}

console.log(`links: ${internal} internal references checked, ${external} external skipped.`);
if (broken.length) {
  console.error(`\n${broken.length} broken reference(s):\n  ${[...new Set(broken)].join('\n  ')}`);
  process.exit(1);
}
console.log('No broken links.');
