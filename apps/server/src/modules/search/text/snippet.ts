import type { SearchTextPart } from '@site/contracts';
import type { FoldedText } from './fold.ts';
import { type Hit, hitsIn, isSpacedWordUnit, partsOf } from './hits.ts';

/** A snippet's length, in UTF-16 units of the original text (about: cuts move to word boundaries). issue 22. */
export const snippetLength = 160;
/** A field up to this long is shown whole rather than cut a few units short. */
const wholeFieldMax = snippetLength + 20;
/**
 * The cluster is looked for among the first this many hits of each term: enough for any real text, and a
 * 200 KB body full of one common word costs no more than a short one.
 */
const snippetHitsMax = 256;
/** How far a cut looks for a word boundary before cutting the word. */
const wordReach = 20;

const ellipsis: SearchTextPart = { text: '…', hit: false };
const mark = /\p{M}/u;

const isSpace = (code: number) =>
  code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x3000 || code === 0x2028;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isMarkAt = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 0x300 && mark.test(String.fromCodePoint(text.codePointAt(at) as number));
};
const wordAt = (text: string, at: number) => isSpacedWordUnit(text.charCodeAt(at));

/** Moves a cut at `at` so it splits neither a surrogate pair nor a character from its combining marks. */
function settle(text: string, at: number, forward: boolean): number {
  let cut = at;
  if (cut > 0 && cut < text.length && isLow(text.charCodeAt(cut)) && isHigh(text.charCodeAt(cut - 1))) {
    cut += forward ? 1 : -1;
  }
  if (forward) while (cut < text.length && isMarkAt(text, cut)) cut++;
  else while (cut > 0 && cut < text.length && isMarkAt(text, cut)) cut--;
  return cut;
}

/** A start cut at about `at`, not after `limit` (the first hit): at a word start, past leading spaces. */
function snapStart(text: string, at: number, limit: number): number {
  if (at <= 0) return 0;
  let cut = at;
  if (wordAt(text, cut - 1) && wordAt(text, cut)) {
    let ahead = cut;
    while (ahead < limit && ahead - cut <= wordReach && wordAt(text, ahead)) ahead++;
    if (!wordAt(text, ahead) || ahead === limit) cut = ahead;
    else {
      let back = cut;
      while (back > 0 && cut - back <= wordReach && wordAt(text, back - 1)) back--;
      if (!wordAt(text, back - 1)) cut = back;
    }
  }
  while (cut < limit && isSpace(text.charCodeAt(cut))) cut++;
  return settle(text, cut, false);
}

/** An end cut at about `at`, not before `limit` (the last hit's end): at a word end, before trailing spaces. */
function snapEnd(text: string, at: number, limit: number): number {
  if (at >= text.length) return text.length;
  let cut = at;
  if (wordAt(text, cut - 1) && wordAt(text, cut)) {
    let back = cut;
    while (back > limit && cut - back <= wordReach && wordAt(text, back - 1)) back--;
    if (!wordAt(text, back - 1) || back === limit) cut = back;
    else {
      let ahead = cut;
      while (ahead < text.length && ahead - cut <= wordReach && wordAt(text, ahead)) ahead++;
      if (!wordAt(text, ahead)) cut = ahead;
    }
  }
  while (cut > limit && isSpace(text.charCodeAt(cut - 1))) cut--;
  return settle(text, cut, true);
}

/**
 * The cluster to show: among windows of `snippetLength` original units starting at a hit, the one with the most
 * distinct terms, then the most hits, then the earliest. Returns the indexes of its first and last hit.
 */
function densestCluster(hits: readonly Hit[], termCount: number): [number, number] {
  const perTerm = new Array<number>(termCount).fill(0);
  /** Counts a hit of `term` in; true when it is the term's first in the window. */
  const enter = (term: number) => {
    const count = (perTerm[term] ?? 0) + 1;
    perTerm[term] = count;
    return count === 1;
  };
  /** Counts a hit of `term` out; true when it was the term's last in the window. */
  const leave = (term: number) => {
    const count = (perTerm[term] ?? 0) - 1;
    perTerm[term] = count;
    return count === 0;
  };
  let distinct = 0;
  let best: [number, number] = [0, 0];
  let bestDistinct = -1;
  let bestCount = -1;
  let last = -1; // the last hit inside the window [hits[first].start, + snippetLength)
  for (let first = 0; first < hits.length; first++) {
    const start = (hits[first] as Hit).start;
    while (last + 1 < hits.length && (hits[last + 1] as Hit).end - start <= snippetLength) {
      last++;
      if (enter((hits[last] as Hit).term)) distinct++;
    }
    if (last < first) {
      // A single hit longer than the window: it is the cluster on its own.
      last = first;
      if (enter((hits[first] as Hit).term)) distinct++;
    }
    const count = last - first + 1;
    if (distinct > bestDistinct || (distinct === bestDistinct && count > bestCount)) {
      best = [first, last];
      bestDistinct = distinct;
      bestCount = count;
    }
    if (leave((hits[first] as Hit).term)) distinct--;
  }
  return best;
}

/**
 * The snippet of one field (issue 22 point 3): about `snippetLength` units of `text`'s original around the densest
 * cluster of the terms' hits, hits marked, `…` at cut ends; the field's start without hits when none. `offset` is
 * the original index of the cluster's first hit (0 without a hit). Pure, never throws.
 */
export function bestSnippet(text: FoldedText, terms: readonly string[]): { parts: SearchTextPart[]; offset: number } {
  const original = text.text;
  const hits = terms.length > 0 ? hitsIn(text, terms, snippetHitsMax) : [];
  if (original.length <= wholeFieldMax) {
    return { parts: partsOf(original, 0, original.length, hits), offset: hits[0]?.start ?? 0 };
  }
  let clusterStart = 0;
  let clusterEnd = 0;
  let offset = 0;
  if (hits.length > 0) {
    const [first, last] = densestCluster(hits, terms.length);
    clusterStart = (hits[first] as Hit).start;
    offset = clusterStart;
    for (let i = first; i <= last; i++) clusterEnd = Math.max(clusterEnd, (hits[i] as Hit).end);
  }
  // Spread the room left around the cluster, a little more after it (the text that follows a hit reads on).
  const room = Math.max(0, snippetLength - (clusterEnd - clusterStart));
  let from = clusterStart - Math.floor(room * 0.4);
  let to = clusterEnd + Math.ceil(room * 0.6);
  if (from < 0) {
    to = Math.min(original.length, to - from);
    from = 0;
  }
  if (to > original.length) {
    from = Math.max(0, from - (to - original.length));
    to = original.length;
  }
  from = snapStart(original, from, hits.length > 0 ? clusterStart : Math.min(original.length, snippetLength));
  to = snapEnd(original, to, Math.max(clusterEnd, from));
  const parts = partsOf(original, from, to, hits);
  if (from > 0) parts.unshift(ellipsis);
  if (to < original.length) parts.push(ellipsis);
  return { parts, offset };
}
