import type { LyricRow, LyricWord } from './types.ts';

/** A row with the spec's fields and nothing else set. */
export function makeRow(time: number, text: string, words: LyricWord[] = [], duration = 0): LyricRow {
  return { time, duration, text, translate: '', roma: '', words };
}

/** Stable sort by time (file order kept for equal times); skips the sort when already ordered. */
export function sortRows(rows: LyricRow[]): LyricRow[] {
  for (let i = 1; i < rows.length; i++) {
    if ((rows[i] as LyricRow).time < (rows[i - 1] as LyricRow).time) return rows.sort((a, b) => a.time - b.time);
  }
  return rows;
}

/**
 * Rows whose format has no durations (LRC, colored) last until the next later row, or 0 for the last one. A row
 * with words lasts until its last word ends; a last word left open (negative duration, an enhanced LRC word with
 * no end stamp) lasts until the next row.
 */
export function fillDurations(rows: LyricRow[]): void {
  let next = -1;
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as LyricRow;
    const until = next > row.time ? next : -1;
    const last = row.words[row.words.length - 1];
    if (last) {
      if (last.w_duration < 0) last.w_duration = until >= 0 ? Math.max(0, msRound(until - last.w_start)) : 0;
      let end = row.time;
      for (const w of row.words) if (w.w_start + w.w_duration > end) end = w.w_start + w.w_duration;
      row.duration = msRound(end - row.time);
    } else row.duration = until >= 0 ? msRound(until - row.time) : 0;
    if (next < 0 || row.time < next) next = row.time;
  }
}

/** Rounds seconds to whole milliseconds, so sums and differences of times stay exact. */
export function msRound(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/**
 * Moves whitespace at the start of a word to the end of the word before, and drops the row's leading and
 * trailing whitespace, so `' spark '`, `' light'` become `'spark '`, `'light'`.
 */
export function tidyWordSpaces(words: LyricWord[]): void {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as LyricWord;
    if (!isSpace(w.w_text.charCodeAt(0))) continue;
    const lead = w.w_text.length - w.w_text.trimStart().length;
    if (lead > 0) {
      const prev = words[i - 1];
      if (prev && prev.w_text.trimEnd() === prev.w_text) prev.w_text += w.w_text.slice(0, lead);
      w.w_text = w.w_text.slice(lead);
    }
  }
  const last = words[words.length - 1];
  if (last && isSpace(last.w_text.charCodeAt(last.w_text.length - 1))) last.w_text = last.w_text.trimEnd();
}

/** Whitespace as `trim` sees it, for the common characters (a fast pre-check before trimming). */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    c === 9 ||
    c === 10 ||
    c === 13 ||
    c === 0x3000 ||
    c === 0xa0 ||
    c === 0xfeff ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 11 ||
    c === 12 ||
    c === 0x1680 ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f
  );
}

/** The row text of its words. */
export function joinWords(words: readonly LyricWord[]): string {
  let text = '';
  for (const w of words) text += w.w_text;
  return text;
}
