/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '@/receiver/src/db';
import { createMailer, type OutboxMail } from '@/receiver/src/mailer';
import { drainOutbox, startOutbox } from '@/receiver/src/outbox';

/*
 * The outbox worker and the mailer on their own: the retries' waits, a clean stop, and each
 * delivery mode's output (delivery.test.ts delivers through a real mail server).
 */

describe('the outbox worker', () => {
  let db: Db;
  beforeEach(() => {
    db = openDb(':memory:');
  });
  afterEach(() => db.close());

  const queue = (at: string) =>
    Number(
      db
        .prepare(
          `INSERT INTO outbox (recipient, subject, body, created_at, next_attempt_at)
           VALUES ('staff@example.org', 'New contact message #1', 'Body', ?, ?)`,
        )
        .run(at, at).lastInsertRowid,
    );
  const row = (id: number) =>
    db
      .prepare('SELECT attempts, next_attempt_at, sent_at, last_error FROM outbox WHERE id = ?')
      .get(id);

  it('waits twice as long after each failure, up to its cap', async () => {
    let now = new Date('2026-12-01T00:00:00.000Z');
    const id = queue(now.toISOString());
    const send = async () => {
      throw new Error('Connection refused');
    };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const before = now.getTime();
      expect(await drainOutbox({ db, send, now: () => now, logError: () => {} })).toEqual({
        sent: 0,
        failed: 1,
      });
      const next = new Date((row(id) as { next_attempt_at: string }).next_attempt_at);
      waits.push(next.getTime() - before);
      // Not due before its time.
      expect(await drainOutbox({ db, send, now: () => new Date(next.getTime() - 1) })).toEqual({
        sent: 0,
        failed: 0,
      });
      now = next;
    }
    expect(waits.map((ms) => ms / 1000)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(row(id)).toMatchObject({
      attempts: 11,
      sent_at: null,
      last_error: 'Connection refused',
    });

    const sent: OutboxMail[] = [];
    await drainOutbox({ db, send: async (mail) => void sent.push(mail), now: () => now });
    expect(sent).toEqual([
      { id, to: 'staff@example.org', subject: 'New contact message #1', text: 'Body' },
    ]);
    expect(row(id)).toMatchObject({ attempts: 12, sent_at: now.toISOString(), last_error: null });
  });

  it('finishes the send in flight before it stops, and sends nothing after', async () => {
    const id = queue('2026-12-01T00:00:00.000Z');
    let release!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const calls: number[] = [];
    const worker = startOutbox({
      db,
      now: () => new Date('2026-12-01T00:00:01.000Z'),
      intervalMs: 5,
      send: (mail) => {
        calls.push(mail.id);
        started();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await sending;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(row(id)).toMatchObject({ sent_at: '2026-12-01T00:00:01.000Z' });
    expect(calls).toEqual([id]);
  });
});

describe('the mailer', () => {
  const mail: OutboxMail = {
    id: 7,
    to: 'staff@example.org',
    subject: 'New contact message #7',
    text: 'Body\n',
  };

  it('writes each mail into MAIL_DIR as outbox-<id>.eml, a second send replacing the first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'receiver-mail-'));
    try {
      const { send } = createMailer({ kind: 'dir', dir }, 'Forms <forms@example.org>');
      await send(mail);
      await send(mail);
      expect(readdirSync(dir)).toEqual(['outbox-7.eml']);
      const eml = readFileSync(path.join(dir, 'outbox-7.eml'), 'utf8');
      expect(eml).toMatch(/^Message-ID: <outbox-7@example\.org>$/m);
      expect(eml).toMatch(/^To: staff@example\.org$/m);
      expect(eml).toMatch(/^Subject: New contact message #7$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('logs each mail as JSON when no transport is set', async () => {
    const lines: string[] = [];
    await createMailer({ kind: 'log' }, 'forms@example.org', (line) => lines.push(line)).send(mail);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      messageId: '<outbox-7@example.org>',
      subject: 'New contact message #7',
      text: 'Body\n',
    });
  });
});
