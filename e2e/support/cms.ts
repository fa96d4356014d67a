import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// The editor's tests work as staff would, on a copy of the content: the real Decap UI (the
// export's /admin) saves through decap-server into a temporary folder, and the site is read from
// that folder by the loaders and rendered by the Next.js dev server (CONTENT_ROOT).

const REPOSITORY = process.cwd();

/** The local backend the exported editor is built with (data/cms/config.ts, LOCAL_BACKEND_URL). */
export const BUILT_BACKEND = 'http://127.0.0.1:8081/api/v1';

/** A copy of data/content and data/uploads to edit; the drawn images are the repository's. */
export function copyContent(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'cms-content-'));
  mkdirSync(join(root, 'data'));
  for (const folder of ['content', 'uploads']) {
    cpSync(join(REPOSITORY, 'data', folder), join(root, 'data', folder), { recursive: true });
  }
  symlinkSync(join(REPOSITORY, 'public'), join(root, 'public'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A port nothing listens on, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Service = { url: string; stop: () => Promise<void>; output: () => string };

/** Starts a process and resolves once `ready` (a URL) answers, or rejects naming its output. */
async function startService(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
  ready: (url: string) => Promise<boolean>,
): Promise<Service> {
  const child: ChildProcess = spawn(command, args, { env: { ...process.env, ...env } });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Polled until it answers: how long a start takes depends on the machine, not on a guess.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited:\n${log}`);
    if (await ready(url).catch(() => false)) return { url, stop, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** decap-server, Decap's local backend, saving into `root`. */
export async function startDecapServer(root: string): Promise<Service> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/v1`;
  return startService(
    join(REPOSITORY, 'node_modules', '.bin', 'decap-server'),
    [],
    { BIND_HOST: '127.0.0.1', PORT: String(port), MODE: 'fs', GIT_REPO_DIRECTORY: root },
    url,
    async (address) => {
      const response = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      return response.ok;
    },
  );
}

/** The site, from the Next.js dev server, reading the content in `root`. */
export async function startSite(root: string): Promise<Service> {
  const port = await freePort();
  return startService(
    join(REPOSITORY, 'node_modules', '.bin', 'next'),
    ['dev', '--hostname', '127.0.0.1', '--port', String(port)],
    { CONTENT_ROOT: root, NEXT_TELEMETRY_DISABLED: '1' },
    `http://127.0.0.1:${port}`,
    async (address) => (await fetch(`${address}/robots.txt`)).ok,
  );
}

/** The text of a page of the site, as the dev server renders it now. */
export async function pageText(
  site: Service,
  path: string,
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The loaders' verdict on the content in `root` (scripts/check-content.mjs): its exit and output. */
export function checkContent(root: string): { status: number | null; output: string } {
  const run = spawnSync('node', ['scripts/check-content.mjs'], {
    env: { ...process.env, CONTENT_ROOT: root },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Opens the editor at `hash` with its saves sent to `backend`, and logs in. */
export async function openEditor(page: Page, backend: Service, hash: string): Promise<void> {
  await page.route(BUILT_BACKEND, (route) => route.continue({ url: backend.url }));
  await page.goto(`/admin/${hash}`);
  await page.getByRole('button', { name: 'Login' }).click();
}
