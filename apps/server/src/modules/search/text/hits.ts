import type { SearchTextPart } from '@site/contracts';
import { type FoldedText, originalRange } from './fold.ts';

/**
 * Finding a query's terms in folded text and marking them on the original (issue 22 point 3). Internal to the
 * search's text core: rank.ts builds on it.
 */

/** The most occurrences of one term looked at in one field: enough to count and to find a cluster, bounded. issue 22. */
export const occurrencesMax = 2000;

/**
 * Start indexes (UTF-16, in the folded text) of the non-overlapping occurrences of `needle` in `haystack`, in order,
 * at most `limit`; `[]` for an empty needle. Never throws. issue 22.
 */
export function occurrences(haystack: string, needle: string, limit = occurrencesMax): number[] {
  const out: number[] = [];
  if (needle === '') return out;
  let at = haystack.indexOf(needle);
  while (at >= 0 && out.length < limit) {
    out.push(at);
    at = haystack.indexOf(needle, at + needle.length);
  }
  return out;
}

const letterOrDigit = /[\p{L}\p{N}]/u;
/** Scripts written without spaces between words: any cut is a word boundary there. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;

/**
 * True for a UTF-16 unit that belongs to a word of a script written with spaces (Latin, Greek, Cyrillic, Hangul,
 * digits): cutting between two of them cuts a word. CJK and surrogates are not (any cut is fine there). Never
 * throws. issue 22.
 */
export function isSpacedWordUnit(code: number): boolean {
  if (code < 0x80)
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39);
  if (code >= 0xd800 && code <= 0xdfff) return false;
  const char = String.fromCharCode(code);
  return letterOrDigit.test(char) && !unspaced.test(char);
}

/**
 * True when the occurrence `[start, end)` of a term in folded `text` is a whole word: at each end, either the term's
 * edge or the neighbour is not a letter of a spaced script (so every CJK occurrence is whole). Never throws.
 * issue 22.
 */
export function isWholeWord(text: string, start: number, end: number): boolean {
  const startOk =
    start === 0 || !isSpacedWordUnit(text.charCodeAt(start)) || !isSpacedWordUnit(text.charCodeAt(start - 1));
  const endOk =
    end >= text.length || !isSpacedWordUnit(text.charCodeAt(end - 1)) || !isSpacedWordUnit(text.charCodeAt(end));
  return startOk && endOk;
}

/** An original range `[start, end)` (UTF-16 units) of a hit, with the index of the query term it belongs to. issue 22. */
export type Hit = { start: number; end: number; term: number };

/**
 * The hits of `terms` in `text` as original ranges, sorted by start (then by end): of each term its first `limit`
 * occurrences. Never throws. issue 22.
 */
export function hitsIn(text: FoldedText, terms: readonly string[], limit = occurrencesMax): Hit[] {
  const hits: Hit[] = [];
  terms.forEach((term, index) => {
    for (const at of occurrences(text.folded, term, limit)) {
      const [start, end] = originalRange(text, at, at + term.length);
      hits.push({ start, end, term: index });
    }
  });
  return hits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The original text `[from, to)` as parts, the hits (clipped to it; overlapping or touching ones merged) marked.
 * Empty texts are left out; plain text only, never HTML. Never throws. issue 22.
 */
export function partsOf(original: string, from: number, to: number, hits: readonly Hit[]): SearchTextPart[] {
  const parts: SearchTextPart[] = [];
  let at = from;
  let open: [number, number] | null = null;
  const flush = () => {
    if (!open) return;
    if (open[0] > at) parts.push({ text: original.slice(at, open[0]), hit: false });
    parts.push({ text: original.slice(open[0], open[1]), hit: true });
    at = open[1];
    open = null;
  };
  for (const hit of hits) {
    const start = Math.max(hit.start, from);
    const end = Math.min(hit.end, to);
    if (end <= start) continue;
    if (open && start <= open[1]) open[1] = Math.max(open[1], end);
    else {
      flush();
      open = [Math.max(start, at), end];
    }
  }
  flush();
  if (to > at) parts.push({ text: original.slice(at, to), hit: false });
  return parts;
}
