// nginx running deploy/nginx.conf itself on this machine: for the hosting tests
// (e2e/static-hosting.spec.ts), the security scan (e2e/security-headers.spec.ts), the forms stack
// (scripts/forms-stack.mjs) and the bench (scripts/bench/nginx.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The nginx binary Debian installs (nginx-light), or null when it is not installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

/** The plain-HTTP server of deploy/nginx.conf, which only redirects to HTTPS. */
const REDIRECT_SERVER =
  /\n {2}# Plain HTTP only sends[^\n]*\n {2}server \{[^}]*return 301 https:[^}]*\}\n/;

/** Replaces each `[line, replacement]` in `config`; throws when a line is not there. */
function rewrite(config, rewrites) {
  for (const [line, replacement] of rewrites) {
    if (!line.test(config)) throw new Error(`deploy/nginx.conf has no line ${line} to rewrite`);
    config = config.replace(line, replacement);
  }
  return config;
}

/**
 * deploy/nginx.conf as it runs on 127.0.0.1 here: with `root` (the export's folder, out/ unless
 * given; its headers file included from it) and `receiverPort` (the form receiver's) replaced
 * when given. With `tls` ({ httpPort, httpsPort, certificate, key }) it runs as deployed: HTTP on
 * one port redirecting to HTTPS on the other, with that certificate. Without, the HTTPS server
 * answers plain HTTP on `port` and the redirecting one is left out: the tests of what the site
 * serves need no certificate. `headers: false` leaves the security headers out, for an export the
 * build did not write them for (the bench's variants and the framework floor). Throws when a line
 * it rewrites is gone from the file.
 */
export function deployNginxConfig({ port, root = 'out', receiverPort, tls, headers = true }) {
  const site = resolve(root);
  const rewrites = [
    [/root out;/, `root ${site};`],
    headers
      ? [/include \.\.\/out\/_headers\.nginx;/, `include ${join(site, '_headers.nginx')};`]
      : [/\n *include \.\.\/out\/_headers\.nginx;/, ''],
    ...(headers ? [] : [[/\n *add_header Strict-Transport-Security \$security_\w+ always;/, '']]),
    [/\n *listen \[::\]:80;/, ''],
    [/\n *listen \[::\]:443 ssl http2;/, ''],
    ...(receiverPort
      ? [[/proxy_pass http:\/\/127\.0\.0\.1:8787;/, `proxy_pass http://127.0.0.1:${receiverPort};`]]
      : []),
  ];
  if (tls) {
    rewrites.push(
      [/listen 80;/, `listen 127.0.0.1:${tls.httpPort};`],
      [/listen 443 ssl http2;/, `listen 127.0.0.1:${tls.httpsPort} ssl http2;`],
      [/ssl_certificate \S+;/, `ssl_certificate ${resolve(tls.certificate)};`],
      [/ssl_certificate_key \S+;/, `ssl_certificate_key ${resolve(tls.key)};`],
    );
  } else {
    rewrites.push(
      [REDIRECT_SERVER, '\n'],
      [/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`],
      [/\n *ssl_certificate \S+;/, ''],
      [/\n *ssl_certificate_key \S+;/, ''],
    );
  }
  return rewrite(readFileSync('deploy/nginx.conf', 'utf8'), rewrites);
}

/**
 * The arguments that run deployNginxConfig(`options`) in the foreground. The prefix is the
 * repository; only the rewritten file and the pid file go to a temporary folder. Throws when
 * nginx is missing, when a line to rewrite is gone, or when `nginx -t` refuses the result.
 */
export function deployNginxArgs(options) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx-light).');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  writeFileSync(join(dir, 'nginx.conf'), deployNginxConfig(options));
  const args = [
    '-p',
    `${process.cwd()}/`,
    '-c',
    join(dir, 'nginx.conf'),
    '-g',
    `pid ${join(dir, 'nginx.pid')}; daemon off;`,
  ];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  return args;
}
