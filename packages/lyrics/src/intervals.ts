import { makeRow, msRound } from './rows.ts';
import type { LyricRow } from './types.ts';

/** LYR-15: a gap longer than this between word-lyric rows gets an empty interval row. */
export const INTERVAL_GAP_S = 1;

/**
 * [LYR-15] Between the end of a row and the start of the next, a gap of more than 1 s (exactly 1 s adds none)
 * gets an empty row `{interval: true}` spanning the gap. Ends are the latest end so far, so overlapping rows
 * (background vocals) open no false gap. Credit rows are ignored. `rows` must be sorted by time.
 */
export function insertIntervals(rows: LyricRow[]): LyricRow[] {
  if (!hasGap(rows)) return rows;
  const out: LyricRow[] = [];
  let end = -1;
  for (const row of rows) {
    if (row.credit) {
      out.push(row);
      continue;
    }
    if (end >= 0 && msRound(row.time - end) > INTERVAL_GAP_S) {
      const gap = makeRow(end, '', [], msRound(row.time - end));
      gap.interval = true;
      out.push(gap);
    }
    out.push(row);
    const rowEnd = msRound(row.time + row.duration);
    if (rowEnd > end) end = rowEnd;
  }
  return out;
}

function hasGap(rows: readonly LyricRow[]): boolean {
  let end = -1;
  for (const row of rows) {
    if (row.credit) continue;
    if (end >= 0 && msRound(row.time - end) > INTERVAL_GAP_S) return true;
    const rowEnd = row.time + row.duration;
    if (rowEnd > end) end = msRound(rowEnd);
  }
  return false;
}
