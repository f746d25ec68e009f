/** [LYR-30] The lyric style refresh runs at most once per this many milliseconds (spec section 9). */
export const LYRIC_STYLE_THROTTLE_MS = 200;

/** A throttled function: `request()` asks for a run, `cancel()` drops a pending one. */
export interface Throttle {
  /** Runs now if the last run is at least `interval_ms` ago, otherwise once at the end of the interval. */
  request(): void;
  /** Drops a pending trailing run (on unmount). */
  cancel(): void;
  /** How many times it has run. */
  readonly runs: number;
}

/**
 * Leading-and-trailing throttle [LYR-30]: the first request runs at once; requests inside the next `interval_ms`
 * collapse into one run at the end of that interval, so a row change is shown without delay when rows are far
 * apart and never more often than once per interval when they are not. Uses `setTimeout` and `Date.now`
 * (ms), so Vitest's fake timers drive it.
 *
 * @example const t = createThrottle(refresh, 200); t.request(); t.request(); // one run now, one 200 ms later
 */
export function createThrottle(run: () => void, interval_ms: number = LYRIC_STYLE_THROTTLE_MS): Throttle {
  let last_ms = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let runs = 0;
  const fire = () => {
    timer = undefined;
    last_ms = Date.now();
    runs += 1;
    run();
  };
  return {
    request() {
      if (timer !== undefined) return;
      const wait_ms = last_ms + interval_ms - Date.now();
      if (wait_ms <= 0) fire();
      else timer = setTimeout(fire, wait_ms);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    get runs() {
      return runs;
    },
  };
}
