// What the staff pages read from the submissions: counts, pages of one form, one submission, a
// form's whole export.
import { FORM_IDS, type FormId, type SubmissionLanguage } from '@/lib/forms/delivery';
import type { Db } from '../db';

/** A stored submission as the pages show it, its values parsed. */
export type Submission = {
  id: number;
  form: FormId;
  language: SubmissionLanguage;
  /** A registration's event slug. */
  subject: string | null;
  email: string;
  /** A membership application's reference. */
  reference: string | null;
  values: Record<string, unknown>;
  consent: boolean;
  noticeVersion: string;
  purpose: string;
  receivedAt: string;
  deleteAfter: string;
};

type Row = {
  id: number;
  form: FormId;
  language: SubmissionLanguage;
  subject: string | null;
  email: string;
  reference: string | null;
  data: string;
  consent: number;
  notice_version: string;
  purpose: string;
  received_at: string;
  delete_after: string;
};

const COLUMNS = `id, form, language, subject, email, reference, data, consent, notice_version,
  purpose, received_at, delete_after`;

const toSubmission = (row: Row): Submission => ({
  id: row.id,
  form: row.form,
  language: row.language,
  subject: row.subject,
  email: row.email,
  reference: row.reference,
  values: JSON.parse(row.data) as Record<string, unknown>,
  consent: row.consent === 1,
  noticeVersion: row.notice_version,
  purpose: row.purpose,
  receivedAt: row.received_at,
  deleteAfter: row.delete_after,
});

/** A form's count of submissions and when the newest came (null when none). */
export type FormSummary = { form: FormId; count: number; newest: string | null };

/** Every form's summary, in FORM_IDS order, forms without submissions included. */
export function formSummaries(db: Db): FormSummary[] {
  const rows = db
    .prepare<[], FormSummary>(
      'SELECT form, count(*) AS count, max(received_at) AS newest FROM submissions GROUP BY form',
    )
    .all();
  return FORM_IDS.map(
    (form) => rows.find((row) => row.form === form) ?? { form, count: 0, newest: null },
  );
}

/** How many submissions `form` has. */
export function countSubmissions(db: Db, form: FormId): number {
  return db
    .prepare<[FormId], { n: number }>('SELECT count(*) AS n FROM submissions WHERE form = ?')
    .get(form)!.n;
}

/** One page of `form`'s submissions, newest first. */
export function submissionsPage(
  db: Db,
  form: FormId,
  { limit, offset }: { limit: number; offset: number },
): Submission[] {
  return db
    .prepare<[FormId, number, number], Row>(
      `SELECT ${COLUMNS} FROM submissions WHERE form = ?
        ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(form, limit, offset)
    .map(toSubmission);
}

/** Every submission of `form`, oldest first, as a spreadsheet reads down a log. */
export function allSubmissions(db: Db, form: FormId): Submission[] {
  return db
    .prepare<[FormId], Row>(
      `SELECT ${COLUMNS} FROM submissions WHERE form = ? ORDER BY received_at, id`,
    )
    .all(form)
    .map(toSubmission);
}

/** The submission `id`, if it exists (and has not been erased or expired). */
export function findSubmission(db: Db, id: number): Submission | undefined {
  const row = db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM submissions WHERE id = ?`).get(id);
  return row && toSubmission(row);
}
