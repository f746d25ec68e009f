import { type LrcFields, lrcFieldNames } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  blurEm,
  currentRowIndex,
  type LyricEntry,
  type LyricRow,
  lrcDataFromMeting,
  lrcDataFromNcm,
  lrcDataFromSongDetail,
  parse,
  rowState,
  selectLyric,
} from '../src/index.ts';
import { blurSteps } from '../src/timing.ts';

const off = { word_lrc: false, colored_lrc: false };
/** A song's `data.lrc` with every field empty. */
const emptyLrc = Object.fromEntries(lrcFieldNames.map((name) => [name, ''])) as LrcFields;
const wordOn = { word_lrc: true, colored_lrc: false };
const allOn = { word_lrc: true, colored_lrc: true };

const entries: LyricEntry[] = [
  { type: 'colored', data: { text: '[a]Hi', trans: '', line_time: '00:01.00', chara: '[]' } },
  { type: 'ttml', data: { text: '<tt><body><div><p begin="1" end="2">Hi</p></div></body></tt>' } },
  { type: 'word', data: { text: '[1000,500](1000,500,0)Hi', trans: '', roma: '' } },
  { type: 'row', data: { text: '[00:01.00]Hi', trans: '', roma: '' } },
  { type: 'plain_text', data: { text: 'Hi' } },
];

function rows(times: number[]): LyricRow[] {
  return times.map((time) => ({ time, duration: 0, text: String(time), translate: '', roma: '', words: [] }));
}

describe('lyric data and selection', () => {
  it('[LYR-01] lrc_data is a list of {type, data} of the five types, as every source builder returns it', () => {
    const detail = lrcDataFromSongDetail(emptyLrc);
    expect(detail.map((e) => e.type)).toEqual(['colored', 'ttml', 'word', 'row', 'plain_text']);
    const all = [
      ...detail,
      ...lrcDataFromNcm({ code: 200, lrc: { lyric: '[00:01.00]a' } }),
      ...lrcDataFromMeting({ lyric: 'x', tlyric: '' }),
    ];
    for (const e of all) expect(['colored', 'ttml', 'word', 'row', 'plain_text']).toContain(e.type);
  });

  it('[LYR-02] each type carries its fields: colored {text, trans, line_time, chara}, ttml {text}, word and row {text, trans, roma}, plain_text {text}', () => {
    const detail = lrcDataFromSongDetail(emptyLrc);
    expect(detail.map((e) => Object.keys(e.data).sort())).toEqual([
      ['chara', 'line_time', 'text', 'trans'],
      ['text'],
      ['roma', 'text', 'trans'],
      ['roma', 'text', 'trans'],
      ['text'],
    ]);
  });

  it('[LYR-03] a parsed row has time in seconds, duration, text, translate, roma and words {w_start, w_duration, w_text}', () => {
    const { rows } = parse({ type: 'word', data: { text: '[62300,1500](62300,500,0)Hel(62800,1000,0)lo' } });
    expect(rows).toEqual([
      {
        time: 62.3,
        duration: 1.5,
        text: 'Hello',
        translate: '',
        roma: '',
        words: [
          { w_start: 62.3, w_duration: 0.5, w_text: 'Hel' },
          { w_start: 62.8, w_duration: 1, w_text: 'lo' },
        ],
      },
    ]);
  });

  it('[LYR-04] the first entry in list order that has text and an enabled type is used', () => {
    expect(selectLyric(entries, allOn)?.type).toBe('colored');
    const noColoredText = entries.map((e) => (e.type === 'colored' ? { ...e, data: { ...e.data, text: '  ' } } : e));
    expect(selectLyric(noColoredText, allOn)?.type).toBe('ttml');
    expect(selectLyric([entries[3] as LyricEntry, entries[2] as LyricEntry], wordOn)?.type).toBe('row');
  });

  it('[LYR-05] colored is enabled only while colored_lrc is on', () => {
    expect(selectLyric([entries[0] as LyricEntry], { word_lrc: true, colored_lrc: false })).toBeNull();
    expect(selectLyric([entries[0] as LyricEntry], { word_lrc: false, colored_lrc: true })?.type).toBe('colored');
  });

  it('[LYR-06] ttml and word are enabled only while word_lrc is on', () => {
    expect(selectLyric(entries.slice(1), off)?.type).toBe('row');
    expect(selectLyric(entries.slice(1), wordOn)?.type).toBe('ttml');
    expect(selectLyric(entries.slice(2), wordOn)?.type).toBe('word');
  });

  it('[LYR-07] row and plain_text are always enabled', () => {
    expect(selectLyric(entries.slice(3), off)?.type).toBe('row');
    expect(selectLyric(entries.slice(4), off)?.type).toBe('plain_text');
  });

  it('[LYR-08] with no qualifying entry the active type is empty (null)', () => {
    expect(selectLyric([], allOn)).toBeNull();
    expect(selectLyric(entries.slice(0, 3), off)).toBeNull();
    expect(selectLyric(lrcDataFromSongDetail(emptyLrc), allOn)).toBeNull();
  });

  it('[LYR-12] changing word_lrc or colored_lrc re-selects, so the parse may change type', () => {
    const before = selectLyric(entries, off) as LyricEntry;
    const after = selectLyric(entries, wordOn) as LyricEntry;
    expect(before.type).toBe('row');
    expect(after.type).toBe('ttml');
    expect(parse(after).rows[0]?.text).toBe('Hi');
    expect(parse(selectLyric(entries, allOn) as LyricEntry).rows[0]?.parts).toBeDefined();
  });
});

describe('timing', () => {
  const r = rows([1, 2, 3, 3, 10]);

  it('[LYR-10] the current row is the last row whose time plus lrc_row_offset is at or before the audio time', () => {
    expect(currentRowIndex(r, 0.5, 0)).toBe(-1); // before the first row: none
    expect(currentRowIndex(r, 1, 0)).toBe(0); // at: counts
    expect(currentRowIndex(r, 1.999, 0)).toBe(0);
    expect(currentRowIndex(r, 3, 0)).toBe(3); // equal times: the last of them
    expect(currentRowIndex(r, 99, 0)).toBe(4);
    expect(currentRowIndex(r, 0.65, -0.35)).toBe(0); // 1 + -0.35 = 0.65 <= 0.65
    expect(currentRowIndex(r, 0.64, -0.35)).toBe(-1);
    expect(currentRowIndex(r, 1.2, 0.35)).toBe(-1);
    expect(currentRowIndex([], 5, 0)).toBe(-1);
  });

  it('[LYR-10] the search is logarithmic: 10^6 look-ups in 100,000 rows stay fast', () => {
    const many = rows(Array.from({ length: 100_000 }, (_, i) => i * 0.5));
    for (let i = 0; i < 1_000_000; i++) {
      const t = (i % 50_000) + 0.25;
      if (currentRowIndex(many, t, 0) !== Math.floor(t / 0.5)) throw new Error(`wrong at ${t}`);
    }
  });

  it('[LYR-21] rows before the current one are visited, the one just before last-visited, the current visiting, later unvisited', () => {
    expect([0, 1, 2, 3, 4].map((i) => rowState(i, 2))).toEqual([
      'visited',
      'last-visited',
      'visiting',
      'unvisited',
      'unvisited',
    ]);
    expect([0, 1].map((i) => rowState(i, -1))).toEqual(['unvisited', 'unvisited']);
    expect(rowState(0, 0)).toBe('visiting');
  });

  it('[LYR-22] a row is blurred min(distance, 3) x 0.03em; the current row is sharp', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => blurSteps(i, 4))).toEqual([3, 3, 2, 1, 0, 1, 2, 3, 3]);
    expect(blurEm(4, 4)).toBe(0);
    expect(blurEm(5, 4)).toBeCloseTo(0.03, 10);
    expect(blurEm(6, 4)).toBeCloseTo(0.06, 10);
    expect(blurEm(0, 4)).toBeCloseTo(0.09, 10);
    expect(blurEm(100, 4)).toBeCloseTo(0.09, 10);
  });
});

describe('sources', () => {
  const lrc = {
    lrc_row_colored: '[a]Hi',
    lrc_row_colored_cn: '嗨',
    lrc_row_colored_time: '00:01.00',
    lrc_row_colored_chara: '[{"chara_id":"a","name":"A","color":"#f00","text_color":"#fff"}]',
    lrc_ttml: '<tt/>',
    lrc_word: '[1000,500](1000,500,0)Hi',
    lrc_word_cn: '[00:01.00]嗨 (word)',
    lrc_word_roma: '[00:01.00]hai (word)',
    lrc_row: '[00:01.00]Hi',
    lrc_row_cn: '[00:01.00]嗨 (row)',
    lrc_row_roma: '[00:01.00]hai (row)',
    lrc_plain_text: 'Hi',
  };

  it('[API-19] data.lrc fills colored, ttml, word, row, plain_text in that order with their fields', () => {
    // Every field has its own value, so a field read into the wrong place shows.
    expect(lrcDataFromSongDetail(lrc)).toEqual([
      {
        type: 'colored',
        data: {
          text: '[a]Hi',
          trans: '嗨',
          line_time: '00:01.00',
          chara: '[{"chara_id":"a","name":"A","color":"#f00","text_color":"#fff"}]',
        },
      },
      { type: 'ttml', data: { text: '<tt/>' } },
      {
        type: 'word',
        data: { text: '[1000,500](1000,500,0)Hi', trans: '[00:01.00]嗨 (word)', roma: '[00:01.00]hai (word)' },
      },
      { type: 'row', data: { text: '[00:01.00]Hi', trans: '[00:01.00]嗨 (row)', roma: '[00:01.00]hai (row)' } },
      { type: 'plain_text', data: { text: 'Hi' } },
    ]);
    const colored = parse(lrcDataFromSongDetail(lrc)[0] as LyricEntry);
    expect(colored.rows[0]).toMatchObject({ time: 1, text: 'Hi', translate: '嗨' });
  });

  const ncm = {
    code: 200,
    lrc: { lyric: '[00:01.00]Hi\n[00:03.00]There' },
    tlyric: { lyric: '[00:01.02]嗨\n[00:02.98]那里' },
    romalrc: { lyric: '[00:00.99]hai' },
    yrc: { lyric: '[1000,1500](1000,500,0)Hi\n[3000,1000](3000,1000,0)There' },
    ytlrc: { lyric: '[00:01.04]嗨\n[00:03.01]那里' },
    yromalrc: { lyric: '[00:03.03]naa li' },
  };

  it('[API-21] yrc, ytlrc and yromalrc give the word lyric, its translation and its romanisation', () => {
    const [word] = lrcDataFromNcm(ncm);
    expect(word).toEqual({
      type: 'word',
      data: { text: ncm.yrc.lyric, trans: ncm.ytlrc.lyric, roma: ncm.yromalrc.lyric },
    });
    const parsed = parse(word as LyricEntry).rows.filter((r) => !r.interval);
    expect(parsed.map((r) => [r.time, r.text, r.translate, r.roma])).toEqual([
      [1, 'Hi', '嗨', ''],
      [3, 'There', '那里', 'naa li'],
    ]);
  });

  it('[API-22] lrc, tlyric and romalrc give the row lyric, its translation and its romanisation', () => {
    const row = lrcDataFromNcm(ncm)[1] as LyricEntry;
    expect(row).toEqual({
      type: 'row',
      data: { text: ncm.lrc.lyric, trans: ncm.tlyric.lyric, roma: ncm.romalrc.lyric },
    });
    expect(parse(row).rows.map((r) => [r.time, r.text, r.translate, r.roma])).toEqual([
      [1, 'Hi', '嗨', 'hai'],
      [3, 'There', '那里', ''],
    ]);
    expect(lrcDataFromNcm({ code: 200, lrc: { lyric: '' } })).toEqual([]);
    expect(lrcDataFromNcm({ code: 200, nolyric: true })).toEqual([]);
  });

  it('[API-23] a meting lyric answer gives lyric and tlyric as row text and translation', () => {
    const answer = { lyric: '[00:01.00]Hi\n[00:02.00]You', tlyric: '[00:01.00]嗨\n[00:02.00]你' };
    const data = lrcDataFromMeting(answer);
    expect(data).toEqual([{ type: 'row', data: { text: answer.lyric, trans: answer.tlyric, roma: '' } }]);
    expect(parse(data[0] as LyricEntry).rows.map((r) => r.translate)).toEqual(['嗨', '你']);
    expect(lrcDataFromMeting({ lyric: '', tlyric: '' })).toEqual([]);
  });
});
