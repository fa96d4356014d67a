// The receiver's command line (receiver/src/cli.ts runs it): staff accounts, which have no sign-up
// page, and the two deletions the staff pages also make, for a shell on the server or a cron job.
// Everything outside (environment, output, the terminal, the clock) comes in as `io`, so the tests
// run each command on a temporary database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FORM_IDS } from '@/lib/forms/delivery';
import { openDb, type Db } from '../db';
import { eraseByEmail, expireSubmissions, type CountsByForm } from '../retention';
import { AccountError, addStaff, listStaff, removeStaff } from './accounts';
import { isEmail } from './email';
import { MIN_PASSWORD_LENGTH } from './passwords';

export type CliIo = {
  env: Readonly<Record<string, string | undefined>>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks for a password without echoing it; null when there is no terminal to ask on. */
  askPassword: ((prompt: string) => Promise<string>) | null;
  now: () => Date;
  /** Who the audit log names for an erasure from the command line ('cli:<os user>'). */
  actor: string;
};

/** The database when RECEIVER_DB is not set: the receiver's own default. */
export const DEFAULT_DB_PATH = '.forms/receiver.db';

export const USAGE = `Usage: node receiver/dist/cli.mjs <command>

  staff add <email>     Add a staff account. The password (${MIN_PASSWORD_LENGTH} characters or more) comes from
                        STAFF_PASSWORD, or is asked for on the terminal.
  staff remove <email>  Remove a staff account and end its sessions.
  staff list            List the staff accounts.
  erase <email>         Erase every submission sent from an address (a request under UU PDP).
  expire                Delete the submissions past their retention period.

The database is RECEIVER_DB (default ${DEFAULT_DB_PATH}).`;

/** Exit statuses: done, refused (the message says why), and a command line that makes no sense. */
const OK = 0;
const FAILED = 1;
const MISUSE = 2;

/** Runs one command; resolves to the process's exit status. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command, sub, ...rest] = args;
  const run = (action: (db: Db) => Promise<number> | number) => withDb(io, action);
  if (command === 'staff' && sub === 'add' && rest.length === 1) {
    return run((db) => addCommand(db, rest[0]!, io));
  }
  if (command === 'staff' && sub === 'remove' && rest.length === 1) {
    return run((db) => removeCommand(db, rest[0]!, io));
  }
  if (command === 'staff' && sub === 'list' && rest.length === 0) {
    return run((db) => listCommand(db, io));
  }
  if (command === 'erase' && sub !== undefined && rest.length === 0) {
    return run((db) => eraseCommand(db, sub, io));
  }
  if (command === 'expire' && sub === undefined) return run((db) => expireCommand(db, io));
  if (command === 'help' || command === '--help') {
    io.out(USAGE);
    return OK;
  }
  io.err(command === undefined ? USAGE : `Not a command: ${args.join(' ')}\n\n${USAGE}`);
  return MISUSE;
}

async function withDb(io: CliIo, action: (db: Db) => Promise<number> | number) {
  const file = io.env.RECEIVER_DB || DEFAULT_DB_PATH;
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = openDb(file);
  try {
    return await action(db);
  } finally {
    db.close();
  }
}

/** `staff add <email>`: the password from STAFF_PASSWORD, else asked twice on the terminal. */
export async function addCommand(db: Db, email: string, io: CliIo): Promise<number> {
  let password = io.env.STAFF_PASSWORD;
  if (!password) {
    if (!io.askPassword) {
      io.err('Set STAFF_PASSWORD, or run the command on a terminal to be asked for the password.');
      return MISUSE;
    }
    password = await io.askPassword(`Password for ${email}: `);
    if ((await io.askPassword('The same password again: ')) !== password) {
      io.err('The passwords differ; nothing was added.');
      return FAILED;
    }
  }
  try {
    const account = await addStaff(db, email, password, io.now());
    io.out(`Added ${account.email}.`);
    return OK;
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    io.err(error.message);
    return FAILED;
  }
}

/** `staff remove <email>`. */
export function removeCommand(db: Db, email: string, io: CliIo): number {
  if (!removeStaff(db, email)) {
    io.err(`No staff account for ${email}.`);
    return FAILED;
  }
  io.out(`Removed ${email}; its sessions have ended.`);
  return OK;
}

/** `staff list`: one account a line, its address and when it was added. */
export function listCommand(db: Db, io: CliIo): number {
  const accounts = listStaff(db);
  if (accounts.length === 0) io.out('No staff accounts yet: add one with `staff add <email>`.');
  for (const { email, createdAt } of accounts) io.out(`${email}\tadded ${createdAt}`);
  return OK;
}

/** `erase <email>`: every submission of the address, audited under `io.actor`. */
export function eraseCommand(db: Db, email: string, io: CliIo): number {
  if (!isEmail(email)) {
    io.err(`"${email}" is not an e-mail address.`);
    return MISUSE;
  }
  const counts = eraseByEmail(db, email, io.actor, io.now());
  io.out(`Erased ${describe(counts)} sent from ${email}.`);
  return OK;
}

/** `expire`: what the hourly pass does, now (after changing a retention period, say). */
export function expireCommand(db: Db, io: CliIo): number {
  io.out(`Deleted ${describe(expireSubmissions(db, io.now()))} past their retention period.`);
  return OK;
}

/** '3 submissions (contact 2, membership 1)', or '0 submissions'. */
function describe(counts: CountsByForm): string {
  const total = FORM_IDS.reduce((sum, form) => sum + counts[form], 0);
  const forms = FORM_IDS.filter((form) => counts[form] > 0).map(
    (form) => `${form} ${counts[form]}`,
  );
  return `${total} ${total === 1 ? 'submission' : 'submissions'}${forms.length > 0 ? ` (${forms.join(', ')})` : ''}`;
}
