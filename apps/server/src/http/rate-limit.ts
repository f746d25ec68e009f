import { ApiError } from './envelope.ts';

/**
 * Fixed-window request counters, in memory and per process (README "Configuration"): with several processes
 * each keeps its own counts, so the effective limit is multiplied by the number of processes; share them
 * through a store such as Redis when that matters. Keys are e.g. `ip:203.0.113.5` and `uid:alice`; the
 * client address is Fastify's `request.ip`, which honours `X-Forwarded-For` only with TRUST_PROXY=true, so a
 * spoofed header cannot reset a counter.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /**
   * @param limit requests allowed per key and window; 0 = unlimited
   * @param windowMs the window's length in milliseconds
   * @param now the clock (milliseconds)
   */
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * Counts one request for every key and throws 429 `rate_limited` (data `{retry_after_s}`) when any of them is
   * over the limit. A refused request still counts, so hammering does not shorten the wait.
   */
  hit(...keys: string[]): void {
    if (this.limit === 0) return;
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    let retryAfterMs = 0;
    for (const key of keys) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + this.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > this.limit) retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
    }
    if (retryAfterMs > 0) throw new ApiError('rate_limited', { retry_after_s: Math.ceil(retryAfterMs / 1000) }, 429);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The windows of the configured limits (README "Configuration"). */
export const rateWindowsMs = {
  login: 15 * 60_000,
  register: 60 * 60_000,
  comment: 60_000,
  feedback: 10 * 60_000,
} as const;
