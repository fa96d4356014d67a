// Serves an export with nginx and the site's own deploy/nginx.conf (as a CDN would), on a loopback
// port; falls back to the site's static server when nginx is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

const waitFor = async (url) => {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
};

/** Serves `outDir` on `port`; resolves to `{ origin, server, stop }` once it answers. */
export async function serveExport(outDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  // A server left from an earlier run would answer for this one.
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${origin} is already in use (a server left from an earlier run?)`);
  let child;
  let server;
  if (NGINX) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
    const config = readFileSync('deploy/nginx.conf', 'utf8')
      .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
      .replace(/root out;/, `root ${resolve(outDir)};`);
    writeFileSync(join(dir, 'nginx.conf'), config);
    const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf')];
    args.push('-g', `pid ${join(dir, 'nginx.pid')}; daemon off;`);
    const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(check.stderr);
    child = spawn(NGINX, args, { stdio: 'ignore' });
    server = 'nginx';
  } else {
    child = spawn(process.execPath, [resolve('scripts/serve.mjs'), '--port', String(port)], {
      cwd: dirname(resolve(outDir)),
      stdio: 'ignore',
    });
    server = 'scripts/serve.mjs';
  }
  await waitFor(`${origin}/`);
  return { origin, server, stop: () => child.kill(NGINX ? 'SIGQUIT' : 'SIGTERM') };
}
