import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, DEFAULT_TOAST_DURATION_MS, dismissToast, toast, useToastStore } from './toast-store.ts';

const toasts = () => useToastStore.getState().toasts;

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('[TOAST-01] a toast has a message, status, duration, group, key and count', () => {
    const key = toast({ message: 'Saved', status: 'error', duration: 1000, group: 'g', key: 'k' });
    expect(key).toBe('k');
    expect(toasts()).toEqual([
      { key: 'k', message: 'Saved', status: 'error', duration_ms: 1000, group: 'g', count: 1 },
    ]);
  });

  it('[TOAST-02] without a duration the default is 5000 ms, status success', () => {
    toast({ message: 'Hi' });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
    expect(toasts()[0]).toMatchObject({ duration_ms: 5000, status: 'success' });
  });

  it('[TOAST-03] a positive duration removes the toast once it has elapsed', () => {
    toast({ message: 'Hi' });
    vi.advanceTimersByTime(4999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('[TOAST-04] a duration of 0 or less stays until dismissed', () => {
    const a = toast({ message: 'zero', duration: 0 });
    toast({ message: 'negative', duration: -1 });
    vi.advanceTimersByTime(60_000);
    expect(toasts().map((t) => t.message)).toEqual(['zero', 'negative']);
    dismissToast(a);
    expect(toasts().map((t) => t.message)).toEqual(['negative']);
  });

  it('[TOAST-06] the same key updates the toast in place', () => {
    toast({ message: 'first' });
    toast({ message: 'Loading', key: 'load', status: 'loading', duration: 0 });
    toast({ message: 'Done', key: 'load', status: 'success' });
    expect(toasts().map((t) => [t.message, t.status])).toEqual([
      ['first', 'success'],
      ['Done', 'success'],
    ]);
    expect(toasts()[1]?.key).toBe('load');
    expect(toasts()[1]?.count).toBe(1);
  });

  it('[TOAST-07] an update by key resets the removal timer', () => {
    toast({ message: 'a', key: 'k', duration: 1000 });
    vi.advanceTimersByTime(800);
    toast({ message: 'b', key: 'k', duration: 1000 });
    vi.advanceTimersByTime(800);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(toasts()).toHaveLength(0);
  });

  it('[TOAST-08] [TOAST-09] toasts of one group merge into one, raising count by one each time', () => {
    toast({ message: 'Volume 0.5', group: 'volume' });
    toast({ message: 'other' });
    toast({ message: 'Volume 0.6', group: 'volume' });
    toast({ message: 'Volume 0.7', group: 'volume' });
    expect(toasts()).toHaveLength(2);
    expect(toasts()[0]).toMatchObject({ message: 'Volume 0.7', group: 'volume', count: 3 });
  });

  it('[TOAST-05] dismissing removes the toast and its timer', () => {
    const key = toast({ message: 'x' });
    dismissToast(key);
    expect(toasts()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
