// Prints the first-load JS (gzip) of every exported page and fails when one is over its budget
// (first-load JS as scripts/first-load-js.mjs counts it).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { firstLoadJsBytes } from './first-load-js.mjs';
import { filesUnder } from './lib/files.mjs';

const OUT = 'out';
const KB = 1024;

/** Budgets in KB (gzip), first match wins; the default applies to every content page. */
const BUDGETS = [
  [/^\/events\/[^/]+\/register$/, 195],
  [/^\/events(\/[^/]+)?$/, 160],
  [/^\/ceo-directory$/, 170],
  [/^\/(articles|news|gallery)$/, 160],
  [/^\/(contact|partnership-opportunities|sponsorship)$/, 185],
  [/.*/, 150],
];

const routeOf = (file) => {
  const path = `/${relative(OUT, file).replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
};

const rows = [];
for (const file of filesUnder(OUT, /\.html$/)) {
  const route = routeOf(file);
  if (route === '/_not-found') continue; // the same page as /404
  const bytes = firstLoadJsBytes(OUT, readFileSync(file, 'utf8'));
  const budget = BUDGETS.find(([pattern]) => pattern.test(route))[1];
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
const over = rows.filter((r) => r.over);
if (over.length) {
  console.error(`\n${over.length} page(s) over budget: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} pages within budget.`);
