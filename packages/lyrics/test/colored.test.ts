import { describe, expect, it } from 'vitest';
import { type ColoredData, parse, parseRuby } from '../src/index.ts';

const chara = JSON.stringify([
  { chara_id: 'm', name: 'Madoka', color: '#ff88aa', text_color: '#ffffff' },
  { chara_id: 'h', name: 'Homura', color: '#6633aa', text_color: '#eeeeee' },
]);
const colored = (data: Partial<ColoredData>) => parse({ type: 'colored', data: { text: '', ...data } });

describe('colored lyrics', () => {
  it('[LYR-13] a colored row holds its text as parts, each sung by one character', () => {
    const { rows, diagnostics } = colored({ text: '[m]Hello [h]world', line_time: '00:01.00', chara });
    expect(diagnostics).toEqual([]);
    expect(rows[0]?.text).toBe('Hello world');
    expect(rows[0]?.parts?.map((p) => [p.text, p.chara?.chara_id])).toEqual([
      ['Hello ', 'm'],
      ['world', 'h'],
    ]);
  });

  it('[LYR-14] a character has chara_id, name, colour and text colour', () => {
    const { rows } = colored({ text: '[h]a', line_time: '00:01.00', chara });
    expect(rows[0]?.parts?.[0]?.chara).toEqual({
      chara_id: 'h',
      name: 'Homura',
      color: '#6633aa',
      text_color: '#eeeeee',
    });
    const keyed = colored({ text: '[x]a', chara: { x: { name: 'X', color: 'red', text_color: 'black' } } });
    expect(keyed.rows[0]?.parts?.[0]?.chara).toEqual({ chara_id: 'x', name: 'X', color: 'red', text_color: 'black' });
  });

  it('[LYR-17] a colored row without a time gets 99 minutes (5940 s)', () => {
    const { rows } = colored({ text: '[m]timed\n[h]untimed\n[m]also', line_time: ['00:02.50', '', 'junk'], chara });
    expect(rows.map((r) => [r.text, r.time])).toEqual([
      ['timed', 2.5],
      ['untimed', 5940],
      ['also', 5940],
    ]);
    expect(colored({ text: '[m]no times at all', chara }).rows[0]?.time).toBe(5940);
  });

  it("times per row from line_time (lines, [brackets], seconds) or the row's own stamp; trans by row", () => {
    const { rows } = colored({
      text: '[m]one\n[00:09.00][h]two\n[m]three',
      line_time: '[00:01.00]\n00:05.00\n3.25',
      trans: '一\n二\n三',
      chara,
    });
    expect(rows.map((r) => [r.time, r.text, r.translate])).toEqual([
      [1, 'one', '一'],
      [3.25, 'three', '三'],
      [9, 'two', '二'],
    ]);
    expect(rows[0]?.duration).toBe(2.25);
  });

  it('unknown characters and bad chara JSON are reported; the text still shows', () => {
    const unknown = colored({ text: '[zz]who', line_time: '00:01.00', chara });
    expect(unknown.rows[0]?.parts?.[0]).toMatchObject({ text: 'who', chara: { chara_id: 'zz', name: '' } });
    expect(unknown.diagnostics).toEqual([expect.objectContaining({ field: 'text', line: 1, reason: 'unknown_chara' })]);
    const broken = colored({ text: 'plain', chara: '{nope' });
    expect(broken.rows[0]?.parts).toEqual([{ text: 'plain', chara: null }]);
    expect(broken.diagnostics).toEqual([expect.objectContaining({ field: 'chara', reason: 'bad_json' })]);
  });
});

describe('ruby', () => {
  it('[LYR-18] the ruby notation {漢字|かんじ} becomes ruby segments for <ruby> elements', () => {
    expect(parseRuby('{漢字|かんじ}を{読|よ}む')).toEqual({
      text: '漢字を読む',
      ruby: [{ text: '漢字', ruby: 'かんじ' }, { text: 'を' }, { text: '読', ruby: 'よ' }, { text: 'む' }],
    });
    expect(parseRuby('｛星｜ほし｝')).toEqual({ text: '星', ruby: [{ text: '星', ruby: 'ほし' }] });
  });

  it('[LYR-18] ruby works in row, word, colored and plain-text lyrics; the plain text keeps only the bases', () => {
    const row = parse({ type: 'row', data: { text: '[00:01.00]{太陽|たいよう}系' } }).rows[0];
    expect(row).toMatchObject({ text: '太陽系', ruby: [{ text: '太陽', ruby: 'たいよう' }, { text: '系' }] });
    const word = parse({ type: 'word', data: { text: '[00:01.00]<00:01.00,0.5>{光|ひかり}<00:01.50,0.5>で' } }).rows[0];
    expect(word?.words[0]).toEqual({
      w_start: 1,
      w_duration: 0.5,
      w_text: '光',
      ruby: [{ text: '光', ruby: 'ひかり' }],
    });
    expect(word?.text).toBe('光で');
    const part = parse({ type: 'colored', data: { text: '[m]{星|ほし}', chara } }).rows[0]?.parts?.[0];
    expect(part).toMatchObject({ text: '星', ruby: [{ text: '星', ruby: 'ほし' }] });
    expect(parse({ type: 'plain_text', data: { text: '{空|そら}' } }).rows[0]?.ruby).toEqual([
      { text: '空', ruby: 'そら' },
    ]);
  });

  it('[LYR-18] braces that are not ruby stay text', () => {
    expect(parseRuby('{no bar} and {|empty base} and {open')).toEqual({ text: '{no bar} and {|empty base} and {open' });
  });
});

describe('plain text', () => {
  it('one untimed row per line; blank lines stay as stanza breaks; synced is false', () => {
    const result = parse({ type: 'plain_text', data: { text: 'one\n\ntwo\n\n' } });
    expect(result.synced).toBe(false);
    expect(result.rows.map((r) => [r.time, r.text])).toEqual([
      [0, 'one'],
      [0, ''],
      [0, 'two'],
    ]);
  });
});
