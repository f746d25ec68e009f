import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The record tables a comment target's path names, by the path's route: the prefix, then how the rest is an id. */
const recordRoutes = [
  { prefix: '/blog/articles/', table: 'articles', multiSegment: true },
  { prefix: '/wiki/items/', table: 'wiki_pages', multiSegment: true },
  { prefix: '/archive/movies/', table: 'archive_items', multiSegment: false },
  { prefix: '/archive/games/', table: 'archive_items', multiSegment: false },
] as const;

/** The record id a target path names under `prefix`, decoded, or null (a bad escape, a second segment). */
function idAfter(target: string, prefix: string, multiSegment: boolean): string | null {
  if (!target.startsWith(prefix)) return null;
  try {
    const id = decodeURIComponent(target.slice(prefix.length).replace(/\/+$/, ''));
    if (id === '' || (!multiSegment && id.includes('/'))) return null;
    return id;
  } catch {
    return null;
  }
}

/**
 * The titles of the records the comment targets `targets` (page paths, as comments store them) are on: an article
 * (`/blog/articles/<id>`), a wiki page (`/wiki/items/<id>`), a movie or game of the archive (`/archive/movies/<id>`),
 * so a list of comments can name the page rather than show its path (issue 19). A target that names no record (the
 * message board, a record since deleted) is absent from the answer: the client names such pages itself. At most one
 * query per table, whatever the number of targets.
 */
export async function targetTitles(db: Db, targets: readonly string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const unique = [...new Set(targets)];
  for (const table of ['articles', 'wiki_pages', 'archive_items'] as const) {
    const idsByTarget = new Map<string, string>();
    for (const target of unique)
      for (const route of recordRoutes) {
        if (route.table !== table) continue;
        const id = idAfter(target, route.prefix, route.multiSegment);
        if (id !== null) idsByTarget.set(target, id);
      }
    if (idsByTarget.size === 0) continue;
    const rows = await db
      .selectFrom(table)
      .select(['id', 'title'])
      .where('id', 'in', [...new Set(idsByTarget.values())])
      // An unpublished article's title is not shown (issue 23 point 2).
      .$if(table === 'articles', (qb) => qb.where(sql<SqlBool>`status = 'published'`))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row.title]));
    for (const [target, id] of idsByTarget) {
      const title = byId.get(id);
      if (title !== undefined) titles.set(target, title);
    }
  }
  return titles;
}
