import type { LyricRow, LyricWord } from './types.ts';

/**
 * [LYR-10] The current row: the last row whose `time + lrc_row_offset` is at or before `time_s`, or -1 before
 * the first row. Binary search, O(log n); `rows` sorted by time as `parse` returns them. Rows with equal times:
 * the last of them.
 * @example currentRowIndex(rows, 12.3, -0.35)
 */
export function currentRowIndex(rows: readonly LyricRow[], time_s: number, lrc_row_offset: number): number {
  let lo = 0;
  let hi = rows.length;
  const t = time_s - lrc_row_offset;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // Round like the times themselves (whole ms) so 1.0 + -0.35 is not missed by a float hair.
    if (Math.round(((rows[mid] as LyricRow).time - t) * 1e6) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * How far a word is sung at `time_s`, 0 (not yet) to 1 (done). `lrc_word_offset` moves the words the way
 * `lrc_row_offset` moves the rows, but with its sign: a positive offset makes the words run that much
 * earlier (the default 0.35 s lets the highlight lead the voice, as the row offset -0.35 s makes the rows lead).
 * A zero-length word jumps from 0 to 1 at its start.
 */
export function wordProgress(word: LyricWord, time_s: number, lrc_word_offset: number): number {
  const t = time_s + lrc_word_offset - word.w_start;
  if (t < 0) return 0;
  if (word.w_duration <= 0 || t >= word.w_duration) return 1;
  return t / word.w_duration;
}

/** The index of the word being sung at `time_s` (the last word that has started), or -1. O(log n). */
export function currentWordIndex(words: readonly LyricWord[], time_s: number, lrc_word_offset: number): number {
  let lo = 0;
  let hi = words.length;
  const t = time_s + lrc_word_offset;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] as LyricWord).w_start <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** [LYR-21] A row's state relative to the current row. */
export type RowState = 'visited' | 'last-visited' | 'visiting' | 'unvisited';

/**
 * [LYR-21] Rows before the current one are `visited`, the one just before it `last-visited`, the current one
 * `visiting`, later ones `unvisited`. With no current row (-1) every row is `unvisited`.
 */
export function rowState(index: number, current: number): RowState {
  if (current < 0 || index > current) return 'unvisited';
  if (index === current) return 'visiting';
  return index === current - 1 ? 'last-visited' : 'visited';
}

/** [LYR-22] One blur step is 0.03em; at most 3 steps. */
export const BLUR_STEP_EM = 0.03;
export const MAX_BLUR_STEPS = 3;

/**
 * [LYR-22] Blur steps of a row: its distance in rows from the current row, at most 3 (the current row: 0).
 * With no current row (-1) the distance is counted from just before the first row.
 */
export function blurSteps(index: number, current: number): number {
  return Math.min(Math.abs(index - current), MAX_BLUR_STEPS);
}

/** [LYR-22] The blur of a row in em: `min(distance, 3) × 0.03`. */
export function blurEm(index: number, current: number): number {
  return Math.round(blurSteps(index, current) * BLUR_STEP_EM * 1000) / 1000;
}
