import { splitLines } from './parse-lrc.ts';
import { makeRow } from './rows.ts';
import { parseRuby } from './ruby.ts';
import type { LyricRow } from './types.ts';

/**
 * Unsynchronised text: one row per line, all at time 0 with duration 0 (`synced: false` in the result).
 * Blank lines stay as empty rows (they are the stanza breaks); trailing blank lines go. Ruby notation is read.
 */
export function parsePlainText(text: string): LyricRow[] {
  const lines = splitLines(text);
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  return lines.map((line) => {
    const r = parseRuby(line.trim());
    const row = makeRow(0, r.text);
    if (r.ruby) row.ruby = r.ruby;
    return row;
  });
}
