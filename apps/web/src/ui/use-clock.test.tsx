import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_TICK_MS, useClock } from './use-clock.ts';

function Now({ label }: { label: string }) {
  return <output aria-label={label}>{useClock()}</output>;
}

describe('useClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2024-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('[CONST-01] ticks every 1000 ms with one shared interval for all subscribers', () => {
    const start = Date.now();
    const { unmount } = render(
      <>
        <Now label="a" />
        <Now label="b" />
      </>,
    );
    expect(CLOCK_TICK_MS).toBe(1000);
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.getByLabelText('a')).toHaveTextContent(String(start));

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByLabelText('a')).toHaveTextContent(String(start));
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByLabelText('a')).toHaveTextContent(String(start + 1000));
    expect(screen.getByLabelText('b')).toHaveTextContent(String(start + 1000));

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
