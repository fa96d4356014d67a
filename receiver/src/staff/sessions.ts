// Staff sessions. The cookie carries a random token; the database keeps only its SHA-256, so a
// copy of the database (a backup, a leaked file) opens no session.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';

/** A working day: a session ends eight hours after the login, whatever was done since. */
export const SESSION_MS = 8 * 60 * 60 * 1000;

/** The cookie's name: with `Secure`, the `__Secure-` prefix, which a browser refuses over http. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Secure-ncn_staff' : 'ncn_staff');

/** The signed-in staff member a valid session belongs to. */
export type StaffSession = { staffId: number; email: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session for `staffId` and returns the token for the cookie (32 random bytes). */
export function createSession(db: Db, staffId: number, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO sessions (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(
    hashToken(token),
    staffId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_MS).toISOString(),
  );
  return token;
}

/** The session `token` opens, or null when it is unknown or has expired. */
export function findSession(db: Db, token: string, now: Date): StaffSession | null {
  const row = db
    .prepare<[string, string], StaffSession>(
      `SELECT staff.id AS staffId, staff.email AS email
         FROM sessions JOIN staff ON staff.id = sessions.staff_id
        WHERE sessions.token_hash = ? AND sessions.expires_at > ?`,
    )
    .get(hashToken(token), now.toISOString());
  return row ?? null;
}

/** Ends the session `token` opens (a logout). */
export function deleteSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

/** Forgets expired sessions. */
export function pruneSessions(db: Db, now: Date): void {
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
}
