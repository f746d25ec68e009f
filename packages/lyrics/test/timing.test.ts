import { describe, expect, it } from 'vitest';
import { type LyricWord, wordProgress } from '../src/index.ts';
import { currentWordIndex } from '../src/timing.ts';

const words: LyricWord[] = [
  { w_start: 1, w_duration: 0.5, w_text: 'Hel' },
  { w_start: 1.5, w_duration: 1, w_text: 'lo' },
  { w_start: 3, w_duration: 0, w_text: '!' },
];

describe('word progress', () => {
  it('runs from 0 before a word to 1 after it, linearly over its duration', () => {
    expect(wordProgress(words[1] as LyricWord, 1.4, 0)).toBe(0);
    expect(wordProgress(words[1] as LyricWord, 2, 0)).toBe(0.5);
    expect(wordProgress(words[1] as LyricWord, 2.5, 0)).toBe(1);
    expect(wordProgress(words[2] as LyricWord, 2.99, 0)).toBe(0);
    expect(wordProgress(words[2] as LyricWord, 3, 0)).toBe(1);
  });

  it('a positive lrc_word_offset runs the words that much earlier (default 0.35 s)', () => {
    expect(wordProgress(words[1] as LyricWord, 1.65, 0.35)).toBeCloseTo(0.5, 10);
    expect(currentWordIndex(words, 1.2, 0.35)).toBe(1);
    expect(currentWordIndex(words, 1.2, 0)).toBe(0);
  });

  it('the current word is the last that has started, -1 before the first', () => {
    expect(currentWordIndex(words, 0.9, 0)).toBe(-1);
    expect(currentWordIndex(words, 1, 0)).toBe(0);
    expect(currentWordIndex(words, 10, 0)).toBe(2);
    expect(currentWordIndex([], 10, 0)).toBe(-1);
  });
});
