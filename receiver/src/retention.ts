// Deleting visitors' submissions: on schedule, once a form's retention period is over (the
// receiver's server calls expireSubmissions at start and hourly), and on request, when a visitor
// asks for their data to be erased (UU PDP, Law 27/2022: the staff's erasure page and the CLI).
import { createHash } from 'node:crypto';
import { FORM_IDS, type FormId } from '@/lib/forms/delivery';
import type { Db } from './db';
import { recordAudit } from './staff/audit';
import { normaliseEmail } from './staff/email';
import { pruneSessions } from './staff/sessions';
import { pruneFailures } from './staff/throttle';

/** Rows deleted, per form (every form present, 0 when none). */
export type CountsByForm = Record<FormId, number>;

function countByForm(rows: readonly { form: FormId }[]): CountsByForm {
  const counts = Object.fromEntries(FORM_IDS.map((form) => [form, 0])) as CountsByForm;
  for (const { form } of rows) counts[form] += 1;
  return counts;
}

/**
 * Deletes every submission whose `delete_after` has come (ISO 8601 UTC strings, both from
 * Date#toISOString, compare as text), in one transaction with its audit entry when any went. It
 * also forgets what the staff pages keep only for a while: expired sessions, and failed logins
 * (which name a client address) older than the throttle's window.
 */
export function expireSubmissions(db: Db, now: Date): CountsByForm {
  return db.transaction(() => {
    const deleted = db
      .prepare<[string], { form: FormId }>(
        'DELETE FROM submissions WHERE delete_after <= ? RETURNING form',
      )
      .all(now.toISOString());
    const byForm = countByForm(deleted);
    if (deleted.length > 0) {
      recordAudit(db, {
        at: now,
        actor: 'retention',
        action: 'expire',
        detail: { rows: deleted.length, byForm },
      });
    }
    pruneSessions(db, now);
    pruneFailures(db, now);
    return byForm;
  })();
}

/**
 * Deletes every submission sent from `email` (in any case), in one transaction with its audit
 * entry, which names the address only by its SHA-256: the log must not keep what was erased, yet
 * shows a later request for the same address was this one.
 */
export function eraseByEmail(db: Db, email: string, actor: string, now: Date): CountsByForm {
  const address = normaliseEmail(email);
  return db.transaction(() => {
    // NOCASE as well as the lower-cased address: a row stored in another case is still erased.
    const deleted = db
      .prepare<[string], { form: FormId }>(
        'DELETE FROM submissions WHERE email = ? COLLATE NOCASE RETURNING form',
      )
      .all(address);
    const byForm = countByForm(deleted);
    recordAudit(db, {
      at: now,
      actor,
      action: 'erase',
      detail: {
        rows: deleted.length,
        byForm,
        emailHash: createHash('sha256').update(address).digest('hex'),
      },
    });
    return byForm;
  })();
}
