import type { LrcFields } from '@site/contracts';
import { currentRowIndex, lrcDataFromSongDetail, parse, selectLyric } from '@site/lyrics';

/**
 * A song page's start time (issue 22 point 4): `?t=<seconds>` on `/archive/music/songs/<id>`, the address a lyric
 * result of the site search links to, plays the song from that line.
 */

/**
 * The start time of `text` (the `t` parameter) in seconds: a number of seconds from 0 to 86400 with at most three
 * decimals (`7.2`, `125`, `0.5`), else `null` (absent, negative, `1e3`, `abc`: the page plays nothing by itself).
 *
 * @example parseStartTime('7.2') // 7.2
 * @example parseStartTime('-3') // null
 */
export function parseStartTime(text: string | null): number | null {
  if (text === null || !/^\d{1,5}(\.\d{1,3})?$/.test(text)) return null;
  const time_s = Number(text);
  return time_s <= 86_400 ? time_s : null;
}

/**
 * The text of the lyric line sung at `time_s` seconds (the last line starting at or before it, as the lyric view's
 * current row, without the row offset), from the song's `lrc` fields (the lyric the player shows by default: word
 * lyrics before row lyrics, colored off); `null` when it has no timed lyrics or `time_s` is before the first line.
 *
 * @example lyricLineAt(song.lrc, 7.2) // 'the kettle hums a quiet tune;'
 */
export function lyricLineAt(lrc: LrcFields, time_s: number): string | null {
  const entry = selectLyric(lrcDataFromSongDetail(lrc), { word_lrc: true, colored_lrc: false });
  if (entry === null) return null;
  const parsed = parse(entry);
  if (!parsed.synced) return null;
  const rows = parsed.rows.filter((row) => !row.interval);
  const row = rows[currentRowIndex(rows, time_s, 0)];
  const text = row?.text.trim() ?? '';
  return text === '' ? null : text;
}
