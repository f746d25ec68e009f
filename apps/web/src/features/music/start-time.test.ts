import type { LrcFields } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { lyricLineAt, parseStartTime } from './start-time.ts';

const noLyrics: LrcFields = {
  lrc_row_colored: '',
  lrc_row_colored_cn: '',
  lrc_row_colored_time: '',
  lrc_row_colored_chara: '',
  lrc_ttml: '',
  lrc_word: '',
  lrc_word_cn: '',
  lrc_word_roma: '',
  lrc_row: '',
  lrc_row_cn: '',
  lrc_row_roma: '',
  lrc_plain_text: '',
};

describe('a song page’s start time (issue 22 point 4)', () => {
  it('reads ?t= as seconds, with up to three decimals', () => {
    expect(parseStartTime('7.2')).toBe(7.2);
    expect(parseStartTime('125')).toBe(125);
    expect(parseStartTime('0.125')).toBe(0.125);
    for (const bad of [null, '', '-3', '1e3', 'abc', '7.2345', '86401', ' 7'])
      expect(parseStartTime(bad), bad ?? 'null').toBeNull();
  });

  it('names the line sung at that time, from the row lyrics', () => {
    const lrc = {
      ...noLyrics,
      lrc_row:
        '[00:02.40]A lantern glows beside the door,\n[00:07.20]the kettle hums a quiet tune;\n[00:12.00]come rest a while',
    };
    expect(lyricLineAt(lrc, 7.2)).toBe('the kettle hums a quiet tune;');
    expect(lyricLineAt(lrc, 9)).toBe('the kettle hums a quiet tune;');
    expect(lyricLineAt(lrc, 2.4)).toBe('A lantern glows beside the door,');
    expect(lyricLineAt(lrc, 1)).toBeNull();
  });

  it('has no line for a song without timed lyrics', () => {
    expect(lyricLineAt(noLyrics, 5)).toBeNull();
    expect(lyricLineAt({ ...noLyrics, lrc_plain_text: 'one\ntwo' }, 5)).toBeNull();
  });
});
