import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Db } from '../../db/index.ts';
import { exportWikiPages } from '../../modules/wiki/import-service.ts';
import { wikiNoteText } from './wiki-note-text.ts';

export type WikiExportResult = {
  /** Note files written, one per page. */
  pages: number;
  /** Whether the wiki's media folder (`<mediaDir>/wiki`) was copied beside them. */
  media: boolean;
};

/**
 * Writes every page of the wiki to `folder` as `<id>.md` (`wikiNoteText`: normalised front matter, the text with
 * its wikilinks as written and Foam's mirrored link definitions back in place), and copies `<mediaDir>/wiki`
 * (the pictures and files imported or uploaded for the wiki) into the same folder, so relative picture paths and
 * `![[picture.png]]` find their files again: a vault goes in and comes out again. Existing files of the same names
 * are overwritten; nothing else in `folder` is touched. Throws the file system's error, or when an id would name
 * a file outside `folder` (ids never do: `wikiIdSchema` has no `..` segment).
 */
export async function exportWikiVault(db: Db, folder: string, mediaDir?: string): Promise<WikiExportResult> {
  const root = resolve(folder);
  mkdirSync(root, { recursive: true });
  const pages = await exportWikiPages(db.db);
  for (const page of pages) {
    const file = `${resolve(root, ...page.id.split('/'))}.md`;
    if (!file.startsWith(root + sep)) throw new Error(`page id cannot name a file in the folder: ${page.id}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, wikiNoteText(page));
  }
  const media = mediaDir === undefined ? null : join(mediaDir, 'wiki');
  if (media !== null && existsSync(media)) cpSync(media, root, { recursive: true });
  return { pages: pages.length, media: media !== null && existsSync(media) };
}
