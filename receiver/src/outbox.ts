// Delivering the staff notifications queued with each submission (the transactional outbox): a
// worker polls for due rows and sends them one at a time, marking each sent once the transport has
// accepted it; a failure is tried again later, waiting twice as long each time. A mail is
// therefore sent at least once, whatever the mail server does, and a submission is never lost or
// refused because mail is down.
//
// One worker per database (the receiver is one process; a second one on the same port fails to
// start before its worker does): a row is sent only by the pass that listed it. A process killed
// mid-send leaves its row due, so it is sent again on restart, with the same Message-ID.
import type { Db } from './db';
import type { OutboxMail, SendMail } from './mailer';

/** The wait after the nth failure: baseMs · 2^(n-1), at most maxMs. */
export type Backoff = { baseMs: number; maxMs: number };
export const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, maxMs: 5 * 60 * 1000 };

export type OutboxOptions = {
  db: Db;
  send: SendMail;
  now: () => Date;
  backoff?: Backoff;
  logError?: (message: string, error: unknown) => void;
};

type OutboxRow = { id: number; recipient: string; subject: string; body: string; attempts: number };

const backoffMs = (attempts: number, { baseMs, maxMs }: Backoff) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

/**
 * Sends each row due now once, one after another: the rows due when it starts, so a row failing
 * with a short backoff is not tried again in the same pass. Resolves with how many went and how
 * many failed.
 */
export async function drainOutbox({
  db,
  send,
  now,
  backoff = DEFAULT_BACKOFF,
  logError = console.error,
}: OutboxOptions): Promise<{ sent: number; failed: number }> {
  const due = db
    .prepare<[string], OutboxRow>(
      `SELECT id, recipient, subject, body, attempts FROM outbox
       WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id`,
    )
    .all(now().toISOString());
  const markSent = db.prepare<[string, number]>(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  );
  const markFailed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  );

  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const mail: OutboxMail = {
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
    };
    try {
      await send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      markFailed.run(
        later(now(), backoffMs(row.attempts + 1, backoff)),
        message.slice(0, 500),
        row.id,
      );
      logError(`receiver: mail ${row.id} not sent (attempt ${row.attempts + 1})`, message);
      failed += 1;
      continue;
    }
    markSent.run(now().toISOString(), row.id);
    sent += 1;
  }
  return { sent, failed };
}

export type OutboxWorker = {
  /** Stops polling; resolves once a send in progress has finished and been recorded. */
  stop(): Promise<void>;
};

/**
 * Polls the outbox every `intervalMs` and drains it. A pass never overlaps the next, so one row is
 * never sent twice at once.
 */
export function startOutbox(options: OutboxOptions & { intervalMs: number }): OutboxWorker {
  const { intervalMs, logError = console.error } = options;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    pass = drainOutbox(options)
      .then(
        () => undefined,
        (error: unknown) => logError('receiver: the outbox pass failed', error),
      )
      .finally(() => {
        pass = undefined;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    // The HTTP server keeps the process alive; the worker alone never should.
    timer.unref();
  };

  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
