/**
 * Shake detection, pure maths (issue 24 point 5): the motion sensor's variant on the change of
 * `accelerationIncludingGravity` between two readings, and the pointer's variant on direction reversals of a fast
 * back-and-forth. No DOM here: the page feeds readings in and acts on the answers.
 */

/** One acceleration reading in m/s² (`DeviceMotionEvent.accelerationIncludingGravity`); a null axis is unknown. */
export type Acceleration = { x: number | null; y: number | null; z: number | null };

/** Sensitivity range of the page's slider: 1 (a hard shake) to 10 (a light one). */
export const minSensitivity = 1;
export const maxSensitivity = 10;
export const defaultSensitivity = 5;

/** Shortest time between two shakes, in milliseconds: one vigorous shake is several readings above the threshold. */
export const defaultMinInterval_ms = 800;

/**
 * The threshold, in m/s², on the magnitude of the acceleration change between two readings for a sensitivity
 * (1..10, clamped): 1 -> 25 m/s², 10 -> 7 m/s², linear between. Gravity alone is 9.81 m/s², so turning a phone over
 * slowly changes it little per reading, while a shake changes it by 15-40 m/s².
 */
export function thresholdForSensitivity(sensitivity: number): number {
  const s = Math.min(maxSensitivity, Math.max(minSensitivity, sensitivity));
  return 25 - ((s - minSensitivity) * (25 - 7)) / (maxSensitivity - minSensitivity);
}

/** The magnitude (m/s²) of the change from `a` to `b`, or null when an axis of either is unknown. */
export function accelerationChange(a: Acceleration, b: Acceleration): number | null {
  if (a.x === null || a.y === null || a.z === null || b.x === null || b.y === null || b.z === null) return null;
  return Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z);
}

/** A motion shake detector: `update` with each reading, it answers whether the reading completes a shake. */
export interface ShakeDetector {
  /** Feeds the reading `acceleration` taken at `time_ms` (milliseconds, any monotonic clock); true on a shake. */
  update(acceleration: Acceleration, time_ms: number): boolean;
  /** Forgets the last reading and the last shake (after a pause, a new permission, ...). */
  reset(): void;
}

/**
 * A shake detector on the device's acceleration (issue 24 point 5): a reading whose change from the previous reading
 * exceeds `threshold()` (m/s², read on every reading, so a slider takes effect at once) is a shake, unless the last
 * shake was less than `minInterval_ms` milliseconds before. A reading with an unknown axis is skipped.
 */
export function createShakeDetector(
  threshold: () => number,
  minInterval_ms: number = defaultMinInterval_ms,
): ShakeDetector {
  let last: Acceleration | null = null;
  let lastShake_ms = Number.NEGATIVE_INFINITY;
  return {
    update(acceleration, time_ms) {
      const previous = last;
      const change = previous ? accelerationChange(previous, acceleration) : null;
      if (acceleration.x !== null && acceleration.y !== null && acceleration.z !== null) last = { ...acceleration };
      if (change === null || change <= threshold()) return false;
      if (time_ms - lastShake_ms < minInterval_ms) return false;
      lastShake_ms = time_ms;
      return true;
    },
    reset() {
      last = null;
      lastShake_ms = Number.NEGATIVE_INFINITY;
    },
  };
}

/** Options of `createPointerShakeDetector`; distances in CSS pixels, times in milliseconds. */
export type PointerShakeOptions = {
  /** Direction reversals needed within `window_ms` (4: left-right-left-right-left). */
  reversals: number;
  /** The time window the reversals must fall in, in ms. */
  window_ms: number;
  /** How far (px) the pointer must travel one way before a turn counts as a reversal. */
  minTravel_px: number;
  /** Shortest time between two shakes, in ms. */
  minInterval_ms: number;
};

/**
 * The pointer variant's options for a sensitivity (1..10, clamped): the travel per stroke falls from 120 px (1) to
 * 30 px (10); four reversals within 900 ms.
 */
export function pointerOptionsForSensitivity(sensitivity: number): PointerShakeOptions {
  const s = Math.min(maxSensitivity, Math.max(minSensitivity, sensitivity));
  const minTravel_px = 120 - ((s - minSensitivity) * (120 - 30)) / (maxSensitivity - minSensitivity);
  return { reversals: 4, window_ms: 900, minTravel_px, minInterval_ms: defaultMinInterval_ms };
}

/** One axis of the pointer: the stroke's direction (-1, 0, +1), its extreme point and the reversals' times. */
type AxisState = { anchor: number | null; direction: -1 | 0 | 1; extreme: number; reversals: number[] };

const newAxis = (): AxisState => ({ anchor: null, direction: 0, extreme: 0, reversals: [] });

/** Feeds `position` to one axis; answers the reversal times still inside the window. */
function feedAxis(axis: AxisState, position: number, time_ms: number, options: PointerShakeOptions): number {
  if (axis.anchor === null) {
    axis.anchor = position;
    axis.extreme = position;
  } else if (axis.direction === 0) {
    const travel = position - axis.anchor;
    if (Math.abs(travel) >= options.minTravel_px) {
      axis.direction = travel > 0 ? 1 : -1;
      axis.extreme = position;
    }
  } else if ((position - axis.extreme) * axis.direction > 0) {
    axis.extreme = position; // still going the same way: the stroke grows
  } else if (Math.abs(axis.extreme - position) >= options.minTravel_px) {
    axis.reversals.push(time_ms);
    axis.direction = axis.direction === 1 ? -1 : 1;
    axis.extreme = position;
  }
  axis.reversals = axis.reversals.filter((t) => time_ms - t <= options.window_ms);
  return axis.reversals.length;
}

/** A pointer shake detector: `update` with each pointer position, it answers whether it completes a shake. */
export interface PointerShakeDetector {
  /** Feeds the pointer at (`x`, `y`) px at `time_ms` (ms); true on a shake. */
  update(x: number, y: number, time_ms: number): boolean;
  reset(): void;
}

/**
 * A shake of the pointer (issue 24 point 5, on a desktop): a fast back-and-forth, horizontal or vertical, counted as
 * `reversals` turns of direction, each after at least `minTravel_px` one way, within `window_ms`. After a shake the
 * reversals start again, and no shake follows within `minInterval_ms`. `options` is read on every position.
 */
export function createPointerShakeDetector(options: () => PointerShakeOptions): PointerShakeDetector {
  let axes = [newAxis(), newAxis()] as const;
  let lastShake_ms = Number.NEGATIVE_INFINITY;
  return {
    update(x, y, time_ms) {
      const o = options();
      const counts = [feedAxis(axes[0], x, time_ms, o), feedAxis(axes[1], y, time_ms, o)];
      if (Math.max(...counts) < o.reversals) return false;
      axes = [newAxis(), newAxis()];
      if (time_ms - lastShake_ms < o.minInterval_ms) return false;
      lastShake_ms = time_ms;
      return true;
    },
    reset() {
      axes = [newAxis(), newAxis()];
      lastShake_ms = Number.NEGATIVE_INFINITY;
    },
  };
}
