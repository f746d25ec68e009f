/** [FPLAY-06] A release after a downward movement slides the full player away in this many seconds. */
export const DRAG_CLOSE_SLIDE_S = 0.5;
/** [FPLAY-07] Any other release springs it back in this many seconds. */
export const DRAG_SPRING_BACK_S = 0.2;
/** A press that moves less than this (px) is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

/** What a release does: slide away and close, spring back, or nothing (it was a click). */
export type DragRelease = 'close' | 'spring' | 'none';

/** A drag of the full player, fed with pointer positions (px, `clientY`). */
export interface DragTracker {
  /** The pointer went down at `y_px`. */
  start(y_px: number): void;
  /** The pointer moved to `y_px`: returns how far down to translate the player (px, never above its place). */
  move(y_px: number): number;
  /** The pointer was released: what happens now [FPLAY-06, FPLAY-07]. */
  end(): DragRelease;
  /** Whether a drag is under way (past the threshold). */
  readonly dragging: boolean;
}

/**
 * [FPLAY-06, FPLAY-07] The release decision: `close` when the last movement was downward (positive), `spring`
 * otherwise (upward, or no movement at the end), `none` when the pointer never moved past the threshold.
 *
 * @example releaseDecision(true, 3) // 'close'; releaseDecision(true, -1) // 'spring'
 */
export function releaseDecision(moved: boolean, last_delta_px: number): DragRelease {
  if (!moved) return 'none';
  return last_delta_px > 0 ? 'close' : 'spring';
}

/**
 * [FPLAY-05] Tracks a drag with the mouse or by touch (pointer events): the player follows the pointer downward
 * and the direction of the last movement decides the release.
 *
 * @example const d = createDragTracker(); d.start(100); el.style.transform = `translateY(${d.move(180)}px)`; d.end(); // 'close'
 */
export function createDragTracker(threshold_px: number = DRAG_THRESHOLD_PX): DragTracker {
  let start_px = 0;
  let last_px = 0;
  let last_delta_px = 0;
  let active = false;
  let moved = false;
  return {
    start(y_px) {
      start_px = y_px;
      last_px = y_px;
      last_delta_px = 0;
      active = true;
      moved = false;
    },
    move(y_px) {
      if (!active) return 0;
      const delta = y_px - last_px;
      // Direction of the last real movement: a pointer standing still keeps the previous direction.
      if (delta !== 0) last_delta_px = delta;
      last_px = y_px;
      if (!moved && Math.abs(y_px - start_px) >= threshold_px) moved = true;
      return moved ? Math.max(0, y_px - start_px) : 0;
    },
    end() {
      const decision = releaseDecision(active && moved, last_delta_px);
      active = false;
      moved = false;
      return decision;
    },
    get dragging() {
      return active && moved;
    },
  };
}
