/** [LYR-26] In manual scroll mode the view returns to auto mode this long after the mouse leaves it (ms). */
export const USER_SCROLL_RETURN_MS = 2000;

/** What the lyric view needs to know about manual scrolling. `offset_px` moves the list from its auto position. */
export interface ManualScrollState {
  manual: boolean;
  offset_px: number;
}

/** The manual scroll mode of the lyric view [LYR-23..26, LYR-28]. */
export interface ManualScroll {
  readonly state: ManualScrollState;
  /** A wheel or touch move of `delta_px` (positive: the reader scrolls down, the list moves up) [LYR-23]. */
  scrollBy(delta_px: number): void;
  /** The mouse left the view: back to auto mode in 2000 ms unless it comes back first [LYR-26]. */
  mouseLeave(): void;
  /** The mouse came back: the pending return is cancelled. */
  mouseEnter(): void;
  /** "回到当前位置" or a click on a row: back to auto mode now [LYR-25, LYR-28]. */
  toAuto(): void;
  /** Drops the pending timer (unmount). */
  dispose(): void;
}

/**
 * The manual scroll mode as a small state machine with a timer, kept out of React so it is tested with fake
 * timers. `onChange` runs after every change of `state` (the view then shows or hides "回到当前位置" and moves
 * the list). `limit_px()` bounds the offset either way (about the list's height), so the reader cannot scroll the
 * lyrics out of sight.
 *
 * @example const m = createManualScroll(render, () => list.offsetHeight); view.onwheel = (e) => m.scrollBy(e.deltaY);
 */
export function createManualScroll(
  onChange: (state: ManualScrollState) => void,
  limit_px: () => number = () => Number.POSITIVE_INFINITY,
  return_ms: number = USER_SCROLL_RETURN_MS,
): ManualScroll {
  let state: ManualScrollState = { manual: false, offset_px: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: ManualScrollState) => {
    state = next;
    onChange(state);
  };
  const toAuto = () => {
    stopTimer();
    if (state.manual || state.offset_px !== 0) set({ manual: false, offset_px: 0 });
  };
  return {
    get state() {
      return state;
    },
    scrollBy(delta_px) {
      const limit = Math.max(0, limit_px());
      const offset_px = Math.min(limit, Math.max(-limit, state.offset_px - delta_px));
      set({ manual: true, offset_px });
    },
    mouseLeave() {
      if (!state.manual) return;
      stopTimer();
      timer = setTimeout(toAuto, return_ms);
    },
    mouseEnter: stopTimer,
    toAuto,
    dispose: stopTimer,
  };
}
