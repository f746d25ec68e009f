/** A piece of a text to show, marked when it is one of the words searched for. */
export type TextPart = { text: string; match: boolean };

/**
 * Splits `text` into the parts that are one of `words` (any case, as the server's search matches them) and the
 * parts between, in order, so the search results can mark the words found. No words, or none found: one unmarked
 * part. Longer words are tried first, so "clamp" in "clamp()" wins over "c".
 *
 * @example highlightParts('CSS clamp()', ['clamp']) -> [{text:'CSS ',match:false},{text:'clamp',match:true},{text:'()',match:false}]
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const patterns = [...words]
    .filter((word) => word !== '')
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (patterns.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(new RegExp(patterns.join('|'), 'giu'))) {
    const at = found.index ?? 0;
    if (found[0] === '') continue;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
