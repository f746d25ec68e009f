import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.ts';
import { fixture } from './fixtures.ts';

const row = (text: string, trans = '', roma = '') => parse({ type: 'row', data: { text, trans, roma } });
const times = (text: string) => row(text).rows.map((r) => r.time);

describe('LRC rows', () => {
  it('[LYR-16] times are minutes:seconds with an optional third part in 10 ms units: 01:02.30 is 62.3 s', () => {
    expect(times('[01:02.30]a')).toEqual([62.3]);
    expect(times('[01:02]a')).toEqual([62]);
    expect(times('[00:00.01]a')).toEqual([0.01]);
    expect(times('[1:02.3]a')).toEqual([62.3]); // one digit: tenths
    expect(times('[100:00.00]a')).toEqual([6000]); // minutes beyond 99
  });

  it('[LYR-16] a three-digit third part is milliseconds: 01:03.250 is 63.25 s; the colon form :xx is 10 ms units', () => {
    expect(times('[01:03.250]a')).toEqual([63.25]);
    expect(times('[00:20.542]a')).toEqual([20.542]);
    expect(times('[00:12:34]a')).toEqual([12.34]);
    expect(times('[00:01.1259]a')).toEqual([1.125]); // a fourth digit is cut, not rounded
  });

  it('several timestamps on one line make one row each, sorted with the rest', () => {
    const { rows } = row('[00:05.00][00:01.00]chorus\n[00:03.00]verse');
    expect(rows.map((r) => [r.time, r.text])).toEqual([
      [1, 'chorus'],
      [3, 'verse'],
      [5, 'chorus'],
    ]);
  });

  it('out-of-order lines are sorted by time (clrc demo); equal times keep file order', () => {
    const { rows, meta } = row(fixture('edge/clrc-demo-out-of-order.lrc'));
    expect(rows[0]).toMatchObject({ time: 17.3, text: 'Come with me for a little ride, see the shadows passing by' });
    expect(rows[1]?.time).toBe(25.95);
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.time).toBeGreaterThanOrEqual(rows[i - 1]?.time ?? 0);
    expect(meta).toEqual({ by: ['mebtte'], ar: ['Greyson Chance'] });
    // Double spaces inside a row are the author's: kept.
    expect(rows.some((r) => r.text.includes("cryin'  but"))).toBe(true);
    expect(row('[00:02.00]b\n[00:02.00]a').rows.map((r) => r.text)).toEqual(['b', 'a']);
  });

  it('ID tags go to meta, blank and untimed lines are skipped and reported with their line numbers', () => {
    const { rows, meta, diagnostics } = row(fixture('edge/lrc-kit-main.lrc'));
    expect(meta.ar).toEqual(['Lyrics artist']);
    expect(meta.ti).toEqual(['Lyrics (song) title']);
    expect(meta.al).toEqual(['Album where the song is from']);
    expect(meta.by).toEqual(['Creator of the LRC file']);
    expect(meta.length).toEqual(['2:50']);
    expect(rows.map((r) => r.time)).toEqual([9.01, 12.08, 17.3, 20.39, 24.04, 28.08, 28.08, 32.26]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ field: 'text', line: 7, reason: 'bad_offset' }),
      expect.objectContaining({ field: 'text', line: 12, reason: 'untimed_line', excerpt: 'invail line' }),
      expect.objectContaining({ field: 'text', line: 21, reason: 'untimed_line', excerpt: 'copy line' }),
    ]);
  });

  it("[offset:+500] makes the lyrics appear 0.5 s earlier (the format's definition); negative later; never below 0", () => {
    expect(times('[offset:+500]\n[00:10.00]a\n[00:00.20]b')).toEqual([0, 9.5]);
    expect(times('[00:10.00]a\n[offset:-250]')).toEqual([10.25]);
    expect(row('[offset:soon]\n[00:01.00]a').diagnostics[0]?.reason).toBe('bad_offset');
  });

  it('a row lasts until the next later row; an empty timestamped line ends the row before it', () => {
    const { rows } = row('[00:01.00]a\n[00:03.50]\n[00:04.00]b');
    expect(rows.map((r) => [r.time, r.duration, r.text])).toEqual([
      [1, 2.5, 'a'],
      [3.5, 0.5, ''],
      [4, 0, 'b'],
    ]);
  });

  it('Windows and old-Mac line ends, leading spaces, a BOM-free file and an empty file all parse', () => {
    expect(times('[00:01.00]a\r\n[00:02.00]b\r[00:03.00]c')).toEqual([1, 2, 3]);
    expect(times('   [00:01.00]a')).toEqual([1]);
    expect(row('')).toMatchObject({ rows: [], diagnostics: [] });
  });

  it('[LYR-16] a bad timestamp is reported, not guessed: [00:xx.00], [1:2:3:4]', () => {
    const { rows, diagnostics } = row('[00:xx.00]a\n[00:01.00]b\n[aa]c');
    expect(rows.map((r) => r.text)).toEqual(['b']);
    expect(diagnostics.map((d) => [d.line, d.reason])).toEqual([
      [1, 'bad_timestamp'],
      [3, 'bad_timestamp'],
    ]);
  });

  it('NetEase JSON credit lines become credit rows; broken JSON is reported', () => {
    const { rows, diagnostics } = row('{"t":0,"c":[{"tx":"作词: "},{"tx":"Name"}]}\n{"t":1\n[00:02.00]a');
    expect(rows[0]).toMatchObject({ time: 0, text: '作词: Name', credit: true });
    expect(diagnostics).toEqual([expect.objectContaining({ line: 2, reason: 'bad_json' })]);
  });

  it('translation and romanisation are matched to rows by nearest time within 0.6 s, never by index', () => {
    const { rows, diagnostics } = row(
      '[00:20.570]one\n[00:25.00]two\n[00:30.00]three',
      // 20.542 vs 20570 ms; the translation of "two" is missing, that of "three" comes first in the file.
      '[00:30.02]三\n[00:20.542]一\n[00:40.00]stray',
      '[00:24:98]tsu',
    );
    expect(rows.map((r) => [r.text, r.translate, r.roma])).toEqual([
      ['one', '一', ''],
      ['two', '', 'tsu'],
      ['three', '三', ''],
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ field: 'trans', reason: 'unmatched_line', excerpt: 'stray' }),
    ]);
  });

  it('two rows at the same time each get one of two translations at that time', () => {
    const { rows } = row('[00:01.00]a\n[00:01.00]b', '[00:01.00]A\n[00:01.00]B');
    expect(rows.map((r) => r.translate)).toEqual(['A', 'B']);
  });
});

describe('enhanced LRC and the site word format', () => {
  it('A2 enhanced LRC: <mm:ss.xx> before a word is its start; a lead-in before the first stamp is dropped', () => {
    const { rows, meta } = parse({ type: 'word', data: { text: fixture('edge/lrc-kit-readme-enhanced-a2.lrc') } });
    expect(meta).toEqual({ ar: ['Enhanced A2'], ti: ['A2 Format'] });
    expect(rows.filter((r) => !r.interval)[0]).toEqual({
      time: 2,
      duration: 2,
      text: 'spark light',
      translate: '',
      roma: '',
      words: [
        { w_start: 2.5, w_duration: 0.5, w_text: 'spark ' },
        { w_start: 3, w_duration: 1, w_text: 'light' },
      ],
    });
  });

  it("a final stamp with no text after it is the last word's end", () => {
    const { rows } = parse({ type: 'word', data: { text: '[00:01.00]<00:01.00>a <00:01.50>b<00:02.25>' } });
    expect(rows[0]?.words).toEqual([
      { w_start: 1, w_duration: 0.5, w_text: 'a ' },
      { w_start: 1.5, w_duration: 0.75, w_text: 'b' },
    ]);
    expect(rows[0]?.duration).toBe(1.25);
  });

  it('the site word format gives each word its duration: <mm:ss.xx,seconds>', () => {
    const { rows } = parse({ type: 'word', data: { text: '[00:01.00]<00:01.00,0.2>Hel<00:01.40,0.35>lo' } });
    expect(rows[0]?.words).toEqual([
      { w_start: 1, w_duration: 0.2, w_text: 'Hel' },
      { w_start: 1.4, w_duration: 0.35, w_text: 'lo' },
    ]);
  });

  it('ESLyric word LRC: a stamp after a word is its end; a bogus earlier stamp is reported and ignored', () => {
    const { rows, diagnostics } = parse({ type: 'word', data: { text: fixture('edge/amlldb-ncm-1445713338.eslrc') } });
    const first = rows[0];
    expect(first?.text).toBe('Power UP!');
    expect(first?.words).toEqual([
      { w_start: 18.019, w_duration: 0.381, w_text: 'Power ' },
      { w_start: 18.4, w_duration: 1.545, w_text: 'UP!' },
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ line: 1, reason: 'bad_word_stamp', excerpt: '[00:00.000]' }),
    ]);
    expect(rows.filter((r) => !r.interval).map((r) => r.time)).toEqual([18.019, 37.147, 55.211, 114.36, 133.13]);
  });

  it('a < that is no stamp is text', () => {
    expect(parse({ type: 'row', data: { text: '[00:01.00]a <3 b' } }).rows[0]?.text).toBe('a <3 b');
  });
});
