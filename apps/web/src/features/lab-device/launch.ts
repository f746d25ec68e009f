/**
 * The launch toy's pure parts (issue 24 point 8, /laboratory/qidong): which pages it may launch, the random pick
 * and the timing of the sequence.
 */

/** The toy's own address, never its target. */
export const launchPagePath = '/laboratory/qidong';

/**
 * The pages the launch may land on: the route patterns of `patterns` (the app's `appRoutePatterns`) with no
 * parameter (`:id`) or splat (`*`), no owner's page (`/admin...`), no second address of the home page
 * (`/index.html`, `/index`) and not the toy itself.
 */
export function launchTargets(patterns: readonly string[]): string[] {
  return patterns.filter(
    (p) =>
      !p.includes(':') &&
      !p.includes('*') &&
      p !== '/admin' &&
      !p.startsWith('/admin/') &&
      p !== '/index.html' &&
      p !== '/index' &&
      p !== launchPagePath,
  );
}

/**
 * One item of `items` at random: `random` gives a number in [0, 1) (Math.random by default, a seeded one in tests).
 * Throws a RangeError on an empty list.
 */
export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T {
  if (items.length === 0) throw new RangeError('pickRandom: no items');
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}

/** The sequence's length in milliseconds: the white-out, or the short fade under `prefers-reduced-motion`. */
export function launchDuration_ms(reducedMotion: boolean): number {
  return reducedMotion ? 600 : 2400;
}

/**
 * The progress ring's fill, 0..1, `elapsed_ms` into a sequence of `duration_ms`: eased out (fast, then settling),
 * clamped at both ends.
 */
export function launchProgress(elapsed_ms: number, duration_ms: number): number {
  if (duration_ms <= 0) return 1;
  const t = Math.min(1, Math.max(0, elapsed_ms / duration_ms));
  return 1 - (1 - t) ** 3;
}
