/** [LYR-31] After a resize the lyric layout is measured again this many milliseconds later, then once more. */
export const RELAYOUT_DELAYS_MS = [200, 1000] as const;

/** Schedules layout recalculations after resizes; `cancel()` on unmount. */
export interface RelayoutSchedule {
  /** Call on every resize: restarts both timers, so a burst of resizes ends in one pair of recalculations. */
  resized(): void;
  cancel(): void;
}

/**
 * [LYR-31] After a resize, runs `relayout` at 200 ms and again at 1000 ms (the second catches layout that settles
 * late: fonts, the full player's own slide-in, a scroll bar appearing). A new resize restarts both.
 *
 * @example const s = createRelayoutSchedule(measure); window.addEventListener('resize', s.resized);
 */
export function createRelayoutSchedule(
  relayout: () => void,
  delays_ms: readonly number[] = RELAYOUT_DELAYS_MS,
): RelayoutSchedule {
  let timers: ReturnType<typeof setTimeout>[] = [];
  const cancel = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  return {
    resized() {
      cancel();
      timers = delays_ms.map((delay_ms) => setTimeout(relayout, delay_ms));
    },
    cancel,
  };
}
