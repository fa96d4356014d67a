// The audit log: what was done with visitors' personal data, by whom and when (UU PDP, Law
// 27/2022, asks a controller to be able to show it). Written in the same transaction as the act
// where there is one, so an erasure is never without its entry.
import type { Db } from '../db';

/** What is logged: a staff login, an export, an erasure on request, a deletion on schedule. */
export type AuditAction = 'login' | 'export' | 'erase' | 'expire';

export type AuditEntry = {
  id: number;
  at: string;
  /** A staff e-mail, 'retention' for the scheduled deletion, 'cli' for the command line. */
  actor: string;
  action: string;
  /** JSON; never a visitor's address in clear (an erasure logs its SHA-256). */
  detail: string;
};

/** Appends one entry. */
export function recordAudit(
  db: Db,
  entry: { at: Date; actor: string; action: AuditAction; detail: Record<string, unknown> },
): void {
  db.prepare('INSERT INTO audit_log (at, actor, action, detail) VALUES (?, ?, ?, ?)').run(
    entry.at.toISOString(),
    entry.actor,
    entry.action,
    JSON.stringify(entry.detail),
  );
}

/** How many entries there are, for the pages' count. */
export function countAudit(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM audit_log').get()!.n;
}

/** One page of entries, newest first. */
export function auditEntries(db: Db, { limit, offset }: { limit: number; offset: number }) {
  return db
    .prepare<[number, number], AuditEntry>(
      'SELECT id, at, actor, action, detail FROM audit_log ORDER BY at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(limit, offset);
}
