import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './idle.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next animation frame and a task after it, not before', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled(); // no frame yet: nothing painted
    frames.shift()?.(0);
    expect(run).not.toHaveBeenCalled(); // inside the frame, before it is presented
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('falls back to a 0 ms task without requestAnimationFrame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});
