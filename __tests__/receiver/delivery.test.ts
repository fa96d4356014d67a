/** @jest-environment node */
import { SMTPServer } from 'smtp-server';
import {
  EVENT_SLUG,
  VALID_VALUES,
  freePort,
  requestBody,
  startTestReceiver,
  waitFor,
} from './forms-harness';

/*
 * The staff notifications end to end: queued with each submission while the mail server is down,
 * then delivered by the outbox worker through nodemailer once it answers, each exactly once, with
 * a link to the staff pages and none of the visitor's details.
 */

/** A mail server on `port` that keeps what it is sent. */
async function startMailSink(port: number) {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

describe('the outbox with a mail server', () => {
  it('queues mail while the server is down, then delivers each exactly once', async () => {
    const port = await freePort();
    const receiver = await startTestReceiver(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      // The real mailer (no `send` of the test's own), polling and retrying quickly.
      { send: undefined, outboxIntervalMs: 20, outboxBackoff: { baseMs: 20, maxMs: 200 } },
    );
    let sink: Awaited<ReturnType<typeof startMailSink>> | undefined;
    try {
      const answers = await Promise.all([
        receiver.post('membership', requestBody('membership')),
        receiver.post('contact', requestBody('contact')),
        receiver.post('registration', requestBody('registration')),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      const pending = () =>
        receiver.db.prepare('SELECT id, attempts, last_error, sent_at FROM outbox').all() as {
          id: number;
          attempts: number;
          last_error: string | null;
          sent_at: string | null;
        }[];
      await waitFor(
        () => pending().every((row) => row.attempts >= 1 && row.last_error && !row.sent_at),
        'every mail to have failed once (connection refused)',
      );

      sink = await startMailSink(port);
      await waitFor(() => pending().every((row) => row.sent_at), 'every mail to be delivered');
      const rows = pending();
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.last_error === null)).toBe(true);

      const ids = sink.messages.map(messageIdOf).sort();
      expect(ids).toEqual(rows.map((row) => `<outbox-${row.id}@example.org>`).sort());

      for (const raw of sink.messages) {
        const text = raw.replace(/=\r?\n/g, '');
        expect(text).toMatch(/https:\/\/forms\.example\.org\/staff\/submissions\/\d+/);
        for (const form of ['membership', 'contact', 'registration'] as const) {
          const values = VALID_VALUES[form];
          for (const personal of [
            values.fullName,
            values.email,
            String(values.email).toLowerCase(),
          ]) {
            expect(text).not.toContain(personal);
          }
        }
      }
      const subjects = sink.messages.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]).sort();
      expect(subjects).toEqual([
        expect.stringMatching(/^New contact message #\d+$/),
        `New event registration: ${EVENT_SLUG}`,
        expect.stringMatching(/^New membership application NCN-\d{4}-[A-HJ-NP-Z2-9]{6}$/),
      ]);
    } finally {
      await receiver.close();
      await sink?.close();
    }
  });
});
