import { uploadCapsBytes } from '@site/contracts';
import { type LyricEntry, parse } from '@site/lyrics';

/**
 * Largest lyric file read in the browser: the site's lyric upload cap, 2 MiB (real lyric files are a few KiB;
 * a TTML rarely 200 KiB).
 */
export const MAX_LYRIC_FILE_BYTES = uploadCapsBytes.lyric;

/** What `lyricEntryFromText` understood: the entry the player takes, and how many rows it has. */
export type LyricFileResult = { entry: LyricEntry; rows: number };

const hasRows = (entry: LyricEntry) => parse(entry).rows.filter((row) => row.text.trim() !== '').length;

/**
 * Turns the text of a lyric file picked from disk (ROUTE-27, a custom song) into one `lrc_data` entry, the way
 * the server's fields would hold it: TTML (`.ttml`/`.xml`, or text starting with `<`) -> `ttml`; YRC, QRC or
 * LRC with word timings -> `word`; LRC -> `row`; any other non-blank text -> `plain_text`. Returns null for a
 * file with no lyric rows (blank text, or markup that holds no line).
 *
 * @example lyricEntryFromText('song.lrc', '[00:01.00]Hello')?.entry // { type: 'row', data: { text: '[00:01.00]Hello' } }
 */
export function lyricEntryFromText(file_name: string, text: string): LyricFileResult | null {
  const clean = text.replace(/^\uFEFF/, '');
  if (clean.trim() === '') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file_name)?.[1]?.toLowerCase() ?? '';
  const candidates: LyricEntry[] =
    extension === 'ttml' || extension === 'xml' || clean.trimStart().startsWith('<')
      ? [{ type: 'ttml', data: { text: clean } }]
      : [
          { type: 'word', data: { text: clean } },
          { type: 'row', data: { text: clean } },
          { type: 'plain_text', data: { text: clean } },
        ];
  for (const entry of candidates) {
    // A `word` entry counts only when its rows really carry word timings (plain LRC parses as words too).
    if (entry.type === 'word' && !parse(entry).rows.some((row) => row.words.length > 1)) continue;
    const rows = hasRows(entry);
    if (rows > 0) return { entry, rows };
  }
  return null;
}
