// A step of scripts/rewrite-export.mjs: each page fetches its RSC payload as the `.txt` the export
// already writes, instead of carrying it, and starts its scripts once it is parsed, from one small
// starter at the end of <head> and the starter's file (scripts/rewrite/browser/start.ts and
// starter.ts). Rewritten:
// - Next's script tags and script preloads become the starter's list (START_ATTRIBUTE);
// - Next's inline scripts in <body> become inert blocks (WHEN_PARSED_TYPE) that the starter's file
//   runs in order once the payload is in; one marked IN_PLACE_ATTRIBUTE runs where it stands;
// - the payload blocks go when they hold exactly the page's `.txt` (PAYLOAD_ATTRIBUTE names it, with
//   a hash of its text); a page without one (the 404 page) keeps them, any other mismatch stops.
// Left out, the largest paint came 7 % later and hydration 9 % later over all route types
// (docs/performance.md). Without JavaScript nothing changes.
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
 * null otherwise (form state or binary data), which the step refuses.
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
