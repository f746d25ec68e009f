import { appRoutePatterns } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { launchDuration_ms, launchProgress, launchTargets, pickRandom } from './launch.ts';

describe('the launch toy (issue 24 point 8)', () => {
  it("launches only the route table's fixed public pages", () => {
    const targets = launchTargets(appRoutePatterns);
    expect(targets).toContain('/blog');
    expect(targets).toContain('/laboratory/components/dialog');
    for (const t of targets) {
      expect(t).not.toMatch(/[:*]/);
      expect(t).not.toMatch(/^\/admin/);
    }
    expect(targets).not.toContain('/index.html');
    expect(targets).not.toContain('/laboratory/qidong');
    expect(launchTargets(['/', '/a/:id', '/b/*', '/admin', '/admin/backups', '/laboratory/qidong'])).toEqual(['/']);
  });

  it('picks each item for its share of [0, 1), and refuses an empty list', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(pickRandom(items, () => 0)).toBe('a');
    expect(pickRandom(items, () => 0.26)).toBe('b');
    expect(pickRandom(items, () => 0.999999)).toBe('d');
    expect(pickRandom(items, () => 1)).toBe('d');
    expect(() => pickRandom([], () => 0)).toThrow(RangeError);
  });

  it('runs 2.4 s, or a 0.6 s fade under reduced motion, its ring eased and clamped', () => {
    expect(launchDuration_ms(false)).toBe(2400);
    expect(launchDuration_ms(true)).toBe(600);
    expect(launchProgress(-5, 1000)).toBe(0);
    expect(launchProgress(500, 1000)).toBeCloseTo(0.875);
    expect(launchProgress(2000, 1000)).toBe(1);
    expect(launchProgress(10, 0)).toBe(1);
  });
});
