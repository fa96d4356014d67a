// Serves an export with nginx and the site's own deploy/nginx.conf (as a CDN would, its HTTPS
// server answering plain HTTP: scripts/lib/nginx.mjs), on a loopback port; falls back to the
// site's static server when nginx is not installed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deployNginxArgs, NGINX } from '../lib/nginx.mjs';

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
  // The site's full build carries its security headers; the step variants and the floor, built
  // without them, are served without.
  const headers = existsSync(join(outDir, '_headers'));
  if (NGINX) {
    const args = deployNginxArgs({ port, root: outDir, headers });
    child = spawn(NGINX, args, { stdio: 'ignore' });
    server = 'nginx';
  } else {
    const args = ['--port', String(port), ...(headers ? [] : ['--without-headers'])];
    child = spawn(process.execPath, [resolve('scripts/serve.mjs'), ...args], {
      cwd: dirname(resolve(outDir)),
      stdio: 'ignore',
    });
    server = 'scripts/serve.mjs';
  }
  await waitFor(`${origin}/`);
  return { origin, server, stop: () => child.kill(NGINX ? 'SIGQUIT' : 'SIGTERM') };
}
