import type { LyricEntry, LyricType } from './types.ts';

/** The player settings that decide which lyric types are enabled. */
export interface LyricSettings {
  word_lrc: boolean;
  colored_lrc: boolean;
}

/**
 * [LYR-05..07] Whether a type is enabled: `colored` while `colored_lrc` is on, `ttml` and `word` while
 * `word_lrc` is on, `row` and `plain_text` always.
 */
export function isTypeEnabled(type: LyricType, settings: LyricSettings): boolean {
  switch (type) {
    case 'colored':
      return settings.colored_lrc;
    case 'ttml':
    case 'word':
      return settings.word_lrc;
    case 'row':
    case 'plain_text':
      return true;
    default:
      return false;
  }
}

/** [LYR-04] An entry is available when it has lyric text. */
export function isAvailable(entry: LyricEntry): boolean {
  const text = (entry?.data as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * [LYR-04, LYR-08] Scans `lrc_data` in order and returns the first entry that is available and of an enabled
 * type, or null: the active lyric type is then empty (the view shows "没有歌词"). Call it again when
 * `word_lrc` or `colored_lrc` changes (LYR-12), then `parse` the result.
 * @example selectLyric([{type:'word', data:{text:'...'}}, {type:'row', data:{text:'...'}}], {word_lrc:false, colored_lrc:false}) // the row entry
 */
export function selectLyric(lrc_data: readonly LyricEntry[], settings: LyricSettings): LyricEntry | null {
  if (!Array.isArray(lrc_data)) return null;
  for (const entry of lrc_data) {
    if (entry && isTypeEnabled(entry.type, settings) && isAvailable(entry)) return entry;
  }
  return null;
}
