import { describe, expect, it } from 'vitest';
import { countCharacters, countWords } from './word-count.ts';

describe('countWords (issue 24 point 7)', () => {
  it('counts Latin words by spaces and punctuation', () => {
    expect(countWords('Hello, world! It is a fine day.')).toBe(7);
    expect(countWords('  ')).toBe(0);
    expect(countWords('')).toBe(0);
    expect(countWords('# Title\n\n- one\n- two')).toBe(3);
  });

  it('counts each CJK character as a word', () => {
    expect(countWords('你好世界')).toBe(4);
    expect(countWords('今日は良い天気です。')).toBe(9);
    expect(countWords('한국어')).toBe(3);
  });

  it('counts mixed text: CJK characters one by one, Latin words whole', () => {
    expect(countWords('Hello world 你好世界')).toBe(6);
    expect(countWords('我用 TypeScript 写代码')).toBe(6);
  });

  it('counts numbers as words and ignores lone punctuation', () => {
    expect(countWords('2026 — a year … ！')).toBe(3);
  });
});

describe('countCharacters', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(countCharacters('a😀你')).toBe(3);
  });
});
