// Storing a submission: its row and the staff notifications about it, written in one transaction,
// so a submission the receiver has answered 201 always has its notifications queued, and a failed
// write leaves neither.
import type { Db } from './db';
import type { FormId, SubmissionLanguage } from '@/lib/forms/delivery';

/** What an earlier request with the same idempotency key stored. */
export type StoredKey = { id: number; form: FormId; bodyHash: string; reference: string | null };

export type NewSubmission = {
  idempotencyKey: string;
  bodyHash: string;
  form: FormId;
  language: SubmissionLanguage;
  subject: string | null;
  email: string;
  /** The checked values (the schema's output), stored as JSON. */
  data: unknown;
  noticeVersion: string;
  purpose: string;
  receivedAt: Date;
  deleteAfter: Date;
};

/** A mail to staff about a stored submission, queued in the outbox. */
export type Notification = { recipient: string; subject: string; body: string };

export type Stored = { id: number; reference: string | null };

/** Another request stored this idempotency key between our look-up and our write. */
export class IdempotencyKeyTaken extends Error {
  override name = 'IdempotencyKeyTaken';
}

/** How often a fresh reference is drawn when one collides with a stored one (1 in 2^30 each). */
const REFERENCE_ATTEMPTS = 5;

/**
 * Whether `error` is SQLite refusing a second row with the same `column`. By its code, not its
 * class: better-sqlite3's native part keeps the SqliteError class of its first load, which is
 * another realm's under Jest's per-file module registries.
 */
function isUniqueViolation(error: unknown, column: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    message.includes(`submissions.${column}`)
  );
}

/** The submission queries on `db`, prepared once. */
export function createSubmissionStore(db: Db) {
  const findKey = db.prepare<
    [string],
    { id: number; form: FormId; body_hash: string; reference: string | null }
  >('SELECT id, form, body_hash, reference FROM submissions WHERE idempotency_key = ?');
  const insertSubmission = db.prepare<[Record<string, string | number | null>]>(
    `INSERT INTO submissions (idempotency_key, body_hash, form, language, subject, email, reference,
       data, consent, notice_version, purpose, received_at, delete_after)
     VALUES (@idempotencyKey, @bodyHash, @form, @language, @subject, @email, @reference, @data,
       @consent, @noticeVersion, @purpose, @receivedAt, @deleteAfter)`,
  );
  const insertOutbox = db.prepare<[number, string, string, string, string, string]>(
    `INSERT INTO outbox (submission_id, recipient, subject, body, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  const write = db.transaction(
    (
      submission: NewSubmission,
      reference: string | null,
      notifications: (stored: Stored) => Notification[],
    ): Stored => {
      const receivedAt = submission.receivedAt.toISOString();
      const { lastInsertRowid } = insertSubmission.run({
        idempotencyKey: submission.idempotencyKey,
        bodyHash: submission.bodyHash,
        form: submission.form,
        language: submission.language,
        subject: submission.subject,
        email: submission.email.toLowerCase(),
        reference,
        data: JSON.stringify(submission.data),
        // The box the schema required ticked; the contact form has none (its basis is the
        // visitor's own request, as its notice says), so its rows record no consent.
        consent: (submission.data as { consent?: unknown }).consent === true ? 1 : 0,
        noticeVersion: submission.noticeVersion,
        purpose: submission.purpose,
        receivedAt,
        deleteAfter: submission.deleteAfter.toISOString(),
      });
      const stored = { id: Number(lastInsertRowid), reference };
      for (const mail of notifications(stored)) {
        insertOutbox.run(
          stored.id,
          mail.recipient,
          mail.subject,
          mail.body,
          receivedAt,
          receivedAt,
        );
      }
      return stored;
    },
  );

  return {
    /** The submission stored under `key`, if any. */
    findByKey(key: string): StoredKey | undefined {
      const row = findKey.get(key);
      return (
        row && { id: row.id, form: row.form, bodyHash: row.body_hash, reference: row.reference }
      );
    },

    /**
     * Stores `submission` and the notifications about it (built once its id is known), in one
     * transaction. `newReference` draws a membership application's reference; a draw that collides
     * with a stored one is drawn again. Throws IdempotencyKeyTaken when a concurrent request with
     * the same key committed first; any other error means nothing was stored.
     */
    store(
      submission: NewSubmission,
      notifications: (stored: Stored) => Notification[],
      newReference?: () => string,
    ): Stored {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return write(submission, newReference?.() ?? null, notifications);
        } catch (error) {
          if (isUniqueViolation(error, 'idempotency_key')) throw new IdempotencyKeyTaken();
          if (!isUniqueViolation(error, 'reference') || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    },
  };
}
