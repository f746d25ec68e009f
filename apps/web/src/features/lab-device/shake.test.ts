import { describe, expect, it } from 'vitest';
import {
  accelerationChange,
  createPointerShakeDetector,
  createShakeDetector,
  pointerOptionsForSensitivity,
  thresholdForSensitivity,
} from './shake.ts';

const g = { x: 0, y: 0, z: 9.81 };

describe('the motion shake detector (issue 24 point 5)', () => {
  it('maps the sensitivity slider to a threshold, clamped: 1 -> 25, 10 -> 7 m/s²', () => {
    expect(thresholdForSensitivity(1)).toBe(25);
    expect(thresholdForSensitivity(10)).toBe(7);
    expect(thresholdForSensitivity(5)).toBe(17);
    expect(thresholdForSensitivity(-3)).toBe(25);
    expect(thresholdForSensitivity(99)).toBe(7);
  });

  it('measures the change between two readings, unknown on a null axis', () => {
    expect(accelerationChange({ x: 0, y: 0, z: 0 }, { x: 3, y: 4, z: 0 })).toBe(5);
    expect(accelerationChange({ x: null, y: 0, z: 0 }, { x: 3, y: 4, z: 0 })).toBeNull();
  });

  it('counts a change above the threshold, not one at or below it, nor the first reading', () => {
    const detector = createShakeDetector(() => 10, 500);
    expect(detector.update({ x: 30, y: 0, z: 9.81 }, 0)).toBe(false); // nothing to compare with
    expect(detector.update(g, 1000)).toBe(true); // change 30
    expect(detector.update({ x: 10, y: 0, z: 9.81 }, 2000)).toBe(false); // change exactly 10
    expect(detector.update({ x: 0, y: 0, z: 9.81 }, 3000)).toBe(false); // 10 again
    expect(detector.update({ x: 0, y: 10.5, z: 9.81 }, 4000)).toBe(true);
  });

  it('ignores a second shake within the minimum interval, then counts again', () => {
    const detector = createShakeDetector(() => 10, 800);
    detector.update(g, 0);
    expect(detector.update({ x: 20, y: 0, z: 9.81 }, 100)).toBe(true);
    expect(detector.update({ x: -20, y: 0, z: 9.81 }, 200)).toBe(false);
    expect(detector.update({ x: 20, y: 0, z: 9.81 }, 899)).toBe(false);
    expect(detector.update({ x: -20, y: 0, z: 9.81 }, 900)).toBe(true);
  });

  it('reads the threshold on every reading (the slider acts at once) and skips readings with a null axis', () => {
    let threshold = 30;
    const detector = createShakeDetector(() => threshold, 0);
    detector.update(g, 0);
    expect(detector.update({ x: 20, y: 0, z: 9.81 }, 10)).toBe(false);
    threshold = 5;
    expect(detector.update({ x: 0, y: 0, z: 9.81 }, 20)).toBe(true);
    expect(detector.update({ x: null, y: null, z: null }, 30)).toBe(false);
    // the null reading did not replace the last good one
    expect(detector.update({ x: 6, y: 0, z: 9.81 }, 40)).toBe(true);
  });

  it('forgets the last reading on reset', () => {
    const detector = createShakeDetector(() => 10, 0);
    detector.update(g, 0);
    detector.reset();
    expect(detector.update({ x: 40, y: 0, z: 0 }, 10)).toBe(false);
  });
});

describe('the pointer shake detector (issue 24 point 5, desktop)', () => {
  const options = { reversals: 4, window_ms: 900, minTravel_px: 50, minInterval_ms: 800 };

  /** Feeds the x positions `xs`, one every `step_ms`, from `start_ms`; answers the positions' shake flags. */
  function feed(detector: ReturnType<typeof createPointerShakeDetector>, xs: number[], step_ms: number, start_ms = 0) {
    return xs.map((x, i) => detector.update(x, 300, start_ms + i * step_ms));
  }

  it('counts four reversals of at least the travel within the window as one shake', () => {
    const detector = createPointerShakeDetector(() => options);
    const flags = feed(detector, [100, 200, 100, 200, 100, 200], 50);
    expect(flags).toEqual([false, false, false, false, false, true]);
  });

  it('does not count the same moves when slower than the window', () => {
    const detector = createPointerShakeDetector(() => options);
    expect(feed(detector, [100, 200, 100, 200, 100, 200], 350)).not.toContain(true);
  });

  it('does not count strokes shorter than the travel, nor a long move one way', () => {
    const detector = createPointerShakeDetector(() => options);
    expect(feed(detector, [100, 140, 100, 140, 100, 140, 100, 140], 20)).not.toContain(true);
    expect(feed(detector, [0, 100, 200, 300, 400, 500, 600], 20, 1000)).not.toContain(true);
  });

  it('counts a vertical back-and-forth too', () => {
    const detector = createPointerShakeDetector(() => options);
    const flags = [100, 200, 100, 200, 100, 200].map((y, i) => detector.update(50, y, i * 40));
    expect(flags.at(-1)).toBe(true);
  });

  it('waits the minimum interval before the next shake', () => {
    const detector = createPointerShakeDetector(() => options);
    expect(feed(detector, [100, 200, 100, 200, 100, 200], 40)).toContain(true);
    expect(feed(detector, [100, 200, 100, 200, 100, 200], 40, 240)).not.toContain(true);
    expect(feed(detector, [100, 200, 100, 200, 100, 200], 40, 2000)).toContain(true);
  });

  it('needs a shorter stroke at a higher sensitivity', () => {
    expect(pointerOptionsForSensitivity(1).minTravel_px).toBe(120);
    expect(pointerOptionsForSensitivity(10).minTravel_px).toBe(30);
    expect(pointerOptionsForSensitivity(10).minTravel_px).toBeLessThan(pointerOptionsForSensitivity(5).minTravel_px);
  });
});
