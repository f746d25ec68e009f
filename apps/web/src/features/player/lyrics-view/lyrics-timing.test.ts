import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualScroll, USER_SCROLL_RETURN_MS } from './manual-scroll.ts';
import { createRelayoutSchedule, RELAYOUT_DELAYS_MS } from './relayout-schedule.ts';
import { listTranslate } from './scroll-position.ts';
import { createThrottle, LYRIC_STYLE_THROTTLE_MS } from './style-throttle.ts';
import { applyWordProgress, clearWordProgress, type WordElements } from './word-fill.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createThrottle', () => {
  it('[LYR-30] runs at most once per 200 ms: at once, then once at the end of the interval', () => {
    expect(LYRIC_STYLE_THROTTLE_MS).toBe(200);
    const run = vi.fn();
    const throttle = createThrottle(run);
    throttle.request();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(15);
      throttle.request();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49); // 150 + 49 ms
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    expect(throttle.runs).toBe(2);
    vi.advanceTimersByTime(1000);
    throttle.request(); // long after: at once again
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('[LYR-30] over 20 s of requests every frame it runs no more than once per 200 ms', () => {
    const times: number[] = [];
    const throttle = createThrottle(() => times.push(Date.now()));
    for (let t = 0; t < 20_000; t += 16) {
      throttle.request();
      vi.advanceTimersByTime(16);
    }
    expect(times.length).toBeLessThanOrEqual(20_000 / 200 + 1);
    for (let i = 1; i < times.length; i++)
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(200);
  });

  it('cancel drops the pending run', () => {
    const run = vi.fn();
    const throttle = createThrottle(run);
    throttle.request();
    throttle.request();
    throttle.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('createRelayoutSchedule', () => {
  it('[LYR-31] recalculates 200 ms and 1000 ms after a resize; a new resize restarts both', () => {
    expect(RELAYOUT_DELAYS_MS).toEqual([200, 1000]);
    const relayout = vi.fn();
    const schedule = createRelayoutSchedule(relayout);
    schedule.resized();
    vi.advanceTimersByTime(150);
    schedule.resized(); // restart
    vi.advanceTimersByTime(199);
    expect(relayout).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(relayout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(800);
    expect(relayout).toHaveBeenCalledTimes(2);
    schedule.resized();
    schedule.cancel();
    vi.advanceTimersByTime(2000);
    expect(relayout).toHaveBeenCalledTimes(2);
  });
});

describe('createManualScroll', () => {
  it('[LYR-23] scrolling enters manual mode and moves the offset against the scroll, within the limit', () => {
    const changes: boolean[] = [];
    const m = createManualScroll(
      (s) => changes.push(s.manual),
      () => 300,
    );
    m.scrollBy(100);
    expect(m.state).toEqual({ manual: true, offset_px: -100 });
    m.scrollBy(1000);
    expect(m.state.offset_px).toBe(-300);
    m.scrollBy(-2000);
    expect(m.state.offset_px).toBe(300);
    expect(changes.every(Boolean)).toBe(true);
  });

  it('[LYR-26] returns to auto 2000 ms after the mouse leaves, unless it comes back', () => {
    expect(USER_SCROLL_RETURN_MS).toBe(2000);
    const m = createManualScroll(() => {});
    m.mouseLeave(); // not manual: nothing to return from
    m.scrollBy(50);
    m.mouseLeave();
    vi.advanceTimersByTime(1000);
    m.mouseEnter();
    vi.advanceTimersByTime(5000);
    expect(m.state.manual).toBe(true);
    m.mouseLeave();
    vi.advanceTimersByTime(1999);
    expect(m.state.manual).toBe(true);
    vi.advanceTimersByTime(1);
    expect(m.state).toEqual({ manual: false, offset_px: 0 });
  });

  it('[LYR-25] [LYR-28] toAuto returns at once and drops the timer', () => {
    const onChange = vi.fn();
    const m = createManualScroll(onChange);
    m.scrollBy(10);
    m.mouseLeave();
    m.toAuto();
    expect(m.state.manual).toBe(false);
    const calls = onChange.mock.calls.length;
    vi.advanceTimersByTime(3000);
    expect(onChange.mock.calls.length).toBe(calls);
  });
});

describe('listTranslate', () => {
  const boxes = [
    { top_px: 0, height_px: 40 },
    { top_px: 44, height_px: 60 },
    { top_px: 108, height_px: 40 },
  ];
  it('puts the middle of the current row at 35 % of the view, the first row before any row', () => {
    expect(listTranslate(boxes, 1, 400)).toBe(140 - 74);
    expect(listTranslate(boxes, -1, 400)).toBe(140 - 20);
    expect(listTranslate(boxes, 2, 400, 30)).toBe(140 - 128 + 30);
    expect(listTranslate([], 0, 400, 12)).toBe(12);
  });
});

describe('applyWordProgress', () => {
  const el = (): WordElements => ({ fill: document.createElement('span'), inner: document.createElement('span') });
  const words = [
    { w_start: 1, w_duration: 1, w_text: 'a ' },
    { w_start: 2, w_duration: 0.5, w_text: 'b' },
  ];
  it('writes translate transforms per word and skips words whose progress did not change', () => {
    const els = [el(), el()];
    const last: number[] = [];
    expect(applyWordProgress(els, words, 1.5, 0, last)).toBe(2);
    expect(els[0]?.fill.style.transform).toBe('translateX(-50%)');
    expect(els[0]?.inner.style.transform).toBe('translateX(50%)');
    expect(els[1]?.fill.style.transform).toBe('translateX(-100%)');
    expect(applyWordProgress(els, words, 1.5, 0, last)).toBe(0);
    // A positive word offset runs the words earlier: 1.5 + 0.35 = 1.85.
    applyWordProgress(els, words, 1.5, 0.35, last);
    expect(els[0]?.fill.style.transform).toBe('translateX(-15%)');
    clearWordProgress(els);
    expect(els[0]?.fill.style.transform).toBe('');
  });
});
