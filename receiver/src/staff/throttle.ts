// Login throttling: failed logins are counted per account and per client address over a sliding
// window, so guessing one account's password, or many accounts' from one address, is slowed to a
// handful of tries a quarter of an hour. An unknown account is counted as a known one is, so the
// answers never tell which accounts exist.
import type { Db } from '../db';

/** How far back failures count. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** A counter and the failures it allows within the window before refusing further tries. */
export type ThrottleKey = { key: string; limit: number };

/** The failures one account may have within the window. */
export const ACCOUNT_LIMIT = 5;
/** The failures one client address may have within the window (across accounts). */
export const ADDRESS_LIMIT = 20;

/** The counters of a login attempt: its account's and its client address's. */
export const loginKeys = (email: string, address: string): ThrottleKey[] => [
  { key: `account:${email}`, limit: ACCOUNT_LIMIT },
  { key: `ip:${address}`, limit: ADDRESS_LIMIT },
];

/**
 * How long, in milliseconds, until a login may be tried again: 0 when every counter is under its
 * limit, else the time until enough of the oldest failures leave the window.
 */
export function lockedFor(db: Db, keys: readonly ThrottleKey[], now: Date): number {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const failures = db.prepare<[string, string], { at: string }>(
    'SELECT at FROM login_failures WHERE key = ? AND at > ? ORDER BY at',
  );
  let wait = 0;
  for (const { key, limit } of keys) {
    const times = failures.all(key, since).map(({ at }) => Date.parse(at));
    if (times.length < limit) continue;
    // Tries resume once the count falls below the limit: when this failure leaves the window.
    const freeing = times[times.length - limit]!;
    wait = Math.max(wait, freeing + THROTTLE_WINDOW_MS - now.getTime());
  }
  return wait;
}

/**
 * Counts an attempt as failed against each of `keys` (the login withdraws it with forgetFailures
 * when the password was right); returns the rows written.
 */
export function recordFailure(db: Db, keys: readonly ThrottleKey[], now: Date): number[] {
  const insert = db.prepare<[string, string]>('INSERT INTO login_failures (key, at) VALUES (?, ?)');
  return db.transaction(() =>
    keys.map(({ key }) => Number(insert.run(key, now.toISOString()).lastInsertRowid)),
  )();
}

/** Withdraws failures recorded by recordFailure: the attempt turned out right. */
export function forgetFailures(db: Db, rows: readonly number[]): void {
  const remove = db.prepare<[number]>('DELETE FROM login_failures WHERE rowid = ?');
  db.transaction(() => {
    for (const row of rows) remove.run(row);
  })();
}

/** Forgets an account's failures: its owner has just logged in. */
export function clearFailures(db: Db, key: string): void {
  db.prepare('DELETE FROM login_failures WHERE key = ?').run(key);
}

/** Forgets failures older than the window: they no longer count, and they name an address. */
export function pruneFailures(db: Db, now: Date): void {
  db.prepare('DELETE FROM login_failures WHERE at <= ?').run(
    new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString(),
  );
}
