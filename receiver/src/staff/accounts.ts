// Staff accounts: added, removed and listed from the command line (there is no sign-up page), read
// at login. Addresses are kept trimmed and lower-cased, so one person has one account.
import type { Db } from '../db';
import { isEmail, normaliseEmail } from './email';
import { hashPassword, isLongEnough, MIN_PASSWORD_LENGTH } from './passwords';

export type StaffAccount = { id: number; email: string; createdAt: string };

/** Refused by addStaff: its message is for the person at the command line. */
export class AccountError extends Error {
  override name = 'AccountError';
}

/** Adds a staff account; refuses a malformed address, a short password or an existing account. */
export async function addStaff(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<StaffAccount> {
  const address = normaliseEmail(email);
  if (!isEmail(address)) throw new AccountError(`"${email}" is not an e-mail address.`);
  if (!isLongEnough(password)) {
    throw new AccountError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (findStaff(db, address)) throw new AccountError(`${address} already has an account.`);
  const passwordHash = await hashPassword(password);
  const { lastInsertRowid } = db
    .prepare('INSERT INTO staff (email, password_hash, created_at) VALUES (?, ?, ?)')
    .run(address, passwordHash, now.toISOString());
  return { id: Number(lastInsertRowid), email: address, createdAt: now.toISOString() };
}

/** Removes a staff account and, with it, its sessions; false when there was none. */
export function removeStaff(db: Db, email: string): boolean {
  return db.prepare('DELETE FROM staff WHERE email = ?').run(normaliseEmail(email)).changes > 0;
}

/** Every staff account, by address. */
export function listStaff(db: Db): StaffAccount[] {
  return db
    .prepare<[], StaffAccount>(
      'SELECT id, email, created_at AS createdAt FROM staff ORDER BY email',
    )
    .all();
}

/** The account of `email` with its password hash, for the login. */
export function findStaff(db: Db, email: string) {
  return db
    .prepare<[string], { id: number; email: string; passwordHash: string }>(
      'SELECT id, email, password_hash AS passwordHash FROM staff WHERE email = ?',
    )
    .get(normaliseEmail(email));
}
