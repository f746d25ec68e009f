import { type LyricEntry, type LyricRow, parse, selectLyric } from '@site/lyrics';

/**
 * The rhythm game's chart (issue 25 point 1; docs/decisions/0041): one note at each sung word's start time of a
 * song's lyric as the lyric engine parses it (YRC, TTML, the site's word format, enhanced LRC, QRC: whatever
 * `parse` turns into words), one note per row for row lyrics. Pure: no DOM, no clock.
 */

/** The four lanes, left to right; played with D F J K. */
export const laneCount = 4;

/** How dense a chart is: easy and normal drop notes too close to the one kept before them, hard keeps all. */
export const difficulties = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

/** The smallest gap in milliseconds between two kept notes at each difficulty (0: every note is kept). */
export const minGapMs: Readonly<Record<Difficulty, number>> = { easy: 450, normal: 220, hard: 0 };

/** One note: `time` in seconds on the song's clock (a word's `w_start`, a row's `time`), its lane 0-3, its text. */
export type ChartNote = { time: number; lane: number; text: string };

/** FNV-1a over the UTF-16 code units of `text`: a stable 32-bit hash (the same in every browser and in Node). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The lane of the note with text `text` that is note number `index` of the chart, the note before it being in
 * lane `previousLane` (null for the first) `gapMs` milliseconds earlier. Deterministic (decision 0041): the hash of
 * the trimmed text plus the index, modulo 4; a note closer than 250 ms to the one before never shares its lane (it
 * moves one lane to the right), so a fast run alternates hands instead of asking for a drum roll on one key.
 */
export function laneOf(text: string, index: number, previousLane: number | null, gapMs: number): number {
  const lane = (hashText(text.trim()) + index) % laneCount;
  return previousLane === lane && gapMs < 250 ? (lane + 1) % laneCount : lane;
}

/** Whether a row is sung: not an interval, a credit, YRC background vocals on a row of their own, or empty. */
function sung(row: LyricRow): boolean {
  return !row.interval && !row.credit && !row.bg && row.text.trim() !== '';
}

/**
 * The note times and texts of parsed rows before lanes and difficulty: each word with visible text and a start
 * after 0 (a start of 0 carries no timing in word lyrics) for rows with words, else the row itself. Sorted by
 * time; a second note at the very same time as the one before is dropped (one note per moment).
 * @param rows the lyric engine's rows (`parse(entry).rows`), times in seconds.
 */
export function noteTimes(rows: readonly LyricRow[]): { time: number; text: string }[] {
  const raw: { time: number; text: string }[] = [];
  for (const row of rows) {
    if (!sung(row)) continue;
    if (row.words.length === 0) {
      raw.push({ time: row.time, text: row.text.trim() });
      continue;
    }
    for (const w of row.words)
      if (w.w_text.trim() !== '' && w.w_start > 0) raw.push({ time: w.w_start, text: w.w_text });
  }
  raw.sort((a, b) => a.time - b.time);
  return raw.filter((n, i) => i === 0 || n.time !== (raw[i - 1] as { time: number }).time);
}

/**
 * The chart of parsed rows at `difficulty`: `noteTimes(rows)` less the notes closer than `minGapMs[difficulty]`
 * milliseconds to the note kept before them, each given its lane by `laneOf` (lanes are assigned after the
 * thinning, so a lane never depends on a note the player does not see).
 */
export function chartOfRows(rows: readonly LyricRow[], difficulty: Difficulty): ChartNote[] {
  const gap = minGapMs[difficulty];
  const kept: { time: number; text: string }[] = [];
  for (const n of noteTimes(rows)) {
    const last = kept[kept.length - 1];
    if (last === undefined || (n.time - last.time) * 1000 >= gap) kept.push(n);
  }
  const notes: ChartNote[] = [];
  kept.forEach((n, i) => {
    const before = notes[i - 1];
    const lane = laneOf(
      n.text,
      i,
      before?.lane ?? null,
      before ? (n.time - before.time) * 1000 : Number.POSITIVE_INFINITY,
    );
    notes.push({ time: n.time, lane, text: n.text });
  });
  return notes;
}

/**
 * The chart of a song's lyric entries (`lrcDataFromSongDetail(detail.lrc)` and the like): the entry the player
 * would show with word lyrics on and colored lyrics off (`selectLyric`), parsed, then `chartOfRows`. Empty when
 * the song has no lyric or only untimed text (plain text gives no notes).
 */
export function chartOfLyrics(lrc_data: readonly LyricEntry[], difficulty: Difficulty): ChartNote[] {
  const entry = selectLyric([...lrc_data], { word_lrc: true, colored_lrc: false });
  if (entry === null) return [];
  const parsed = parse(entry);
  return parsed.synced ? chartOfRows(parsed.rows, difficulty) : [];
}
