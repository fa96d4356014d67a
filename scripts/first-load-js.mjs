// First-load JS of an exported page: every external <script src> its HTML loads, and every script
// the starter of scripts/rewrite/start-when-parsed.mjs adds (its own file too), gzip-compressed,
// except `nomodule` polyfills (never fetched by browsers that run modules). Inline RSC payload
// scripts are data, not counted.
// Shared by `npm run size` and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attribute } from './lib/tags.mjs';
import { isNomodule, startedScripts, starterFile } from './rewrite/start-when-parsed.mjs';

const cache = new Map();

/** Gzip size in bytes of a file of the export, by its site path (`/_next/static/…`). */
function gzipSize(outDir, src) {
  const key = `${outDir}:${src}`;
  if (!cache.has(key))
    cache.set(key, gzipSync(readFileSync(join(outDir, src.split('?')[0]))).length);
  return cache.get(key);
}

const SCRIPT_TAG = /<script\b[^>]*>/g;
const scriptFiles = (html, keep) =>
  [...html.matchAll(SCRIPT_TAG)]
    .map(([tag]) => tag)
    .filter(keep)
    .map((tag) => attribute(tag, 'src'))
    .filter(Boolean);

/**
 * The scripts a page runs as it starts, by site path: every external <script src> of its HTML
 * (`html`) except `nomodule` polyfills, and those its starter adds, its own file among them
 * (scripts/rewrite/start-when-parsed.mjs).
 * Chunks fetched later (a dynamic import) are not among them.
 */
export function startupScripts(html) {
  const files = scriptFiles(html, (tag) => !isNomodule(tag));
  const starter = starterFile(html);
  return new Set([...files, ...(starter ? [starter] : []), ...startedScripts(html)]);
}

/** The `nomodule` polyfills a page lists, by site path: only browsers without modules run them. */
export function legacyScripts(html) {
  return new Set(scriptFiles(html, isNomodule));
}

/** The first-load JS (gzip bytes) of the page whose HTML is `html`, in the export at `outDir`. */
export function firstLoadJsBytes(outDir, html) {
  return [...startupScripts(html)].reduce((sum, src) => sum + gzipSize(outDir, src), 0);
}
