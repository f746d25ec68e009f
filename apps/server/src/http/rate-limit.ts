import { LRU } from 'tiny-lru';
import { ApiError } from './envelope.ts';

/** One key's fixed window: requests counted in it and when it ends (milliseconds since the epoch). */
type Window = { count: number; resetAt: number };

/** How many keys one limiter remembers at most (about 200 bytes each, so ~20 MiB when full). */
export const rateLimiterMaxKeys = 100_000;

/**
 * Fixed-window request counters, in memory and per process (README "Configuration"): with several processes
 * each keeps its own counts, so the effective limit is multiplied by the number of processes; share them
 * through a store such as Redis when that matters. Keys are e.g. `ip:203.0.113.5` and `uid:alice`; the
 * client address is Fastify's `request.ip`, which honours `X-Forwarded-For` only with TRUST_PROXY=true, so a
 * spoofed header cannot reset a counter.
 *
 * The keys live in an LRU table (tiny-lru) of at most `maxKeys`: every hit is O(1) whatever the table's size, an
 * ended window is replaced when its key comes back, and past `maxKeys` the key least recently hit is forgotten
 * (issue 15: a scan of the whole table on every hit took login from 1,720 to 310 req/s at 200,000 keys).
 */
export class RateLimiter {
  private readonly windows: LRU<Window>;

  /**
   * @param limit requests allowed per key and window; 0 = unlimited
   * @param windowMs the window's length in milliseconds
   * @param now the clock (milliseconds)
   * @param maxKeys keys remembered at most (least recently hit forgotten first)
   */
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
    maxKeys = rateLimiterMaxKeys,
  ) {
    this.windows = new LRU<Window>(maxKeys);
  }

  /**
   * Counts one request for every key, or throws 429 `rate_limited` (data `{retry_after_s}`, whole seconds until
   * the latest of the full windows ends) when any key has used up its window. A refused request writes nothing:
   * it creates no key (a flood of random uids from a limited address adds none) and cannot move a window's end.
   */
  hit(...keys: string[]): void {
    if (this.limit === 0) return;
    const now = this.now();
    const windows = keys.map((key) => {
      const window = this.windows.get(key);
      return window !== undefined && window.resetAt > now ? window : undefined;
    });
    let retryAfterMs = 0;
    for (const window of windows) {
      if (window !== undefined && window.count >= this.limit) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
      }
    }
    if (retryAfterMs > 0) throw new ApiError('rate_limited', { retry_after_s: Math.ceil(retryAfterMs / 1000) }, 429);
    keys.forEach((key, i) => {
      const window = windows[i];
      if (window !== undefined) window.count += 1;
      else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    });
  }

  /** How many keys the table holds (ended windows included until they are hit again or pushed out). */
  get size(): number {
    return this.windows.size;
  }
}

/** The windows of the configured limits (README "Configuration"). */
export const rateWindowsMs = {
  login: 15 * 60_000,
  register: 60 * 60_000,
  comment: 60_000,
  feedback: 10 * 60_000,
} as const;
