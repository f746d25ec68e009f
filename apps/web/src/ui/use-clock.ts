import { useSyncExternalStore } from 'react';

/** The app clock's tick (spec section 9) [CONST-01]. */
export const CLOCK_TICK_MS = 1000;

const listeners = new Set<() => void>();
let now_ms = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now_ms = Date.now();
    // One interval for every subscriber, so all clocks on the page tick together [CONST-01].
    timer = setInterval(() => {
      now_ms = Date.now();
      for (const notify of listeners) notify();
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

let fresh = false;

function snapshot(): number {
  // Before the first subscriber the stored value may be stale: read the real time then, but once per task.
  // React reads the snapshot more than once in one render and warns ("getSnapshot should be cached") when two
  // reads differ, which a millisecond boundary between them would cause on a busy machine.
  if (timer === undefined && !fresh) {
    now_ms = Date.now();
    fresh = true;
    queueMicrotask(() => {
      fresh = false;
    });
  }
  return now_ms;
}

/** The time the server rendered the page at (ms since the epoch), while the browser hydrates that page. */
let serverTime_ms: number | undefined;

/**
 * Server rendering (docs/decisions/0029): the time the page's HTML was rendered at, in ms since the epoch. The
 * server sets it before each render; the browser sets it from the page before hydrating, so the clocks' first
 * client render shows the server's text (no hydration mismatch), then ticks on from the real time.
 */
export function setServerTime(time_ms: number): void {
  serverTime_ms = time_ms;
}

const serverSnapshot = () => serverTime_ms ?? snapshot();

/**
 * The shared app clock: the current time in ms since the epoch, re-rendering the caller every 1000 ms
 * [CONST-01]. All callers share one `setInterval`, which runs only while someone listens.
 *
 * @example const now_ms = useClock(); <RelativeTime date={d} now_ms={now_ms} />
 */
export function useClock(): number {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
