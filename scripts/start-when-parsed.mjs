// Starts each page's scripts once the page is parsed, from one small starter in <head>, and has the
// page fetch Next's RSC payload as the file the export already writes instead of carrying it.
// Run by `npm run build` after scripts/inline-css.mjs.
//
// With its stylesheet inlined (scripts/inline-css.mjs), a page paints as soon as its HTML is in and
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
//   last file alone, as a preload: after scripts/join-scripts.mjs, which joins the list into two
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
// - each stylesheet inlined by scripts/inline-css.mjs gets its file's link back, disabled (so
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
import { INLINED_ATTRIBUTE, PRECEDENCE, linkedStylesheets } from './inline-css.mjs';
import { rewritePages } from './lib/files.mjs';
import { attribute } from './lib/tags.mjs';

/** The attribute of the inline script that starts the page's scripts: their paths, in order. */
export const START_ATTRIBUTE = 'data-start-scripts';

/** The starter's attribute naming the file that holds the page's RSC payload, when fetched. */
export const PAYLOAD_ATTRIBUTE = 'data-payload';

/** The type of Next's inline scripts once inert: the starter runs them when the page is parsed. */
export const WHEN_PARSED_TYPE = 'text/x-when-parsed';

/**
 * How long, from `DOMContentLoaded`, the starter waits at most for the page's eager images before
 * it asks for the scripts and the payload, so that a stalled image cannot hold the app back.
 */
export const IMAGES_WAIT_MS = 1000;

/** Marks an inline script of <body> that must run where it stands, while the page is parsed. */
export const IN_PLACE_ATTRIBUTE = 'data-in-place';

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
 * Whether an image (`i`) is eager and still loading: what the starter and its file wait for
 * before they ask for the shared file.
 */
const LOADING_EAGER = 'function(i){return i.loading!=="lazy"&&!i.complete}';

/** Preloads the list's (`f`) last file, the shared one, through the variable `v`. */
const preloadShared = (v) =>
  `${v}=d.createElement("link");${v}.rel="preload";${v}.as="script";${v}.href=f[f.length-1];` +
  `d.head.appendChild(${v})`;

/**
 * The starter's file: what the starter starts, once the page is parsed and the file is in. It finds
 * the starter by its list; once the page's eager images are in (or IMAGES_WAIT_MS have passed), it
 * preloads the list's last file unless the starter did (`p`); once the page has painted (or at once
 * if it is hidden), it puts back the disabled link of each inlined stylesheet, adds the listed
 * scripts, to run in order, and fetches the payload file if there is one (`u`); then, with the
 * payload in, it runs the inert blocks in order (as inline scripts, with their other attributes)
 * and hands Next the payload's opening and text.
 */
export const starterFileSource = () =>
  '(function(d){var s=d.querySelector("script[' +
  START_ATTRIBUTE +
  ']"),f=s.getAttribute("' +
  START_ATTRIBUTE +
  '").split(" ").filter(Boolean),u=s.getAttribute("' +
  PAYLOAD_ATTRIBUTE +
  '"),' +
  // The eager images still loading; `go` starts once, when the last is in or the wait is over.
  `w=[].filter.call(d.images,${LOADING_EAGER}),` +
  'n=w.length,t;function go(){if(n<0)return;n=-1;clearTimeout(t);start()}' +
  'function one(){if(--n===0)go()}' +
  'if(!n)go();else{' +
  'w.forEach(function(i){i.addEventListener("load",one);i.addEventListener("error",one)});' +
  `t=setTimeout(go,${IMAGES_WAIT_MS})}` +
  // Now: the list's last file, the largest, asked for if the starter has not (the list is never
  // empty: a page without scripts gets no starter); the rest once the page has painted.
  'function start(){' +
  `if(!s.p){var ${preloadShared('l')}}` +
  // After the next frame (a task queued from its animation frame), or at once in a hidden page,
  // which paints none; `rest` runs once.
  'var o=0;function g(){if(!o){o=1;rest()}}' +
  'if(d.visibilityState==="hidden")return g();' +
  'd.addEventListener("visibilitychange",g);' +
  'requestAnimationFrame(function(){setTimeout(g,0)})}' +
  'function rest(){' +
  `d.querySelectorAll("[${INLINED_ATTRIBUTE}]").forEach(function(t){` +
  'var l=d.createElement("link");l.rel="stylesheet";' +
  `l.setAttribute("href",t.getAttribute("${INLINED_ATTRIBUTE}"));` +
  `l.setAttribute("data-precedence","${PRECEDENCE}");l.setAttribute("disabled","");t.after(l)});` +
  'var p=u?fetch(u).then(function(r){if(!r.ok)throw Error(r.status);return r.text()}):null;' +
  'f.forEach(function(v){' +
  'var e=d.createElement("script");e.src=v;e.async=false;d.head.appendChild(e)});' +
  'function run(t){' +
  `d.querySelectorAll('script[type="${WHEN_PARSED_TYPE}"]').forEach(function(b){` +
  'var e=d.createElement("script"),a=b.attributes;' +
  'for(var i=0;i<a.length;i++)if(a[i].name!=="type")e.setAttribute(a[i].name,a[i].value);' +
  'e.text=b.text;b.replaceWith(e)});' +
  'if(t!==null){var q=self.__next_f=self.__next_f||[];q.push([0]);q.push([1,t])}}' +
  'p?p.then(run,function(){}):run(null)}' +
  '})(document)\n';

/** The starter's file, by site path: its name carries a hash of its text. */
export const STARTER_PATH = `/_next/static/chunks/start-${createHash('sha256')
  .update(starterFileSource())
  .digest('hex')
  .slice(0, 12)}.js`;

/**
 * The starter, at the end of <head>. Once the document is parsed it asks for the starter's file
 * and, when no eager image is still loading, preloads the list's last file, and says so (`p`).
 */
const startSource = () =>
  '(function(d,s){d.addEventListener("DOMContentLoaded",function(){var e;' +
  `if(![].some.call(d.images,${LOADING_EAGER})){s.p=1;` +
  'var f=s.getAttribute("' +
  START_ATTRIBUTE +
  '").split(" ");' +
  `${preloadShared('e')}}` +
  `e=d.createElement("script");e.src="${STARTER_PATH}";d.head.appendChild(e)})` +
  '})(document,document.currentScript)';

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
 * its site path (both undefined when the export wrote none). Unchanged when it was rewritten, or
 * has no script Next starts.
 */
export function startWhenParsed(html, { payload, payloadPath } = {}) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd || html.includes(`${START_ATTRIBUTE}=`)) return html;
  let head = html.slice(0, headEnd);
  let body = html.slice(headEnd, bodyEnd);
  if (linkedStylesheets(head).length)
    throw new Error('start-when-parsed: a stylesheet link is left (run scripts/inline-css.mjs)');

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
  if (!sources.length) return html;

  // The payload leaves the page only if its blocks hold exactly the file's text.
  const blocks = [...body.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, source]) => isClassicInline(attributes) && PAYLOAD_ANY.test(source))
    .map(([, , source]) => source);
  const fetched = payload !== undefined && payloadText(blocks) === payload;

  body = body.replace(INLINE_SCRIPT, (tag, attributes, source) => {
    if (!isClassicInline(attributes) || isInPlace(attributes)) return tag;
    if (fetched && (PAYLOAD_TEXT.test(source) || PAYLOAD_OPEN.test(source))) return '';
    const rest = attributes.replace(/\stype="[^"]*"/i, '');
    return `<script type="${WHEN_PARSED_TYPE}"${rest}>${source}</script>`;
  });
  const payloadAttribute = fetched ? ` ${PAYLOAD_ATTRIBUTE}="${payloadPath}"` : '';
  const start = `<script ${START_ATTRIBUTE}="${sources.join(' ')}"${payloadAttribute}>${startSource()}</script>`;
  return head + start + body + html.slice(bodyEnd);
}

/**
 * Rewrites every page of the export in `outDir`, and writes the starter's file there if a page
 * asks for it; returns how many pages it rewrote.
 */
export function startWhenParsedIn(outDir) {
  const rewritten = rewritePages(outDir, (html, file) => {
    const txt = file.replace(/\.html$/, '.txt');
    if (!existsSync(txt)) return startWhenParsed(html);
    const payload = readFileSync(txt, 'utf8');
    const version = createHash('sha256').update(payload).digest('hex').slice(0, 12);
    const payloadPath = `/${relative(outDir, txt).split('\\').join('/')}?v=${version}`;
    return startWhenParsed(html, { payload, payloadPath });
  });
  if (rewritten) {
    const file = join(outDir, STARTER_PATH);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, starterFileSource());
  }
  return rewritten;
}

// `node scripts/start-when-parsed.mjs` (a step of `npm run build`): rewrite the export in out/.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`start when parsed: ${startWhenParsedIn('out')} pages rewritten`);
}
