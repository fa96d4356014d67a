// Staff passwords, as argon2id hashes with OWASP's minimum parameters (Password Storage Cheat
// Sheet: 19 MiB of memory, 2 passes, 1 lane), about 10 ms a hash on the receiver's kind of host.
import { hash, verify } from '@node-rs/argon2';

/** The shortest password `staff add` accepts, in characters. */
export const MIN_PASSWORD_LENGTH = 12;

/** The hash's cost. @node-rs/argon2's algorithm is argon2id by default (a test checks the PHC). */
export const PASSWORD_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random password nobody knows, with the same parameters: a login for an unknown
 * account is verified against it, so it takes as long as one for a known account and the timing
 * does not tell which accounts exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$3cFjEaepIQZzLoeayTJKlA$tm9d6Mh6W2rqEkOtPndtWZ4z3Y6aR+rIaUDMCqjPUeo';

/** Whether a password is long enough, counting characters (not UTF-16 units). */
export const isLongEnough = (password: string) => [...password].length >= MIN_PASSWORD_LENGTH;

/** The PHC string to store for `password`. */
export const hashPassword = (password: string) => hash(password, PASSWORD_OPTIONS);

/** Whether `password` matches `stored`; with no stored hash (no such account), always false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const matches = await verify(stored ?? DUMMY_HASH, password);
  return stored !== null && matches;
}
