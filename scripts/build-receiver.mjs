// Builds the optional form receiver (receiver/, issue #55) into receiver/dist (ignored by git):
// its server and the staff's command line, each one ES module for Node 20, with the site's own
// modules it shares (lib/forms: the contract and the forms' schemas) bundled in through
// tsconfig's `@/` paths. npm run receiver builds, then runs dist/server.mjs.
//
// Native and heavyweight packages stay outside the bundle and load from node_modules at run time:
// better-sqlite3 and @node-rs/argon2 are native addons, and nodemailer loads its transports by
// path. Everything else (hono, zod) is bundled; it is all ES modules, so the bundles need no
// require() of their own.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT = 'receiver/dist';
const ENTRIES = ['receiver/src/server.ts', 'receiver/src/cli.ts'];

rmSync(OUT, { recursive: true, force: true });
try {
  const result = await build({
    entryPoints: ENTRIES,
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    external: ['better-sqlite3', '@node-rs/argon2', 'nodemailer'],
    logLevel: 'warning',
  });
  if (result.warnings.length > 0) throw new Error(`${result.warnings.length} warning(s)`);
} catch (error) {
  console.error(`build-receiver: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`build-receiver: ${ENTRIES.join(', ')} → ${OUT}/`);
