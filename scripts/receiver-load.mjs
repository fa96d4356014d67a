// The receiver under load, killed and restarted: 5,000 distinct submissions at concurrency 50 on
// 127.0.0.1, the receiver killed with SIGKILL partway and started again on the same SQLite file,
// every client retrying its submission (same idempotency key) until it gets a 2xx. Then the
// stored rows must be exactly the keys that got a 2xx: nothing lost, nothing twice. The mail sink
// is down all that time; once it comes up, every outbox row must arrive exactly once.
// Prints throughput and latency; exits non-zero when any check fails. Bounded: 3 minutes at most.
//   node scripts/receiver-load.mjs [--submissions 5000] [--concurrency 50]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '50' },
  },
});
const TOTAL = Number(values.submissions);
const CONCURRENCY = Number(values.concurrency);
/** The receiver is killed once this many submissions have been answered. */
const KILL_AT = Math.floor(TOTAL * 0.4);
const DEADLINE = Date.now() + 180_000;
const ORIGIN = 'http://load.test';
const SERVER = resolve('receiver', 'dist', 'server.mjs');

if (!existsSync(SERVER)) {
  console.error('No receiver build: run `npm run receiver:build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'receiver-load-'));
const dbPath = join(dir, 'load.db');
const [port, smtpPort] = [await freePort(), await freePort()];
const env = {
  ...process.env,
  RECEIVER_PORT: String(port),
  RECEIVER_HOST: '127.0.0.1',
  RECEIVER_DB: dbPath,
  ALLOWED_ORIGINS: ORIGIN,
  // One address sends everything here: the limit and the fill time are not this test's subject.
  RATE_LIMIT: '1000000/1',
  MIN_FILL_MS: '0',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  NOTIFY_TO: 'secretariat@example.org',
};

let receiver = null;
let receiverExited = null;
async function startReceiver() {
  receiver = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  receiver.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  receiverExited = new Promise((done) => receiver.once('exit', () => done(stderr)));
  while (Date.now() < DEADLINE) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error(`The receiver did not start:\n${stderr}`);
}
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const body = (index) =>
  JSON.stringify({
    language: index % 2 ? 'id' : 'en',
    values: {
      fullName: `Load Test ${index}`,
      email: `load.${index}@example.org`,
      phone: '',
      subject: `Submission ${index}`,
      message: `Message number ${index} 🌺`,
    },
    filledMs: 10_000,
    website: '',
    noticeVersion: '2026-11-29',
  });

const keys = Array.from({ length: TOTAL }, () => randomUUID());
/** key → the id its 2xx named. */
const acknowledged = new Map();
const latencies = [];
let answered = 0;
let retries = 0;
let killed = false;
let restarting = null;

/** Sends submission `index` until a 2xx: a refused connection or a 5xx is tried again. */
async function submit(index) {
  const key = keys[index];
  const payload = body(index);
  for (;;) {
    if (Date.now() > DEADLINE)
      throw new Error(`Submission ${index} got no 2xx before the deadline`);
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: ORIGIN },
        body: payload,
      });
      const answer = await response.json().catch(() => null);
      if (response.ok && answer?.ok && typeof answer.id === 'number') {
        latencies.push(performance.now() - started);
        const earlier = acknowledged.get(key);
        if (earlier !== undefined && earlier !== answer.id) {
          throw new Error(`Key ${key} was answered with ids ${earlier} and ${answer.id}`);
        }
        acknowledged.set(key, answer.id);
        answered += 1;
        if (answered === KILL_AT && !killed) {
          killed = true;
          restarting = killAndRestart();
        }
        return;
      }
      if (response.status < 500) {
        throw new Error(
          `Submission ${index} refused: ${response.status} ${JSON.stringify(answer)}`,
        );
      }
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // fetch's network failure is a TypeError
    }
    retries += 1;
    await sleep(20 + Math.random() * 80);
  }
}

async function killAndRestart() {
  const exited = receiverExited;
  receiver.kill('SIGKILL');
  await exited;
  console.log(`receiver killed with SIGKILL after ${answered} answers; starting it again`);
  await startReceiver();
}

// Part 1: the load, with the kill in the middle.
await startReceiver();
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < TOTAL) await submit(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;
await restarting;

const problems = [];
const db = new Database(dbPath, { readonly: true });
const stored = db.prepare('SELECT idempotency_key AS key, id FROM submissions').all();
const storedKeys = new Set(stored.map((row) => row.key));
if (stored.length !== storedKeys.size) problems.push('a key is stored twice');
if (stored.length !== acknowledged.size) {
  problems.push(`${stored.length} rows stored, ${acknowledged.size} keys answered with a 2xx`);
}
for (const row of stored) {
  if (acknowledged.get(row.key) !== row.id) {
    problems.push(`stored row ${row.id} (${row.key}) was not the one its 2xx named`);
    break;
  }
}
if (acknowledged.size !== TOTAL) problems.push(`${TOTAL - acknowledged.size} keys never got a 2xx`);
if (!killed) problems.push('the receiver was never killed');

latencies.sort((a, b) => a - b);
const percentile = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
console.log(
  `${TOTAL} submissions, concurrency ${CONCURRENCY}, one SIGKILL: ${seconds.toFixed(1)} s, ` +
    `${(TOTAL / seconds).toFixed(0)} stored/s; latency of a successful request ` +
    `p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms, ` +
    `max ${latencies.at(-1).toFixed(1)} ms; ${retries} retries; ` +
    `${stored.length} rows = ${acknowledged.size} keys with a 2xx`,
);

// Part 2: the mail sink comes up; every outbox row is delivered once.
const outboxRows = db.prepare('SELECT COUNT(*) AS n FROM outbox').get().n;
const delivered = new Map();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    let text = '';
    stream.on('data', (chunk) => {
      text += chunk;
    });
    stream.on('end', () => {
      const id = /^message-id:\s*(\S+)/im.exec(text)?.[1] ?? `(none ${delivered.size})`;
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
      done();
    });
  },
});
await new Promise((done) => sink.listen(smtpPort, '127.0.0.1', done));
const mailStarted = performance.now();
const pending = db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL');
while (pending.get().n > 0 && Date.now() < DEADLINE) await sleep(200);
const mailSeconds = (performance.now() - mailStarted) / 1000;
receiver.kill('SIGTERM');
await receiverExited;
await new Promise((done) => sink.close(done));

const unsent = pending.get().n;
const twice = [...delivered.values()].filter((count) => count > 1).length;
const messages = [...delivered.values()].reduce((sum, count) => sum + count, 0);
if (outboxRows !== TOTAL) problems.push(`${outboxRows} outbox rows for ${TOTAL} submissions`);
if (unsent > 0) problems.push(`${unsent} outbox rows never sent`);
if (twice > 0) problems.push(`${twice} messages arrived more than once`);
if (messages !== outboxRows) problems.push(`${messages} messages for ${outboxRows} outbox rows`);
console.log(
  `mail sink down during the load, then up: ${outboxRows} outbox rows, ${messages} messages ` +
    `(${delivered.size} distinct Message-IDs) in ${mailSeconds.toFixed(1)} s`,
);
db.close();
rmSync(dir, { recursive: true, force: true });

if (problems.length > 0) {
  console.error(`receiver load test FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('receiver load test passed: nothing lost, nothing stored or mailed twice');
