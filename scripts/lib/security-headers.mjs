// The site's security headers, in one place (docs/security.md): the Content-Security-Policy the
// build computes from the export's own inline scripts, the headers every response carries, and
// the three forms they are served in, all written from the same rules by
// scripts/build-headers.mjs: `_headers` (Netlify, Cloudflare Pages, and scripts/serve.mjs, which
// reads it), and `_headers.nginx`, which deploy/nginx.conf includes. Pure: no file is read here.
import { createHash } from 'node:crypto';
import { WHEN_PARSED_TYPE } from '../rewrite/names.mjs';
import { attribute } from './tags.mjs';

/** The files the build writes into the export, beside its pages. */
export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = '_headers.nginx';

/** Cloudflare Pages reads at most 100 rules from `_headers`, and lines of at most 2,000 characters. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

/** Cloudflare Turnstile's origin: its script and its frame, on sites built with its site key. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** HSTS: two years, the length browsers' preload lists ask for; see docs/security.md on subdomains. */
export const HSTS_MAX_AGE = 63072000;

/** Script types a browser runs; any other type on an inline script is data, or unknown. */
const EXECUTED_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
/** Inline script types that hold data and never run. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RAW_TEXT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<[a-z][^\s/>]*(?:\s[^>]*)?>/gi;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const JAVASCRIPT_URL = /\s(?:href|src|action|formaction|data)\s*=\s*["']?\s*javascript:/i;

/** `'sha256-…'`: the CSP source naming a script by its text, as a browser hashes it (CR LF as LF). */
export const hashSource = (text) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/**
 * The inline scripts of `html` a browser runs: those with no `src` and a script type, and the
 * inert blocks of WHEN_PARSED_TYPE, which the starter's file (scripts/rewrite/browser/starter.ts)
 * runs as inline scripts of the same text once the page is parsed. Throws on what the policy could
 * not allow without 'unsafe-inline': an inline script of a type it does not know (data or code?),
 * an event handler attribute, a `javascript:` URL, or a script fetched from another origin.
 */
export function executedInlineScripts(html) {
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    const url = attribute(attributes, 'src');
    if (url !== undefined) {
      if (!url.startsWith('/') || url.startsWith('//'))
        throw new Error(`a script is fetched from ${url}, not from the site itself`);
      continue;
    }
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (DATA_TYPES.has(type)) continue;
    if (EXECUTED_TYPES.has(type) || type === WHEN_PARSED_TYPE) {
      scripts.push(text);
      continue;
    }
    throw new Error(`an inline script of type "${type}", which the policy does not know`);
  }
  for (const [tag] of html.replace(RAW_TEXT, '').matchAll(TAG)) {
    if (EVENT_HANDLER.test(tag))
      throw new Error(`an event handler attribute: ${tag.slice(0, 120)}`);
    if (JAVASCRIPT_URL.test(tag)) throw new Error(`a javascript: URL: ${tag.slice(0, 120)}`);
  }
  return scripts;
}

/** A policy as text: its directives in the given order, each with its sources. */
export const policyText = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The origin of an absolute http(s) URL, or null for a path on the site's own origin. */
const originOf = (url) => (/^https?:\/\//i.test(url) ? new URL(url).origin : null);

/**
 * The site's policy. `scriptHashes`: the `'sha256-…'` sources of every inline script the pages
 * run; `formsEndpoint`: NEXT_PUBLIC_FORMS_ENDPOINT ('' when the forms are simulated);
 * `turnstile`: whether the forms carry Cloudflare Turnstile's widget. docs/security.md says why
 * each source is there.
 */
export function sitePolicy({ scriptHashes, formsEndpoint = '', turnstile = false }) {
  const receiver = originOf(formsEndpoint);
  return {
    'default-src': ["'none'"],
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...[...new Set(scriptHashes)].sort(),
      ...(turnstile ? [TURNSTILE_ORIGIN] : []),
    ],
    'style-src': ["'self'", 'data:', "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(receiver ? [receiver] : [])],
    'manifest-src': ["'self'"],
    ...(turnstile ? { 'frame-src': [TURNSTILE_ORIGIN] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The API origins a Decap backend (scripts/lib/decap-backend.mjs) talks to, besides the site. */
function backendOrigins(backend) {
  if (!backend || backend.name === 'git-gateway') return [];
  const defaults = {
    github: 'https://api.github.com',
    gitlab: 'https://gitlab.com/api/v4',
    gitea: 'https://try.gitea.io/api/v1',
  };
  const origins = [originOf(backend.api_root ?? defaults[backend.name] ?? '')];
  // GitLab's and Gitea's PKCE login exchange the code for a token at the OAuth server by fetch.
  if (backend.name !== 'github' && backend.base_url) origins.push(originOf(backend.base_url));
  return origins.filter(Boolean);
}

/**
 * The editor's policy (Decap CMS at /admin). `backend`: the deployed backend (null: decap-server
 * on the editor's machine), `localBackend`: decap-server's URL, which Decap uses when the editor
 * is opened on localhost. docs/security.md says why each source is there.
 */
export function adminPolicy({ backend, localBackend }) {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...backendOrigins(backend)],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      'blob:',
      ...new Set([originOf(localBackend), ...backendOrigins(backend)].filter(Boolean)),
    ],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The headers every response carries, whatever its path. */
export const COMMON_HEADERS = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The headers that differ between the site and the editor. */
export const scopedHeaders = (policy, { admin = false } = {}) => ({
  'Content-Security-Policy': policyText(policy),
  // The editor logs in through a pop-up on the backend's OAuth server, which answers with
  // postMessage to its opener: 'same-origin' would cut that link.
  'Cross-Origin-Opener-Policy': admin ? 'same-origin-allow-popups' : 'same-origin',
});

/** The editor's folder in the export (scripts/lib/files.mjs ADMIN_DIR). */
const ADMIN = 'admin';

/**
 * The rules of `_headers`: `/*` with the common headers, then the site's scoped headers on `/` and
 * on each of `topLevel` (the names at the export's top: pages without `.html`, folders, files),
 * and the editor's on `/admin`. The scoped rules never overlap, so no host has to merge two
 * values of one header (Cloudflare joins them with a comma, which for a CSP enforces both).
 */
export function headerRules({ topLevel, site, admin }) {
  const rules = [
    { path: '/*', headers: COMMON_HEADERS },
    { path: '/', headers: site },
  ];
  for (const { name, folder } of [...topLevel].sort((a, b) => a.name.localeCompare(b.name))) {
    if (name === ADMIN) continue;
    rules.push({ path: `/${name}`, headers: site });
    if (folder) rules.push({ path: `/${name}/*`, headers: site });
  }
  rules.push({ path: `/${ADMIN}`, headers: admin }, { path: `/${ADMIN}/*`, headers: admin });
  return rules;
}

/** Whether a `_headers` rule's path (exact, or ending in `/*`) matches `pathname`. */
export const ruleMatches = (path, pathname) =>
  path.endsWith('/*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path;

/** The headers `rules` give `pathname`; throws when two rules give it the same header. */
export function headersFor(rules, pathname) {
  const headers = {};
  for (const { path, headers: set } of rules) {
    if (!ruleMatches(path, pathname)) continue;
    for (const [name, value] of Object.entries(set)) {
      if (name in headers) throw new Error(`${pathname}: ${name} is set by two rules`);
      headers[name] = value;
    }
  }
  return headers;
}

/** `_headers` (Netlify, Cloudflare Pages): a path, then its headers indented. */
export function headersFile(rules) {
  const lines = [
    '# The security headers of this export, written by scripts/build-headers.mjs: do not edit.',
    '# Read by Netlify and Cloudflare Pages, and by scripts/serve.mjs (npm start).',
  ];
  for (const { path, headers } of rules) {
    lines.push(path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  if (rules.length > MAX_RULES)
    throw new Error(`${rules.length} rules in _headers, over Cloudflare Pages' ${MAX_RULES}`);
  const long = lines.find((line) => line.length > MAX_LINE);
  if (long)
    throw new Error(`a line of _headers is over ${MAX_LINE} characters: ${long.slice(0, 80)}…`);
  return `${lines.join('\n')}\n`;
}

/** The rules of a `_headers` file; throws on a line it cannot read. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!header || !rules.length) throw new Error(`_headers line ${index + 1}: ${line}`);
    rules.at(-1).headers[header[1]] = header[2].trim();
  }
  return rules;
}

const nginxString = (value) => {
  if (/["\\$]/.test(value)) throw new Error(`cannot write ${value} as an nginx string`);
  return `"${value}"`;
};
const variableName = (header) => `$security_${header.toLowerCase().replace(/-/g, '_')}`;

/**
 * The same headers for deploy/nginx.conf, which includes this at `http` level: one variable per
 * header (`$security_content_security_policy`…), mapped from the path (the editor's under
 * /admin), and an `add_header … always` for each, which every server and location without
 * `add_header` of its own inherits. A location that adds its own (the receiver's) names the
 * variables it keeps.
 */
export function nginxHeaders({ site, admin }) {
  const lines = [
    '# The security headers of this export, written by scripts/build-headers.mjs: do not edit.',
    '# deploy/nginx.conf includes it in its http block.',
  ];
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    lines.push(`map $uri ${variableName(name)} { default ${nginxString(value)}; }`);
  }
  for (const name of Object.keys(site)) {
    lines.push(
      `map $uri ${variableName(name)} {`,
      `  default ${nginxString(site[name])};`,
      `  ~^/${ADMIN}(?:/|$) ${nginxString(admin[name])};`,
      '}',
    );
  }
  for (const name of [...Object.keys(COMMON_HEADERS), ...Object.keys(site)]) {
    lines.push(`add_header ${name} ${variableName(name)} always;`);
  }
  return `${lines.join('\n')}\n`;
}
