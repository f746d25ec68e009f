import matter from 'gray-matter';
import { restoreMirroredDefinitions } from './wiki-definitions.ts';
import { parseWikiNote, WikiNoteError, wikiTitleOf } from './wiki-vault.ts';

/** A page as the export writes it. `source` is the stored Markdown, front matter included. */
export type ExportedPage = { id: string; title: string; source: string; tags: string[]; aliases: string[] };

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * A page as a note file's text: its stored source with Foam's mirrored link definitions put back
 * (`restoreMirroredDefinitions`), wikilinks as written. When the source's own front matter and text already give
 * the page's title, tags and aliases (read the way the import reads a note, `parseWikiNote`), the text is written
 * as it is, so an imported note comes back byte for byte. Otherwise the front matter is normalised: its other keys
 * kept, then `title` (only when it differs from the first `# ` heading or file name, `wikiTitleOf`), `tags` and
 * `aliases` (only when not empty) from the page, `redirect_from` folded into `aliases`; YAML by gray-matter
 * (js-yaml), quoting what needs quoting. Pure.
 */
export function wikiNoteText(page: ExportedPage): string {
  const text = restoreMirroredDefinitions(page.source);
  const file = `${page.id}.md`;
  let note: ReturnType<typeof parseWikiNote> | null = null;
  try {
    note = parseWikiNote(file, text);
  } catch (error) {
    if (!(error instanceof WikiNoteError)) throw error;
  }
  if (
    note !== null &&
    note.title === page.title &&
    sameList(note.tags, page.tags) &&
    sameList(note.aliases, page.aliases)
  )
    return text;
  // Broken front matter is kept as text: the page's own front matter goes before it.
  const body = note?.body ?? text;
  const data: Record<string, unknown> = note ? { ...(matter(text, {}).data as Record<string, unknown>) } : {};
  for (const key of ['title', 'tags', 'tag', 'aliases', 'redirect_from']) delete data[key];
  if (page.title !== wikiTitleOf(body, page.id.slice(page.id.lastIndexOf('/') + 1))) data.title = page.title;
  if (page.tags.length > 0) data.tags = page.tags;
  if (page.aliases.length > 0) data.aliases = page.aliases;
  // A body that opens with `---` would be read back as front matter: it needs one of its own.
  if (Object.keys(data).length === 0 && !body.startsWith('---')) return body;
  if (Object.keys(data).length === 0) data.title = page.title;
  // gray-matter ends an empty body with a blank line; the body follows the closing `---` line as it is.
  return matter.stringify('', data).replace(/\n$/, '') + body;
}
