// First-load JS of an exported page: every external <script src> its HTML loads, gzip-compressed,
// except `nomodule` polyfills (never fetched by browsers that run modules). Inline RSC payload
// scripts are data, not counted. Shared by `npm run size` and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const cache = new Map();

/** Gzip size in bytes of a file of the export, by its site path (`/_next/static/…`). */
function gzipSize(outDir, src) {
  const key = `${outDir}:${src}`;
  if (!cache.has(key))
    cache.set(key, gzipSync(readFileSync(join(outDir, src.split('?')[0]))).length);
  return cache.get(key);
}

/** The first-load JS (gzip bytes) of the page whose HTML is `html`, in the export at `outDir`. */
export function firstLoadJsBytes(outDir, html) {
  const scripts = new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/\bnomodule\b/i.test(tag))
      .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
      .filter(Boolean),
  );
  return [...scripts].reduce((sum, src) => sum + gzipSize(outDir, src), 0);
}
