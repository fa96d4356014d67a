// The site search's index, a step of `npm run build` between `next build` and precompression:
// Pagefind reads every exported page that marks its main content with `data-pagefind-body`
// (components/search/search-indexed.tsx: profiles, events, articles, news items, albums,
// projects and the content pages; never a listing, the 404 page or /search) and writes its
// bundle to out/pagefind/, which the browser queries in pieces (components/search/pagefind.ts).
// Each page is filed under its clean URL (/ceo/x, /id/about) and its <html lang>: one index per
// edition, English and Indonesian, each with its own stemming.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { filesUnder, pagePath, sitePages } from './lib/files.mjs';

const OUT = 'out';
const BUNDLE = join(OUT, 'pagefind');
/** What Pagefind writes that this site does not use: its prebuilt interfaces and their styles. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;
/** The index's editions: a page in another language would mean a wrong <html lang>. */
const LANGUAGES = ['en', 'id'];

/** The address a static host serves a page at: out/about.html → /about, out/id.html → /id. */
const urlOf = (file) => pagePath(OUT, file);

/** Elements a browser runs into the text around them: no word boundary at their tags. */
const INLINE =
  'a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|strong|sub|sup|u|var';

/**
 * The page as indexed: a space at the edges of every element that is not inline formatting.
 * Pagefind joins the text of elements it does not count as blocks, so a term and its value
 * (`<dt>Company</dt><dd>PT X</dd>`) or a venue and its address on the line below (`Hotel
 * Arjuna Surabaya<span class="block">Jl. …`) would be indexed as one word ('CompanyPT',
 * 'SurabayaJl'); a browser lays them out apart, so they are apart in the index too. A space is
 * added only where a letter or digit would otherwise touch the tag, never before punctuation.
 */
const spaced = (html) =>
  html
    .replace(new RegExp(`(</(?!(?:${INLINE})>)[a-z][a-z0-9]*>)(?=[\\p{L}\\p{N}<])`, 'giu'), '$1 ')
    .replace(new RegExp(`([^\\s>])(?=<(?!/)(?!(?:${INLINE})[\\s>])[a-z])`, 'giu'), '$1 ');

const started = performance.now();
rmSync(BUNDLE, { recursive: true, force: true });

const { index, errors: createErrors } = await pagefind.createIndex({});
if (!index) throw new Error(`pagefind: ${createErrors.join('; ')}`);

let pages = 0;
for (const file of sitePages(OUT)) {
  if (file.startsWith(join(OUT, '_next'))) continue;
  const html = readFileSync(file, 'utf8');
  // Pages without a marked body (listings, 404, /search) are not results.
  if (!html.includes('data-pagefind-body')) continue;
  const { errors } = await index.addHTMLFile({ url: urlOf(file), content: spaced(html) });
  if (errors.length) throw new Error(`pagefind: ${file}: ${errors.join('; ')}`);
  pages += 1;
}
if (pages === 0) throw new Error('pagefind: no page marks its content with data-pagefind-body');

const { errors: writeErrors } = await index.writeFiles({ outputPath: BUNDLE });
if (writeErrors.length) throw new Error(`pagefind: ${writeErrors.join('; ')}`);
await pagefind.close();

for (const name of readdirSync(BUNDLE)) {
  if (UNUSED.test(name)) rmSync(join(BUNDLE, name));
}
const entry = JSON.parse(readFileSync(join(BUNDLE, 'pagefind-entry.json'), 'utf8'));
const languages = Object.keys(entry.languages).sort();
if (languages.join() !== LANGUAGES.join()) {
  throw new Error(`pagefind: expected the languages ${LANGUAGES}, found ${languages}`);
}
for (const name of readdirSync(BUNDLE)) {
  // An index for pages without a known language is never loaded by either edition.
  if (/^wasm\.(?!en\.|id\.)/.test(name)) rmSync(join(BUNDLE, name));
}

let bytes = 0;
let files = 0;
for (const file of filesUnder(BUNDLE)) {
  bytes += statSync(file).size;
  files += 1;
}
const perLanguage = languages.map((l) => `${l} ${entry.languages[l].page_count}`).join(', ');
console.log(
  `search index: ${pages} pages (${perLanguage}), ${files} files, ${(bytes / 1024).toFixed(0)} KB in ${BUNDLE}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
