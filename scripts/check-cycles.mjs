/**
 * npm run check:cycles — fails when the site's own modules import each other in a circle.
 *
 * The layers (eslint.config.mjs) keep imports pointing one way between folders; this catches a
 * circle inside one folder, type-only imports included (a type circle is still two modules that
 * cannot be understood apart). It replaces ESLint's import/no-cycle, which took over 90% of the
 * lint's time (about 100 CPU seconds) to walk the same graph: TypeScript's own pre-processor and
 * resolver do it in about a second.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = /^(app|components|lib|data)\//;

const config = ts.readConfigFile(resolve(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options, fileNames } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
const files = fileNames.filter((file) => SOURCES.test(relative(ROOT, file)));

/** Each module's imports of other project modules (static, type-only, re-exports, import()). */
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
      .filter((module) => module && !module.isExternalLibraryImport)
      .map((module) => resolve(module.resolvedFileName))
      .filter((target) => SOURCES.test(relative(ROOT, target)));
    return [resolve(file), [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one module is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let counter = 0;
function visit(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(relative(ROOT, member));
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) circles.push(component.sort());
  }
}
for (const node of graph.keys()) if (!index.has(node)) visit(node);

if (circles.length > 0) {
  console.error('Modules that import each other in a circle:');
  for (const circle of circles) console.error(`  ${circle.join(' <-> ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} modules.`);
