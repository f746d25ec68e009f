/** Han, kana, hangul and CJK punctuation: each character is one "word" for counting and reading speed. */
const cjkChar = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/gu;

/** Reading speeds: ~300 CJK characters or ~200 Latin words a minute. */
const cjkPerMinute = 300;
const wordsPerMinute = 200;

/** Summary length in characters (code points). */
export const summaryLength = 200;

/**
 * Counts `text`: every CJK character counts one, the rest is split into words by whitespace.
 * Example: `countWords('Hello world 你好')` → `{ cjk: 2, latin: 2, total: 4 }`.
 */
export function countWords(text: string): { cjk: number; latin: number; total: number } {
  const cjk = text.match(cjkChar)?.length ?? 0;
  const latin = text
    .replace(cjkChar, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return { cjk, latin, total: cjk + latin };
}

/** Estimated reading time in whole minutes, at least 1. */
export function readingMinutes(count: { cjk: number; latin: number }): number {
  return Math.max(1, Math.round(count.cjk / cjkPerMinute + count.latin / wordsPerMinute));
}

/**
 * The first ~`summaryLength` characters of `text`, cut at a word boundary for Latin text, with `…` when cut.
 * Counts code points so an emoji or a CJK character is never split.
 */
export function summarise(text: string, length = summaryLength): string {
  const chars = Array.from(text.trim());
  if (chars.length <= length) return chars.join('');
  let cut = chars.slice(0, length).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // Only back up to a space in Latin text; CJK text has no spaces to respect.
  if (lastSpace > length * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,.;:，。；：、]+$/u, '')}…`;
}
