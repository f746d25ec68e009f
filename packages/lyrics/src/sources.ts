import type { LrcFields, MetingLyricAnswer, NcmLyricAnswer } from '@site/contracts';
import type { LyricEntry } from './types.ts';

/*
 * The lyric sources of spec section 7 to `lrc_data`. The converters take the answers already checked against
 * the contracts' schemas (the caller fetches and parses them: this package knows no API paths); a source's
 * missing or empty text gives an entry selection skips (LYR-04) or no entry at all.
 */

/**
 * [API-19] `lrc_data` from get_song_detail.php's `data.lrc` (the caller uses the answer only when its `status`
 * is "success" [API-18]): the fields fill, in this order, colored {lrc_row_colored, _cn, _time, _chara},
 * ttml {lrc_ttml}, word {lrc_word, _cn, _roma}, row {lrc_row, _cn, _roma}, plain_text {lrc_plain_text}. Empty
 * fields stay empty entries, which selection skips (LYR-04).
 *
 * @example lrcDataFromSongDetail(detail.lrc)[3] // { type: 'row', data: { text: detail.lrc.lrc_row, ... } }
 */
export function lrcDataFromSongDetail(lrc: LrcFields): LyricEntry[] {
  return [
    {
      type: 'colored',
      data: {
        text: lrc.lrc_row_colored,
        trans: lrc.lrc_row_colored_cn,
        line_time: lrc.lrc_row_colored_time,
        chara: lrc.lrc_row_colored_chara,
      },
    },
    { type: 'ttml', data: { text: lrc.lrc_ttml } },
    { type: 'word', data: { text: lrc.lrc_word, trans: lrc.lrc_word_cn, roma: lrc.lrc_word_roma } },
    { type: 'row', data: { text: lrc.lrc_row, trans: lrc.lrc_row_cn, roma: lrc.lrc_row_roma } },
    { type: 'plain_text', data: { text: lrc.lrc_plain_text } },
  ];
}

/** NCM wraps each text as `{lyric}`; a missing one is "". */
const lyricOf = (text: NcmLyricAnswer['lrc']) => text?.lyric ?? '';

/**
 * [API-21, API-22] `lrc_data` from the `/ncm/lyric/` answer: a word entry {yrc, ytlrc, yromalrc} first, then a
 * row entry {lrc, tlyric, romalrc} (each `.lyric`). Entries without text are left out.
 */
export function lrcDataFromNcm(answer: NcmLyricAnswer): LyricEntry[] {
  const out: LyricEntry[] = [];
  const yrc = lyricOf(answer.yrc);
  if (yrc.trim() !== '')
    out.push({ type: 'word', data: { text: yrc, trans: lyricOf(answer.ytlrc), roma: lyricOf(answer.yromalrc) } });
  const lrc = lyricOf(answer.lrc);
  if (lrc.trim() !== '')
    out.push({ type: 'row', data: { text: lrc, trans: lyricOf(answer.tlyric), roma: lyricOf(answer.romalrc) } });
  return out;
}

/** [API-23] `lrc_data` from a Meting lyric answer `{lyric, tlyric}`: one row entry (text, translation), or none. */
export function lrcDataFromMeting(answer: MetingLyricAnswer): LyricEntry[] {
  if (answer.lyric.trim() === '') return [];
  return [{ type: 'row', data: { text: answer.lyric, trans: answer.tlyric, roma: '' } }];
}
