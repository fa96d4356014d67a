// A step of scripts/rewrite-export.mjs, after compile-hints: each page's startup scripts (about ten
// chunk files) become two files, the page's own and the one every page shares, so the starter asks
// for three files with the payload instead of eleven (left out, hydration came 9 % later over all
// route types; docs/performance.md).
//
// A Turbopack chunk registers itself under the path of the script element that ran it
// (`document.currentScript`); in a joined file each chunk gives its own path as text, which the
// runtime also takes. A joined file first adds an inert script element (JOINED_TYPE, never
// fetched) for each of its chunks (scripts/rewrite/browser/joined.ts): the runtime and React look
// for a chunk's element before they fetch it, so none is fetched twice. The chunk files stay, for
// the pages that fetch them on demand. Without JavaScript nothing changes.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT, sharedStartupScripts } from './compile-hints.mjs';
import { rewriteEveryPage } from '../lib/files.mjs';
import { compileBrowser } from './browser.mjs';
import { JOINED_TYPE } from './names.mjs';
import { START_ATTRIBUTE, startedScripts } from './start-when-parsed.mjs';

export { JOINED_TYPE };

/** Where the joined files go, by site path, and how their names start. */
export const JOINED_PREFIX = '/_next/static/chunks/joined-';

/** The runtime's base path: a chunk's path, as the runtime knows it, is its address without it. */
const CHUNK_BASE = '/_next/';
const CHUNK_DIR = '/_next/static/chunks/';

/** How a chunk of Turbopack's starts: it pushes itself, first naming the element that runs it. */
const CHUNK_PUSH = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([';
const CHUNK_HEAD = `${CHUNK_PUSH}"object"==typeof document?document.currentScript:void 0,`;

/** Turbopack's runtime: it needs no path of its own. */
const isRuntime = (code) =>
  code.startsWith('(()=>{') && code.includes('globalThis.TURBOPACK={push:');

const withoutHint = (code) =>
  code.startsWith(COMPILE_HINT) ? code.slice(COMPILE_HINT.length) : code;

/** Whether a startup script's site path is a chunk's file of the export (no query). */
export const isChunkFile = (src) => src.startsWith(CHUNK_DIR) && !/[?#]/.test(src);

/** Whether a chunk file's text is one a joined file can hold: a Turbopack chunk or its runtime. */
export function isJoinable(code) {
  const body = withoutHint(code);
  return body.startsWith(CHUNK_HEAD) || isRuntime(body);
}

/**
 * The joined file of `scripts` (each `{ src, code }`, joinable, in order): the inert elements,
 * then each script, a chunk naming its own path. It keeps the compile hint
 * (scripts/rewrite/compile-hints.mjs) when every script has it.
 */
export function joinedSource(scripts) {
  const hinted = scripts.every(({ code }) => code.startsWith(COMPILE_HINT));
  // scripts/rewrite/browser/joined.ts, compiled for these chunks.
  const elements = `${compileBrowser('joined', { CHUNKS: scripts.map(({ src }) => src) })}\n`;
  const bodies = scripts.map(({ src, code }) => {
    const body = withoutHint(code);
    if (isRuntime(body)) return body;
    if (!body.startsWith(CHUNK_HEAD))
      throw new Error(`expected a Turbopack chunk, starting ${CHUNK_HEAD}: ${src}`);
    const path = JSON.stringify(src.slice(CHUNK_BASE.length));
    return `${CHUNK_PUSH}${path},${body.slice(CHUNK_HEAD.length)}`;
  });
  return (hinted ? COMPILE_HINT : '') + elements + bodies.map((body) => `${body}\n`).join('');
}

/** The site path of a joined file: its text's hash names it, so a cache never mixes builds. */
export const joinedPath = (source) =>
  `${JOINED_PREFIX}${createHash('sha256').update(source).digest('hex').slice(0, 12)}.js`;

/**
 * A page's HTML with its starter's list joined: the page's own joined file, then the shared one
 * (`shared`: the site paths every page starts with). `fileOf(srcs)` writes (once) the joined file
 * of those scripts and gives its site path; `isJoinableSrc(src)` says whether a script can be
 * joined. Throws, saying what it expected, when the page has no starter's list or a script in it
 * is not a chunk of the export in a form a joined file can hold.
 */
export function joinScripts(html, { shared, fileOf, isJoinableSrc }) {
  const list = startedScripts(html);
  const from = `${START_ATTRIBUTE}="${list.join(' ')}"`;
  // Checked before any file is written: the one list of one starter is what gets replaced.
  if (!list.length || !html.includes(from))
    throw new Error(
      `expected one starter's list (${START_ATTRIBUTE}, scripts/rewrite/start-when-parsed.mjs)`,
    );
  if (list.some((src) => src.startsWith(JOINED_PREFIX)))
    throw new Error('expected a page not yet rewritten');
  const other = list.find((src) => !isJoinableSrc(src));
  if (other)
    throw new Error(
      `expected every script to be a Turbopack chunk file of the export, or its runtime: ${other}`,
    );
  const own = list.filter((src) => !shared.has(src));
  const common = list.filter((src) => shared.has(src));
  const files = [own, common].filter((group) => group.length).map(fileOf);
  return html.replace(from, `${START_ATTRIBUTE}="${files.join(' ')}"`);
}

/** Joins the startup scripts of every page of the export in `outDir`. */
export function joinScriptsIn(outDir) {
  const shared = new Set(sharedStartupScripts(outDir));
  const code = new Map();
  const read = (src) => {
    if (!code.has(src)) code.set(src, readFileSync(join(outDir, src), 'utf8'));
    return code.get(src);
  };
  const written = new Map();
  const fileOf = (srcs) => {
    const key = srcs.join(' ');
    if (!written.has(key)) {
      const source = joinedSource(srcs.map((src) => ({ src, code: read(src) })));
      const path = joinedPath(source);
      writeFileSync(join(outDir, path), source);
      written.set(key, path);
    }
    return written.get(key);
  };
  const pages = rewriteEveryPage(outDir, 'join-scripts', (html) =>
    joinScripts(html, {
      shared,
      fileOf,
      isJoinableSrc: (src) => isChunkFile(src) && isJoinable(read(src)),
    }),
  );
  return { pages, files: written.size };
}
