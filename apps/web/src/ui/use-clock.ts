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

function snapshot(): number {
  // Between the first subscriber and the first tick the value may be stale: read the real time until then.
  if (timer === undefined) now_ms = Date.now();
  return now_ms;
}

/**
 * The shared app clock: the current time in ms since the epoch, re-rendering the caller every 1000 ms
 * [CONST-01]. All callers share one `setInterval`, which runs only while someone listens.
 *
 * @example const now_ms = useClock(); <RelativeTime date={d} now_ms={now_ms} />
 */
export function useClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
