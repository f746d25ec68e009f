import matter from 'gray-matter';
import { restoreMirroredDefinitions } from './wiki-definitions.ts';
import { wikiTitleOf } from './wiki-vault.ts';

/** A page as the export writes it. */
export type ExportedPage = { id: string; title: string; source: string; tags: string[]; aliases: string[] };

/**
 * A page as a note file's text: the normalised front matter, then the stored source with the mirrored link
 * definitions put back (`restoreMirroredDefinitions`), wikilinks as written. The front matter has, in this order,
 * `title` only when it differs from the title the note would get without one (`wikiTitleOf`: its first `# `
 * heading, else the file name), `tags` and `aliases` only when not empty; a page needing none of them has no front
 * matter at all, so a note that had none comes back byte for byte (unless its text opens with `---`, which would
 * be read back as front matter: then it gets its `title`). YAML by gray-matter (js-yaml), quoting what
 * needs quoting. Pure.
 */
export function wikiNoteText(page: ExportedPage): string {
  const source = restoreMirroredDefinitions(page.source);
  const fileName = page.id.slice(page.id.lastIndexOf('/') + 1);
  const data: Record<string, unknown> = {};
  if (page.title !== wikiTitleOf(source, fileName)) data.title = page.title;
  if (page.tags.length > 0) data.tags = page.tags;
  if (page.aliases.length > 0) data.aliases = page.aliases;
  if (Object.keys(data).length === 0) {
    // A source that opens with `---` would be read back as front matter: give it one of its own.
    if (!source.startsWith('---')) return source;
    data.title = page.title;
  }
  // gray-matter ends an empty body with a blank line; the source follows the closing `---` line as it is.
  return matter.stringify('', data).replace(/\n$/, '') + source;
}
