// Every exported page starts its hydration scripts after its first paint instead of beside it
// (applied after `next build`, before precompression, by scripts/hydrate-after-paint.mjs).
//
// Next puts the page's scripts in <head> as <script async>: a phone fetches them (about 140 KB
// gzip) together with the stylesheet, the fonts and the hero image, and runs them as they arrive,
// so the first paint waits for bytes and work it does not need. Here the scripts move out of the
// HTML into a small inline script at the end of <body>, which adds them once the browser reports
// the page's first contentful paint: the page paints from its HTML and CSS alone, then hydrates.
//
// The `load` event still comes after the scripts have run, as before: until the scripts are added,
// a hidden iframe whose document is left open (document.open() without close()) holds it back, and
// the scripts, added before it is let go, hold it from then on. A test or a visitor who acts on
// `load` meets a page whose scripts have run. A hidden tab, which never paints, starts them at
// once; a browser that reports no paint timing starts them after its first frame; and whatever
// happens they start within five seconds.
//
// A page's scripts are listed on the inline script (data-scripts, data-preloads), where
// first-load-js.mjs and check-links.mjs read them.
const CHUNK = String.raw`\/_next\/static\/chunks\/[\w.-]+\.js`;
const SCRIPT_TAG = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, 'g');
const PRELOAD_TAG = new RegExp(
  String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK})"/>`,
  'g',
);
const OTHER_CHUNK_SCRIPT = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="\/_next\//;
export const MARKER = 'data-hydrate-after-paint';

/** Runs in the browser, at the end of <body>; written without comments, as it is inlined. */
function startScriptsAfterFirstPaint() {
  const self = document.currentScript;
  const list = (name) => (self.dataset[name] ? self.dataset[name].split(' ') : []);
  const hold = document.createElement('iframe');
  hold.hidden = true;
  hold.tabIndex = -1;
  hold.setAttribute('aria-hidden', 'true');
  document.body.appendChild(hold);
  let held = null;
  try {
    held = hold.contentDocument;
    held.open();
  } catch {
    held = null;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of list('preloads')) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.fetchPriority = 'low';
      link.href = href;
      document.head.appendChild(link);
    }
    for (const src of list('scripts')) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
    if (held) held.close();
    hold.remove();
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 5000);
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

const INLINE = `(${String(startScriptsAfterFirstPaint).replace(/\n\s*/g, ' ')})()`;

/**
 * The page's HTML with its hydration scripts (and Next's low-priority script preloads) moved to the
 * inline starter at the end of <body>. A page already moved is returned as it is; a page without
 * the scripts, or with a script tag of a shape this does not know, is an error, so a change in
 * Next's output fails the build instead of shipping a page that never hydrates.
 */
export function hydrateAfterPaint(html) {
  if (html.includes(MARKER)) return html;
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) throw new Error('no <head> and <body> to work on');
  const scripts = [...new Set([...html.matchAll(SCRIPT_TAG)].map((match) => match[1]))];
  const preloads = [...new Set([...html.matchAll(PRELOAD_TAG)].map((match) => match[1]))].filter(
    (href) => !scripts.includes(href),
  );
  if (!scripts.length) throw new Error('no hydration scripts');
  const page = html.slice(0, bodyEnd).replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, '');
  if (OTHER_CHUNK_SCRIPT.test(page)) throw new Error('a script tag of an unknown shape');
  const starter =
    `<script ${MARKER}="" data-scripts="${scripts.join(' ')}"` +
    ` data-preloads="${preloads.join(' ')}">${INLINE}</script>`;
  return page + starter + html.slice(bodyEnd);
}

/** The scripts a moved page starts after its first paint (none for a page not moved). */
export function scriptsStartedAfterPaint(html) {
  const tag = html.match(new RegExp(`<script ${MARKER}=""[^>]*>`))?.[0];
  const attribute = (name) => tag?.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';
  return {
    scripts: attribute('data-scripts').split(' ').filter(Boolean),
    preloads: attribute('data-preloads').split(' ').filter(Boolean),
  };
}
