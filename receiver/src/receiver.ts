// The receiver put together: database, HTTP server, outbox worker and the hourly retention pass,
// with one close() that takes them down in order. server.ts runs it from the environment; tests
// run it in-process on port 0 with a temporary database and fakes for the outside world.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { ReceiverConfig } from './config';
import { openDb, type Db } from './db';
import { createMailer, type Mailer, type SendMail } from './mailer';
import { startOutbox, type Backoff } from './outbox';
import { createRateLimiter } from './rate-limit';
import { expireSubmissions } from './retention';
import { turnstileVerifier, type VerifyTurnstile } from './turnstile';

/** What a test replaces; the server itself takes the defaults. */
export type ReceiverOptions = {
  now?: () => Date;
  /** Instead of the configured mail transport. */
  send?: SendMail;
  /** Instead of Cloudflare's siteverify at the configured URL (when Turnstile is on). */
  verifyTurnstile?: VerifyTurnstile;
  outboxIntervalMs?: number;
  outboxBackoff?: Backoff;
  logError?: (message: string, error: unknown) => void;
};

export type Receiver = {
  /** The server's own address: http://host:port. */
  url: string;
  db: Db;
  /**
   * Stops taking connections, lets the requests in flight finish (ending any still open after
   * `graceMs`), waits for a mail being sent, then closes the database.
   */
  close(graceMs?: number): Promise<void>;
};

const HOUR_MS = 60 * 60 * 1000;
const OUTBOX_INTERVAL_MS = 2000;

export async function startReceiver(
  config: ReceiverConfig,
  options: ReceiverOptions = {},
): Promise<Receiver> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? console.error;

  if (config.dbPath !== ':memory:') mkdirSync(path.dirname(config.dbPath), { recursive: true });
  const db = openDb(config.dbPath);

  const app = createApp({
    db,
    config,
    now,
    random: (size) => randomBytes(size),
    verifyTurnstile:
      options.verifyTurnstile ??
      (config.turnstile && turnstileVerifier(config.turnstile.secret, config.turnstile.verifyUrl)),
    rateLimiter: createRateLimiter({ ...config.rateLimit, now: () => now().getTime() }),
    logError,
  });

  // Listening first: a second receiver started by mistake on the same port and database stops
  // here, before its outbox worker could send what the first one is sending.
  let server: ServerType;
  try {
    server = await listen(app.fetch, config.host, config.port);
  } catch (error) {
    db.close();
    throw error;
  }

  const mailer: Mailer = options.send
    ? { send: options.send, close() {} }
    : createMailer(config.mail.transport, config.mail.from);
  const outbox = startOutbox({
    db,
    send: mailer.send,
    now,
    intervalMs: options.outboxIntervalMs ?? OUTBOX_INTERVAL_MS,
    backoff: options.outboxBackoff,
    logError,
  });

  // Deleting what is past its retention period: at start (the receiver may have been down when a
  // pass was due) and every hour.
  const expire = () => {
    try {
      expireSubmissions(db, now());
    } catch (error) {
      logError('receiver: the retention pass failed', error);
    }
  };
  expire();
  const retention = setInterval(expire, HOUR_MS);
  retention.unref();

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  return {
    url: `http://${host}:${port}`,
    db,
    async close(graceMs = 10_000) {
      clearInterval(retention);
      const force = setTimeout(
        () => 'closeAllConnections' in server && server.closeAllConnections(),
        graceMs,
      );
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearTimeout(force);
      await outbox.stop();
      mailer.close();
      db.close();
    },
  };
}

/** Serves `fetch` on host:port, resolving once listening (port 0: any free port). */
function listen(fetch: Parameters<typeof serve>[0]['fetch'], hostname: string, port: number) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, () => {
      server.off('error', reject);
      resolve(server);
    });
    server.once('error', reject);
  });
}
