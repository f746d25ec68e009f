import type { DictGroup, DictLike } from 'opencc-js/core';
import * as Locale from 'opencc-js/preset/t2cn';

/**
 * Traditional -> Simplified Chinese, one code point at a time (issue 22 point 2), from OpenCC's data as opencc-js
 * ships it (Apache-2.0). Only the character tables are used, never the phrase tables: a phrase conversion may
 * change a text's length and depends on its neighbours, and search folds the query and the document separately,
 * so both must map each character the same way whatever surrounds it.
 *
 * The table: OpenCC's Traditional-to-Simplified characters, then the Hong Kong and Taiwan variant forms (裏, 衞,
 * 敍 ...) mapped through it, except where a variant is itself a Simplified character (么 stays 么, not Taiwan's
 * 幺). Chains are followed to their end, so the map is idempotent: `toSimplified(toSimplified(c)) ===
 * toSimplified(c)`. Built once, on first use (~4,000 entries, a few ms).
 */
let table: Map<number, number> | null = null;

/** The single-character entries of an OpenCC dictionary, as opencc-js reads it ("a b|c d", first candidate wins). */
function* characterEntries(dict: DictLike): Generator<[number, number]> {
  const pairs = typeof dict === 'string' ? dict.split('|').map((line) => line.split(' ')) : dict;
  for (const [from, to] of pairs) {
    if (from === undefined || to === undefined) continue;
    const source = from.codePointAt(0);
    const target = to.codePointAt(0);
    if (source === undefined || target === undefined) continue;
    // One code point each side, so lengths stay predictable (a surrogate pair is one code point).
    if (String.fromCodePoint(source) !== from || String.fromCodePoint(target) !== to) continue;
    yield [source, target];
  }
}

function entriesOf(groups: readonly DictGroup[] | undefined): [number, number][] {
  const out: [number, number][] = [];
  for (const group of groups ?? [])
    for (const dict of group) for (const entry of characterEntries(dict)) out.push(entry);
  return out;
}

function buildTable(): Map<number, number> {
  const map = new Map<number, number>();
  for (const [source, target] of entriesOf(Locale.to.cn))
    if (!map.has(source) && source !== target) map.set(source, target);
  const simplified = new Set(map.values());
  for (const [variant, standard] of [...entriesOf(Locale.from.hk), ...entriesOf(Locale.from.tw)]) {
    if (map.has(variant) || simplified.has(variant) || variant === standard) continue;
    map.set(variant, map.get(standard) ?? standard);
  }
  // Follow chains (a -> b -> c) so one lookup gives the end; a cycle (none in the data today) stops where it closes.
  for (const [source, target] of map) {
    let end = target;
    const seen = new Set([source]);
    while (map.has(end) && !seen.has(end)) {
      seen.add(end);
      end = map.get(end) as number;
    }
    if (seen.has(end)) end = target;
    map.set(source, end);
  }
  for (const [source, target] of map) if (source === target) map.delete(source);
  return map;
}

/**
 * The Simplified form of one code point, or the code point itself when OpenCC's character table has none
 * (Latin, kana, Simplified characters, ...). Pure, never throws. issue 22.
 *
 * @example String.fromCodePoint(toSimplifiedCodePoint(0x9ad4)) // '体' (from '體')
 */
export function toSimplifiedCodePoint(codePoint: number): number {
  table ??= buildTable();
  return table.get(codePoint) ?? codePoint;
}
