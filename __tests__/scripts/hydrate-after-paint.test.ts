import {
  hydrateAfterPaint,
  MARKER,
  scriptsStartedAfterPaint,
} from '../../scripts/lib/hydrate-after-paint.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<title>About Us</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>About Us</h1></main>',
  '<script src="/_next/static/chunks/island.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('hydrateAfterPaint', () => {
  const moved = hydrateAfterPaint(page);

  it('takes every hydration script and script preload out of the page', () => {
    expect(moved).not.toContain('<script src="/_next/static/chunks/framework.js"');
    expect(moved).not.toContain('<script src="/_next/static/chunks/island.js"');
    expect(moved).not.toContain('<link rel="preload" as="script"');
  });

  it('lists them on one inline starter, the last element of <body>', () => {
    expect(scriptsStartedAfterPaint(moved)).toEqual({
      scripts: [
        '/_next/static/chunks/framework.js',
        '/_next/static/chunks/turbopack-runtime.js',
        '/_next/static/chunks/island.js',
      ],
      preloads: ['/_next/static/chunks/page.js'],
    });
    expect(moved).toMatch(
      new RegExp(`<script ${MARKER}=""[^>]*>\\(function [^<]+</script></body></html>$`),
    );
  });

  it('leaves everything else where it was', () => {
    const starter = moved.match(new RegExp(`<script ${MARKER}.*?</script>`))![0];
    const rest = moved.replace(starter, '');
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
      '<title>About Us</title>',
      '<main><h1>About Us</h1></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ]) {
      expect(rest).toContain(kept);
    }
  });

  it('leaves a page it has already moved as it is', () => {
    expect(hydrateAfterPaint(moved)).toBe(moved);
  });

  it('refuses a page without hydration scripts, or with a script it does not know', () => {
    expect(() => hydrateAfterPaint('<html><head></head><body></body></html>')).toThrow(
      'no hydration scripts',
    );
    expect(() =>
      hydrateAfterPaint(
        page.replace(
          '<title>',
          '<script src="/_next/static/chunks/other.js" defer=""></script><title>',
        ),
      ),
    ).toThrow('a script tag of an unknown shape');
  });

  it('finds no scripts on a page that was not moved', () => {
    expect(scriptsStartedAfterPaint(page)).toEqual({ scripts: [], preloads: [] });
  });
});
