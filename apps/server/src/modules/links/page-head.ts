import { linksOpmlPath } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageHead } from '../../http/spa.ts';
import { listClasses } from './store.ts';

/**
 * The `<head>` of a links page (issue 18): `head` (the site's, from the blog's `pageHeadFor`) with the blogroll's
 * OPML linked (`blogroll`, `<link rel="blogroll" type="text/x-opml">`), and `found: false` (HTTP 404) for a
 * `/links/class/<id>` address whose id is no class. Any other `pattern` answers `head` as it is. Throws on a
 * database error.
 */
export async function linksPageHead(
  db: Kysely<Database>,
  pattern: string,
  path: string,
  head: PageHead,
): Promise<PageHead> {
  if (pattern !== '/links' && !pattern.startsWith('/links/')) return head;
  const page: PageHead = { ...head, blogroll: linksOpmlPath };
  if (pattern !== '/links/class/:id') return page;
  const raw = path.replace(/\/+$/, '').split('/').pop() ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const found = id > 0 && (await listClasses(db)).some((c) => c.id === id);
  return found ? page : { ...page, found: false };
}
