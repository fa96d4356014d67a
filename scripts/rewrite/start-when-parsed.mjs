// Starts each page's scripts once the page is parsed, from one small starter in <head>, and has the
// page fetch Next's RSC payload as the file the export already writes instead of carrying it.
// Run by `npm run build` after scripts/rewrite/inline-css.mjs.
//
// With its stylesheet inlined (scripts/rewrite/inline-css.mjs), a page paints as soon as its HTML is in and
// laid out: on a slow phone its bytes are the path to the first paint. Next ends every page with
// its RSC payload, the same tree once more as data for React (on /membership 13 of the page's
// 23 KB gzipped), in inline scripts. The export also writes that payload, byte for byte, as the
// page's `.txt`. Measured on the throttled phone, eleven loads each, the page without it painted
// 10-15 % earlier on /membership and /news, level with the same page without scripts, and
// hydrated no later, the file arriving long before the scripts that read it
// (docs/performance.md). Rewritten:
//
// - Next's script tags and script preloads become one list on the starter, a small inline script
//   at the end of <head>. It only asks for things; what it starts is in the starter's file
//   (STARTER_PATH, with Next's chunks, named by a hash of its text), asked for once the page is
//   parsed. On a slow phone every byte of the page is on the path to its first paint, which
//   Chromium holds until the page is parsed (the display font's preload in <head> blocks rendering
//   until then, app/fonts.ts); the file's round trip is not: it comes in long before the shared
//   file. The page carries 0.5 KB (gzipped) less, 2.5 ms at 1.6 Mbps
//   (docs/performance.md);
// - once the page is parsed (DOMContentLoaded), when the HTML no longer shares the line, the
//   starter asks for its file and, unless eager images are still loading (below), for the list's
//   last file alone, as a preload: after scripts/rewrite/join-scripts.mjs, which joins the list into two
//   files whose order matters, that is the shared one, the largest, which decides when the app
//   can start. Once the page has painted its first frame the starter's file adds the files as
//   scripts that run in the list's order, each as soon as it and those before it are in
//   (`async = false` on an added script: it holds nothing else back), the last one taken from its
//   preload. `DOMContentLoaded` runs in the task that lays out the first frame, and starting a
//   request there cost 3-5 ms of main thread at 4x CPU; the page's own file and the payload, a
//   fifth of the bytes, still come in long before the shared file when asked for a frame later
//   (measured on the throttled phone, docs/performance.md). A hidden page, which paints no frame,
//   or one hidden before its first, starts them at once;
// - Next's inline scripts in <body> become inert blocks (type WHEN_PARSED_TYPE) that the starter's
//   file runs, in order, once its payload is in; a script marked `data-in-place` (the 404 page's
//   message) keeps running where it stands;
// - when the page's payload blocks (`self.__next_f.push([1,"…"])`) hold exactly its `.txt`, they
//   go, with the block that opens the payload (`push([0])`), and the starter's file fetches that
//   file (PAYLOAD_ATTRIBUTE) with the scripts and, after running the blocks, hands Next the opening
//   and the text, as the blocks would have; a page without such a file (the 404 page, served at
//   any path) keeps its payload. If the fetch fails the app does not start and the page stays as
//   its HTML made it, which works without scripts. The file's address carries a hash of its text
//   (`?v=…`), so no cache, however it is set up, can answer a page with the payload of an earlier
//   build;
// - each stylesheet inlined by scripts/rewrite/inline-css.mjs gets its file's link back, disabled (so
//   never fetched), just after it, before any script of the app runs: React finds a page's
//   stylesheets by their links, and would otherwise fetch the file again.
// - when the page has eager images still loading once it is parsed (an album's first row, an
//   event's cover: the images a page marks as its largest paint, and preloads), nothing but the
//   starter's file is asked for until they are in (loaded or failed), for at most IMAGES_WAIT_MS
//   from when that file runs: the scripts and the payload would share the line with them, and on
//   a throttled phone an album's photo, its largest paint, came 90 ms later than on the same page
//   without scripts (docs/performance.md). Such a page hydrates later by about as long as its
//   images take (78-98 ms on an event's page and a profile), still before it would with Next's
//   own tags; a page without such an image starts as before.
//
// Without JavaScript nothing changes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compiledStarter, starterSource } from './browser.mjs';
import {
  IN_PLACE_ATTRIBUTE,
  PAYLOAD_ATTRIBUTE,
  START_ATTRIBUTE,
  WHEN_PARSED_TYPE,
} from './names.mjs';
import { rewriteEveryPage } from '../lib/files.mjs';
import { attribute } from '../lib/tags.mjs';

export {
  IMAGES_WAIT_MS,
  IN_PLACE_ATTRIBUTE,
  PAYLOAD_ATTRIBUTE,
  START_ATTRIBUTE,
  WHEN_PARSED_TYPE,
} from './names.mjs';

const STARTER = compiledStarter();

/** The starter's file, by site path: its name carries a hash of its text. */
export const STARTER_PATH = STARTER.path;

/** The starter's file's text (scripts/rewrite/browser/starter.ts, compiled). */
export const starterFileSource = () => STARTER.source;

/** The starter, inline at the end of <head> (scripts/rewrite/browser/start.ts, compiled). */
const START_SOURCE = starterSource(STARTER_PATH);

/** The scripts a rewritten page's starter adds, by site path, in order (none before the step). */
export function startedScripts(html) {
  return [...html.matchAll(new RegExp(`\\s${START_ATTRIBUTE}="([^"]*)"`, 'g'))].flatMap(
    ([, list]) => list.split(' ').filter(Boolean),
  );
}

/** The starter's file a rewritten page asks for, by site path (undefined: none). */
export const starterFile = (html) =>
  new RegExp(`<script ${START_ATTRIBUTE}=[^>]*>[^<]*\\.src="([^"]*)"`).exec(html)?.[1];

/** The file a rewritten page fetches its payload from, by site path (undefined: inline). */
export const payloadFile = (html) =>
  new RegExp(`\\s${PAYLOAD_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];

const LINK = /<link\b[^>]*>/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const SCRIPT_FILE = /<script\b([^>]*)><\/script>/g;
/** One of Next's payload blocks of text: its argument, a JSON array. */
const PAYLOAD_TEXT = /^self\.__next_f\.push\((\[1,"[\s\S]*"\])\)$/;
/** The block that opens Next's payload. */
const PAYLOAD_OPEN = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/;
/** Any of Next's payload blocks (text, the opening `[0]`, form state, binary). */
const PAYLOAD_ANY = /self\.__next_f\b/;

const isScriptPreload = (tag) =>
  attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'script';
/** Whether a script is classic and inline: no src, and no type or a JavaScript one. */
const isClassicInline = (attributes) => {
  const type = attribute(attributes, 'type');
  return attribute(attributes, 'src') === undefined && (!type || /javascript/i.test(type));
};
const isInPlace = (attributes) =>
  new RegExp(`\\s${IN_PLACE_ATTRIBUTE}(?![\\w-])`, 'i').test(attributes);
/** Whether a script tag (or its attributes) is a `nomodule` polyfill. */
export const isNomodule = (attributes) => /\snomodule\b/i.test(attributes);
const isAsyncScript = (attributes) =>
  /\sasync\b/i.test(attributes) &&
  !isNomodule(attributes) &&
  attribute(attributes, 'src') !== undefined;

/**
 * The text of the page's payload, when every block of it but the opening `[0]` is text (`[1,"…"]`);
 * null otherwise (form state or binary data: left inline).
 */
function payloadText(blocks) {
  let text = '';
  for (const source of blocks) {
    const match = PAYLOAD_TEXT.exec(source);
    if (match) text += JSON.parse(match[1])[1];
    else if (!PAYLOAD_OPEN.test(source)) return null;
  }
  return text;
}

/**
 * The page's HTML rewritten as above. `payload` is the text of the page's `.txt` and `payloadPath`
 * its site path (both undefined when the export wrote none). Throws, saying what it expected, when
 * the page is not as Next writes it.
 */
export function startWhenParsed(html, { payload, payloadPath } = {}) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) throw new Error('expected a page with </head> and </body>');
  if (html.includes(`${START_ATTRIBUTE}=`)) throw new Error('expected a page not yet rewritten');
  let head = html.slice(0, headEnd);
  let body = html.slice(headEnd, bodyEnd);

  const sources = [];
  const take = (src) => {
    if (src && !sources.includes(src)) sources.push(src);
    return '';
  };
  const withoutScriptFiles = (part) =>
    part
      .replace(LINK, (tag) => (isScriptPreload(tag) ? take(attribute(tag, 'href')) : tag))
      .replace(SCRIPT_FILE, (tag, attributes) =>
        isAsyncScript(attributes) ? take(attribute(attributes, 'src')) : tag,
      );
  head = withoutScriptFiles(head);
  body = withoutScriptFiles(body);
  if (!sources.length)
    throw new Error(
      'expected Next\'s script files: <script src="/_next/…" async> or their preloads',
    );

  // The payload leaves the page only if its blocks hold exactly the file's text.
  const blocks = [...body.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, source]) => isClassicInline(attributes) && PAYLOAD_ANY.test(source))
    .map(([, , source]) => source);
  const fetched = payload !== undefined;
  if (fetched && payloadText(blocks) !== payload)
    throw new Error(
      'expected the payload blocks, (self.__next_f=self.__next_f||[]).push([0]) then ' +
        'self.__next_f.push([1,"…"]), to hold exactly the page\'s .txt',
    );

  body = body.replace(INLINE_SCRIPT, (tag, attributes, source) => {
    if (!isClassicInline(attributes) || isInPlace(attributes)) return tag;
    if (fetched && (PAYLOAD_TEXT.test(source) || PAYLOAD_OPEN.test(source))) return '';
    const rest = attributes.replace(/\stype="[^"]*"/i, '');
    return `<script type="${WHEN_PARSED_TYPE}"${rest}>${source}</script>`;
  });
  const payloadAttribute = fetched ? ` ${PAYLOAD_ATTRIBUTE}="${payloadPath}"` : '';
  const start = `<script ${START_ATTRIBUTE}="${sources.join(' ')}"${payloadAttribute}>${START_SOURCE}</script>`;
  return head + start + body + html.slice(bodyEnd);
}

/**
 * Rewrites every page of the export in `outDir`, and writes the starter's file there; returns how
 * many pages it rewrote.
 */
export function startWhenParsedIn(outDir) {
  const rewritten = rewriteEveryPage(outDir, 'start-when-parsed', (html, file) => {
    const txt = file.replace(/\.html$/, '.txt');
    if (!existsSync(txt)) return startWhenParsed(html);
    const payload = readFileSync(txt, 'utf8');
    const version = createHash('sha256').update(payload).digest('hex').slice(0, 12);
    const payloadPath = `/${relative(outDir, txt).split('\\').join('/')}?v=${version}`;
    return startWhenParsed(html, { payload, payloadPath });
  });
  const file = join(outDir, STARTER_PATH);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, starterFileSource());
  return rewritten;
}
