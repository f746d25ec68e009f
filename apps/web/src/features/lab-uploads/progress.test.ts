import { describe, expect, it } from 'vitest';
import { formatDuration, formatSize, transferRate } from './progress.ts';

describe('upload progress numbers', () => {
  it('formats sizes in binary units', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(50 * 1024 * 1024, 'en')).toBe('50 MB');
  });

  it('measures speed and time left, nothing before a measurement', () => {
    expect(transferRate(0, 100, 1000)).toEqual({ bytesPerSecond: undefined, secondsLeft: undefined });
    expect(transferRate(10, 100, 0)).toEqual({ bytesPerSecond: undefined, secondsLeft: undefined });
    expect(transferRate(500, 1000, 1000)).toEqual({ bytesPerSecond: 500, secondsLeft: 1 });
    expect(transferRate(100, 1000, 2000)).toEqual({ bytesPerSecond: 50, secondsLeft: 18 });
    expect(transferRate(1000, 1000, 2000).secondsLeft).toBe(0);
  });

  it('formats durations in the locale', () => {
    expect(formatDuration(45, 'en')).toBe('45 sec');
    expect(formatDuration(125, 'en')).toBe('3 min');
    expect(formatDuration(7200, 'en')).toBe('2 hr');
  });
});
