import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope.ts';
import { RateLimiter } from './rate-limit.ts';

/** The error `hit` throws, or undefined when it lets the request through. */
function refusal(run: () => void): ApiError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('RateLimiter (issue 15 point 5)', () => {
  it('lets `limit` requests per key and window through, refuses the next with the seconds left, then resets', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) expect(refusal(() => limiter.hit('ip:a'))).toBeUndefined();
    now += 10_500;
    const refused = refusal(() => limiter.hit('ip:a'));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.code).toBe('rate_limited');
    expect(refused?.data).toEqual({ retry_after_s: 50 }); // 49.5 s left, rounded up
    expect(refusal(() => limiter.hit('ip:b'))).toBeUndefined();
    now += 49_500;
    expect(refusal(() => limiter.hit('ip:a'))).toBeUndefined();
  });

  it('a refused request creates no key: random uids from a limited address add nothing to the table', () => {
    const limiter = new RateLimiter(2, 60_000, () => 0);
    limiter.hit('ip:a', 'uid:u0');
    limiter.hit('ip:a', 'uid:u1');
    expect(limiter.size).toBe(3);
    for (let i = 2; i < 1000; i++) expect(refusal(() => limiter.hit('ip:a', `uid:u${i}`))?.statusCode).toBe(429);
    expect(limiter.size).toBe(3);
  });

  it('a refused request does not count against its other keys either', () => {
    const limiter = new RateLimiter(1, 60_000, () => 0);
    limiter.hit('ip:a', 'uid:alice');
    // alice from another address: refused by her uid key; the new address gets no key and stays free.
    expect(refusal(() => limiter.hit('ip:b', 'uid:alice'))?.statusCode).toBe(429);
    expect(refusal(() => limiter.hit('ip:b'))).toBeUndefined();
  });

  it('remembers at most maxKeys keys, forgetting the least recently hit first', () => {
    const limiter = new RateLimiter(1, 60_000, () => 0, 1000);
    limiter.hit('ip:kept');
    for (let i = 0; i < 5000; i++) {
      limiter.hit(`ip:${i}`);
      if (i % 100 === 0) expect(refusal(() => limiter.hit('ip:kept'))?.statusCode).toBe(429); // a hit keeps it recent
    }
    expect(limiter.size).toBe(1000);
    expect(refusal(() => limiter.hit('ip:0'))).toBeUndefined(); // forgotten: a fresh window
  });

  it('limit 0 never refuses and keeps no key', () => {
    const limiter = new RateLimiter(0, 60_000, () => 0);
    for (let i = 0; i < 100; i++) limiter.hit('ip:a');
    expect(limiter.size).toBe(0);
  });
});
