import type { Difficulty } from './chart.ts';
import type { Result } from './judge.ts';

/**
 * What the rhythm game keeps in this browser (issue 25 point 1; docs/decisions/0041): the device's latency offset
 * from the calibration and the best result per song and difficulty. Nothing here is sent anywhere. Every function
 * takes the Storage (undefined where the browser blocks it) and never throws.
 */

/** The key of the device's latency offset in milliseconds. */
export const offsetKey = 'lab-rhythm:offset-ms';

/** The largest offset kept, either way, in milliseconds: more is a bad calibration, not a device. */
export const maxOffsetMs = 400;

/** The device's latency offset in ms (0 when none was stored or the stored value is not a number in range). */
export function loadOffset(storage: Storage | undefined): number {
  try {
    const n = Number(storage?.getItem(offsetKey) ?? '0');
    return Number.isFinite(n) && Math.abs(n) <= maxOffsetMs ? Math.round(n) : 0;
  } catch {
    return 0;
  }
}

/** Stores the latency offset `ms` (rounded, clamped to ±400); false when the browser refused. */
export function saveOffset(storage: Storage | undefined, ms: number): boolean {
  try {
    if (!storage) return false;
    storage.setItem(offsetKey, String(Math.round(Math.max(-maxOffsetMs, Math.min(maxOffsetMs, ms)))));
    return true;
  } catch {
    return false;
  }
}

/** A best result as kept: score, accuracy (percent), best combo, note count and when (ms since 1970). */
export type Best = { score: number; accuracy: number; maxCombo: number; notes: number; at: number };

/** The key of a song's best at a difficulty; `v1` is the chart rule's version (decision 0041). */
export function bestKey(song_key: string, difficulty: Difficulty): string {
  return `lab-rhythm:best:v1:${difficulty}:${song_key}`;
}

/** The best result kept for a song and difficulty, or null when there is none or it is unreadable. */
export function loadBest(storage: Storage | undefined, song_key: string, difficulty: Difficulty): Best | null {
  try {
    const raw = storage?.getItem(bestKey(song_key, difficulty));
    if (!raw) return null;
    const b = JSON.parse(raw) as Partial<Best>;
    const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
    return num(b.score) && num(b.accuracy) && num(b.maxCombo) && num(b.notes) && num(b.at) ? (b as Best) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `result` as the best of the song and difficulty when its score beats the kept one (or none is kept).
 * @returns true when it became the new best and was stored.
 */
export function saveBest(
  storage: Storage | undefined,
  song_key: string,
  difficulty: Difficulty,
  result: Result,
  now = Date.now(),
): boolean {
  const before = loadBest(storage, song_key, difficulty);
  if (result.notes === 0 || (before !== null && before.score >= result.score)) return false;
  const best: Best = {
    score: result.score,
    accuracy: result.accuracy,
    maxCombo: result.maxCombo,
    notes: result.notes,
    at: now,
  };
  try {
    storage?.setItem(bestKey(song_key, difficulty), JSON.stringify(best));
    return storage !== undefined;
  } catch {
    return false;
  }
}
