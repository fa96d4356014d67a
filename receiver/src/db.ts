// The receiver's SQLite database: opened in WAL mode with synchronous (FULL) writes, so a commit
// is on disk before the receiver answers, and brought to the current schema on open.
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * The schema, one step per version (PRAGMA user_version counts the steps applied). A new version
 * appends a step; a step already shipped never changes.
 */
const MIGRATIONS: readonly string[] = [
  `
  -- What visitors sent. One row per idempotency key: a retry finds its row and is answered as the
  -- first request was. The values are the schema's output (trimmed), as JSON.
  CREATE TABLE submissions (
    id INTEGER PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    body_hash TEXT NOT NULL,          -- SHA-256 of the request body: a key reused with another body is refused
    form TEXT NOT NULL,               -- contact | partnership | sponsorship | registration | membership
    language TEXT NOT NULL,           -- en | id: the language the visitor wrote in
    subject TEXT,                     -- a registration's event slug
    email TEXT NOT NULL,              -- lower-cased: erasure on request finds every row of one address
    reference TEXT UNIQUE,            -- a membership application's reference (NCN-2026-7KQ4MZ)
    data TEXT NOT NULL,               -- the checked values, JSON
    consent INTEGER NOT NULL,         -- 1: the visitor ticked the consent (UU PDP: proof of consent)
    notice_version TEXT NOT NULL,     -- the privacy notice shown with it (PRIVACY_NOTICE_VERSION)
    purpose TEXT NOT NULL,            -- why it is kept, as the notice states it
    received_at TEXT NOT NULL,        -- ISO 8601, UTC
    delete_after TEXT NOT NULL        -- received_at plus the form's retention period
  );
  CREATE INDEX submissions_by_form ON submissions (form, received_at);
  CREATE INDEX submissions_by_email ON submissions (email);
  CREATE INDEX submissions_by_expiry ON submissions (delete_after);

  -- Mail to staff, written in the submission's transaction and sent by the outbox worker until
  -- delivered. It names the form and the reference, never the visitor's details.
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER REFERENCES submissions (id) ON DELETE SET NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    last_error TEXT
  );
  CREATE INDEX outbox_pending ON outbox (sent_at, next_attempt_at);

  -- Staff who read submissions. Passwords as argon2id hashes (PHC strings).
  CREATE TABLE staff (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  -- Sessions: the cookie carries a random token; only its SHA-256 is stored.
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );

  -- Failed logins, per account and per address, for throttling.
  CREATE TABLE login_failures (
    key TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX login_failures_by_key ON login_failures (key, at);

  -- What staff did with personal data: every export, every erasure, every deletion on schedule.
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,              -- a staff e-mail, or 'retention' for the scheduled deletion
    action TEXT NOT NULL,             -- export | erase | expire | login
    detail TEXT NOT NULL              -- JSON: the form, the row count, the address erased (hashed)
  );
  `,
];

/** Opens (creating when missing) the database at `path` (':memory:' for tests), migrated. */
export function openDb(path: string): Db {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db) {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (let version = applied; version < MIGRATIONS.length; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
