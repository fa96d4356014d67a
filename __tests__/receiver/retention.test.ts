/** @jest-environment node */
import { openDb, type Db } from '@/receiver/src/db';
import { eraseByEmail, expireSubmissions } from '@/receiver/src/retention';
import { createSession } from '@/receiver/src/staff/sessions';
import { recordFailure } from '@/receiver/src/staff/throttle';
import { auditRows, seedSubmission } from './staff-seed';

const NOW = new Date('2027-06-01T03:00:00.000Z');
let db: Db;

beforeEach(() => {
  db = openDb(':memory:');
});
afterEach(() => db.close());

const remainingIds = () =>
  (db.prepare('SELECT id FROM submissions ORDER BY id').all() as { id: number }[]).map(
    ({ id }) => id,
  );

describe('expireSubmissions', () => {
  describe('when some submissions are past their delete-after date', () => {
    it('deletes those (the due moment included), keeps the others, and audits the counts', () => {
      const base = { email: 'a@example.com', values: {}, receivedAt: '2026-06-01T00:00:00.000Z' };
      seedSubmission(db, { ...base, form: 'contact', deleteAfter: '2027-05-31T23:59:59.999Z' });
      seedSubmission(db, { ...base, form: 'contact', deleteAfter: NOW.toISOString() });
      const kept = seedSubmission(db, {
        ...base,
        form: 'contact',
        deleteAfter: '2027-06-01T03:00:00.001Z',
      });
      seedSubmission(db, { ...base, form: 'membership', deleteAfter: '2027-01-01T00:00:00.000Z' });

      const counts = expireSubmissions(db, NOW);

      expect(counts).toEqual({
        contact: 2,
        partnership: 0,
        sponsorship: 0,
        registration: 0,
        membership: 1,
      });
      expect(remainingIds()).toEqual([kept]);
      expect(auditRows(db)).toEqual([
        {
          actor: 'retention',
          action: 'expire',
          detail: { rows: 3, byForm: counts },
        },
      ]);
    });
  });

  describe('when nothing is due', () => {
    it('deletes nothing and writes no audit entry', () => {
      seedSubmission(db, {
        form: 'registration',
        email: 'a@example.com',
        values: {},
        receivedAt: '2027-05-01T00:00:00.000Z',
      });
      expect(Object.values(expireSubmissions(db, NOW))).toEqual([0, 0, 0, 0, 0]);
      expect(remainingIds()).toHaveLength(1);
      expect(auditRows(db)).toEqual([]);
    });
  });

  it('forgets expired sessions and failed logins older than the throttle window', () => {
    db.prepare(
      "INSERT INTO staff (email, password_hash, created_at) VALUES ('s@example.com', 'x', '')",
    ).run();
    createSession(db, 1, new Date(NOW.getTime() - 9 * 3600_000));
    createSession(db, 1, new Date(NOW.getTime() - 7 * 3600_000));
    recordFailure(db, [{ key: 'ip:192.0.2.1', limit: 20 }], new Date(NOW.getTime() - 16 * 60_000));
    recordFailure(db, [{ key: 'ip:192.0.2.2', limit: 20 }], new Date(NOW.getTime() - 14 * 60_000));

    expireSubmissions(db, NOW);

    expect(db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 1 });
    expect(db.prepare('SELECT key FROM login_failures').all()).toEqual([{ key: 'ip:192.0.2.2' }]);
  });
});

describe('eraseByEmail', () => {
  it("deletes every submission of the address, in any case, and audits it by the address's hash", () => {
    const base = { values: {}, receivedAt: '2027-05-01T00:00:00.000Z' };
    seedSubmission(db, { ...base, form: 'contact', email: 'sari.wulandari@example.co.id' });
    seedSubmission(db, { ...base, form: 'membership', email: 'sari.wulandari@example.co.id' });
    seedSubmission(db, { ...base, form: 'contact', email: 'Sari.Wulandari@Example.co.id' });
    const other = seedSubmission(db, { ...base, form: 'contact', email: 'budi@example.co.id' });

    const counts = eraseByEmail(db, '  SARI.wulandari@example.CO.ID ', 'staff@ncn.example', NOW);

    expect(counts).toMatchObject({ contact: 2, membership: 1, registration: 0 });
    expect(remainingIds()).toEqual([other]);
    const [entry] = auditRows(db);
    expect(entry).toEqual({
      actor: 'staff@ncn.example',
      action: 'erase',
      detail: {
        rows: 3,
        byForm: counts,
        // sha256('sari.wulandari@example.co.id')
        emailHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(JSON.stringify(entry)).not.toMatch(/sari/i);
  });

  it('audits a request that found nothing, too', () => {
    expect(Object.values(eraseByEmail(db, 'nobody@example.com', 'cli', NOW))).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(auditRows(db)).toMatchObject([{ action: 'erase', detail: { rows: 0 } }]);
  });
});
