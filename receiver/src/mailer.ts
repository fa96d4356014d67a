// Sending the outbox's mail with nodemailer (the de facto Node mailer: SMTP with STARTTLS and
// auth, plus stream and JSON transports, so every delivery mode below is one library): to an SMTP
// server (SMTP_URL), into a folder as .eml files (MAIL_DIR, for a site without a mail server or a
// local check), or to the log as JSON (neither set: development).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailTransportConfig } from './config';

/** One outbox row as a mail. */
export type OutboxMail = { id: number; to: string; subject: string; text: string };

/** Sends one mail; resolves once the transport has accepted it, rejects when it has not. */
export type SendMail = (mail: OutboxMail) => Promise<void>;

export type Mailer = {
  send: SendMail;
  /** Ends the open connection to the mail server, if any. */
  close(): void;
};

/** The domain of the From address, for Message-IDs. */
function fromDomain(from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1];
  if (!domain) throw new Error(`MAIL_FROM has no address: ${from}`);
  return domain;
}

/**
 * The Message-ID of an outbox row's mail: the same for every attempt, so should a send be
 * repeated (the transport accepted it, then the receiver stopped before marking it sent), the
 * copies are recognisably one message, and mail clients show them as one.
 */
const outboxMessageId = (id: number, from: string) => `<outbox-${id}@${fromDomain(from)}>`;

/** A mailer for the configured transport, mail coming from `from`. */
export function createMailer(
  transport: MailTransportConfig,
  from: string,
  log: (line: string) => void = console.log,
): Mailer {
  const message = (mail: OutboxMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: outboxMessageId(mail.id, from),
  });

  switch (transport.kind) {
    case 'smtp': {
      // One pooled connection, kept open between mails: the outbox sends one at a time, and a new
      // connection per mail costs some 100 ms (a backlog of thousands after an outage takes
      // minutes, not seconds). Timeouts shorter than nodemailer's defaults (2 and 10 minutes), so
      // a stalled server is retried sooner and shutting down never waits long for a send.
      const smtp = createTransport({
        url: transport.url,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      });
      return {
        async send(mail) {
          await smtp.sendMail(message(mail));
        },
        close: () => smtp.close(),
      };
    }
    case 'dir': {
      const stream = createTransport({ streamTransport: true, buffer: true });
      mkdirSync(transport.dir, { recursive: true });
      return {
        async send(mail) {
          const info = await stream.sendMail(message(mail));
          // Written whole then renamed: a reader of the folder never sees half a mail, and a
          // repeated send of one row replaces its file rather than adding a second.
          const file = path.join(transport.dir, `outbox-${mail.id}.eml`);
          writeFileSync(`${file}.tmp`, info.message as Buffer);
          renameSync(`${file}.tmp`, file);
        },
        close() {},
      };
    }
    case 'log': {
      const json = createTransport({ jsonTransport: true });
      return {
        async send(mail) {
          const info = await json.sendMail(message(mail));
          log(info.message);
        },
        close() {},
      };
    }
  }
}
