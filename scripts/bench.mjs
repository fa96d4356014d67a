// `npm run bench`: the directory at the association's real size, side by side with the sample site
// and the framework floor. A benchmark, not a test: it prints, and never fails on a figure.
//
// It builds the site twice (12 hand-written profiles, then DIRECTORY_SAMPLE_SIZE=3000), keeps both
// exports under .bench/, builds the framework floor (../shared/perf-floor, or BENCH_FLOOR_DIR), serves
// each with nginx (deploy/nginx.conf) or the site's static server, and prints build time, the
// directory page's HTML bytes, first-load JS, keystroke-to-paint at 4× CPU throttling and Lighthouse
// mobile with the load throttled for real (median of BENCH_RUNS runs, default 3, the pages taking
// turns so drift hits all alike).
//   npm run bench                 # everything
//   npm run bench -- --no-build   # reuse the exports already in .bench/
//   npm run bench -- --search     # only the site search's figures (with --no-build: in minutes)
//   npm run bench -- --phone      # instead: every route type of out/ on a throttled phone (below)
//   npm run bench -- --phone --steps   # …beside the export with each rewrite left out in turn
//   npm run bench -- --views      # instead: bytes per page view and click to content (bench/views.mjs)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { measureKeystrokes } from './bench/keystroke.mjs';
import { measureSearch, searchIndexSize } from './bench/search.mjs';
import { medianOf, runLighthouse } from './bench/lighthouse.mjs';
import { serveExport } from './bench/nginx.mjs';
import { stepVariants } from './bench/steps.mjs';
import { CLICK_PAIRS, measureViews } from './bench/views.mjs';
import { phoneBrowser } from './bench/phone.mjs';
import { routeSamples } from './bench/routes.mjs';
import { firstLoadJsBytes } from './first-load-js.mjs';
import { filesUnder } from './lib/files.mjs';
import { median, pooledDifference, pooledRatio, ratioInterval } from './lib/ratio-stats.mjs';
import { withoutScripts } from './lib/without-scripts.mjs';
import { compress } from './precompress.mjs';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    phone: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    steps: { type: 'boolean', default: false },
    views: { type: 'boolean', default: false },
    compare: { type: 'string', multiple: true, default: [] },
    only: { type: 'string', multiple: true, default: [] },
  },
});
const BENCH = '.bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A page's largest paint, at most this many times that of the same page without its scripts. */
const LIMIT_RATIO = 1.05;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? RUNS);
const FLOOR_SOURCE = resolve(process.env.BENCH_FLOOR_DIR ?? '../shared/perf-floor');
const SIZES = [12, 3000];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const log = (line) => console.log(line);

function run(command, args, { env = {}, cwd } = {}) {
  const started = performance.now();
  const { status } = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
    cwd,
  });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${status})`);
  return (performance.now() - started) / 1000;
}

/** Builds the site with `size` profiles into .bench/site-<size>/out; returns seconds taken. */
function buildSite(size) {
  log(`Building the site with ${size} profiles…`);
  const seconds = run('npm', ['run', 'build'], {
    env: size > 12 ? { DIRECTORY_SAMPLE_SIZE: String(size) } : { DIRECTORY_SAMPLE_SIZE: '' },
  });
  const target = join(BENCH, `site-${size}`, 'out');
  rmSync(target, { recursive: true, force: true });
  cpSync('out', target, { recursive: true });
  return seconds;
}

/** Builds the framework floor in .bench/floor (a copy, so its node_modules stay out of the way). */
function buildFloor() {
  if (!existsSync(FLOOR_SOURCE)) {
    log(`No framework floor at ${FLOOR_SOURCE} (set BENCH_FLOOR_DIR): measuring without it.`);
    return null;
  }
  log('Building the framework floor…');
  const dir = join(BENCH, 'floor');
  cpSync(FLOOR_SOURCE, dir, {
    recursive: true,
    filter: (src) => !/node_modules|[/\\]out$|[/\\]\.next$/.test(src),
  });
  run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir });
  run('npm', ['run', 'build'], { cwd: dir });
  return join(dir, 'out');
}

function pageFigures(outDir) {
  const html = readFileSync(join(outDir, 'ceo-directory.html'));
  const home = readFileSync(join(outDir, 'index.html'), 'utf8');
  return {
    htmlRaw: html.length,
    htmlGzip: gzipSync(html).length,
    directoryJs: firstLoadJsBytes(outDir, html.toString('utf8')),
    homeJs: firstLoadJsBytes(outDir, home),
    pages: Number(
      spawnSync('find', [outDir, '-name', '*.html'], { encoding: 'utf8' }).stdout.split('\n')
        .length - 1,
    ),
  };
}

/** Lighthouse on each target, the targets taking turns RUNS times; the median of each. */
async function lighthouseMedians(targets, runs = RUNS) {
  const results = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const target of targets) {
      log(`Lighthouse ${i + 1}/${runs}: ${target.key}`);
      results[target.key].push(await runLighthouse(target.url));
    }
  }
  return Object.fromEntries(Object.entries(results).map(([key, runs]) => [key, medianOf(runs)]));
}

function floorOutDir() {
  if (!options['no-build']) return buildFloor();
  const out = join(BENCH, 'floor', 'out');
  return existsSync(out) ? out : null;
}

if (options.phone) {
  await benchPhone();
  process.exit(0);
}
if (options.views) {
  await benchViews();
  process.exit(0);
}

/**
 * `--views`: bytes per page view and click to content (scripts/bench/views.mjs) for out/ and each
 * export given with `--compare <dir>`, BENCH_RUNS times; `--only <route>` as for `--phone`.
 */
async function benchViews() {
  if (!existsSync(join('out', 'index.html'))) run('npm', ['run', 'build']);
  const exports = [
    { key: 'built', dir: 'out' },
    ...options.compare.map((dir) => ({ key: basename(resolve(dir)), dir })),
  ];
  let port = 4700;
  for (const entry of exports) {
    entry.server = await serveExport(entry.dir, port++);
    entry.origin = entry.server.origin;
  }
  const paths = routeSamples('out')
    .filter(({ route }) => !options.only.length || options.only.includes(route))
    .map(({ path }) => path);
  let results;
  try {
    results = await measureViews(exports, paths, RUNS);
  } finally {
    for (const entry of exports) entry.server.stop();
  }
  if (process.stdout.isTTY) process.stdout.write('\n');
  // Per route (or listing) the median of its loads, then the median over routes.
  const overRoutes = (rows, figure) => {
    const byPath = new Map();
    for (const row of rows) byPath.set(row.path, [...(byPath.get(row.path) ?? []), row[figure]]);
    return median([...byPath.values()].map((values) => median(values)));
  };
  log(
    `\nA phone throttled for real (scripts/bench/views.mjs), median over ${paths.length} routes` +
      ` and ${CLICK_PAIRS.length} listings of each one's median of ${RUNS}.`,
  );
  log(
    '| export | bytes per page view | of which other routes | click to content, desktop (hover) | click to content, phone (tap) | full loads |',
  );
  log('| --- | --- | --- | --- | --- | --- |');
  for (const { key } of exports) {
    const { views, desktop, phone } = results.get(key);
    const fullLoads = [...desktop, ...phone].filter((row) => row.ms === null).length;
    log(
      `| ${key} | ${kb(overRoutes(views, 'total'))} | ${kb(overRoutes(views, 'others'))} | ` +
        `${ms(overRoutes(desktop, 'ms'))} | ${ms(overRoutes(phone, 'ms'))} | ${fullLoads} |`,
    );
  }
}

/**
 * A copy of the export at `outDir` whose pages have no scripts (lib/without-scripts.mjs), each
 * compressed as the build compresses its own (scripts/precompress.mjs), so that the reference is
 * sent as few bytes as it can be: nginx's on-the-fly gzip would send 10–20 % more.
 */
async function exportWithoutScripts(outDir) {
  const target = join(BENCH, 'no-scripts');
  rmSync(target, { recursive: true, force: true });
  cpSync(outDir, target, { recursive: true });
  for (const file of filesUnder(target, /\.html$/)) {
    // The copied .gz and .br are the page with scripts; compress() would keep them if as new.
    for (const copy of [`${file}.gz`, `${file}.br`]) rmSync(copy, { force: true });
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    await compress(file);
  }
  return target;
}

/**
 * `--phone`: every route type of out/ loaded on a phone throttled for real (scripts/bench/phone.mjs),
 * beside the same pages with their scripts removed (their physical limit), the framework floor and
 * any other export given with `--compare <dir>`. The loads take turns, BENCH_RUNS times (default
 * 3), each run starting a route at a different one of them, and each figure is the median.
 * `--lighthouse` adds Lighthouse mobile with devtools throttling on each route of out/ and the
 * floor: LCP, TBT and the four scores (BENCH_LIGHTHOUSE_RUNS times). `--only <route>` (repeatable,
 * as `/events/[slug]`) measures just those route types.
 */
async function benchPhone() {
  const steps = options.steps ? await stepVariants({ build: !options['no-build'] }) : [];
  if (!existsSync(join('out', 'index.html'))) run('npm', ['run', 'build']);
  const floorOut = floorOutDir();
  const variants = [
    { key: 'built', dir: 'out' },
    { key: 'no scripts', dir: await exportWithoutScripts('out') },
    ...steps,
    ...options.compare.map((dir) => ({ key: basename(resolve(dir)), dir })),
  ];
  let port = 4700;
  for (const variant of variants) variant.server = await serveExport(variant.dir, port++);
  const floor = floorOut ? await serveExport(floorOut, port++) : null;
  // One group per route: its variants, loaded one after another.
  const groups = [
    ...routeSamples('out')
      .filter(({ route }) => !options.only.length || options.only.includes(route))
      .map(({ route, path }) =>
        variants.map((v) => ({ route, variant: v.key, url: `${v.server.origin}${path}` })),
      ),
    ...(floor ? [[{ route: 'floor /about', variant: 'built', url: `${floor.origin}/about` }]] : []),
  ];
  const loads = groups.flat();
  // Run i starts each group at its i-th variant, so that no variant always loads first.
  const inTurn = (i) =>
    groups.flatMap((group) => group.map((_, j) => group[(i + j) % group.length]));
  const phone = await phoneBrowser();
  const results = new Map();
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const load of inTurn(i)) {
        const key = `${load.route}|${load.variant}`;
        if (process.stdout.isTTY)
          process.stdout.write(`\rPhone ${i + 1}/${RUNS}: ${key.padEnd(60)}`);
        const figures = await phone.load(load.url);
        if (!results.has(key)) results.set(key, []);
        results.get(key).push({
          ...figures,
          gap: figures.hydrated === null ? null : figures.hydrated - figures.fcp,
        });
      }
    }
    if (process.stdout.isTTY) process.stdout.write('\n');
  } finally {
    await phone.close();
  }
  const figures = (route, variant, figure) =>
    (results.get(`${route}|${variant}`) ?? []).map((r) => r[figure]);
  const medianFor = (route, variant, figure) => median(figures(route, variant, figure));
  // LCP with scripts ÷ without, per route type and over all of them, with the loads' interval.
  const lcpPair = (route) => [figures(route, 'built', 'lcp'), figures(route, 'no scripts', 'lcp')];

  let lighthouse = {};
  if (options.lighthouse) {
    const targets = [...new Set(loads.map((l) => l.route))].map((route) => ({
      key: route,
      url: loads.find((l) => l.route === route && l.variant === 'built').url,
    }));
    lighthouse = await lighthouseMedians(targets, LIGHTHOUSE_RUNS);
  }
  for (const variant of variants) variant.server.stop();
  floor?.stop();

  const f = (value) => (value === null || value === undefined ? '–' : ms(value));
  const others = variants.slice(2);
  log(
    `\nA phone throttled for real: 150 ms RTT, 1.6 Mbps, 4× CPU, cold cache; median of ${RUNS} loads;` +
      ` Chromium under the ${phone.scheduler} policy (scripts/bench/phone.mjs).`,
  );
  if (options.lighthouse)
    log(
      `LH: Lighthouse 13 mobile, devtools throttling (applied to the load), median of ${LIGHTHOUSE_RUNS}.`,
    );
  log(
    '"hydrated": <html data-hydrated> set (the floor: React has claimed <body>); "gap": hydrated − first paint.',
  );
  if (others.length) log(`Compared: ${others.map((v) => `${v.key} (${v.dir})`).join(', ')}.`);
  log('');
  const lighthouseHead = options.lighthouse
    ? ' LH LCP | LH TBT | LH TBT, each run | LH CLS, worst | LH perf / a11y / BP / SEO |'
    : '';
  const otherHead = others
    .map((v) => ` ${v.key} LCP | ${v.key} hydrated | ${v.key} blocking |`)
    .join('');
  const head = `| route | FCP | LCP | LCP, no scripts | ÷ no scripts (90 % interval) | hydrated | gap | blocking |${otherHead}${lighthouseHead}`;
  log(head);
  // The separator row, a cell under each of the head's.
  log(head.replace(/[^|]+/g, '---'));
  const routes = [...new Set(loads.map((l) => l.route))];
  // Null for a route without loads on both sides (the floor).
  const intervals = new Map(routes.map((route) => [route, ratioInterval(...lcpPair(route))]));
  for (const route of routes) {
    const lcp = medianFor(route, 'built', 'lcp');
    const bare = medianFor(route, 'no scripts', 'lcp');
    const interval = intervals.get(route);
    const ratio = interval
      ? `${interval.ratio.toFixed(3)} (${interval.low.toFixed(3)}–${interval.high.toFixed(3)})`
      : '–';
    const other = others
      .map(
        (v) =>
          ` ${f(medianFor(route, v.key, 'lcp'))} | ${f(medianFor(route, v.key, 'hydrated'))} | ${f(medianFor(route, v.key, 'blocking'))} |`,
      )
      .join('');
    const m = lighthouse[route];
    const lh = m
      ? ` ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.tbtRuns.join(', ')} | ${m.worstCls.toFixed(4)} | ${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo} |`
      : options.lighthouse
        ? ' – | – | – | – | – |'
        : '';
    log(
      `| ${route} | ${f(medianFor(route, 'built', 'fcp'))} | ${f(lcp)} | ${f(bare)} | ${ratio} | ${f(medianFor(route, 'built', 'hydrated'))} | ${f(medianFor(route, 'built', 'gap'))} | ${f(medianFor(route, 'built', 'blocking'))} |${other}${lh}`,
    );
  }
  logLimitSummary(intervals, pooledRatio(routes.map(lcpPair)));
  if (others.length) logAgainstBuilt(others, routes, figures);
}

/**
 * Each other export against out/ over all route types: its LCP and hydration ÷ out/'s, and its
 * blocking time − out/'s, each with its 90 % interval. An interval that excludes 1 (or 0) is a
 * difference beyond the loads' scatter.
 */
function logAgainstBuilt(others, routes, figures) {
  const pairs = (key, figure) =>
    routes.map((route) => [figures(route, key, figure), figures(route, 'built', figure)]);
  const fixed = (value) => value.toFixed(3);
  log('\n| export | LCP ÷ built (90 %) | hydrated ÷ built (90 %) | blocking − built (90 %) |');
  log('| --- | --- | --- | --- |');
  for (const { key } of others) {
    const lcp = pooledRatio(pairs(key, 'lcp'));
    const hydrated = pooledRatio(pairs(key, 'hydrated'));
    const blocking = pooledDifference(pairs(key, 'blocking'));
    const ratio = (r) => (r ? `${fixed(r.ratio)} (${fixed(r.low)}–${fixed(r.high)})` : '–');
    const difference = blocking
      ? `${ms(blocking.difference)} (${ms(blocking.low)} – ${ms(blocking.high)})`
      : '–';
    log(`| ${key} | ${ratio(lcp)} | ${ratio(hydrated)} | ${difference} |`);
  }
}

/**
 * Below the table: how many route types paint within 1.05 of their limit, how many are above it
 * beyond what the loads' scatter explains (their whole interval above), and the ratio over all.
 */
function logLimitSummary(intervalsByRoute, pooled) {
  const measured = [...intervalsByRoute].filter(([, interval]) => interval);
  if (!measured.length) return;
  const within = measured.filter(([, i]) => i.ratio <= LIMIT_RATIO).length;
  const above = measured.filter(([, i]) => i.low > LIMIT_RATIO).map(([route]) => route);
  const fixed = (value) => value.toFixed(3);
  log(
    `\nLCP ÷ no scripts: ${within} of ${measured.length} route types within ${LIMIT_RATIO}; ` +
      `${above.length} above it beyond the loads' scatter${above.length ? ` (${above.join(', ')})` : ''}; ` +
      `over all route types ${fixed(pooled.ratio)} (90 % interval ${fixed(pooled.low)}–${fixed(pooled.high)}).`,
  );
}

const buildSeconds = {};
if (!options['no-build']) {
  // The 3,000-profile site first, so out/ is left holding the ordinary site.
  for (const size of [...SIZES].reverse()) buildSeconds[size] = buildSite(size);
}
const floorOut = options.search ? null : floorOutDir();

const sites = SIZES.map((size) => ({ size, out: join(BENCH, `site-${size}`, 'out') }));
for (const site of sites) {
  if (!existsSync(join(site.out, 'index.html'))) throw new Error(`No export in ${site.out}`);
  site.figures = pageFigures(site.out);
}

let port = 4700;
const servers = [];
for (const site of sites) servers.push((site.server = await serveExport(site.out, port++)));
const floor = floorOut ? await serveExport(floorOut, port++) : null;
if (floor) servers.push(floor);

/** The site search's rows: the index on disk, query to first results painted, bytes per query. */
function searchRows(row, small, large) {
  const kbOf = (bytes) => kb(bytes);
  row('search index on disk', kbOf(small.index.bytes), kbOf(large.index.bytes));
  row('search index files', small.index.files, large.index.files);
  row('search: first query pasted, to results', ms(small.search.pasted), ms(large.search.pasted));
  row('search: first query typed, key to results', ms(small.search.first), ms(large.search.first));
  row('search: key to results, median', ms(small.search.median), ms(large.search.median));
  row('search: key to results, max', ms(small.search.max), ms(large.search.max));
  for (const [label, key] of [
    ['first query, pasted: bytes', 'pastedQuery'],
    ['first query, typed: bytes', 'firstQuery'],
    ['a later query, typed: bytes', 'laterQuery'],
  ]) {
    row(`search: ${label}`, kbOf(small.search[key].total), kbOf(large.search[key].total));
    row(
      '  of which the index / the code',
      `${kbOf(small.search[key].index)} / ${kbOf(small.search[key].code)}`,
      `${kbOf(large.search[key].index)} / ${kbOf(large.search[key].code)}`,
      false,
    );
  }
}

try {
  for (const site of sites) {
    log(`Site search with ${site.size} profiles…`);
    site.index = searchIndexSize(site.out);
    site.search = await measureSearch(site.server.origin);
  }
  if (options.search) {
    const [small, large] = sites;
    const row = (label, a, b, ratio = true) =>
      log(
        `${label.padEnd(40)}${String(a).padStart(20)}${String(b).padStart(20)}${
          ratio ? `${(Number.parseFloat(b) / Number.parseFloat(a)).toFixed(2).padStart(9)}×` : ''
        }`,
      );
    log(`\nServed by ${sites[0].server.server}; Chromium at 4× CPU throttling.\n`);
    log(`${''.padEnd(40)}${'12 profiles'.padStart(20)}${'3,000 profiles'.padStart(20)}    ratio`);
    searchRows(row, small, large);
  } else {
    for (const site of sites) {
      log(`Keystrokes on /ceo-directory with ${site.size} profiles…`);
      site.keystrokes = await measureKeystrokes(site.server.origin);
    }

    const targets = [
      ...(floor ? [{ key: 'floor /about', url: `${floor.origin}/about` }] : []),
      ...sites.flatMap((site) => [
        { key: `${site.size} /`, url: `${site.server.origin}/` },
        { key: `${site.size} /ceo-directory`, url: `${site.server.origin}/ceo-directory` },
      ]),
    ];
    const lighthouse = await lighthouseMedians(targets);

    const [small, large] = sites;
    const row = (label, a, b, ratio = true) =>
      log(
        `${label.padEnd(34)}${String(a).padStart(16)}${String(b).padStart(16)}${
          ratio ? `${(Number.parseFloat(b) / Number.parseFloat(a)).toFixed(2).padStart(9)}×` : ''
        }`,
      );
    log(
      `\nServed by ${sites[0].server.server}; Lighthouse mobile, devtools throttling, median of ${RUNS}.\n`,
    );
    log(`${''.padEnd(34)}${'12 profiles'.padStart(16)}${'3,000 profiles'.padStart(16)}    ratio`);
    if (buildSeconds[12])
      row('build time', `${buildSeconds[12].toFixed(0)} s`, `${buildSeconds[3000].toFixed(0)} s`);
    row('HTML pages exported', small.figures.pages, large.figures.pages);
    row('/ceo-directory HTML (raw)', kb(small.figures.htmlRaw), kb(large.figures.htmlRaw));
    row('/ceo-directory HTML (gzip)', kb(small.figures.htmlGzip), kb(large.figures.htmlGzip));
    row(
      '/ceo-directory first-load JS',
      kb(small.figures.directoryJs),
      kb(large.figures.directoryJs),
    );
    row('/ first-load JS', kb(small.figures.homeJs), kb(large.figures.homeJs));
    for (const stat of ['median', 'p75', 'max']) {
      row(
        `keystroke to paint, ${stat} (4× CPU)`,
        ms(small.keystrokes[stat]),
        ms(large.keystrokes[stat]),
      );
    }
    searchRows(row, small, large);
    for (const page of ['/', '/ceo-directory']) {
      const a = lighthouse[`12 ${page}`];
      const b = lighthouse[`3000 ${page}`];
      row(`Lighthouse ${page} performance`, a.performance, b.performance, false);
      row(`Lighthouse ${page} LCP`, ms(a.lcp), ms(b.lcp));
      row(`Lighthouse ${page} TBT`, ms(a.tbt), ms(b.tbt), false);
      row(`Lighthouse ${page} CLS`, a.cls.toFixed(3), b.cls.toFixed(3), false);
      if (floor) {
        const f = lighthouse['floor /about'].lcp;
        row(`  LCP ÷ floor LCP (${ms(f)})`, (a.lcp / f).toFixed(2), (b.lcp / f).toFixed(2), false);
      }
    }
    if (floor)
      log(
        `\nFramework floor /about: LCP ${ms(lighthouse['floor /about'].lcp)}, performance ${lighthouse['floor /about'].performance}.`,
      );
  }
} finally {
  for (const server of servers) server.stop();
}
