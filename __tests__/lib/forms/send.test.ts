/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { delivery as en } from '@/data/messages/en/delivery';
import { delivery as id } from '@/data/messages/id/delivery';
import { formatLongDate } from '@/lib/dates';
import {
  FORM_IDS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PRIVACY_NOTICE_VERSION,
  PURPOSES,
  RETENTION_DAYS,
} from '@/lib/forms/delivery';
import { newIdempotencyKey, readAnswer, sendSubmission, waitOutFillTime } from '@/lib/forms/send';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const options = (fetchImpl: typeof fetch, waits: number[] = []) => ({
  endpoint: '/api/forms',
  target: { form: 'registration' as const, language: 'id' as const, subject: 'gala-2027' },
  key: 'k'.repeat(24),
  values: { fullName: 'Ratna' },
  filledMs: 4321.7,
  honeypot: '',
  fetch: fetchImpl,
  wait: async (ms: number) => {
    waits.push(ms);
  },
});

describe('sendSubmission', () => {
  it('POSTs the envelope to the form’s address with the key', async () => {
    const fetchImpl = jest.fn(async () => json(201, { ok: true, id: 4 }));
    expect(await sendSubmission(options(fetchImpl))).toEqual({ ok: true, id: 4 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/registration');
    expect((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe('k'.repeat(24));
    expect(JSON.parse(String(init.body))).toEqual({
      language: 'id',
      values: { fullName: 'Ratna' },
      subject: 'gala-2027',
      filledMs: 4321,
      website: '',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it('tries a lost connection or a server error again, with the same key, then gives up', async () => {
    const waits: number[] = [];
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(503, { ok: false, error: 'unavailable' }));
    expect(await sendSubmission(options(fetchImpl, waits))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 3000]);
    const keys = fetchImpl.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER],
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('succeeds on a retry after a lost answer', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { ok: true, id: 9 }, { 'Idempotent-Replayed': 'true' }));
    expect(await sendSubmission(options(fetchImpl))).toEqual({ ok: true, id: 9 });
  });

  it.each([
    [422, { ok: false, error: 'invalid', fields: { email: 'Email diperlukan' } }],
    [429, { ok: false, error: 'rate-limited' }],
    [413, { ok: false, error: 'too-large' }],
    [403, { ok: false, error: 'forbidden' }],
  ])('does not try a refusal (%i) again', async (status, body) => {
    const fetchImpl = jest.fn(async () => json(status, body));
    const result = await sendSubmission(options(fetchImpl));
    expect(result.ok).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('readAnswer', () => {
  it('reads a stored submission, with a membership reference', async () => {
    expect(await readAnswer(json(201, { ok: true, id: 1, reference: 'NCN-2026-7KQ4MZ' }))).toEqual({
      ok: true,
      id: 1,
      reference: 'NCN-2026-7KQ4MZ',
    });
  });

  it('never takes a 2xx that is not the receiver’s JSON for a stored submission', async () => {
    expect(await readAnswer(new Response('<!doctype html>', { status: 200 }))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await readAnswer(json(200, { ok: true }))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await readAnswer(new Response(null, { status: 204 }))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('reads the fields refused, the rate limit’s wait and the Turnstile refusal', async () => {
    expect(
      await readAnswer(json(422, { ok: false, error: 'invalid', fields: { email: 'x' } })),
    ).toEqual({ ok: false, reason: 'invalid', fields: { email: 'x' } });
    expect(await readAnswer(json(429, {}, { 'Retry-After': '90' }))).toEqual({
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: 90,
    });
    expect(await readAnswer(json(429, {}))).toEqual({
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: 60,
    });
    expect(await readAnswer(json(422, { ok: false, error: 'challenge' }))).toEqual({
      ok: false,
      reason: 'challenge',
    });
    expect(await readAnswer(json(422, { ok: false, error: 'invalid', fields: { a: 1 } }))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('waitOutFillTime', () => {
  it('waits until the clock has passed the least fill time, however early a timer fires', async () => {
    let clock = 1200.4;
    const waits: number[] = [];
    // A timer that fires 0.6 ms before its delay is up (whole milliseconds against a finer clock).
    const wait = async (ms: number) => {
      waits.push(ms);
      clock += ms - 0.6;
    };
    const filled = await waitOutFillTime(3000, () => clock, wait);
    expect(filled).toBeGreaterThanOrEqual(3000);
    expect(Math.floor(filled)).toBeGreaterThanOrEqual(3000);
    expect(waits).toEqual([1800, 1]);
  });

  it('does not wait once the time has passed', async () => {
    const wait = jest.fn(async () => {});
    expect(await waitOutFillTime(3000, () => 4500.2, wait)).toBe(4500.2);
    expect(wait).not.toHaveBeenCalled();
  });
});

describe('newIdempotencyKey', () => {
  it('makes 24 URL-safe characters the receiver accepts, different each time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey((bytes) => bytes.fill(255))).toBe('_'.repeat(24));
  });
});

describe('the privacy notice', () => {
  it('is dated with PRIVACY_NOTICE_VERSION as each edition writes a date', () => {
    expect(en.notice.dated).toBe(formatLongDate(PRIVACY_NOTICE_VERSION, 'en'));
    expect(id.notice.dated).toBe(formatLongDate(PRIVACY_NOTICE_VERSION, 'id'));
  });

  it('states a purpose and a retention period for every form, the ones stored', () => {
    for (const form of FORM_IDS) {
      expect(PURPOSES[form]).toBe(en.purposes[form]);
      expect(id.purposes[form]).not.toBe('');
      expect(RETENTION_DAYS[form]).toBeGreaterThan(0);
    }
  });

  it('is printed word for word in docs/forms.md, in both languages, for whoever deploys it', () => {
    const docs = readFileSync('docs/forms.md', 'utf8');
    for (const words of [en.notice, id.notice]) {
      // Every paragraph (the disclosure's heading and the bare date are not paragraphs).
      const paragraphs = Object.entries(words).filter(
        ([key]) => !['summary', 'dated'].includes(key),
      );
      for (const [, paragraph] of paragraphs) expect(docs).toContain(paragraph);
    }
  });
});
