/** @jest-environment node */
import { createHash } from 'node:crypto';
import { PURPOSES } from '@/lib/forms/delivery';
import { auditRows, seedSubmission } from './staff-seed';
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  readPage,
  startStaffServer,
  staffClient,
  type StaffServer,
} from './staff-server';

const CONTACT = {
  fullName: 'Sari Wulandari',
  email: 'sari.wulandari@example.co.id',
  phone: '',
  subject: 'Speaking at the annual forum',
  message: 'Dear team,\nI would like to speak.',
};

let server: StaffServer;
beforeEach(async () => {
  server = await startStaffServer();
});
afterEach(() => server.close());

const seedContact = (
  values: Partial<typeof CONTACT> = {},
  receivedAt = '2027-05-30T02:00:00.000Z',
) =>
  seedSubmission(server.db, {
    form: 'contact',
    email: (values.email ?? CONTACT.email).toLowerCase(),
    values: { ...CONTACT, ...values },
    receivedAt,
  });

const countRows = () =>
  (server.db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n;

const later = (minutes: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + minutes * 60_000);
};

describe('without a valid session', () => {
  const PROTECTED = [
    '/staff',
    '/staff/forms/contact',
    '/staff/submissions/1',
    '/staff/forms/contact/export.csv',
    '/staff/erase',
    '/staff/audit',
  ];

  beforeEach(() => seedContact());

  async function expectRefused(cookie: string | undefined) {
    const client = staffClient(server);
    client.cookie = cookie;
    for (const path of PROTECTED) {
      const response = await client.get(path);
      const body = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect(body).not.toContain(CONTACT.fullName);
      expect(body).not.toContain(CONTACT.email);
      if (path.endsWith('.csv')) expect(body).not.toContain('<form');
      else expect(body).toContain('action="/staff/login"');
    }
  }

  it('answers 401 with the login form (for the CSV, a line of text), never the data', async () => {
    await expectRefused(undefined);
  });

  it('answers 401 to a forged cookie', async () => {
    await expectRefused('ncn_staff=Zm9yZ2VkLXRva2VuLXRoYXQtbm9ib2R5LWlzc3VlZA');
  });

  it('answers 401 once the session has expired, 8 hours after the login', async () => {
    const client = staffClient(server);
    await client.login();
    later(8 * 60 - 1);
    expect((await client.get('/staff')).status).toBe(200);
    later(1);
    await expectRefused(client.cookie);
  });

  it('refuses an erasure with 401 and erases nothing', async () => {
    const response = await staffClient(server).post('/staff/erase', {
      email: CONTACT.email,
      verified: 'yes',
    });
    expect(response.status).toBe(401);
    expect(countRows()).toBe(1);
  });
});

describe('logging in', () => {
  it('with the right password, sets an HttpOnly, SameSite=Strict cookie and shows the data', async () => {
    seedContact();
    seedContact(
      { fullName: 'Budi Santoso', email: 'budi@example.com', subject: 'Membership' },
      '2027-05-31T09:15:00.000Z',
    );
    const client = staffClient(server);

    const response = await client.login();

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff');
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^ncn_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/staff/);
    expect(cookie).toMatch(/; Max-Age=28800/);
    expect(cookie).not.toMatch(/; Secure/);

    const list = await readPage(await client.get('/staff/forms/contact'));
    // Newest first, in WIB (UTC+7) whatever the machine's time zone; each row links to its page.
    expect(list.texts('tbody tr')).toEqual([
      '31 May 2027, 16:15 WIB Budi Santoso budi@example.com Membership',
      '30 May 2027, 09:00 WIB Sari Wulandari sari.wulandari@example.co.id Speaking at the annual forum',
    ]);
    expect(list.document.querySelector('tbody th[scope=row] a')?.getAttribute('href')).toBe(
      '/staff/submissions/2',
    );
    expect(list.texts('caption')).toEqual(['Contact submissions, newest first']);
    expect(auditRows(server.db)).toEqual([{ actor: STAFF_EMAIL, action: 'login', detail: {} }]);
  });

  it('stores only the hash of the session token', async () => {
    const client = staffClient(server);
    await client.login();
    const token = client.cookie!.split('=')[1]!;
    expect(server.db.prepare('SELECT token_hash FROM sessions').all()).toEqual([
      { token_hash: createHash('sha256').update(token).digest('hex') },
    ]);
  });

  it('ends the session the browser had before, rather than leave it open', async () => {
    const client = staffClient(server);
    await client.login();
    await client.login();
    expect(server.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 1 });
  });

  it('refuses a body over 8 KB with 413, before reading it', async () => {
    const response = await staffClient(server).post('/staff/login', {
      email: 'x'.repeat(9 * 1024),
      password: STAFF_PASSWORD,
    });
    expect(response.status).toBe(413);
  });

  it('takes the address in any case', async () => {
    expect((await staffClient(server).login(STAFF_EMAIL.toUpperCase())).status).toBe(303);
  });

  it('with a wrong password, answers 401 with the message and keeps the typed e-mail', async () => {
    const response = await staffClient(server).login(STAFF_EMAIL, 'not-the-password');
    expect(response.headers.getSetCookie()).toEqual([]);
    const login = await readPage(response);
    expect(login.status).toBe(401);
    expect(login.texts('title')).toEqual(['Error: Log in – NCN staff']);
    expect(login.texts('[role=alert] a')).toEqual(['E-mail or password is incorrect']);
    const email = login.document.querySelector('#email')!;
    expect(email.getAttribute('value')).toBe(STAFF_EMAIL);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(login.texts(`#${email.getAttribute('aria-describedby')}`)).toEqual([
      'Error: E-mail or password is incorrect',
    ]);
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const login = await readPage(
      await staffClient(server).login('nobody@ncn.example', 'whatever-it-is'),
    );
    expect(login.status).toBe(401);
    expect(login.texts('[role=alert] a')).toEqual(['E-mail or password is incorrect']);
  });

  it('asks for what is missing (422)', async () => {
    const login = await readPage(
      await staffClient(server).post('/staff/login', { email: '', password: '' }),
    );
    expect(login.status).toBe(422);
    expect(login.texts('[role=alert] a')).toEqual([
      'Enter your e-mail address',
      'Enter your password',
    ]);
    expect(login.document.querySelector('#password')?.getAttribute('aria-describedby')).toBe(
      'password-error',
    );
  });

  describe('when an account has failed 5 times within 15 minutes', () => {
    beforeEach(async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        later(1);
        const response = await staffClient(server).login(STAFF_EMAIL, `wrong-${attempt}`);
        expect(response.status).toBe(401);
      }
    });

    it('refuses the 6th try with 429, even with the right password, saying how long to wait', async () => {
      const response = await staffClient(server).login();
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('retry-after')).toBe('660');
      const refused = await readPage(response);
      expect(refused.status).toBe(429);
      // The first failure, 4 minutes ago, leaves the 15-minute window in 11 minutes.
      expect(refused.texts('[role=alert] p')).toEqual([
        'Too many attempts. Try again in 11 minutes.',
      ]);
    });

    it('lets the owner in once the oldest failure has left the window, and forgets the failures', async () => {
      later(11);
      expect((await staffClient(server).login()).status).toBe(303);
      expect(server.db.prepare('SELECT key FROM login_failures').all()).toEqual(
        Array(5).fill({ key: 'ip:127.0.0.1' }),
      );
    });
  });

  it('refuses the 21st failure from one address within 15 minutes, across accounts', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await staffClient(server).login(`guess-${attempt}@ncn.example`, 'guess');
      expect(response.status).toBe(401);
    }
    expect((await staffClient(server).login()).status).toBe(429);
  });

  it('names the cookie __Secure-ncn_staff and marks it Secure when cookies are secure', async () => {
    const secure = await startStaffServer({ secureCookies: true });
    try {
      const cookie = (await staffClient(secure).login()).headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/^__Secure-ncn_staff=/);
      expect(cookie).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('when logged in', () => {
  let client: ReturnType<typeof staffClient>;
  beforeEach(async () => {
    client = staffClient(server);
    await client.login();
  });

  it('sends the security headers on every staff response, a refusal too', async () => {
    for (const response of [await client.get('/staff'), await staffClient(server).get('/staff')]) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
      // Under 'no-referrer' a browser posts the pages' own forms with `Origin: null`, which the
      // same-origin check refuses: logging in would be impossible.
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('serves the stylesheet the pages link to, and no inline script or style', async () => {
    const css = await client.get('/staff/staff.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain(':focus-visible');
    const overview = await readPage(await client.get('/staff'));
    expect(overview.document.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(
      '/staff/staff.css',
    );
    expect(overview.document.querySelectorAll('script, style, [style]')).toHaveLength(0);
  });

  it('shows each form with its count and newest submission, the overview marked current', async () => {
    seedContact();
    seedContact({}, '2027-05-31T23:30:00.000Z');
    const overview = await readPage(await client.get('/staff'));
    expect(overview.texts('nav a[aria-current="page"]')).toEqual(['Overview']);
    expect(overview.texts('tbody tr')).toEqual([
      'Contact 2 1 Jun 2027, 06:30 WIB Download CSV of Contact (2 submissions)',
      'Partnership 0 None yet Download CSV of Partnership (0 submissions)',
      'Sponsorship 0 None yet Download CSV of Sponsorship (0 submissions)',
      'Event registration 0 None yet Download CSV of Event registration (0 submissions)',
      'Membership application 0 None yet Download CSV of Membership application (0 submissions)',
    ]);
  });

  it("renders a visitor's markup as text, never as markup", async () => {
    const id = seedContact({
      fullName: '<script>alert(1)</script>',
      message: '<img src=x onerror=alert(2)>',
      subject: '"><svg onload=alert(3)>',
    });
    for (const path of ['/staff/forms/contact', `/staff/submissions/${id}`]) {
      const page = await readPage(await client.get(path));
      expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.document.querySelectorAll('script, img, svg')).toHaveLength(0);
    }
  });

  it("shows a submission: every field with its label in the form's order, then its record", async () => {
    const id = seedSubmission(server.db, {
      form: 'membership',
      email: 'rina@example.co.id',
      language: 'id',
      reference: 'NCN-2026-7KQ4MZ',
      receivedAt: '2027-05-30T17:05:00.000Z',
      deleteAfter: '2029-05-29T17:05:00.000Z',
      values: {
        fullName: 'Rina Kusumawati',
        email: 'rina@example.co.id',
        company: 'PT Sinar Harapan Nusantara',
        position: 'Direktur Utama',
        phone: '+62 812 3456 7890',
        industry: 'Manufacturing',
        province: 'Jawa Timur',
        boardYears: '12',
        tier: 'Executive',
        referrer: '',
        linkedin: 'https://www.linkedin.com/in/rina-kusumawati',
        motivation: 'Line one.\nLine two.',
        consent: true,
      },
    });
    const submission = await readPage(await client.get(`/staff/submissions/${id}`));
    expect(submission.status).toBe(200);
    expect(submission.texts('h1')).toEqual(['Membership application NCN-2026-7KQ4MZ']);
    expect(submission.texts('dt')).toEqual([
      'Full name',
      'E-mail',
      'Company',
      'Position',
      'Phone number',
      'Industry',
      'Province',
      'Years in a board role',
      'Membership tier',
      'Referring member',
      'LinkedIn profile',
      'Motivation',
      'Consent to be contacted',
      'Language',
      'Consent given',
      'Privacy notice version',
      'Purpose',
      'Received',
      'Delete after',
    ]);
    const value = (label: string) =>
      [...submission.document.querySelectorAll('dt')].find((dt) => dt.textContent === label)
        ?.nextElementSibling?.textContent;
    // Line breaks kept (the stylesheet shows them: white-space: pre-wrap).
    expect(value('Motivation')).toBe('Line one.\nLine two.');
    expect(value('Referring member')).toBe('Not given');
    expect(value('Consent to be contacted')).toBe('yes');
    expect(value('Language')).toBe('Indonesian');
    expect(value('Consent given')).toBe('Yes');
    expect(value('Purpose')).toBe(PURPOSES.membership);
    expect(value('Received')).toBe('31 May 2027, 00:05 WIB');
    expect(value('Delete after')).toBe('30 May 2029, 00:05 WIB');
    // The nav marks the submission's form as where the page belongs, not as the page itself.
    expect(submission.texts('nav a[aria-current="true"]')).toEqual(['Membership application']);
    expect(submission.texts('nav a[aria-current="page"]')).toEqual([]);
  });

  it('answers 404 for an unknown form, submission or page', async () => {
    seedContact();
    for (const path of [
      '/staff/forms/newsletter',
      '/staff/submissions/999',
      '/staff/submissions/abc',
      '/staff/forms/contact?page=2',
      '/staff/forms/contact?page=0',
      '/staff/forms/contact?page=x',
      '/staff/forms/newsletter/export.csv',
      '/staff/nothing-here',
    ]) {
      expect({ path, status: (await client.get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('pages the submissions 50 at a time', async () => {
    for (let n = 0; n < 51; n += 1) {
      seedContact({ fullName: `Visitor ${n}` }, new Date(Date.UTC(2027, 4, 1, 0, n)).toISOString());
    }
    const first = await readPage(await client.get('/staff/forms/contact'));
    const names = first.texts('tbody th');
    expect([names.length, names[0], names.at(-1)]).toEqual([50, 'Visitor 50', 'Visitor 1']);
    expect(first.texts('caption')).toEqual(['Contact submissions, newest first, page 1 of 2']);
    expect(first.document.querySelector('a[rel=next]')?.getAttribute('href')).toBe(
      '/staff/forms/contact?page=2',
    );
    const second = await readPage(await client.get('/staff/forms/contact?page=2'));
    expect(second.texts('tbody th')).toEqual(['Visitor 0']);
    expect(second.document.querySelector('a[rel=prev]')?.getAttribute('href')).toBe(
      '/staff/forms/contact',
    );
  });

  describe('exporting a form as CSV', () => {
    it('writes every submission, formulas neutralised, as an attachment named by the day in WIB', async () => {
      seedContact({
        fullName: "=cmd|' /C calc'!A0",
        phone: '+62 812 3456 7890',
        subject: "-2+3+cmd|' /C calc'!A0",
        message: "@SUM(1+1)*cmd|' /C calc'!A0",
      });
      // 17:30 UTC on 1 June is already 2 June in Jakarta.
      server.clock.now = new Date('2027-06-01T17:30:00.000Z');
      await client.login();

      const response = await client.get('/staff/forms/contact/export.csv');
      const bytes = new Uint8Array(await response.arrayBuffer());

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="ncn-contact-2027-06-02.csv"',
      );
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes).split('\r\n');
      expect(lines).toEqual([
        '"id","received_at","language","subject","reference","consent","notice_version",' +
          '"Full name","E-mail","Phone number","Subject","Message"',
        `"1","2027-05-30T02:00:00.000Z","en","","","yes","2026-11-29",` +
          `"'=cmd|' /C calc'!A0","sari.wulandari@example.co.id","'+62 812 3456 7890",` +
          `"'-2+3+cmd|' /C calc'!A0","'@SUM(1+1)*cmd|' /C calc'!A0"`,
        '',
      ]);
    });

    it('adds one audit entry per export, naming who exported how many rows', async () => {
      seedContact();
      seedContact();
      await client.get('/staff/forms/contact/export.csv');
      await client.get('/staff/forms/membership/export.csv');
      expect(auditRows(server.db).filter(({ action }) => action === 'export')).toEqual([
        { actor: STAFF_EMAIL, action: 'export', detail: { form: 'contact', rows: 2 } },
        { actor: STAFF_EMAIL, action: 'export', detail: { form: 'membership', rows: 0 } },
      ]);
    });
  });

  describe('erasing on request', () => {
    it('removes every submission of the address in any case, and audits it without the address', async () => {
      seedContact();
      seedContact({ email: 'Sari.Wulandari@Example.co.id' });
      seedSubmission(server.db, {
        form: 'registration',
        email: 'sari.wulandari@example.co.id',
        subject: 'annual-forum-2027',
        values: { fullName: 'Sari Wulandari' },
        receivedAt: '2027-05-01T00:00:00.000Z',
      });
      const kept = seedContact({ fullName: 'Budi Santoso', email: 'budi@example.com' });

      const erased = await readPage(
        await client.post('/staff/erase', {
          email: ' SARI.WULANDARI@example.co.id ',
          verified: 'yes',
        }),
      );

      expect(erased.status).toBe(200);
      expect(erased.texts('[role=status] h2')).toEqual(['Erased 3 submissions']);
      expect(erased.texts('[role=status] li')).toEqual(['Contact: 2', 'Event registration: 1']);
      expect(server.db.prepare('SELECT id FROM submissions').all()).toEqual([{ id: kept }]);
      expect(auditRows(server.db).find(({ action }) => action === 'erase')).toEqual({
        actor: STAFF_EMAIL,
        action: 'erase',
        detail: {
          rows: 3,
          byForm: { contact: 2, partnership: 0, sponsorship: 0, registration: 1, membership: 0 },
          emailHash: createHash('sha256').update('sari.wulandari@example.co.id').digest('hex'),
        },
      });
      const log = JSON.stringify(server.db.prepare('SELECT * FROM audit_log').all());
      expect(log).not.toMatch(/sari/i);
    });

    it('asks for the address and the confirmation, each message wired to its control (422)', async () => {
      seedContact();
      const refused = await readPage(
        await client.post('/staff/erase', { email: 'not-an-address' }),
      );
      expect(refused.status).toBe(422);
      expect(refused.texts('title')).toEqual(['Error: Erase on request – NCN staff']);
      expect(refused.texts('[role=alert] a')).toEqual([
        'Enter an e-mail address in the form name@example.com',
        'Confirm you have verified this request',
      ]);
      const email = refused.document.querySelector('#email')!;
      expect(email.getAttribute('aria-describedby')).toBe('email-hint email-error');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(email.getAttribute('value')).toBe('not-an-address');
      const verified = refused.document.querySelector('#verified')!;
      expect(verified.getAttribute('aria-describedby')).toBe('verified-error');
      expect(refused.texts('#verified-error')).toEqual([
        'Error: Confirm you have verified this request',
      ]);
      expect(countRows()).toBe(1);
    });
  });

  it('lists the audit log newest first', async () => {
    seedContact();
    later(60);
    await client.get('/staff/forms/contact/export.csv');
    const audit = await readPage(await client.get('/staff/audit'));
    expect(audit.texts('tbody tr')).toEqual([
      `1 Jun 2027, 11:00 WIB ${STAFF_EMAIL} Exported as CSV Contact, 1 submission`,
      `1 Jun 2027, 10:00 WIB ${STAFF_EMAIL} Logged in`,
    ]);
  });

  it('logs out: the session ends and its cookie no longer opens a page', async () => {
    const cookie = client.cookie;
    const response = await client.post('/staff/logout', {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff/login');
    expect(response.headers.getSetCookie()[0]).toMatch(/^ncn_staff=; Max-Age=0; Path=\/staff/);
    expect(server.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
    client.cookie = cookie;
    expect((await client.get('/staff')).status).toBe(401);
  });

  describe('a POST from another origin (CSRF)', () => {
    it.each([
      ['another site', 'https://evil.example'],
      ['the same host on another port', 'http://127.0.0.1:1'],
      ['an opaque origin', 'null'],
      ['no Origin header', ''],
    ])('is refused with 403: %s', async (_, origin) => {
      seedContact();
      const erase = await client.post(
        '/staff/erase',
        { email: CONTACT.email, verified: 'yes' },
        { origin },
      );
      expect(erase.status).toBe(403);
      expect(countRows()).toBe(1);
      expect((await client.post('/staff/logout', {}, { origin })).status).toBe(403);
      expect((await client.get('/staff')).status).toBe(200);
    });

    it('is refused at the login too', async () => {
      const response = await staffClient(server).post(
        '/staff/login',
        { email: STAFF_EMAIL, password: STAFF_PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
    });
  });
});
