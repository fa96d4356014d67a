// nginx running deploy/nginx.conf itself on this machine: for the hosting tests
// (e2e/static-hosting.spec.ts) and the forms stack (scripts/forms-stack.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The nginx binary Debian installs (nginx-light), or null when it is not installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

/**
 * The arguments that run deploy/nginx.conf in the foreground on 127.0.0.1:`port`, with `root` (the
 * export's folder) and `receiverPort` (the form receiver's) replaced when given. The prefix is the
 * repository, which the file's relative paths start from; only the rewritten file and the pid file
 * go to a temporary folder. Throws when nginx is missing, when a line it rewrites is gone from the
 * file, or when `nginx -t` refuses the result.
 */
export function deployNginxArgs({ port, root, receiverPort }) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx-light).');
  const rewrites = [
    [/listen \d+;/, `listen 127.0.0.1:${port};`],
    ...(root ? [[/root out;/, `root ${root};`]] : []),
    ...(receiverPort
      ? [[/proxy_pass http:\/\/127\.0\.0\.1:8787;/, `proxy_pass http://127.0.0.1:${receiverPort};`]]
      : []),
  ];
  let config = readFileSync('deploy/nginx.conf', 'utf8');
  for (const [line, replacement] of rewrites) {
    if (!line.test(config)) throw new Error(`deploy/nginx.conf has no line ${line} to rewrite`);
    config = config.replace(line, replacement);
  }
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  writeFileSync(join(dir, 'nginx.conf'), config);
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
