// Lets the browser parse a whole page while its stylesheet is on the way, and starts the page's
// scripts the moment the stylesheet is in. Run by `npm run build` after `next build`.
//
// As Next writes a page, a classic inline script stops the parser while a stylesheet is loading:
// the root layout's script in <head> (which comes after the stylesheet), and Next's own inline
// scripts at the end of <body> (its RSC payload and bootstrap). So on a slow phone the document
// finished parsing only once the CSS had arrived, and Chromium's end-of-parsing work (a forced
// style and layout of the whole page) came before the first frame, which then laid the page out
// again for the fonts that had arrived meanwhile. The same page without scripts finishes parsing
// while its CSS downloads (docs/performance.md). Rewritten, nothing waits for the stylesheet:
//
// - the stylesheets move to just after the last inline script of <head> (a preload at their old
//   place asks for them as early as before);
// - Next's inline scripts in <body> become inert blocks (type WHEN_PARSED_TYPE) that run, in
//   order, once the document is parsed; a script marked `data-in-place` (the 404 page's message)
//   keeps running where it stands;
// - Next's script tags and script preloads become one list on a small inline script just before
//   the stylesheets (the starter). It runs those blocks at DOMContentLoaded, and adds the same
//   files in the same order once the document is parsed and every stylesheet has loaded or failed:
//   the stylesheet's load event comes right after it is parsed, before the first frame, as early as
//   the parser used to release them, so hydration is no later and the scripts never share the line
//   with the stylesheet.
//
// Without JavaScript nothing changes but the stylesheet's place in <head>.
import { rewritePages } from './lib/files.mjs';

/** The attribute of the inline script that starts the page's scripts: their paths, in order. */
export const START_ATTRIBUTE = 'data-start-scripts';

/** The type of Next's inline scripts once inert: the starter runs them when the page is parsed. */
export const WHEN_PARSED_TYPE = 'text/x-when-parsed';

/** Marks an inline script of <body> that must run where it stands, while the page is parsed. */
export const IN_PLACE_ATTRIBUTE = 'data-in-place';

/** The scripts a rewritten page's starter adds, by site path, in order (none before the step). */
export function startedScripts(html) {
  return [...html.matchAll(new RegExp(`\\s${START_ATTRIBUTE}="([^"]*)"`, 'g'))].flatMap(
    ([, list]) => list.split(' ').filter(Boolean),
  );
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const LINK = /<link\b[^>]*>/g;
const INLINE_SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const SCRIPT_FILE = /<script\b([^>]*)><\/script>/g;

/** An attribute's value in a tag (a whole name: `src` is not `data-src`). */
export const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const isScriptPreload = (tag) =>
  attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'script';
/** Whether a script is classic and inline: no src, and no type or a JavaScript one. */
const isClassicInline = (attributes) => {
  const type = attribute(attributes, 'type');
  return attribute(attributes, 'src') === undefined && (!type || /javascript/i.test(type));
};
/** Whether a script tag (or its attributes) is a `nomodule` polyfill. */
export const isNomodule = (attributes) => /\snomodule\b/i.test(attributes);
const isAsyncScript = (attributes) =>
  /\sasync\b/i.test(attributes) &&
  !isNomodule(attributes) &&
  attribute(attributes, 'src') !== undefined;

/**
 * The starter, in <head> before the stylesheets (`sheets` of them): once the document is parsed it
 * runs the inert blocks in order (as inline scripts, with their other attributes), and once every
 * stylesheet has loaded or failed too, it adds the listed scripts, in order, as async scripts. The
 * window's load event, which comes after every stylesheet's, starts them if nothing else has (a
 * stylesheet taken out of the page before it loaded fires neither load nor error).
 */
const startSource = (sheets) =>
  '(function(d,w,s,n){var p=false;' +
  'function go(){if(!p||n!==0)return;n=-1;s.split(" ").forEach(function(u){if(!u)return;' +
  'var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
  'function css(v){var t=v.target;if(n>0&&t.localName==="link"&&t.rel==="stylesheet"){n--;go()}}' +
  'd.addEventListener("load",css,true);d.addEventListener("error",css,true);' +
  'w.addEventListener("load",function(){if(n>0)n=0;go()});' +
  'd.addEventListener("DOMContentLoaded",function(){' +
  `d.querySelectorAll('script[type="${WHEN_PARSED_TYPE}"]').forEach(function(b){` +
  'var e=d.createElement("script"),a=b.attributes;' +
  'for(var i=0;i<a.length;i++)if(a[i].name!=="type")e.setAttribute(a[i].name,a[i].value);' +
  'e.text=b.text;b.replaceWith(e)});p=true;go()})' +
  `})(document,window,document.currentScript.getAttribute("${START_ATTRIBUTE}"),${sheets})`;

/** Next's inline classic scripts of `body` made inert (those marked to run in place excepted). */
const whenParsed = (body) =>
  body.replace(INLINE_SCRIPT, (tag, attributes) => {
    if (!isClassicInline(attributes)) return tag;
    if (new RegExp(`\\s${IN_PLACE_ATTRIBUTE}(?![\\w-])`, 'i').test(attributes)) return tag;
    const rest = attributes.replace(/\stype="[^"]*"/i, '');
    return `<script type="${WHEN_PARSED_TYPE}"${rest}>${tag.slice(tag.indexOf('>') + 1)}`;
  });

/** The page's HTML rewritten as above; unchanged when it has no stylesheet or was rewritten. */
export function startAfterCss(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd || html.includes(`${START_ATTRIBUTE}=`)) return html;
  let head = html.slice(0, headEnd);
  let body = html.slice(headEnd, bodyEnd);
  const sheets = head.match(STYLESHEET) ?? [];
  if (!sheets.length) return html;

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
  body = whenParsed(withoutScriptFiles(body));

  // The stylesheets move to just after the last inline script of <head> (before any <style> that
  // followed them there, so the cascade keeps its order), a preload at their old place; the
  // starter goes just before them, so it runs at once.
  const start = `<script ${START_ATTRIBUTE}="${sources.join(' ')}">${startSource(sheets.length)}</script>`;
  const at = head.search(STYLESHEET);
  head = head.replace(STYLESHEET, '');
  const after = lastClassicScriptEnd(head);
  if (after > at) {
    head = head.slice(0, after) + start + sheets.join('') + head.slice(after);
    head = head.slice(0, at) + sheets.map(preloadFor).join('') + head.slice(at);
  } else head = head.slice(0, at) + start + sheets.join('') + head.slice(at);
  return head + body + html.slice(bodyEnd);
}

/** Where the last classic inline script of `head` ends (-1 when there is none). */
function lastClassicScriptEnd(head) {
  let end = -1;
  for (const match of head.matchAll(INLINE_SCRIPT))
    if (isClassicInline(match[1])) end = match.index + match[0].length;
  return end;
}

/** `<link rel="preload" as="style">` for a stylesheet's link (its href and media). */
function preloadFor(sheet) {
  const media = attribute(sheet, 'media');
  return `<link rel="preload" as="style" href="${attribute(sheet, 'href')}"${media ? ` media="${media}"` : ''}/>`;
}

/** Rewrites every page of the export in `outDir`; returns how many it rewrote. */
export function startAfterCssIn(outDir) {
  return rewritePages(outDir, startAfterCss);
}

// `node scripts/start-after-css.mjs` (a step of `npm run build`): rewrite the export in out/.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`start after CSS: ${startAfterCssIn('out')} pages rewritten`);
}
