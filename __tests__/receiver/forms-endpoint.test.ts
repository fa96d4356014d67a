/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DISCARDED, MAX_BODY_BYTES, PRIVACY_NOTICE_VERSION, PURPOSES } from '@/lib/forms/delivery';
import { MEMBERSHIP_MESSAGES } from '@/lib/forms/membership-schema';
import {
  EVENT_SLUG,
  ORIGIN,
  VALID_VALUES,
  freePort,
  requestBody,
  startTestReceiver,
  type TestReceiver,
} from './forms-harness';

/*
 * The forms endpoint over a real socket, check by check in the contract's order
 * (lib/forms/delivery.ts): what each refusal answers, and that a refused or discarded submission
 * leaves nothing behind.
 */

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startTestReceiver();
});
afterAll(() => receiver.close());

const nothingStored = (r: TestReceiver = receiver) => ({
  submissions: r.count('submissions'),
  outbox: r.count('outbox'),
});

describe('the receiver', () => {
  it('answers its health check, uncached, with security headers', async () => {
    const response = await fetch(`${receiver.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 for a form it does not know', async () => {
    const answer = await receiver.post('newsletter', requestBody('contact'));
    expect(answer).toMatchObject({ status: 404, json: { ok: false, error: 'not-found' } });
  });
});

describe('what it refuses before reading a body', () => {
  it('refuses a foreign site, and one that sends no origin, storing nothing', async () => {
    const before = nothingStored();
    const foreign = await receiver.post('contact', requestBody('contact'), {
      origin: 'https://evil.example',
    });
    expect(foreign).toMatchObject({ status: 403, json: { ok: false, error: 'forbidden' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const none = await receiver.post('contact', requestBody('contact'), { origin: null });
    expect(none).toMatchObject({ status: 403, json: { ok: false, error: 'forbidden' } });
    expect(nothingStored()).toEqual(before);
  });

  it('lets the site preflight its POST, and gives a foreign site no CORS headers at all', async () => {
    const preflight = (origin: string) =>
      fetch(`${receiver.url}/api/forms/contact`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key',
        },
      });
    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe(
      'Content-Type,Idempotency-Key',
    );
    expect(allowed.headers.get('access-control-max-age')).toBe('600');

    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    const corsHeaders = [...foreign.headers.keys()].filter((name) =>
      name.startsWith('access-control-'),
    );
    expect(corsHeaders).toEqual([]);
  });

  it('lets the site read the answer and its Idempotent-Replayed and Retry-After headers', async () => {
    const answer = await receiver.post('contact', requestBody('contact'));
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(answer.headers.get('access-control-expose-headers')).toBe(
      'Idempotent-Replayed,Retry-After',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['text/plain', JSON.stringify(requestBody('contact'))],
    ['application/x-www-form-urlencoded', 'language=en&website='],
  ])('refuses %s with 415', async (contentType, body) => {
    const answer = await receiver.post('contact', body, {
      headers: { 'Content-Type': contentType },
    });
    expect(answer).toMatchObject({
      status: 415,
      json: { ok: false, error: 'unsupported-media-type' },
    });
  });

  it('takes JSON with a charset', async () => {
    const answer = await receiver.post('contact', requestBody('contact'), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(201);
  });

  it('refuses a body over the limit with 413, declared or streamed, storing nothing', async () => {
    const before = nothingStored();
    const values = { ...VALID_VALUES.contact, message: 'x'.repeat(MAX_BODY_BYTES) };
    const declared = await receiver.post('contact', requestBody('contact', values));
    expect(declared).toMatchObject({ status: 413, json: { ok: false, error: 'too-large' } });

    const bytes = new TextEncoder().encode(JSON.stringify(requestBody('contact', values)));
    const streamed = await fetch(`${receiver.url}/api/forms/contact`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
      },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 4096)
            controller.enqueue(bytes.slice(at, at + 4096));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(nothingStored()).toEqual(before);
  });
});

describe('the envelope', () => {
  it.each([
    ['no key', null, requestBody('contact')],
    ['a short key', 'too-short', requestBody('contact')],
    ['a key with spaces', 'a key with spaces in it', requestBody('contact')],
    ['not JSON', 'k', '{"language":'],
    ['an unknown language', 'k', { ...requestBody('contact'), language: 'fr' }],
    ['values that are a list', 'k', { ...requestBody('contact'), values: [] }],
    ['no timing', 'k', { ...requestBody('contact'), filledMs: undefined }],
    ['no honeypot', 'k', { ...requestBody('contact'), website: undefined }],
    [
      'a registration without its event',
      'k',
      { ...requestBody('registration'), subject: undefined },
    ],
    ['an event that is not a slug', 'k', { ...requestBody('registration'), subject: '../Admin' }],
  ])('is refused with 400 for %s', async (_, key, body) => {
    const answer = await receiver.post('registration', body, {
      key: key === 'k' ? randomUUID() : key,
    });
    expect(answer).toMatchObject({ status: 400, json: { ok: false, error: 'bad-request' } });
  });
});

describe('consent', () => {
  it('refuses an unticked box with the form’s message, storing nothing', async () => {
    const before = nothingStored();
    const values = { ...VALID_VALUES.membership, consent: false };
    const answer = await receiver.post('membership', requestBody('membership', values));
    expect(answer).toMatchObject({
      status: 422,
      json: { ok: false, error: 'invalid', fields: { consent: MEMBERSHIP_MESSAGES.en.consent } },
    });
    expect(nothingStored()).toEqual(before);
  });

  it('refuses a submission without the notice’s version as the consent’s error', async () => {
    const before = nothingStored();
    for (const noticeVersion of [undefined, 'latest']) {
      const body = { ...requestBody('membership', VALID_VALUES.membership, 'id'), noticeVersion };
      const answer = await receiver.post('membership', body);
      expect(answer.json).toEqual({
        ok: false,
        error: 'invalid',
        fields: { consent: MEMBERSHIP_MESSAGES.id.consent },
      });
      const contact = await receiver.post('contact', { ...requestBody('contact'), noticeVersion });
      expect(contact).toMatchObject({
        status: 422,
        json: { fields: { consent: expect.any(String) } },
      });
    }
    expect(nothingStored()).toEqual(before);
  });

  it('stores the proof of consent with the submission (a ticked box, or none on the contact form)', async () => {
    const at = new Date('2026-12-01T02:03:04.000Z');
    const clocked = await startTestReceiver({ RETENTION_DAYS_CONTACT: '30' }, { now: () => at });
    try {
      const sponsorship = await clocked.post('sponsorship', requestBody('sponsorship'));
      expect(
        clocked.db
          .prepare('SELECT consent FROM submissions WHERE id = ?')
          .get(sponsorship.json!.id),
      ).toEqual({ consent: 1 });
      const answer = await clocked.post('contact', requestBody('contact'));
      const row = clocked.db.prepare('SELECT * FROM submissions WHERE id = ?').get(answer.json!.id);
      expect(row).toMatchObject({
        form: 'contact',
        email: 'siti.rahmawati@example.co.id',
        // The contact form has no consent box: its basis is the visitor's request for an answer.
        consent: 0,
        notice_version: PRIVACY_NOTICE_VERSION,
        purpose: PURPOSES.contact,
        received_at: '2026-12-01T02:03:04.000Z',
        delete_after: '2026-12-31T02:03:04.000Z',
        reference: null,
      });
    } finally {
      await clocked.close();
    }
  });
});

describe('bots', () => {
  it.each([
    ['fills the honeypot', { website: 'https://spam.example' }],
    ['sends faster than a person types', { filledMs: 2999 }],
  ])('a submission that %s is answered as a success and leaves nothing', async (_, change) => {
    const before = nothingStored();
    const answer = await receiver.post('contact', { ...requestBody('contact'), ...change });
    expect(answer).toMatchObject({ status: 201, json: DISCARDED });
    expect(nothingStored()).toEqual(before);
  });
});

describe('idempotency', () => {
  it('stores a key once, answering its retry as the first time, with no second mail', async () => {
    const key = randomUUID();
    const body = requestBody('membership');
    const first = await receiver.post('membership', body, { key });
    const outbox = receiver.count('outbox');
    const retry = await receiver.post('membership', body, { key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    expect(
      receiver.db
        .prepare('SELECT COUNT(*) AS n FROM submissions WHERE idempotency_key = ?')
        .get(key),
    ).toEqual({ n: 1 });
    expect(receiver.count('outbox')).toBe(outbox);
  });

  it('refuses a key sent again with another body, or to another form', async () => {
    const key = randomUUID();
    expect((await receiver.post('contact', requestBody('contact'), { key })).status).toBe(201);
    const changed = {
      ...requestBody('contact'),
      values: { ...VALID_VALUES.contact, message: 'Other' },
    };
    const reused = await receiver.post('contact', changed, { key });
    expect(reused).toMatchObject({
      status: 422,
      json: { ok: false, error: 'idempotency-key-reused' },
    });
    const elsewhere = await receiver.post('partnership', requestBody('contact'), { key });
    expect(elsewhere).toMatchObject({ status: 422, json: { error: 'idempotency-key-reused' } });
  });
});

describe('a membership application', () => {
  it('gets a reference, stored with it and named in the staff’s mail, which carries no personal data', async () => {
    const answer = await receiver.post('membership', requestBody('membership'));
    expect(answer.status).toBe(201);
    const reference = answer.json!.reference as string;
    expect(reference).toMatch(/^NCN-\d{4}-[A-HJ-NP-Z2-9]{6}$/);
    const row = receiver.db
      .prepare('SELECT reference FROM submissions WHERE id = ?')
      .get(answer.json!.id);
    expect(row).toEqual({ reference });

    const mail = receiver.db
      .prepare('SELECT recipient, subject, body FROM outbox WHERE submission_id = ?')
      .all(answer.json!.id) as { recipient: string; subject: string; body: string }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      recipient: 'secretariat@example.org',
      subject: `New membership application ${reference}`,
    });
    expect(mail[0]!.body).toContain(
      `https://forms.example.org/staff/submissions/${answer.json!.id}`,
    );
    for (const personal of ['Siti', 'Rahmawati', 'siti@example.co.id', '+62', 'directors']) {
      expect(mail[0]!.body).not.toContain(personal);
      expect(mail[0]!.subject).not.toContain(personal);
    }
  });

  it('notifies each of the form’s own recipients', async () => {
    const routed = await startTestReceiver({
      NOTIFY_TO: 'office@example.org',
      NOTIFY_TO_REGISTRATION: 'events@example.org, desk@example.org',
    });
    try {
      const answer = await routed.post('registration', requestBody('registration'));
      const mail = routed.db
        .prepare('SELECT recipient, subject FROM outbox WHERE submission_id = ? ORDER BY id')
        .all(answer.json!.id);
      expect(mail).toEqual([
        { recipient: 'events@example.org', subject: `New event registration: ${EVENT_SLUG}` },
        { recipient: 'desk@example.org', subject: `New event registration: ${EVENT_SLUG}` },
      ]);
    } finally {
      await routed.close();
    }
  });
});

describe('the rate limit', () => {
  let limited: TestReceiver;
  beforeAll(async () => {
    limited = await startTestReceiver({ RATE_LIMIT: '3/600', TRUST_PROXY: '1' });
  });
  afterAll(() => limited.close());

  const from = (address: string) => ({ headers: { 'X-Real-IP': address } });

  it('refuses the next new submission from one address with Retry-After, yet replays a stored one', async () => {
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of keys) {
      expect(
        (await limited.post('contact', requestBody('contact'), { key, ...from('203.0.113.7') }))
          .status,
      ).toBe(201);
    }
    // Discarded bots are not counted, nor do they reveal the limit.
    expect(
      (
        await limited.post(
          'contact',
          { ...requestBody('contact'), website: 'x' },
          from('203.0.113.7'),
        )
      ).status,
    ).toBe(201);

    const refused = await limited.post('contact', requestBody('contact'), from('203.0.113.7'));
    expect(refused).toMatchObject({ status: 429, json: { ok: false, error: 'rate-limited' } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const replay = await limited.post('contact', requestBody('contact'), {
      key: keys[0],
      ...from('203.0.113.7'),
    });
    expect(replay.status).toBe(200);
    expect(
      (await limited.post('contact', requestBody('contact'), from('198.51.100.2'))).status,
    ).toBe(201);
    expect(limited.count('submissions')).toBe(4);
  });

  it('counts an IPv6 sender by its /64 network, and trusts only the last forwarded address', async () => {
    for (const host of ['1', '2', '3']) {
      expect(
        (await limited.post('contact', requestBody('contact'), from(`2001:db8:aa:bb::${host}`)))
          .status,
      ).toBe(201);
    }
    expect(
      (await limited.post('contact', requestBody('contact'), from('2001:db8:aa:bb:ffff::9')))
        .status,
    ).toBe(429);
    const spoofed = await limited.post('contact', requestBody('contact'), {
      headers: { 'X-Forwarded-For': '192.0.2.1, 203.0.113.7' },
    });
    expect(spoofed.status).toBe(429);
  });
});

describe('Turnstile', () => {
  let verifier: Server;
  let checked: URLSearchParams[];
  let withTurnstile: TestReceiver;

  beforeAll(async () => {
    checked = [];
    // Cloudflare's siteverify, played locally: the token 'pass' passes.
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        checked.push(form);
        const success = form.get('response') === 'pass';
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }),
        );
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    withTurnstile = await startTestReceiver({
      TURNSTILE_SECRET: 'test-secret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
  });
  afterAll(async () => {
    await withTurnstile.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it('stores a submission whose token passes, having sent the secret, token and address', async () => {
    const answer = await withTurnstile.post('contact', {
      ...requestBody('contact'),
      turnstileToken: 'pass',
    });
    expect(answer.status).toBe(201);
    const last = checked.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      secret: 'test-secret',
      response: 'pass',
      remoteip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
    });
  });

  it('refuses a refused or missing token with 422 challenge, storing nothing', async () => {
    const before = nothingStored(withTurnstile);
    const refused = await withTurnstile.post('contact', {
      ...requestBody('contact'),
      turnstileToken: 'fake',
    });
    expect(refused).toMatchObject({ status: 422, json: { ok: false, error: 'challenge' } });
    const missing = await withTurnstile.post('contact', requestBody('contact'));
    expect(missing).toMatchObject({ status: 422, json: { ok: false, error: 'challenge' } });
    expect(nothingStored(withTurnstile)).toEqual(before);
  });

  it('stores a key once when its two requests arrive together', async () => {
    const key = randomUUID();
    const body = { ...requestBody('contact'), turnstileToken: 'pass' };
    const answers = await Promise.all([
      withTurnstile.post('contact', body, { key }),
      withTurnstile.post('contact', body, { key }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.json).toEqual(answers[1]!.json);
    expect(
      withTurnstile.db
        .prepare('SELECT COUNT(*) AS n FROM submissions WHERE idempotency_key = ?')
        .get(key),
    ).toEqual({ n: 1 });
  });

  it('fails closed with 503 when the verifier cannot be reached, storing nothing', async () => {
    const down = await startTestReceiver({
      TURNSTILE_SECRET: 'test-secret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${await freePort()}/siteverify`,
    });
    try {
      const answer = await down.post('contact', {
        ...requestBody('contact'),
        turnstileToken: 'pass',
      });
      expect(answer).toMatchObject({ status: 503, json: { ok: false, error: 'unavailable' } });
      expect(nothingStored(down)).toEqual({ submissions: 0, outbox: 0 });
    } finally {
      await down.close();
    }
  });
});

describe('storage', () => {
  it('answers 503 when the write fails, and keeps neither the submission nor its mail', async () => {
    const failing = await startTestReceiver();
    try {
      failing.db.exec(
        `CREATE TRIGGER full_disk BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
      );
      const answer = await failing.post('contact', requestBody('contact'));
      expect(answer).toMatchObject({ status: 503, json: { ok: false, error: 'unavailable' } });
      expect(nothingStored(failing)).toEqual({ submissions: 0, outbox: 0 });
    } finally {
      await failing.close();
    }
  });
});
