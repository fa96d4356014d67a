/**
 * npm run check: the quick check to run before a commit (lint, import cycles, types, format,
 * unit tests), meant to stay under 90 seconds on two cores.
 *
 * The static checks are single-threaded, so they run in two lanes, one per core: ESLint in one,
 * TypeScript, the cycle check and Prettier in the other. Jest then has both cores to itself. Each
 * step's output is printed whole when it ends, with its time; the first failure fails the check
 * (the other lane is let finish, so its errors are shown too).
 */
import { spawn } from 'node:child_process';

const LANES = [['lint'], ['typecheck', 'check:cycles', 'format:check']];
const UNIT = 'test:unit';

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

/** Runs one npm script, its output buffered; resolves to whether it passed. */
function run(script, { buffered }) {
  const from = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trim();
      console.log(`${code === 0 ? '✓' : '✗'} ${script} (${seconds(from)} s)`);
      if (text && (code !== 0 || script !== 'format:check')) console.log(text);
      resolve(code === 0);
    });
  });
}

async function lane(scripts) {
  for (const script of scripts) if (!(await run(script, { buffered: true }))) return false;
  return true;
}

// exitCode rather than exit(): a piped stdout (CI) gets the whole report before the process ends.
const passed =
  (await Promise.all(LANES.map(lane))).every(Boolean) && (await run(UNIT, { buffered: false }));
console.log(`check ${passed ? 'passed' : 'failed'} in ${seconds(started)} s`);
process.exitCode = passed ? 0 : 1;
