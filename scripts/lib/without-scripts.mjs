// The same page with every script taken out: what a page paints from its HTML, CSS, fonts and
// images alone, its physical limit. `npm run bench -- --phone` serves such a copy of the export
// beside the real one. Data blocks (JSON-LD, <script type="application/json">) stay: the browser
// never runs them and they cost the same bytes either way. Next's inline scripts made inert by
// scripts/rewrite/start-when-parsed.mjs go too: the page runs them once it is parsed.
import { WHEN_PARSED_TYPE } from '../rewrite/names.mjs';

const EXECUTABLE = new RegExp(
  `^(?:|module|text/javascript|application/javascript|${WHEN_PARSED_TYPE})$`,
  'i',
);
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;
const preloadsScript = (tag) =>
  /\brel="modulepreload"/i.test(tag) ||
  (/\brel="preload"/i.test(tag) && /\bas="script"/i.test(tag));

const typeOf = (attributes) => /\btype="([^"]*)"/i.exec(attributes)?.[1] ?? '';

/** `html` without its executable scripts and without the hints that preload them. */
export function withoutScripts(html) {
  return html
    .replace(SCRIPT, (tag, attributes) => (EXECUTABLE.test(typeOf(attributes)) ? '' : tag))
    .replace(LINK, (tag) => (preloadsScript(tag) ? '' : tag));
}
