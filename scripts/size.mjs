// Prints the first-load JS (gzip) of every exported page and fails when one is over its budget
// (first-load JS as scripts/first-load-js.mjs counts it).
import { readFileSync } from 'node:fs';
import { firstLoadJsBytes } from './first-load-js.mjs';
import { pagePath, sitePages } from './lib/files.mjs';

const OUT = 'out';
const KB = 1024;

/**
 * Budgets in KB (gzip), first match wins; the default applies to every content page. The pages
 * with a form load its rules (zod) after hydration: 160-162 KB, held at 170.
 */
const BUDGETS = [
  [/^\/(contact|partnership-opportunities|sponsorship|membership|events\/[^/]+\/register)$/, 170],
  [/^\/events(\/[^/]+)?$/, 155],
  [/^\/ceo-directory$/, 160],
  [/^\/(articles|news|gallery)$/, 155],
  [/.*/, 150],
];

/** An Indonesian page (/id/…) may carry at most this much more than its English twin. */
const EDITION_MARGIN_KB = 3;

/** The English twin of an Indonesian page's route: /id/about → /about, /id → /. */
const englishOf = (route) =>
  route === '/id' ? '/' : route.startsWith('/id/') ? route.slice('/id'.length) : null;

const routeOf = (file) => pagePath(OUT, file);

const rows = [];
for (const file of sitePages(OUT)) {
  const route = routeOf(file);
  if (route === '/_not-found') continue; // the same page as /404
  const bytes = firstLoadJsBytes(OUT, readFileSync(file, 'utf8'));
  // An Indonesian page has its English twin's budget.
  const budget = BUDGETS.find(([pattern]) => pattern.test(englishOf(route) ?? route))[1];
  rows.push({ route, kb: bytes / KB, budget, over: bytes / KB > budget });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
const width = Math.max(...rows.map((r) => r.route.length));
console.log(`${'page'.padEnd(width)}  first-load JS (gzip)  budget`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(8)} KB           ${r.budget} KB${r.over ? '  OVER' : ''}`,
  );
}
// Each Indonesian page against its English twin: the edition must not cost a visitor more.
const byRoute = new Map(rows.map((r) => [r.route, r]));
for (const r of rows) {
  const twin = englishOf(r.route) && byRoute.get(englishOf(r.route));
  if (!twin) continue;
  const extra = r.kb - twin.kb;
  if (extra > EDITION_MARGIN_KB) {
    r.over = true;
    console.error(
      `${r.route}: ${extra.toFixed(1)} KB more than ${twin.route} (at most ${EDITION_MARGIN_KB} KB)`,
    );
  }
}
const twins = rows.filter((r) => englishOf(r.route) && byRoute.has(englishOf(r.route)));
if (twins.length) {
  const extras = twins.map((r) => r.kb - byRoute.get(englishOf(r.route)).kb);
  const signed = (kb) => `${kb >= 0 ? '+' : ''}${kb.toFixed(1)}`;
  console.log(
    `Indonesian pages against their English twins: ${signed(Math.min(...extras))} to ${signed(Math.max(...extras))} KB (${twins.length} pages).`,
  );
}

const over = rows.filter((r) => r.over);
if (over.length) {
  console.error(`\n${over.length} page(s) over budget: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} pages within budget.`);
