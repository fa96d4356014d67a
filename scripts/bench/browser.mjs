// Chromium for the benchmark: the system's binary (Debian: apt-get install chromium), never a
// downloaded one; CHROMIUM_PATH names another. Started by hand so Lighthouse can attach to it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Starts Chromium with a remote-debugging port and a fresh profile; resolves once it listens. */
export function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so closing it ends its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${log}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        port: Number(match[1]),
        close: async () => {
          const exited = new Promise((done) => child.once('exit', done));
          process.kill(-child.pid, 'SIGKILL');
          await exited;
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
          } catch {
            // A temporary profile left behind is harmless; the OS cleans /tmp.
          }
        },
      });
    });
    child.on('error', reject);
  });
}
