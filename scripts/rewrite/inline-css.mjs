// A step of scripts/rewrite-export.mjs: each page carries its stylesheet, so it paints from its HTML
// alone (left out, the largest paint came 49 % later over all route types; docs/performance.md).
//
// Each `<link rel="stylesheet">` of <head> keeps its place (the cascade keeps its order) and holds
// the file: its `href` a `data:` URL of the file's text, but for its top-level `@font-face` rules,
// which go in a <style> just before it with their font URLs made absolute (a `data:` URL is no base
// for another URL). Not a <style> for all of it: the W3C checker validates CSS in <style> against a
// grammar older than Tailwind 4's (about 70 errors a page), and does not read a `data:` URL. The
// link names its file (INLINED_ATTRIBUTE) and the file's preload goes; the starter's file puts the
// link back, disabled, for React, which finds its stylesheets by their links.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rewriteEveryPage } from '../lib/files.mjs';
import { attribute } from '../lib/tags.mjs';
import { INLINED_ATTRIBUTE, PRECEDENCE } from './names.mjs';

export { INLINED_ATTRIBUTE, PRECEDENCE } from './names.mjs';

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const STYLE_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/g;
const URL_REFERENCE = /url\(\s*(['"]?)([^)'"]*)\1\s*\)/g;

/** The stylesheet links of `head` not yet inlined (those that name a file to fetch). */
export const linkedStylesheets = (head) =>
  (head.match(STYLESHEET) ?? []).filter(
    (sheet) => attribute(sheet, INLINED_ATTRIBUTE) === undefined,
  );

/** The files a rewritten page holds inline, by site path. */
export const inlinedFiles = (html) =>
  [...html.matchAll(new RegExp(`\\s${INLINED_ATTRIBUTE}="([^"]*)"`, 'g'))].map(([, href]) => href);

/** `css`, read from the site path `href`, with its relative `url()`s made site-absolute. */
export function absoluteUrls(css, href) {
  return css.replace(URL_REFERENCE, (reference, quote, url) => {
    if (!url || /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(url)) return reference;
    const { pathname, search, hash } = new URL(url, `https://site.invalid${href}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/**
 * `css` split in two: its top-level `@font-face` rules, and the rest. Strings and comments are
 * skipped over, so a brace in them does not count.
 */
export function splitFontFaces(css) {
  let fontFaces = '';
  let rest = '';
  let depth = 0;
  let from = 0;
  let face = -1;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      for (i += 1; i < css.length && css[i] !== char; i += 1) if (css[i] === '\\') i += 1;
    } else if (char === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2);
      if (i < 0) break;
      i += 1;
    } else if (char === '{') {
      const prelude = depth === 0 ? /@font-face\s*$/i.exec(css.slice(from, i)) : null;
      if (prelude) {
        rest += css.slice(from, from + prelude.index);
        face = from + prelude.index;
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        if (face >= 0) fontFaces += css.slice(face, i + 1);
        else rest += css.slice(from, i + 1);
        face = -1;
        from = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      rest += css.slice(from, i + 1);
      from = i + 1;
    }
  }
  return { fontFaces, rest: rest + css.slice(from) };
}

/**
 * `css` as a `data:` URL for an attribute: every character that is not a URL code point (and `&`,
 * which HTML would read as a character reference) percent-encoded, as UTF-8.
 */
export const dataUrl = (css) =>
  `data:text/css;charset=utf-8,${css.replace(/[^A-Za-z0-9!$'()*+,\-./:;=?@_~]/gu, (char) =>
    encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
  )}`;

/**
 * The page's HTML with each stylesheet of <head> inlined as above. `read(href)` gives a stylesheet's
 * text by its site path. Throws, saying what it expected, when the page has no stylesheet of Next's.
 */
export function inlineCss(html, read) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('expected a page with </head>');
  let head = html.slice(0, headEnd);
  const sheets = linkedStylesheets(head);
  if (!sheets.length)
    throw new Error(
      `expected Next's stylesheet in <head>: <link rel="stylesheet" href="/_next/…css" data-precedence="${PRECEDENCE}">`,
    );
  for (const sheet of sheets) {
    const href = attribute(sheet, 'href');
    if (!href?.startsWith('/') || attribute(sheet, 'media') !== undefined)
      throw new Error(`expected a site path and no media: ${sheet}`);
    if (attribute(sheet, 'data-precedence') !== PRECEDENCE)
      throw new Error(`expected Next's precedence "${PRECEDENCE}": ${sheet}`);
    const { fontFaces, rest } = splitFontFaces(read(href));
    // A `data:` URL is no base for another URL: only the fonts may name files.
    const named = [...rest.matchAll(URL_REFERENCE)].find(([, , url]) => !/^(?:data:|#)/i.test(url));
    if (named) throw new Error(`expected no url() outside @font-face: ${href} has ${named[0]}`);
    const fonts = absoluteUrls(fontFaces, href);
    // The text ends the <style> element at its first `</style`: CSS never needs one.
    if (/<\/style/i.test(fonts)) throw new Error(`expected no "</style" in ${href}`);
    const inlined =
      (fonts ? `<style>${fonts}</style>` : '') +
      `<link rel="stylesheet" href="${dataUrl(rest)}" ${INLINED_ATTRIBUTE}="${href}"/>`;
    head = head.replace(sheet, () => inlined);
    head = head.replace(STYLE_PRELOAD, (tag) =>
      attribute(tag, 'as') === 'style' && attribute(tag, 'href') === href ? '' : tag,
    );
  }
  return head + html.slice(headEnd);
}

/** Inlines the stylesheets of every page of the export in `outDir`; returns how many changed. */
export function inlineCssIn(outDir) {
  const files = new Map();
  const read = (href) => {
    if (!files.has(href)) files.set(href, readFileSync(join(outDir, href), 'utf8'));
    return files.get(href);
  };
  return rewriteEveryPage(outDir, 'inline-css', (html) => inlineCss(html, read));
}
