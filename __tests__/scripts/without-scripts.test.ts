import { withoutScripts } from '../../scripts/lib/without-scripts.mjs';

describe('withoutScripts', () => {
  const page = [
    '<html><head>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
    '<link rel="modulepreload" href="/_next/static/chunks/m.js"/>',
    '<link rel="preload" as="font" href="/fonts/inter.woff2" crossorigin=""/>',
    '<script src="/_next/static/chunks/c.js" async=""></script>',
    '<script>document.documentElement.dataset.x="1"</script>',
    '<script type="module" src="/m.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '</head><body><h1>Title</h1>',
    '<script>self.__next_f.push([1,"<p>payload</p>"])</script>',
    '<script type="text/x-when-parsed" id="_R_">globalThis.TURBOPACK=[]</script>',
    '</body></html>',
  ].join('');
  const stripped = withoutScripts(page);

  it('takes out every script the browser would run, inline, external and module', () => {
    expect(stripped).not.toMatch(/c\.js|dataset\.x|m\.js|__next_f/);
    // Also Next's inline scripts that the page runs once it is parsed (start-when-parsed).
    expect(stripped).not.toMatch(/TURBOPACK|x-when-parsed/);
  });

  it('takes out the hints that preload scripts, and only those', () => {
    expect(stripped).not.toMatch(/b\.js/);
    expect(stripped).toContain('<link rel="preload" as="font" href="/fonts/inter.woff2"');
    expect(stripped).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
  });

  it('keeps data blocks and the content', () => {
    expect(stripped).toContain(
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    );
    expect(stripped).toContain('<h1>Title</h1>');
  });
});
