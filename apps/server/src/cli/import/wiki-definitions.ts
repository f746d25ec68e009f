import type { Definition, Root } from 'mdast';
import { parseWikiLinks } from '../../modules/wiki/wikilinks.ts';
import { parseNoteMarkdown } from './wiki-vault.ts';

/** The first line of the comment that holds a note's mirrored link definitions in the stored source. */
export const definitionsOpen = '<!-- wikilink definitions:';
const definitionsClose = '-->';

/**
 * Takes the link reference definitions that only mirror the note's own wikilinks out of play (decision 0021).
 * Foam ends a note with `[note]: note.md "Title"` for each `[[note]]` so that other Markdown tools follow the
 * wikilinks; in a Markdown parser such a definition turns `[[note]]` into `[` + a link to `note.md` + `]`, and it
 * goes stale when the wiki renames a page. A definition mirrors a wikilink when it is a top-level definition whose
 * label is a wikilink's inner text, target or `target#heading` in the same note (compared without case) and whose
 * address is no web address. Each run of such definitions (only blank lines between them) is wrapped, byte for
 * byte, in an HTML comment (`<!-- wikilink definitions:` … `-->`), which renders as nothing and is no definition;
 * `restoreMirroredDefinitions` is its exact inverse, so the export gives the file back as it was. Definitions that
 * real reference links use (`[homepage]: https://…`) stay as they are. Pure.
 *
 * @param tree `source` parsed by `parseNoteMarkdown`, when the caller has it already
 * @returns the new source and how many definitions were wrapped
 */
export function wrapMirroredDefinitions(source: string, tree?: Root): { source: string; wrapped: number } {
  const names = new Set<string>();
  for (const link of parseWikiLinks(source)) {
    const inner = link.raw.replace(/^!?\[\[/, '').replace(/\]\]$/, '');
    const withHeading = link.heading === null ? link.target : `${link.target}#${link.heading}`;
    for (const name of [inner, link.target, withHeading]) names.add(name.toLowerCase());
  }
  if (names.size === 0) return { source, wrapped: 0 };

  const runs: { start: number; end: number; count: number }[] = [];
  for (const node of (tree ?? parseNoteMarkdown(source)).children) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (node.type !== 'definition' || start === undefined || end === undefined || !mirrors(node, names)) continue;
    const last = runs.at(-1);
    if (last && source.slice(last.end, start).trim() === '') {
      last.end = end;
      last.count++;
    } else runs.push({ start, end, count: 1 });
  }
  let out = source;
  let wrapped = 0;
  for (const run of runs.reverse()) {
    const block = source.slice(run.start, run.end);
    if (block.includes(definitionsClose)) continue;
    out = `${out.slice(0, run.start)}${definitionsOpen}\n${block}\n${definitionsClose}${out.slice(run.end)}`;
    wrapped += run.count;
  }
  return { source: out, wrapped };
}

/** Whether a definition only mirrors one of the note's wikilinks (`names`: lower-cased inner texts and targets). */
function mirrors(node: Definition, names: ReadonlySet<string>): boolean {
  const label = (node.label ?? node.identifier).toLowerCase();
  return names.has(label) && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(node.url);
}

/**
 * Puts the definitions `wrapMirroredDefinitions` wrapped back as they were written: each comment that opens with
 * `<!-- wikilink definitions:` and a line break and ends with a line break and `-->` gives back what is between.
 * Pure.
 */
export function restoreMirroredDefinitions(source: string): string {
  return source.replace(/<!-- wikilink definitions:\n([\s\S]*?)\n-->/g, '$1');
}
