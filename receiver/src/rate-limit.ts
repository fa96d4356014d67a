// How many new submissions one client address may send in a window: a sliding window over the
// times of its last `count` submissions, in memory.
//
// Per process: the counts live in this process's memory, so they start again from nothing when
// the receiver restarts, and two receiver processes would each allow `count`. The receiver runs
// as one process behind nginx (docs/forms.md), where that is the whole of it.

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one submission for `key` if the window has room, else says how long to wait. */
  check(key: string): RateLimitResult;
};

/**
 * A limiter allowing `count` submissions per key within any `windowSeconds`. Each key keeps the
 * times of at most `count` submissions; keys idle for a whole window are dropped once a window,
 * so memory follows the addresses seen recently, not all those ever seen.
 */
export function createRateLimiter({
  count,
  windowSeconds,
  now = () => Date.now(),
}: {
  count: number;
  windowSeconds: number;
  /** Milliseconds since the epoch: injectable so tests need not wait out a window. */
  now?: () => number;
}): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  let lastPrune = now();

  const prune = (at: number) => {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= at - windowMs) hits.delete(key);
    }
    lastPrune = at;
  };

  return {
    check(key) {
      const at = now();
      if (at - lastPrune >= windowMs) prune(at);
      const times = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (times.length >= count) {
        hits.set(key, times);
        // The oldest submission in the window leaves it first, making room for one more.
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000)),
        };
      }
      times.push(at);
      hits.set(key, times);
      return { ok: true };
    },
  };
}
