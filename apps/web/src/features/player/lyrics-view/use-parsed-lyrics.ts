import { type LyricEntry, type LyricRow, type LyricType, parse, selectLyric } from '@site/lyrics';
import { useMemo } from 'react';

/** The lyrics the view shows: the chosen entry's type, its rows and whether they carry times. */
export interface ParsedLyrics {
  /** The active lyric type, or null when no entry qualifies (the view shows "没有歌词") [LYR-08, LYR-09]. */
  type: LyricType | null;
  rows: LyricRow[];
  /** false for plain_text: no current row, no seeking. */
  synced: boolean;
}

const none: ParsedLyrics = { type: null, rows: [], synced: false };

/**
 * Chooses and parses a song's lyrics [LYR-04..08]: the first available entry of an enabled type
 * (`word_lrc`, `colored_lrc`), parsed by the lyric engine. Pure; `useParsedLyrics` memoises it.
 *
 * @example parsedLyrics(lrc_data, true, false).rows[0].time // seconds
 */
export function parsedLyrics(lrc_data: readonly LyricEntry[], word_lrc: boolean, colored_lrc: boolean): ParsedLyrics {
  const entry = selectLyric(lrc_data, { word_lrc, colored_lrc });
  if (entry === null) return none;
  const result = parse(entry);
  return { type: entry.type, rows: result.rows, synced: result.synced };
}

/**
 * [LYR-12] The parsed lyrics of `lrc_data`, parsed again only when the data or `word_lrc` / `colored_lrc` change
 * (a new song, or a setting that may change the active type); other settings reuse the rows.
 */
export function useParsedLyrics(
  lrc_data: readonly LyricEntry[],
  word_lrc: boolean,
  colored_lrc: boolean,
): ParsedLyrics {
  return useMemo(() => parsedLyrics(lrc_data, word_lrc, colored_lrc), [lrc_data, word_lrc, colored_lrc]);
}
