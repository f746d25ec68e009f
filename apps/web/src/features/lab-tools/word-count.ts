/**
 * Han ideographs, kana, Hangul and the CJK punctuation-free scripts that are written without spaces: each of their
 * characters counts as one word.
 */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The number of words of `text` (issue 24 point 7), CJK-aware: every Han, kana or Hangul character counts as one
 * word, a run of Latin (or other spaced-script) letters and digits as one word; punctuation and spaces count for
 * nothing. Uses `Intl.Segmenter` with granularity `word` and its `isWordLike` where the browser has it, else
 * splits at spaces and punctuation (the same result for text of spaced scripts).
 *
 * @example countWords('Hello world 你好世界') // 6
 */
export function countWords(text: string): number {
  let count = 0;
  for (const word of wordLikeSegments(text)) {
    const chars = Array.from(word);
    const cjkChars = chars.filter((c) => cjk.test(c)).length;
    // A segment mixing scripts ("AI生成") counts its CJK characters and, once, its other letters.
    count += cjkChars + (cjkChars < chars.length && chars.some((c) => /[\p{L}\p{N}]/u.test(c) && !cjk.test(c)) ? 1 : 0);
  }
  return count;
}

/** The word-like segments of `text`: `Intl.Segmenter`'s where there is one, else runs of letters and digits. */
function wordLikeSegments(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
    return Array.from(segmenter.segment(text))
      .filter((s) => s.isWordLike)
      .map((s) => s.segment);
  }
  return text.match(/[\p{L}\p{N}'’_-]+/gu) ?? [];
}

/** The number of characters of `text`, counting each code point once (an emoji or a CJK character is one). */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}
