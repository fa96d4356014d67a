// Lets the browser parse a page while its stylesheet is on the way, and starts the page's scripts
// the moment the stylesheet is in, as before. Run by `npm run build` after `next build`.
//
// As Next writes a page, the stylesheet comes first in <head> and the root layout's inline script
// (the tap catcher, lib/early-scripts.ts) after it. A classic script after a stylesheet that is
// still loading stops the parser, so on a slow phone the whole <body> was parsed only once the CSS
// had arrived: 30-44 ms of main thread between the stylesheet and the first layout, which the
// same page without scripts does not have. That stop in <head> was also what held the scripts
// back (Chromium keeps low-priority requests waiting until the parser reaches <body>); without
// it, they race the stylesheet and fonts, and the page paints later still (docs/performance.md).
// Rewritten, the parser waits only at the end of <body>:
//
// - the stylesheets move to just after the last inline script of <head> (a preload at their old
//   place asks for them as early as before);
// - Next's script tags (and their preload hints) become one inline script at the end of <body>,
//   after Next's own inline scripts, which adds the same files in the same order. Being after the
//   stylesheet, it runs when the stylesheet is in (or has failed), in the parser's own task,
//   before the first layout: the moment Chromium used to release them, so hydration is no later.
//
// Without JavaScript nothing changes but the stylesheet's place in <head>.
import { readFileSync, writeFileSync } from 'node:fs';
import { filesUnder } from './lib/files.mjs';

/** The attribute of the inline script that starts the page's scripts: their paths, in order. */
export const START_ATTRIBUTE = 'data-start-scripts';

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
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const isScriptPreload = (tag) =>
  attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'script';
const isAsyncScript = (attributes) =>
  /\sasync\b/i.test(attributes) &&
  !/\snomodule\b/i.test(attributes) &&
  attribute(attributes, 'src') !== undefined;

/** Runs at the end of <body>, once the stylesheets are in: adds the page's scripts, in order. */
const START_SOURCE =
  'document.currentScript.getAttribute("' +
  START_ATTRIBUTE +
  '").split(" ").forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})';

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
  body = withoutScriptFiles(body);

  // The stylesheets move to just after the last inline script of <head> (before any <style> that
  // followed them there, so the cascade keeps its order), a preload at their old place.
  const at = head.search(STYLESHEET);
  head = head.replace(STYLESHEET, '');
  const after = lastClassicScriptEnd(head);
  if (after > at) {
    head = head.slice(0, after) + sheets.join('') + head.slice(after);
    head = head.slice(0, at) + sheets.map(preloadFor).join('') + head.slice(at);
  } else head = head.slice(0, at) + sheets.join('') + head.slice(at);

  const start = sources.length
    ? `<script ${START_ATTRIBUTE}="${sources.join(' ')}">${START_SOURCE}</script>`
    : '';
  return head + body + start + html.slice(bodyEnd);
}

/** Where the last classic inline script of `head` ends (-1 when there is none). */
function lastClassicScriptEnd(head) {
  let end = -1;
  for (const match of head.matchAll(INLINE_SCRIPT)) {
    const type = attribute(match[1], 'type');
    if (!attribute(match[1], 'src') && (!type || /javascript/i.test(type)))
      end = match.index + match[0].length;
  }
  return end;
}

/** `<link rel="preload" as="style">` for a stylesheet's link (its href and media). */
function preloadFor(sheet) {
  const media = attribute(sheet, 'media');
  return `<link rel="preload" as="style" href="${attribute(sheet, 'href')}"${media ? ` media="${media}"` : ''}/>`;
}

/** Rewrites every page of the export in `outDir`; returns how many it rewrote. */
export function startAfterCssIn(outDir) {
  let pages = 0;
  for (const file of filesUnder(outDir, /\.html$/)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = startAfterCss(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    pages += 1;
  }
  return pages;
}

// `node scripts/start-after-css.mjs` (a step of `npm run build`): rewrite the export in out/.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`start after CSS: ${startAfterCssIn('out')} pages rewritten`);
}
