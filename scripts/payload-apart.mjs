// Moves each page's RSC payload out of its HTML into a file of its own, fetched with the page's
// scripts. Run by `npm run build` after start-in-steps.
//
// Next writes the payload React hydrates from (the server components' output, and the props of the
// client ones) into the page itself, as inline `self.__next_f.push([1,"…"])` scripts at the end of
// <body>: about half of a page's HTML once compressed (/gallery: 11.8 of 22 KB). Nothing reads it
// before the scripts run, yet on a slow phone its bytes share the line with the stylesheet and the
// fonts the first paint waits for: measured at 1.6 Mbps, the stylesheet and the fonts of /gallery
// arrived 40-60 ms later than those of the same page without scripts, and so did its first paint.
//
// Rewritten, the page keeps Next's `[0]` marker and loses the payload's blocks, written instead to
// /_next/static/payloads/<hash of its text>.txt (named by its content, so cached for good like the
// chunks). The starter (start-after-css) fetches it when it adds the scripts, after the stylesheet,
// and pushes it to `self.__next_f` in one piece; the steps module (start-in-steps) runs Next's entry
// only once it is in, as Next reads `self.__next_f` when its entry runs. The same text reaches React
// as before. A page is left as it is unless it has the starter, the steps module and only `[0]` and
// `[1,"…"]` pushes, all of them inert blocks. Without JavaScript nothing changes.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rewritePages } from './lib/files.mjs';
import { PAYLOAD_ATTRIBUTE, START_ATTRIBUTE, WHEN_PARSED_TYPE } from './start-after-css.mjs';
import { STEPS_MODULE } from './start-in-steps.mjs';

/** Where the payloads are written, under the export, and their site path. */
export const PAYLOAD_DIR = '/_next/static/payloads';

const PUSH = /self\.__next_f\.push\(\[(\d)/g;
const BLOCK = new RegExp(
  `<script type="${WHEN_PARSED_TYPE}">self\\.__next_f\\.push\\(\\[1,("(?:[^"\\\\]|\\\\.)*")\\]\\)</script>`,
  'g',
);
const STARTER = new RegExp(`<script ${START_ATTRIBUTE}="`);

/**
 * A page with its payload apart: `{ html, path, text }`, the payload's text and its site path; or
 * null for a page left as it is (see above).
 */
export function payloadApart(html) {
  if (!STARTER.test(html) || !html.includes(`"${STEPS_MODULE}"`)) return null;
  if (html.includes(`${PAYLOAD_ATTRIBUTE}=`)) return null;
  const kinds = [...html.matchAll(PUSH)].map(([, kind]) => kind);
  if (kinds.some((kind) => kind !== '0' && kind !== '1')) return null;
  const blocks = [...html.matchAll(BLOCK)];
  const ones = kinds.filter((kind) => kind === '1').length;
  if (!blocks.length || blocks.length !== ones) return null;
  const text = blocks.map(([, literal]) => JSON.parse(literal)).join('');
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const path = `${PAYLOAD_DIR}/${hash}.txt`;
  const rewritten = html
    .replace(BLOCK, '')
    .replace(STARTER, (starter) => `<script ${PAYLOAD_ATTRIBUTE}="${path}" ${starter.slice(8)}`);
  return { html: rewritten, path, text };
}

/** Rewrites every page of the export in `outDir` and writes its payload; returns how many. */
export function payloadApartIn(outDir) {
  mkdirSync(join(outDir, PAYLOAD_DIR), { recursive: true });
  return rewritePages(outDir, (html) => {
    const apart = payloadApart(html);
    if (!apart) return html;
    writeFileSync(join(outDir, apart.path), apart.text);
    return apart.html;
  });
}

// `node scripts/payload-apart.mjs` (a step of `npm run build`): rewrite the export in out/.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`payload apart: ${payloadApartIn('out')} pages' payloads moved to ${PAYLOAD_DIR}`);
}
