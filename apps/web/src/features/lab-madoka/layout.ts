import { glyphBox, type RuneLetter } from './glyphs.ts';
import type { RuneLine } from './runes.ts';

/** One drawn glyph of a laid-out rune text: a letter's rune or the word separator, its top-left corner in user units. */
export type PlacedGlyph =
  | { kind: 'rune'; letter: RuneLetter; x: number; y: number }
  | { kind: 'separator'; x: number; y: number };

/** The spacing of a laid-out rune text, in the user units of `glyphBox`. */
export const runeSpacing = { margin: 20, gap: 8, lineGap: 24 } as const;

/** The fewest and most glyphs per row an export may be wrapped to. */
export const columnLimits = { min: 4, max: 40 } as const;

/** A rune text laid out in rows: its glyphs, the rows' count and the picture's width and height in user units. */
export interface RuneLayout {
  glyphs: readonly PlacedGlyph[];
  rows: number;
  width: number;
  height: number;
}

type Slot = RuneLetter | 'separator';

/**
 * Wraps `lines` to rows of at most `columns` glyph slots (a separator takes a slot) and places every glyph: a word
 * moves to the next row when it does not fit after a separator (which is then dropped), a word longer than a row is
 * cut into row-long pieces, each text line starts a new row and a blank line is an empty row. The picture is as
 * wide as its widest row (at least one glyph) plus `runeSpacing.margin` on each side: width
 * `2·margin + n·40 + (n−1)·gap`, height `2·margin + rows·60 + (rows−1)·lineGap` user units.
 * `columns` is clamped to `columnLimits`. An empty text gives no glyph and no row.
 */
export function layoutRunes(lines: readonly RuneLine[], columns: number): RuneLayout {
  const limit = Math.min(columnLimits.max, Math.max(columnLimits.min, Math.floor(columns) || columnLimits.min));
  const rows: Slot[][] = [];
  for (const line of lines) {
    let row: Slot[] = [];
    rows.push(row);
    for (const word of line) {
      if (row.length > 0 && row.length + 1 + word.length <= limit) row.push('separator', ...word);
      else {
        if (row.length > 0) {
          row = [];
          rows.push(row);
        }
        for (let start = 0; start < word.length; start += limit) {
          if (start > 0) {
            row = [];
            rows.push(row);
          }
          row.push(...word.slice(start, start + limit));
        }
      }
    }
  }
  const { margin, gap, lineGap } = runeSpacing;
  const glyphs: PlacedGlyph[] = [];
  rows.forEach((row, r) => {
    const y = margin + r * (glyphBox.height + lineGap);
    row.forEach((slot, c) => {
      const x = margin + c * (glyphBox.width + gap);
      glyphs.push(slot === 'separator' ? { kind: 'separator', x, y } : { kind: 'rune', letter: slot, x, y });
    });
  });
  const widest = Math.max(1, ...rows.map((row) => row.length));
  return {
    glyphs,
    rows: rows.length,
    width: 2 * margin + widest * glyphBox.width + (widest - 1) * gap,
    height: rows.length === 0 ? 0 : 2 * margin + rows.length * glyphBox.height + (rows.length - 1) * lineGap,
  };
}
