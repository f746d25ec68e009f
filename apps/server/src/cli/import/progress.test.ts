import { describe, expect, it } from 'vitest';
import { progressLine } from './progress.ts';

describe('progressLine', () => {
  it('shows the count, the percent, the rate and the time left', () => {
    const line = progressLine(0);
    expect(line(250, 1000, 10_000)).toBe('[######------------------] 250/1000 25% 25.0/s ETA 30s');
    expect(line(100, 10_000, 10_000)).toBe('[------------------------] 100/10000 1% 10.0/s ETA 16m30s');
    expect(line(3, 3, 1_000)).toBe('[########################] 3/3 100% 3.0/s ETA 0s');
  });
});
