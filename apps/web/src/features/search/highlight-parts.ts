import type { SearchTextPart } from '@site/contracts';

/**
 * The parts of a title or snippet as the results show them (issue 22 point 3): a hit's leading and trailing spaces
 * moved out of it (a mark ends at the word), neighbouring parts of the same kind merged (one `<mark>` per run of hits,
 * so a screen reader does not announce a word in pieces), empty parts dropped. Text stays text: the parts come from
 * the contract as plain strings and React escapes them.
 *
 * @example mergeParts([{ text: 'lan', hit: true }, { text: 'tern ', hit: true }, { text: 'glows', hit: false }])
 * // [{ text: 'lantern', hit: true }, { text: ' glows', hit: false }]
 */
export function mergeParts(parts: readonly SearchTextPart[]): SearchTextPart[] {
  const pieces: SearchTextPart[] = parts.flatMap((part) => {
    if (!part.hit) return [part];
    const [, before = '', word = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text) ?? [];
    return [
      { text: before, hit: false },
      { text: word, hit: true },
      { text: after, hit: false },
    ];
  });
  const merged: SearchTextPart[] = [];
  for (const part of pieces) {
    if (part.text === '') continue;
    const last = merged.at(-1);
    if (last && last.hit === part.hit) merged[merged.length - 1] = { text: last.text + part.text, hit: part.hit };
    else merged.push({ ...part });
  }
  return merged;
}

/** The plain text of `parts` (an option's name, a link's title attribute). */
export function partsText(parts: readonly SearchTextPart[]): string {
  return parts.map((part) => part.text).join('');
}
