import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { wrapMirroredDefinitions } from './wiki-definitions.ts';
import { attachmentIndex, noteAttachments } from './wiki-media.ts';
import { listVault, parseWikiNote, type WikiNote, WikiNoteError } from './wiki-vault.ts';

/** A vault file that did not become a page, or a value in it that was dropped, with why. */
export type WikiImportProblem = { path: string; reason: string };

/** A vault read from disk, before anything is written. */
export type ReadVault = {
  /** The notes that can become pages, in path order; their sources with mirrored definitions wrapped. */
  notes: Omit<WikiNote, 'tree'>[];
  /** Markdown files that cannot become pages (a path no page id can be, broken front matter, unreadable). */
  failed: WikiImportProblem[];
  /** Front matter values not kept (aliases that cannot be ids). */
  dropped: WikiImportProblem[];
  /** Vault paths of the files the notes embed or link, to copy into the media folder. */
  attachments: string[];
  /** Files the notes embed or link that are not in the vault (`from`: the note's id; `target`: as written). */
  missingFiles: { from: string; target: string; reason: string }[];
  /** How many Foam link reference definitions were taken out of play (`wrapMirroredDefinitions`). */
  definitions: number;
  /** Number of Markdown files found. */
  total: number;
};

/**
 * Reads a vault (`listVault`): parses every note (`parseWikiNote`), wraps its mirrored link definitions
 * (`wrapMirroredDefinitions`) and finds the files it embeds or links (`noteAttachments`). Writes nothing; a file
 * that cannot be read or parsed is collected in `failed`, the others still count.
 *
 * @param onProgress called before each note: 1-based index, number of notes, path inside the vault
 */
export function readWikiVault(
  folder: string,
  onProgress?: (index: number, total: number, path: string) => void,
): ReadVault {
  const root = resolve(folder);
  const vault = listVault(root);
  const index = attachmentIndex(vault);
  const result: ReadVault = {
    notes: [],
    failed: [],
    dropped: [],
    attachments: [],
    missingFiles: [],
    definitions: 0,
    total: vault.markdown.length,
  };
  const attachments = new Set<string>();
  vault.markdown.forEach((path, i) => {
    onProgress?.(i + 1, vault.markdown.length, path);
    let note: WikiNote;
    try {
      note = parseWikiNote(path, readFileSync(join(root, ...path.split('/')), 'utf8'));
    } catch (error) {
      result.failed.push({ path, reason: reasonOf(error) });
      return;
    }
    for (const reason of note.dropped) result.dropped.push({ path, reason });
    const { tree, ...rest } = note;
    const found = noteAttachments(note.body, path, index, tree);
    for (const file of found.found) attachments.add(file);
    for (const miss of found.missing) result.missingFiles.push({ from: note.id, ...miss });
    const wrapped = wrapMirroredDefinitions(note.body, tree);
    result.definitions += wrapped.wrapped;
    const frontMatter = note.source.slice(0, note.source.length - note.body.length);
    result.notes.push({ ...rest, source: frontMatter + wrapped.source, body: wrapped.source });
  });
  result.attachments = [...attachments].sort();
  return result;
}

function reasonOf(error: unknown): string {
  if (error instanceof WikiNoteError) return error.message;
  if (error instanceof Error && 'code' in error) return `${String(error.code)}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
