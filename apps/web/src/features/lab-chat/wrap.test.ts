import { describe, expect, it } from 'vitest';
import { breakUnits, wrapText } from './wrap.ts';

/** A monospace measure: 1 per character, 2 for a CJK character (full width). */
const measure = (s: string) => [...s].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/u.test(ch) ? 2 : 1), 0);

describe('wrapText (issue 25 point 3: the PNG export)', () => {
  it('keeps Latin words whole and drops the spaces it breaks at', () => {
    expect(wrapText('the quick brown fox jumps over', 10, measure)).toEqual(['the quick', 'brown fox', 'jumps over']);
    for (const line of wrapText('the quick brown fox jumps over the lazy dog', 12, measure))
      expect(measure(line)).toBeLessThanOrEqual(12);
  });

  it('breaks Chinese and Japanese text, which has no spaces, within the width', () => {
    const zh = '列车十点出发你要来观景车厢吗我们在那里等你';
    const lines = wrapText(zh, 10, measure);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).toBe(zh);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(10);
    const ja = 'きょうはとてもいいてんきですね';
    expect(wrapText(ja, 8, measure).join('')).toBe(ja);
  });

  it('never starts a line with closing CJK punctuation nor ends one with an opening bracket', () => {
    expect(breakUnits('好。')).toEqual(['好。']);
    const text = '我说「你好」。今天天气很好，我们走吧。';
    for (let width = 4; width <= 20; width++) {
      const lines = wrapText(text, width + 2, measure);
      expect(lines.join('')).toBe(text);
      for (const [i, line] of lines.entries()) {
        if (i > 0) expect(line).not.toMatch(/^[。，、」]/u);
        expect(line).not.toMatch(/「$/u);
      }
    }
  });

  it('cuts a word longer than the line between graphemes, keeps newlines and empty lines', () => {
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('one\n\ntwo', 10, measure)).toEqual(['one', '', 'two']);
    expect(wrapText('👨‍👩‍👧👨‍👩‍👧', 1, (s) => [...new Intl.Segmenter().segment(s)].length)).toEqual([
      '👨‍👩‍👧',
      '👨‍👩‍👧',
    ]);
    expect(wrapText('', 10, measure)).toEqual(['']);
    expect(() => wrapText('x', 0, measure)).toThrow(RangeError);
  });
});
