import type { LrcFields } from '@site/contracts';

/** The lyric types of the spec (LYR-04's order: colored, ttml, word, row, plain_text). */
export type SongLyricType = 'colored' | 'ttml' | 'word' | 'row' | 'plain_text';

/**
 * The lyric types a song has, from get_song_detail.php's `data.lrc`, in the order the player prefers them
 * [LYR-04]: a type counts when its main text is not blank. `word` and `row` add whether they carry a
 * translation (`_cn`) and a romanisation (`_roma`).
 *
 * @example lyricTypesOf({...empty, lrc_word: '[0,1]...', lrc_word_cn: '[00:00.00]...'})
 *   // [{ type: 'word', translation: true, romanisation: false }]
 */
export function lyricTypesOf(lrc: LrcFields): { type: SongLyricType; translation: boolean; romanisation: boolean }[] {
  const has = (text: string) => text.trim() !== '';
  const out: { type: SongLyricType; translation: boolean; romanisation: boolean }[] = [];
  if (has(lrc.lrc_row_colored))
    out.push({ type: 'colored', translation: has(lrc.lrc_row_colored_cn), romanisation: false });
  if (has(lrc.lrc_ttml)) out.push({ type: 'ttml', translation: false, romanisation: false });
  if (has(lrc.lrc_word))
    out.push({ type: 'word', translation: has(lrc.lrc_word_cn), romanisation: has(lrc.lrc_word_roma) });
  if (has(lrc.lrc_row))
    out.push({ type: 'row', translation: has(lrc.lrc_row_cn), romanisation: has(lrc.lrc_row_roma) });
  if (has(lrc.lrc_plain_text)) out.push({ type: 'plain_text', translation: false, romanisation: false });
  return out;
}
