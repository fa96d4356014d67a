/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  INLINED_ATTRIBUTE,
  absoluteUrls,
  dataUrl,
  inlineCss,
  inlineCssIn,
  inlinedFiles,
  linkedStylesheets,
  splitFontFaces,
} from '../../scripts/rewrite/inline-css.mjs';

// A page's <head> as Next writes it (abridged): the font and stylesheet preloads first, the
// stylesheets later, a <style> of the layout's after them.
const FONT_PRELOAD =
  '<link rel="preload" href="/_next/static/media/serif.woff2" as="font" crossorigin=""/>';
const PRELOAD = (name: string) =>
  `<link rel="preload" as="style" href="/_next/static/chunks/${name}.css"/>`;
const SHEET = (name: string) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`;
const LAYOUT_STYLE = '<style>.later{color:red}</style>';
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${FONT_PRELOAD}${PRELOAD('site')}` +
  `<title>Events</title>${SHEET('site')}${SHEET('gallery')}${LAYOUT_STYLE}</head>` +
  `<body><main><h1>Events</h1><link rel="stylesheet" href="/elsewhere.css"/></main></body></html>`;
const FILES: Record<string, string> = {
  '/_next/static/chunks/site.css':
    '@layer base,utilities;@font-face{font-family:Serif;src:url(../media/serif.woff2)format("woff2")}body{color:#fff}',
  '/_next/static/chunks/gallery.css': '.grid{display:grid}',
};
const read = (href: string) => {
  const css = FILES[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('absoluteUrls', () => {
  const href = '/_next/static/chunks/site.css';

  it('reads relative urls against the stylesheet, keeping their quotes', () => {
    expect(absoluteUrls('a{b:url(../media/a.woff2)}', href)).toBe(
      'a{b:url(/_next/static/media/a.woff2)}',
    );
    expect(absoluteUrls(`a{b:url( "x.png?v=1#i" )}`, href)).toBe(
      'a{b:url("/_next/static/chunks/x.png?v=1#i")}',
    );
    expect(absoluteUrls("a{b:url('./y.svg')}", href)).toBe(
      "a{b:url('/_next/static/chunks/y.svg')}",
    );
  });

  it('leaves absolute paths, other schemes, fragments and empty urls as they are', () => {
    const css =
      'a{b:url(/abs.png);c:url(data:image/svg+xml;utf8,<svg/>);d:url(https://cdn.example/f.woff2);e:url(#f);g:url()}';
    expect(absoluteUrls(css, href)).toBe(css);
  });
});

describe('splitFontFaces', () => {
  it('takes out the top-level @font-face rules and keeps the rest, in order', () => {
    const css =
      '@layer a,b;@font-face{font-family:A;src:url(a.woff2)}a{b:c}@media (width>1px){@font-face{font-family:B}d{e:f}}@FONT-FACE {font-family:C}';
    expect(splitFontFaces(css)).toEqual({
      fontFaces: '@font-face{font-family:A;src:url(a.woff2)}@FONT-FACE {font-family:C}',
      rest: '@layer a,b;a{b:c}@media (width>1px){@font-face{font-family:B}d{e:f}}',
    });
  });

  it('skips braces in strings and comments', () => {
    const css = 'a::before{content:"}{\\"}"}/* } { */@font-face{font-family:"x}"}b{c:d}';
    expect(splitFontFaces(css)).toEqual({
      fontFaces: '@font-face{font-family:"x}"}',
      rest: 'a::before{content:"}{\\"}"}/* } { */b{c:d}',
    });
  });
});

describe('dataUrl', () => {
  it('percent-encodes what is no URL code point, and &, as UTF-8', () => {
    expect(dataUrl('a[b="c d"]{e:"“&%#"}')).toBe(
      'data:text/css;charset=utf-8,a%5Bb=%22c%20d%22%5D%7Be:%22%E2%80%9C%26%25%23%22%7D',
    );
    expect(decodeURIComponent(dataUrl("x{y:calc(1*2)!important;z:'?'}").split(',')[1]!)).toBe(
      "x{y:calc(1*2)!important;z:'?'}",
    );
  });
});

describe('inlineCss', () => {
  const page = inlineCss(PAGE, read);

  it('puts each stylesheet of <head> at its place: its fonts as a <style>, the rest a data: URL', () => {
    expect(head(page)).toContain(
      '<title>Events</title>' +
        '<style>@font-face{font-family:Serif;src:url(/_next/static/media/serif.woff2)format("woff2")}</style>' +
        `<link rel="stylesheet" href="${dataUrl('@layer base,utilities;body{color:#fff}')}" ${INLINED_ATTRIBUTE}="/_next/static/chunks/site.css"/>` +
        `<link rel="stylesheet" href="${dataUrl('.grid{display:grid}')}" ${INLINED_ATTRIBUTE}="/_next/static/chunks/gallery.css"/>` +
        LAYOUT_STYLE,
    );
    expect(head(page)).not.toContain('href="/_next/static/chunks/');
    // What is left to fetch, and what the page holds: read back by the later steps and checks.
    expect(linkedStylesheets(head(PAGE))).toEqual([SHEET('site'), SHEET('gallery')]);
    expect(linkedStylesheets(head(page))).toEqual([]);
    expect(inlinedFiles(page)).toEqual([
      '/_next/static/chunks/site.css',
      '/_next/static/chunks/gallery.css',
    ]);
  });

  it("drops the stylesheets' preloads and keeps the others", () => {
    expect(page).not.toContain(PRELOAD('site'));
    expect(page).toContain(FONT_PRELOAD);
  });

  it("leaves <body> alone, and refuses a page without a stylesheet of Next's", () => {
    expect(page.slice(page.indexOf('</head>'))).toBe(PAGE.slice(PAGE.indexOf('</head>')));
    expect(() => inlineCss(page, read)).toThrow(/expected Next's stylesheet in <head>/);
    expect(() => inlineCss('<p>no document</p>', read)).toThrow(/expected a page with <\/head>/);
  });

  it('refuses what it cannot inline faithfully', () => {
    const withMedia = PAGE.replace(
      'data-precedence="next"/>',
      'data-precedence="next" media="print"/>',
    );
    expect(() => inlineCss(withMedia, read)).toThrow(/expected a site path and no media/);
    const external = PAGE.replace(
      'href="/_next/static/chunks/site.css" data',
      'href="https://cdn.example/a.css" data',
    );
    expect(() => inlineCss(external, read)).toThrow(/expected a site path and no media/);
    const foreign = PAGE.replace('data-precedence="next"', 'data-precedence="high"');
    expect(() => inlineCss(foreign, read)).toThrow(/expected Next's precedence/);
    const font = '@font-face{font-family:A;src:url(a.woff2)}';
    expect(() => inlineCss(PAGE, () => `${font}@font-face{font-family:"</style>"}`)).toThrow(
      /<\/style/,
    );
    // Only the fonts may name a file: a data: URL is no base to read another URL against.
    expect(() => inlineCss(PAGE, () => 'a{background:url(/a.png)}')).toThrow(
      /expected no url\(\) outside @font-face/,
    );
    expect(() =>
      inlineCss(PAGE, () => 'a{background:url(data:image/png;base64,AA==)}'),
    ).not.toThrow();
    expect(inlineCss(PAGE, () => `$& ${font}`)).toContain(dataUrl('$& '));
  });

  it('rewrites every page of an export, reading each stylesheet from it', () => {
    const out = mkdtempSync(join(tmpdir(), 'inline-css-'));
    try {
      mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
      for (const [href, css] of Object.entries(FILES)) writeFileSync(join(out, href), css);
      writeFileSync(join(out, 'events.html'), PAGE);
      expect(inlineCssIn(out)).toBe(1);
      expect(readFileSync(join(out, 'events.html'), 'utf8')).toBe(page);
      // A page it cannot rewrite stops the build, naming the step, the page and what it expected.
      writeFileSync(join(out, 'plain.html'), '<html><head></head><body></body></html>');
      expect(() => inlineCssIn(out)).toThrow(
        /^inline-css: events\.html: expected Next's stylesheet in <head>/,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
