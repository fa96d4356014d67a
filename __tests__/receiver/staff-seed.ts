// Submissions written straight into a test database, as the receiver's API stores them, for the
// staff pages', retention's and the CLI's tests.
import { randomUUID } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION, PURPOSES, type FormId } from '@/lib/forms/delivery';
import type { Db } from '@/receiver/src/db';

export type SeedSubmission = {
  form: FormId;
  email: string;
  values: Record<string, unknown>;
  receivedAt: string;
  deleteAfter?: string;
  language?: 'en' | 'id';
  subject?: string | null;
  reference?: string | null;
};

/** Inserts a submission and returns its id; `deleteAfter` defaults to a year after receipt. */
export function seedSubmission(db: Db, submission: SeedSubmission): number {
  const received = new Date(submission.receivedAt);
  const deleteAfter =
    submission.deleteAfter ??
    new Date(received.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO submissions (idempotency_key, body_hash, form, language, subject, email,
         reference, data, consent, notice_version, purpose, received_at, delete_after)
       VALUES (?, 'test', ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    )
    .run(
      randomUUID(),
      submission.form,
      submission.language ?? 'en',
      submission.subject ?? null,
      submission.email,
      submission.reference ?? null,
      JSON.stringify(submission.values),
      PRIVACY_NOTICE_VERSION,
      PURPOSES[submission.form],
      received.toISOString(),
      deleteAfter,
    );
  return Number(lastInsertRowid);
}

/** The audit log, oldest first, its details parsed. */
export function auditRows(db: Db) {
  return (
    db.prepare('SELECT actor, action, detail FROM audit_log ORDER BY id').all() as {
      actor: string;
      action: string;
      detail: string;
    }[]
  ).map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}
