import type { ChartNote } from './chart.ts';

/**
 * The rhythm game's judgement and score (issue 25 point 1). Pure: times come in as milliseconds on the song's
 * clock (the audio element's `currentTime` × 1000 less the device's latency offset), never from a timer.
 */

/** A judgement of one note. */
export const grades = ['perfect', 'great', 'good', 'miss'] as const;
export type Grade = (typeof grades)[number];

/** The judgement windows in milliseconds either side of a note (inclusive): beyond `good` a note is missed. */
export const windowsMs = { perfect: 45, great: 90, good: 135 } as const;

/** Points of each grade; accuracy weighs them the same way (perfect 100 %, great 70 %, good 40 %, miss 0). */
export const gradePoints: Readonly<Record<Grade, number>> = { perfect: 1000, great: 700, good: 400, miss: 0 };

/** The grade of a press `deltaMs` milliseconds from its note (negative: early); `miss` beyond ±135 ms. */
export function gradeOf(deltaMs: number): Grade {
  const d = Math.abs(deltaMs);
  if (d <= windowsMs.perfect) return 'perfect';
  if (d <= windowsMs.great) return 'great';
  if (d <= windowsMs.good) return 'good';
  return 'miss';
}

/** A play's running state: each note's grade (null while unjudged), combo, best combo, score. */
export type Play = {
  notes: readonly ChartNote[];
  grades: (Grade | null)[];
  /** Signed milliseconds (press − note) of each judged press; null for misses and unjudged notes. */
  deltas: (number | null)[];
  combo: number;
  maxCombo: number;
  score: number;
};

/** A fresh play of `notes`. */
export function newPlay(notes: readonly ChartNote[]): Play {
  return {
    notes,
    grades: notes.map(() => null),
    deltas: notes.map(() => null),
    combo: 0,
    maxCombo: 0,
    score: 0,
  };
}

function record(play: Play, index: number, grade: Grade, delta: number | null): void {
  play.grades[index] = grade;
  play.deltas[index] = delta;
  if (grade === 'miss') {
    play.combo = 0;
    return;
  }
  play.combo += 1;
  play.maxCombo = Math.max(play.maxCombo, play.combo);
  // A combo bonus of up to 10 % (reached at a combo of 100).
  play.score += Math.round(gradePoints[grade] * (1 + Math.min(play.combo, 100) / 1000));
}

/**
 * A press of `lane` at `timeMs` (song clock, ms): judges the earliest unjudged note of that lane within ±135 ms
 * and returns its index and grade, or null when no note is in reach (an idle press costs nothing). Mutates `play`.
 */
export function press(
  play: Play,
  lane: number,
  timeMs: number,
): { index: number; grade: Grade; deltaMs: number } | null {
  let best = -1;
  for (let i = 0; i < play.notes.length; i++) {
    const note = play.notes[i] as ChartNote;
    const delta = timeMs - note.time * 1000;
    if (delta < -windowsMs.good) break;
    if (play.grades[i] !== null || note.lane !== lane || delta > windowsMs.good) continue;
    best = i;
    break;
  }
  if (best < 0) return null;
  const deltaMs = timeMs - (play.notes[best] as ChartNote).time * 1000;
  const grade = gradeOf(deltaMs);
  record(play, best, grade, deltaMs);
  return { index: best, grade, deltaMs };
}

/**
 * Marks as missed every unjudged note whose window closed before `timeMs` (song clock, ms); returns how many.
 * Called each frame and once at the end with `Infinity`. Mutates `play`.
 */
export function expire(play: Play, timeMs: number): number {
  let n = 0;
  for (let i = 0; i < play.notes.length; i++) {
    const note = play.notes[i] as ChartNote;
    if (note.time * 1000 + windowsMs.good >= timeMs) break;
    if (play.grades[i] === null) {
      record(play, i, 'miss', null);
      n++;
    }
  }
  return n;
}

/** A play's summary: count per grade, accuracy in percent (0-100, two decimals), score, best combo. */
export type Result = {
  counts: Record<Grade, number>;
  accuracy: number;
  score: number;
  maxCombo: number;
  notes: number;
};

/** The summary of `play` (unjudged notes count as nothing; call `expire(play, Infinity)` first for a final one). */
export function resultOf(play: Play): Result {
  const counts: Record<Grade, number> = { perfect: 0, great: 0, good: 0, miss: 0 };
  for (const g of play.grades) if (g !== null) counts[g] += 1;
  const n = play.notes.length;
  const earned = grades.reduce((sum, g) => sum + counts[g] * gradePoints[g], 0);
  const accuracy = n === 0 ? 0 : Math.round((earned / (n * gradePoints.perfect)) * 10_000) / 100;
  return { counts, accuracy, score: play.score, maxCombo: play.maxCombo, notes: n };
}
