// The code the rewritten pages run (scripts/rewrite/browser/*.ts), compiled and minified at build
// with esbuild: TypeScript, linted and type-checked with the rest of the site.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** Browsers as Next 16 targets them (its default browserslist), for the syntax esbuild keeps. */
const TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16.4'];

/** `name`.ts of browser/, compiled to one minified script; `define` sets its declared constants. */
export function compileBrowser(name, define = {}) {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL(`./browser/${name}.ts`, import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: TARGET,
    legalComments: 'none',
    write: false,
    define: Object.fromEntries(
      Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)]),
    ),
  });
  // A module is strict and esbuild says so; the code does not rely on it, and the starter is in
  // every page.
  return outputFiles[0].text.trim().replace(/^"use strict";/, '');
}

/** The starter's file: its text and its site path, named by a hash of the text. */
export function compiledStarter() {
  const source = `${compileBrowser('starter')}\n`;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return { source, path: `/_next/static/chunks/start-${hash}.js` };
}

/** The starter, inline in each page: it asks for the starter's file at `starterPath`. */
export const starterSource = (starterPath) =>
  compileBrowser('start', { STARTER_PATH: starterPath });
