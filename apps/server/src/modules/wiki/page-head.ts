import { wikiIdSchema } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordHead } from '../../http/record-head.ts';
import type { PageHead } from '../../http/spa.ts';
import { findPage } from './service.ts';

/**
 * The `<head>` of a wiki item's page (`/wiki/items/<id...>`, the app's route `pattern` `/wiki/items/*`):
 * "<page title> - <site name>" for a page or an id that redirects to one (a rename, an alias), else `found: false`
 * (HTTP 404; the page shows "not found" and, to an editor, the offer to create it). Undefined for any other pattern.
 * Throws on a database error.
 */
export async function wikiPageHead(db: Kysely<Database>, pattern: string, path: string): Promise<PageHead | undefined> {
  if (pattern !== '/wiki/items/*') return undefined;
  const id = wikiIdOf(path);
  const found = id === null ? undefined : await findPage(db, id);
  return recordHead(db, found ? found.page.title || found.page.id : undefined);
}

/** The id of a `/wiki/items/<id...>` address as the page reads it (decoded, trailing `/` dropped), or null. */
function wikiIdOf(path: string): string | null {
  try {
    const id = decodeURIComponent(path.slice('/wiki/items/'.length)).replace(/\/+$/, '');
    return wikiIdSchema.safeParse(id).success ? id : null;
  } catch {
    return null;
  }
}
