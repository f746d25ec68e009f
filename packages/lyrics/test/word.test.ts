import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.ts';
import { detectWordFormat } from '../src/parse.ts';
import { fixture } from './fixtures.ts';

const word = (text: string, trans = '', roma = '') => parse({ type: 'word', data: { text, trans, roma } });

describe('YRC word lyrics', () => {
  it('detects YRC, QRC and the LRC family in a word entry', () => {
    expect(detectWordFormat('{"t":0,"c":[]}\n[1000,500](1000,500,0)a')).toBe('yrc');
    expect(detectWordFormat('[1000,500]a(1000,500)')).toBe('qrc');
    expect(detectWordFormat('[ti:x]\n[00:01.00]<00:01.00>a')).toBe('lrc');
    expect(detectWordFormat('')).toBe('lrc');
  });

  it('spaces written as untimed (0,0,0) words join the word before; no time is taken from them', () => {
    const { rows } = word(fixture('edge/amlldb-ncm-1445713338.yrc'));
    expect(rows[0]).toEqual({
      time: 18.019,
      duration: 1.806,
      text: 'Power UP!',
      translate: '',
      roma: '',
      words: [
        { w_start: 18.019, w_duration: 0.381, w_text: 'Power ' },
        { w_start: 18.52, w_duration: 1.425, w_text: 'UP!' },
      ],
    });
  });

  it('long held syllables of Japanese YRC keep their durations', () => {
    const { rows } = word(fixture('edge/amlldb-ncm-2631336277.yrc'));
    expect(rows[0]?.words[0]).toEqual({ w_start: 174.761, w_duration: 2.383, w_text: '掴' });
    expect(rows[0]?.text).toBe('掴もう 光と 大輪を');
    const last = rows[rows.length - 1];
    expect(last?.text).toBe('また 会 会おう');
  });

  it('JSON credit lines become credit rows, never a failure; a broken one is reported', () => {
    const { rows, diagnostics } = word(
      '{"t":0,"c":[{"tx":"作词: "},{"tx":"Name"}]}\n{"t":1000,"c":[{"tx":"作曲: "},{"li":"x"}]}\n{oops\n[5000,1000](5000,1000,0)a',
    );
    expect(rows.filter((r) => r.credit).map((r) => [r.time, r.text])).toEqual([
      [0, '作词: Name'],
      [1, '作曲:'],
    ]);
    expect(diagnostics).toEqual([expect.objectContaining({ line: 3, reason: 'bad_json' })]);
  });

  it('text in parentheses that is no stamp stays text; a row wholly in parentheses is background vocals', () => {
    const { rows } = word('[1000,500](1000,250,0)(Your(1250,250,0) fantasy)');
    expect(rows[0]?.text).toBe('(Your fantasy)');
    expect(rows[0]?.bg).toBe(true);
    expect(word('[1000,500](1000,500,0)Your fantasy').rows[0]?.bg).toBeUndefined();
  });

  it('zero-length punctuation words with a real start are kept', () => {
    const { rows } = word('[1000,600](1000,500,0)Hi(1500,0,0)!');
    expect(rows[0]?.words).toEqual([
      { w_start: 1, w_duration: 0.5, w_text: 'Hi' },
      { w_start: 1.5, w_duration: 0, w_text: '!' },
    ]);
  });

  it('a malformed row header or an untimed line is skipped and reported with its line', () => {
    const { rows, diagnostics } = word('[1000,x](1000,1,0)a\nhello\n[2000,500](2000,500,0)b\n[by:someone]');
    expect(rows.map((r) => r.text)).toEqual(['b']);
    expect(diagnostics.map((d) => [d.line, d.reason])).toEqual([
      [1, 'bad_header'],
      [2, 'untimed_line'],
    ]);
  });

  it('[LYR-15] a gap of more than 1 s between the end of one row and the start of the next adds an empty interval row', () => {
    const { rows } = word('[1000,1000](1000,1000,0)a\n[3500,500](3500,500,0)b\n[5000,500](5000,500,0)c');
    expect(rows.map((r) => [r.time, r.duration, r.text, r.interval ?? false])).toEqual([
      [1, 1, 'a', false],
      [2, 1.5, '', true],
      [3.5, 0.5, 'b', false],
      [5, 0.5, 'c', false], // gap of exactly 1 s: none
    ]);
    expect(rows[1]?.words).toEqual([]);
  });

  it('[LYR-15] overlapping rows (background vocals) open no false gap; the gap is measured from the latest end', () => {
    const { rows } = word('[1000,5000](1000,5000,0)long\n[2000,500](2000,500,0)(bg)\n[6500,500](6500,500,0)next');
    expect(rows.some((r) => r.interval)).toBe(false);
  });

  it('[LYR-15] intervals are added to word lyrics only, not to row lyrics', () => {
    expect(parse({ type: 'row', data: { text: '[00:01.00]a\n[00:09.00]b' } }).rows).toHaveLength(2);
    expect(word('[00:01.00]<00:01.00,0.5>a\n[00:09.00]<00:09.00,0.5>b').rows.map((r) => r.interval ?? false)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('ytlrc / yromalrc are matched to YRC rows by time although their stamps differ by tens of ms', () => {
    const { rows } = word(
      '[20570,1000](20570,1000,0)one\n[22000,1000](22000,1000,0)two',
      '[00:20.542]一\n[00:22.010]二',
      '[00:21.99]ni',
    );
    expect(rows.map((r) => [r.text, r.translate, r.roma])).toEqual([
      ['one', '一', ''],
      ['two', '二', 'ni'],
    ]);
  });
});
