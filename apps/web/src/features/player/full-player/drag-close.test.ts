import { describe, expect, it } from 'vitest';
import { createDragTracker, DRAG_CLOSE_SLIDE_S, DRAG_SPRING_BACK_S, releaseDecision } from './drag-close.ts';
import { MARQUEE_DELAY_MS, MARQUEE_GAP_PX, MARQUEE_SPEED_PX_S, marqueePlan } from './marquee.ts';

describe('drag to close', () => {
  it('[FPLAY-05] the player follows a downward drag and never moves above its place', () => {
    const d = createDragTracker();
    d.start(100);
    expect(d.move(102)).toBe(0); // under the 4 px threshold: a click so far
    expect(d.dragging).toBe(false);
    expect(d.move(180)).toBe(80);
    expect(d.dragging).toBe(true);
    expect(d.move(40)).toBe(0);
  });

  it('[FPLAY-06] released after a downward movement: slides away in 0.5 s and closes', () => {
    expect(DRAG_CLOSE_SLIDE_S).toBe(0.5);
    expect(releaseDecision(true, 5)).toBe('close');
    const d = createDragTracker();
    d.start(100);
    d.move(300);
    d.move(250); // up
    d.move(260); // the last movement is down again
    d.move(260); // standing still keeps the last direction
    expect(d.end()).toBe('close');
  });

  it('[FPLAY-07] released after an upward movement: springs back in 0.2 s', () => {
    expect(DRAG_SPRING_BACK_S).toBe(0.2);
    expect(releaseDecision(true, -3)).toBe('spring');
    const d = createDragTracker();
    d.start(100);
    d.move(300);
    d.move(290);
    expect(d.end()).toBe('spring');
  });

  it('a press that never moved is a click', () => {
    const d = createDragTracker();
    d.start(100);
    d.move(101);
    expect(d.end()).toBe('none');
    expect(releaseDecision(false, 10)).toBe('none');
  });
});

describe('title marquee', () => {
  it('[FPLAY-17] starts after 2 s, moves at 50 px/s and leaves a 20 px gap; only for a title wider than its box', () => {
    expect([MARQUEE_DELAY_MS, MARQUEE_SPEED_PX_S, MARQUEE_GAP_PX]).toEqual([2000, 50, 20]);
    expect(marqueePlan(380, 300, false)).toEqual({ delay_ms: 2000, distance_px: 400, duration_ms: 8000 });
    expect(marqueePlan(300, 300, false)).toBeNull();
    expect(marqueePlan(200, 300, false)).toBeNull();
  });

  it('[FPLAY-17] stays still under prefers-reduced-motion', () => {
    expect(marqueePlan(800, 300, true)).toBeNull();
  });
});
