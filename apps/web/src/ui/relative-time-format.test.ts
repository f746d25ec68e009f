import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time-format.ts';

const now = Date.parse('2024-06-15T12:00:00Z');
const ago = (seconds: number) => now - seconds * 1000;

describe('formatRelativeTime', () => {
  it('[CONST-02] shows "N ago" in seconds, minutes, hours and days', () => {
    expect(formatRelativeTime(ago(5), now, 'en')).toBe('5 seconds ago');
    expect(formatRelativeTime(ago(90), now, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(2 * 86_400), now, 'en')).toBe('2 days ago');
    expect(formatRelativeTime(ago(60), now, 'zh')).toBe('1分钟前');
    expect(formatRelativeTime(ago(60), now, 'ja')).toBe('1 分前');
  });

  it('[CONST-02] uses months and years when absolute dates are pushed further out', () => {
    const far = { absolute_after_days: Number.POSITIVE_INFINITY };
    expect(formatRelativeTime(ago(45 * 86_400), now, 'en', far)).toBe('1 month ago');
    expect(formatRelativeTime(ago(800 * 86_400), now, 'en', far)).toBe('2 years ago');
  });

  it('[CONST-03] exactly 7 days is still relative; more is an absolute date', () => {
    expect(formatRelativeTime(ago(7 * 86_400), now, 'en')).toBe('7 days ago');
    expect(formatRelativeTime(ago(7 * 86_400 + 1), now, 'en')).toBe('Jun 8, 2024');
    expect(formatRelativeTime('2020-09-25T00:00:00Z', now, 'en')).toBe('Sep 25, 2020');
  });

  it('reads a time in the future as 0 seconds ago', () => {
    expect(formatRelativeTime(now + 5000, now, 'en')).toBe('0 seconds ago');
  });
});
