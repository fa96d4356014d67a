/** @jest-environment node */
import { senderKey } from '@/receiver/src/client-address';
import { createRateLimiter } from '@/receiver/src/rate-limit';

describe('the rate limiter', () => {
  it('allows `count` per sliding window, then says when the oldest leaves it', () => {
    let now = 0;
    const limiter = createRateLimiter({ count: 2, windowSeconds: 60, now: () => now });
    expect(limiter.check('a')).toEqual({ ok: true });
    now = 20_000;
    expect(limiter.check('a')).toEqual({ ok: true });
    expect(limiter.check('b')).toEqual({ ok: true });
    now = 30_000;
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 30 });
    now = 60_000;
    expect(limiter.check('a')).toEqual({ ok: true });
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 20 });
  });

  it('never asks to wait less than a second', () => {
    let now = 0;
    const limiter = createRateLimiter({ count: 1, windowSeconds: 1, now: () => now });
    limiter.check('a');
    now = 999;
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });
});

describe('a sender’s key', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff:0:0:9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('of %s is %s', (address, key) => {
    expect(senderKey(address)).toBe(key);
  });
});
