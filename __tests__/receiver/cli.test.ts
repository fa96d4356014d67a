/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '@/receiver/src/db';
import { findStaff } from '@/receiver/src/staff/accounts';
import { runCli, type CliIo } from '@/receiver/src/staff/commands';
import { verifyPassword } from '@/receiver/src/staff/passwords';
import { createSession } from '@/receiver/src/staff/sessions';
import { auditRows, seedSubmission } from './staff-seed';

const NOW = new Date('2027-06-01T03:00:00.000Z');
const PASSWORD = 'rendang-dan-ketupat';

let dir: string;
let dbPath: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ncn-cli-'));
  // A folder that does not exist yet: the CLI makes it, as on a fresh server.
  dbPath = path.join(dir, 'forms', 'receiver.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI with `args`; returns its exit status and what it printed. */
async function cli(
  args: string[],
  { env = {}, askPassword = null }: Partial<Pick<CliIo, 'env' | 'askPassword'>> = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(args, {
    env: { RECEIVER_DB: dbPath, ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword,
    now: () => NOW,
    actor: 'cli:deploy',
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

/** Opens the CLI's database to look at (or seed) it, and closes it after `read`. */
function withDb<T>(read: (db: Db) => T): T {
  mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = openDb(dbPath);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe('staff add', () => {
  it('adds an account from STAFF_PASSWORD, lower-cased, hashed with argon2id at OWASP cost', async () => {
    const result = await cli(['staff', 'add', 'Dewi.Lestari@NCN.example'], {
      env: { STAFF_PASSWORD: PASSWORD },
    });
    expect(result).toEqual({ status: 0, out: 'Added dewi.lestari@ncn.example.', err: '' });
    expect(existsSync(dbPath)).toBe(true);
    const account = withDb((db) => findStaff(db, 'dewi.lestari@ncn.example'))!;
    expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(account.passwordHash, PASSWORD)).toBe(true);
    expect(await verifyPassword(account.passwordHash, 'rendang-dan-ketupat!')).toBe(false);
  });

  it('asks twice on a terminal when STAFF_PASSWORD is not set', async () => {
    const prompts: string[] = [];
    const askPassword = async (prompt: string) => {
      prompts.push(prompt);
      return PASSWORD;
    };
    expect((await cli(['staff', 'add', 'rudi@ncn.example'], { askPassword })).status).toBe(0);
    expect(prompts).toEqual(['Password for rudi@ncn.example: ', 'The same password again: ']);
  });

  it('adds nothing when the two typed passwords differ', async () => {
    const answers = [PASSWORD, 'something-else-entirely'];
    const result = await cli(['staff', 'add', 'rudi@ncn.example'], {
      askPassword: async () => answers.shift()!,
    });
    expect(result).toMatchObject({ status: 1, err: 'The passwords differ; nothing was added.' });
    expect(withDb((db) => findStaff(db, 'rudi@ncn.example'))).toBeUndefined();
  });

  it.each([
    [
      'a password under 12 characters',
      'a@ncn.example',
      'eleven-char',
      'The password must be at least 12 characters.',
    ],
    [
      'a malformed address',
      'not-an-address',
      PASSWORD,
      '"not-an-address" is not an e-mail address.',
    ],
  ])('refuses %s', async (_, email, password, message) => {
    const result = await cli(['staff', 'add', email], { env: { STAFF_PASSWORD: password } });
    expect(result).toEqual({ status: 1, out: '', err: message });
  });

  it('refuses an address that already has an account, in any case', async () => {
    const env = { STAFF_PASSWORD: PASSWORD };
    await cli(['staff', 'add', 'dewi@ncn.example'], { env });
    const again = await cli(['staff', 'add', 'DEWI@ncn.example'], { env });
    expect(again).toEqual({ status: 1, out: '', err: 'dewi@ncn.example already has an account.' });
  });

  it('exits 2 with no password and no terminal to ask on', async () => {
    const result = await cli(['staff', 'add', 'dewi@ncn.example']);
    expect(result.status).toBe(2);
    expect(result.err).toMatch(/Set STAFF_PASSWORD/);
  });
});

describe('staff list and staff remove', () => {
  beforeEach(async () => {
    for (const email of ['rudi@ncn.example', 'ayu@ncn.example']) {
      await cli(['staff', 'add', email], { env: { STAFF_PASSWORD: PASSWORD } });
    }
  });

  it('lists the accounts by address', async () => {
    expect(await cli(['staff', 'list'])).toEqual({
      status: 0,
      out: `ayu@ncn.example\tadded ${NOW.toISOString()}\nrudi@ncn.example\tadded ${NOW.toISOString()}`,
      err: '',
    });
  });

  it('removes an account and ends its sessions', async () => {
    withDb((db) => createSession(db, findStaff(db, 'rudi@ncn.example')!.id, NOW));
    const result = await cli(['staff', 'remove', 'Rudi@ncn.example']);
    expect(result).toMatchObject({
      status: 0,
      out: 'Removed Rudi@ncn.example; its sessions have ended.',
    });
    expect((await cli(['staff', 'list'])).out).not.toContain('rudi');
    expect(withDb((db) => db.prepare('SELECT count(*) AS n FROM sessions').get())).toEqual({
      n: 0,
    });
  });

  it('says so when there is no such account (exit 1)', async () => {
    expect(await cli(['staff', 'remove', 'nobody@ncn.example'])).toEqual({
      status: 1,
      out: '',
      err: 'No staff account for nobody@ncn.example.',
    });
  });

  it('says how to begin when there are no accounts', async () => {
    await cli(['staff', 'remove', 'rudi@ncn.example']);
    await cli(['staff', 'remove', 'ayu@ncn.example']);
    expect((await cli(['staff', 'list'])).out).toMatch(/No staff accounts yet/);
  });
});

describe('erase', () => {
  it("erases every submission of the address and audits it under the CLI's actor", async () => {
    withDb((db) => {
      const base = { values: {}, receivedAt: '2027-05-01T00:00:00.000Z' };
      seedSubmission(db, { ...base, form: 'contact', email: 'sari@example.co.id' });
      seedSubmission(db, { ...base, form: 'membership', email: 'sari@example.co.id' });
      seedSubmission(db, { ...base, form: 'contact', email: 'budi@example.co.id' });
    });
    const result = await cli(['erase', 'SARI@example.co.id']);
    expect(result).toEqual({
      status: 0,
      out: 'Erased 2 submissions (contact 1, membership 1) sent from SARI@example.co.id.',
      err: '',
    });
    const audit = withDb((db) => auditRows(db));
    expect(audit).toMatchObject([{ actor: 'cli:deploy', action: 'erase', detail: { rows: 2 } }]);
    expect(withDb((db) => db.prepare('SELECT email FROM submissions').all())).toEqual([
      { email: 'budi@example.co.id' },
    ]);
  });

  it('exits 2 for something that is not an address', async () => {
    expect(await cli(['erase', 'sari'])).toEqual({
      status: 2,
      out: '',
      err: '"sari" is not an e-mail address.',
    });
  });
});

describe('expire', () => {
  it('deletes the submissions past their retention period', async () => {
    withDb((db) => {
      const base = { email: 'a@example.com', values: {}, receivedAt: '2026-01-01T00:00:00.000Z' };
      seedSubmission(db, {
        ...base,
        form: 'registration',
        deleteAfter: '2027-01-01T00:00:00.000Z',
      });
      seedSubmission(db, { ...base, form: 'contact', deleteAfter: '2028-01-01T00:00:00.000Z' });
    });
    expect(await cli(['expire'])).toEqual({
      status: 0,
      out: 'Deleted 1 submission (registration 1) past their retention period.',
      err: '',
    });
    expect((await cli(['expire'])).out).toBe('Deleted 0 submissions past their retention period.');
  });
});

describe('misuse', () => {
  it.each([
    ['nothing', []],
    ['an unknown command', ['frobnicate']],
    ['staff add without an address', ['staff', 'add']],
    ['staff remove with two addresses', ['staff', 'remove', 'a@ncn.example', 'b@ncn.example']],
    ['erase without an address', ['erase']],
    ['expire with an argument', ['expire', 'now']],
  ])('exits 2 with the usage for %s', async (_, args) => {
    const result = await cli(args);
    expect(result.status).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/Usage: node receiver\/dist\/cli\.mjs <command>/);
  });

  it('prints the usage on help, exit 0', async () => {
    const result = await cli(['help']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^Usage:/);
  });
});
