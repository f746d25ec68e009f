import type { LrcFields } from '@site/contracts';

/** The `data.lrc` fields an uploaded lyric file can fill, in the order the dialog offers them. */
export const lyricTargets = [
  'lrc_word',
  'lrc_row',
  'lrc_ttml',
  'lrc_plain_text',
] as const satisfies readonly (keyof LrcFields)[];
export type LyricTarget = (typeof lyricTargets)[number];

/**
 * Which field a lyric file's text most likely belongs in: TTML (`<tt`), word-timed lyrics (enhanced LRC
 * `<mm:ss.xx>` marks, YRC `[start,duration]` rows or QRC `(start,duration)` words), row LRC (`[mm:ss.xx]`), or
 * plain text. The admin can change the guess.
 *
 * @example guessLyricTarget('[00:01.00]<00:01.00>Hel<00:01.50>lo') // 'lrc_word'
 */
export function guessLyricTarget(text: string): LyricTarget {
  if (/<tt[\s>]/.test(text)) return 'lrc_ttml';
  if (
    /<\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?>/.test(text) ||
    /^\[\d+,\d+\]/m.test(text) ||
    /\(\d+,\d+(?:,\d+)?\)/.test(text)
  ) {
    return 'lrc_word';
  }
  if (/^\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/m.test(text)) return 'lrc_row';
  return 'lrc_plain_text';
}
