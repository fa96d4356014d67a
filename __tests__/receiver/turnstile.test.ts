/** @jest-environment node */
import { verifyTurnstile } from '@/receiver/src/turnstile';

describe('the Turnstile check', () => {
  const answer =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
  const check = (fetchImpl: typeof fetch, timeoutMs?: number) =>
    verifyTurnstile(
      'secret',
      'token',
      '203.0.113.7',
      'https://verify.example',
      fetchImpl,
      timeoutMs,
    );

  it('passes a token Cloudflare accepts', async () => {
    expect(await check(answer({ success: true }))).toBe('ok');
  });

  it('refuses a token Cloudflare refuses', async () => {
    expect(await check(answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }))).toBe(
      'refused',
    );
  });

  it.each([
    ['our secret is refused', answer({ success: false, 'error-codes': ['invalid-input-secret'] })],
    ['Cloudflare fails', answer({}, 500)],
    ['it is unreachable', async () => Promise.reject(new TypeError('fetch failed'))],
    ['it answers no JSON', async () => new Response('<html>')],
  ])('is unavailable when %s', async (_, fetchImpl) => {
    expect(await check(fetchImpl as typeof fetch)).toBe('unavailable');
  });

  it('gives up when Cloudflare is slow', async () => {
    const stalled = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    expect(await check(stalled, 20)).toBe('unavailable');
  });
});
