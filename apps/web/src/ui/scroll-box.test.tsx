import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_END_DELAY_MS, ScrollBox } from './scroll-box.tsx';
import { MIN_THUMB_PX, thumbGeometry } from './scroll-thumb.ts';

describe('ScrollBox', () => {
  afterEach(() => vi.useRealTimers());

  it('[WIDGET-08] fires scroll-end once, 200 ms after scrolling stops', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ended = vi.fn();
    render(
      <ScrollBox label="Lyrics" onScrollEnd={ended}>
        <p>text</p>
      </ScrollBox>,
    );
    const region = screen.getByRole('region', { name: 'Lyrics' });
    fireEvent.scroll(region);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.scroll(region);
    act(() => vi.advanceTimersByTime(SCROLL_END_DELAY_MS - 1));
    expect(ended).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(ended).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(SCROLL_END_DELAY_MS).toBe(200);
  });

  it('[WIDGET-09] the scroll thumb is at least 20 px long', () => {
    expect(MIN_THUMB_PX).toBe(20);
    expect(thumbGeometry({ clientHeight: 100, scrollHeight: 100_000, scrollTop: 0 })?.size).toBe(20);
    expect(thumbGeometry({ clientHeight: 200, scrollHeight: 400, scrollTop: 200 })).toEqual({ size: 100, offset: 100 });
    expect(thumbGeometry({ clientHeight: 100, scrollHeight: 100_000, scrollTop: 99_900 })?.offset).toBe(80);
    expect(thumbGeometry({ clientHeight: 200, scrollHeight: 200, scrollTop: 0 })).toBeNull();
  });
});
