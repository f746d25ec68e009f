import { resolve } from 'node:path';
import type { Db } from '../../db/index.ts';
import { importWikiPages } from '../../modules/wiki/import-service.ts';
import { copyVaultFiles } from './wiki-media.ts';
import { readWikiVault, type WikiImportProblem } from './wiki-read.ts';

export type WikiImportOptions = {
  /** The media folder (`DATA_DIR/media`): attached files are copied to its `wiki/` folder, same relative paths. */
  mediaDir?: string;
  /** The time of the import's revisions, milliseconds since 1970 (default: now). */
  now?: number;
  /** Called before each note is read: 1-based index, number of notes, path inside the vault. */
  onProgress?: (index: number, total: number, path: string) => void;
  /** Called once every note is read, before the pages are written: the number of pages to write. */
  onWrite?: (pages: number) => void;
};

/** What an import did, for the summary the command prints. Page lists hold ids. */
export type WikiImportResult = {
  /** Markdown files found. */
  total: number;
  created: string[];
  /** Pages whose text, title, tags or aliases changed: each got a new revision. */
  updated: string[];
  /** Pages already as the vault has them: no new revision. */
  unchanged: string[];
  failed: WikiImportProblem[];
  dropped: WikiImportProblem[];
  /** Wikilinks whose target is no page after the import (missing or ambiguous): red links. */
  unresolved: { from: string; target: string }[];
  /** Files the notes embed or link that are not in the vault, or lie outside it. */
  missingFiles: { from: string; target: string; reason: string }[];
  /** Attached files copied into the media folder. */
  copied: number;
  /** Foam link reference definitions taken out of play (decision 0021). */
  definitions: number;
};

/**
 * Imports a vault (Obsidian, Foam or any folder of Markdown notes) into the wiki: every note becomes a page
 * (`readWikiVault`), all in one `importWikiPages` call so wikilinks resolve against every note of the vault; a page
 * that exists gets a new revision only when something changed, so a re-import never duplicates. With `mediaDir`,
 * the files the notes embed or link are copied to `<mediaDir>/wiki/<path in the vault>` (the layout the wiki serves
 * them from) after the pages are written. Throws when the folder is unreadable or the database fails; a note that
 * cannot become a page is listed in `failed` and the others still import.
 */
export async function importWikiVault(
  db: Db,
  folder: string,
  options: WikiImportOptions = {},
): Promise<WikiImportResult> {
  const root = resolve(folder);
  const vault = readWikiVault(root, options.onProgress);
  options.onWrite?.(vault.notes.length);
  const outcome = await importWikiPages(
    db.db,
    vault.notes.map((note) => ({
      id: note.id,
      title: note.title,
      source: note.source,
      tags: note.tags,
      aliases: note.aliases,
    })),
    { now: options.now ?? Date.now() },
  );
  let copied = 0;
  const missingFiles = [...vault.missingFiles];
  if (options.mediaDir !== undefined) {
    const skipped = copyVaultFiles(root, options.mediaDir, vault.attachments);
    copied = vault.attachments.length - skipped.length;
    for (const path of skipped) missingFiles.push({ from: '', target: path, reason: 'not a plain file in the vault' });
  }
  return {
    total: vault.total,
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    failed: vault.failed,
    dropped: vault.dropped,
    unresolved: outcome.unresolved,
    missingFiles,
    copied,
    definitions: vault.definitions,
  };
}
