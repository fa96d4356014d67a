/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHeaders } from '../../scripts/build-headers.mjs';
import {
  adminPolicy,
  COMMON_HEADERS,
  executedInlineScripts,
  hashSource,
  headerRules,
  headersFile,
  headersFor,
  MAX_RULES,
  nginxHeaders,
  parseHeadersFile,
  policyText,
  scopedHeaders,
  sitePolicy,
} from '../../scripts/lib/security-headers.mjs';
import { WHEN_PARSED_TYPE } from '../../scripts/rewrite/names.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('hashSource', () => {
  it('is the CSP source of the text as a browser hashes it', () => {
    expect(hashSource('alert(1)')).toBe(sha256('alert(1)'));
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('reads line ends as the HTML parser leaves them: CR LF and CR as LF', () => {
    expect(hashSource('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'));
  });

  it('hashes UTF-8', () => {
    expect(hashSource('"Rp 1.000 · ✓"')).toBe(sha256('"Rp 1.000 · ✓"'));
  });
});

describe('executedInlineScripts', () => {
  it('finds the scripts a browser runs, and the starter runs, and nothing else', () => {
    const html =
      '<html><head><script>one()</script><script src="/_next/static/a.js" async=""></script>' +
      '<script type="module">two()</script><script type="text/javascript">three()</script>' +
      `</head><body><script type="${WHEN_PARSED_TYPE}" id="_R_">four()</script>` +
      '<script type="application/ld+json">{"@type":"Event"}</script></body></html>';
    expect(executedInlineScripts(html)).toEqual(['one()', 'two()', 'three()', 'four()']);
  });

  it('refuses an inline script of a type it does not know', () => {
    expect(() => executedInlineScripts('<script type="text/x-template">x</script>')).toThrow(
      'an inline script of type "text/x-template"',
    );
  });

  it('refuses a script from another origin, and one from a protocol-relative address', () => {
    expect(() => executedInlineScripts('<script src="https://cdn.example/x.js"></script>')).toThrow(
      'a script is fetched from https://cdn.example/x.js',
    );
    expect(() => executedInlineScripts('<script src="//cdn.example/x.js"></script>')).toThrow(
      'not from the site itself',
    );
    // However the address is written: an unquoted one is no inline script.
    expect(() => executedInlineScripts('<script src=https://cdn.example/x.js></script>')).toThrow(
      'a script is fetched from https://cdn.example/x.js',
    );
  });

  it('refuses event handler attributes and javascript: URLs, which only unsafe-inline runs', () => {
    expect(() => executedInlineScripts('<img src="/a.png" onerror="go()">')).toThrow(
      'an event handler attribute',
    );
    expect(() => executedInlineScripts('<a href="javascript:go()">Go</a>')).toThrow(
      'a javascript: URL',
    );
  });

  it('reads text that looks like a handler inside a script or a style as text', () => {
    const html =
      '<p>Set onclick= in your own code</p><script>const t = "<a onclick=x>";</script>' +
      '<style>a[onclick]{color:red}</style>';
    expect(executedInlineScripts(html)).toEqual(['const t = "<a onclick=x>";']);
  });
});

describe('the policies', () => {
  const hashes = [hashSource('b()'), hashSource('a()'), hashSource('a()')];

  it("the site's: its own scripts, these hashes, nothing inline or evaluated", () => {
    const policy = sitePolicy({ scriptHashes: hashes });
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...[hashSource('a()'), hashSource('b()')].sort(),
    ]);
    const text = policyText(policy);
    expect(text).not.toMatch(/script-src[^;]*'unsafe-(?:inline|eval)'/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self';",
      "img-src 'self';",
      "font-src 'self';",
    ])
      expect(text).toContain(directive);
    expect(text).not.toContain('frame-src');
  });

  it('lets the pages reach a receiver on another origin, and Turnstile when configured', () => {
    const policy = sitePolicy({
      scriptHashes: hashes,
      formsEndpoint: 'https://forms.nusantara-ceo.example/api/forms',
      turnstile: true,
    });
    expect(policy['connect-src']).toEqual(["'self'", 'https://forms.nusantara-ceo.example']);
    expect(policy['script-src']).toContain('https://challenges.cloudflare.com');
    expect(policy['frame-src']).toEqual(['https://challenges.cloudflare.com']);
    // A receiver behind the same origin needs nothing more.
    expect(sitePolicy({ scriptHashes: [], formsEndpoint: '/api/forms' })['connect-src']).toEqual([
      "'self'",
    ]);
  });

  it("the editor's: decap-server here, the backend's API when deployed", () => {
    const local = adminPolicy({ backend: null, localBackend: 'http://127.0.0.1:8081/api/v1' });
    expect(local['connect-src']).toEqual(["'self'", 'blob:', 'http://127.0.0.1:8081']);
    expect(local['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    const github = adminPolicy({
      backend: { name: 'github', base_url: 'https://auth.nusantara-ceo.example' },
      localBackend: 'http://127.0.0.1:8081/api/v1',
    });
    expect(github['connect-src']).toEqual([
      "'self'",
      'blob:',
      'http://127.0.0.1:8081',
      'https://api.github.com',
    ]);
    const gitlab = adminPolicy({
      backend: { name: 'gitlab', api_root: 'https://git.nusantara-ceo.example/api/v4' },
      localBackend: 'http://127.0.0.1:8081/api/v1',
    });
    expect(gitlab['connect-src']).toContain('https://git.nusantara-ceo.example');
    expect(gitlab['img-src']).toContain('https://git.nusantara-ceo.example');
  });
});

describe('the rules, and the files written from them', () => {
  const site = scopedHeaders(sitePolicy({ scriptHashes: [hashSource('a()')] }));
  const admin = scopedHeaders(
    adminPolicy({ backend: null, localBackend: 'http://127.0.0.1:8081/api/v1' }),
    { admin: true },
  );
  const rules = headerRules({
    topLevel: [
      { name: 'about', folder: true },
      { name: 'favicon.ico', folder: false },
      { name: 'admin', folder: true },
    ],
    site,
    admin,
  });

  it('give every path the common headers and one policy: the editor its own', () => {
    for (const path of ['/', '/about', '/about/history', '/favicon.ico']) {
      expect(headersFor(rules, path)).toEqual({ ...COMMON_HEADERS, ...site });
    }
    for (const path of ['/admin', '/admin/', '/admin/cms.js'])
      expect(headersFor(rules, path)).toEqual({ ...COMMON_HEADERS, ...admin });
    expect(headersFor(rules, '/admin')['Cross-Origin-Opener-Policy']).toBe(
      'same-origin-allow-popups',
    );
    // A path the export does not have gets the common headers (framing refused) only.
    expect(headersFor(rules, '/administrator')).toEqual(COMMON_HEADERS);
  });

  it('read back from _headers as written', () => {
    const text = headersFile(rules);
    expect(text).toContain('/*\n  Strict-Transport-Security: max-age=63072000\n');
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('refuse to write more rules than Cloudflare Pages reads', () => {
    const topLevel = Array.from({ length: MAX_RULES / 2 }, (_, i) => ({
      name: `page-${i}`,
      folder: true,
    }));
    expect(() => headersFile(headerRules({ topLevel, site, admin }))).toThrow(
      "over Cloudflare Pages' 100",
    );
  });

  it('throw when two rules give one path the same header', () => {
    expect(() =>
      headersFor(
        [
          { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
          { path: '/about', headers: { 'X-Frame-Options': 'SAMEORIGIN' } },
        ],
        '/about',
      ),
    ).toThrow('/about: X-Frame-Options is set by two rules');
  });

  it('for nginx: one variable per header, the editor mapped by path, added always', () => {
    const text = nginxHeaders({ site, admin });
    expect(text).toContain('map $uri $security_x_frame_options { default "DENY"; }');
    expect(text).toContain(
      `map $uri $security_content_security_policy {\n  default "${site['Content-Security-Policy']}";\n` +
        `  ~^/admin(?:/|$) "${admin['Content-Security-Policy']}";\n}`,
    );
    expect(text).toContain(
      'add_header Content-Security-Policy $security_content_security_policy always;',
    );
    expect(text.match(/^add_header /gm)).toHaveLength(
      Object.keys({ ...COMMON_HEADERS, ...site }).length,
    );
  });
});

describe('buildHeaders', () => {
  let out: string;
  const page = (name: string, html: string) => {
    const file = join(out, name);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, html);
  };

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'headers-'));
    page('admin/index.html', '<html><head><script src="/admin/cms.js"></script></head></html>');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it("writes _headers and _headers.nginx, naming every page's inline scripts", () => {
    page('index.html', '<script>start()</script>');
    page('about.html', `<script>start()</script><script type="${WHEN_PARSED_TYPE}">go()</script>`);
    page('id/about.html', '<script>start()</script>');
    const built = buildHeaders(out, {});
    expect(built).toEqual({ pages: 3, scriptHashes: 2, rules: 7 });
    const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'));
    const policy = headersFor(rules, '/about')['Content-Security-Policy'];
    expect(policy).toContain(hashSource('start()'));
    expect(policy).toContain(hashSource('go()'));
    expect(headersFor(rules, '/id/about')['Content-Security-Policy']).toBe(policy);
    expect(readFileSync(join(out, '_headers.nginx'), 'utf8')).toContain(hashSource('go()'));
  });

  it('stops the build, naming the page, on what its policy could not allow', () => {
    page('index.html', '<script>start()</script>');
    page('news/item.html', '<button onclick="share()">Share</button>');
    expect(() => buildHeaders(out, {})).toThrow(
      'build-headers: news/item.html: an event handler attribute',
    );
  });

  it("stops the build when the editor's page runs an inline script", () => {
    page('index.html', '<script>start()</script>');
    page('admin/index.html', '<script>window.CMS_MANUAL_INIT = true</script>');
    expect(() => buildHeaders(out, {})).toThrow('admin/index.html runs an inline script');
  });

  it('reads where the forms deliver from the environment, as the build of the pages does', () => {
    page('index.html', '<script>start()</script>');
    buildHeaders(out, { NEXT_PUBLIC_FORMS_ENDPOINT: 'https://forms.nusantara-ceo.example/api/' });
    const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'));
    expect(headersFor(rules, '/')['Content-Security-Policy']).toContain(
      "connect-src 'self' https://forms.nusantara-ceo.example;",
    );
    expect(() => buildHeaders(out, { NEXT_PUBLIC_FORMS_ENDPOINT: 'ftp://x' })).toThrow(
      'NEXT_PUBLIC_FORMS_ENDPOINT must be a path',
    );
  });

  it('stops when there is no page', () => {
    expect(() => buildHeaders(out, {})).toThrow('no page under');
  });
});
