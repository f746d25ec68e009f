import type {
  TocEntry,
  WikiChange,
  WikiDiff,
  WikiItem,
  WikiMaintenance,
  WikiPageRef,
  WikiRevisionInfo,
} from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, WikiRevisionsTable } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { diffTexts } from './diff.ts';
import { loadResolver, renderColumns } from './store.ts';

type Db = Kysely<Database>;

const revisionColumns = [
  'revision',
  'kind',
  'author_uid',
  'author_nickname',
  'created_at',
  'summary',
  'size',
  'size_delta',
  'base_revision',
  'restored_from',
] as const;

type RevisionRow = Pick<Selectable<WikiRevisionsTable>, (typeof revisionColumns)[number]>;

/** A revision row as the contracts show it. */
export function revisionInfo(row: RevisionRow): WikiRevisionInfo {
  return {
    revision: Number(row.revision),
    kind: row.kind,
    author: { uid: row.author_uid, nickname: row.author_nickname },
    created_at: row.created_at,
    summary: row.summary,
    size: Number(row.size),
    size_delta: Number(row.size_delta),
    base_revision: Number(row.base_revision),
    restored_from: row.restored_from === null ? null : Number(row.restored_from),
  };
}

/**
 * The page an id names now: the page itself, else the page its redirect (a rename or an alias) leads to, with
 * `redirectedFrom` set to the id asked for. Undefined when neither exists.
 */
export async function findPage(db: Db, id: string) {
  const select = (pageId: string) =>
    db.selectFrom('wiki_pages').selectAll().where('id', '=', pageId).executeTakeFirst();
  const page = await select(id);
  if (page) return { page, redirectedFrom: null };
  const redirect = await db.selectFrom('wiki_redirects').select('page_id').where('old_id', '=', id).executeTakeFirst();
  const target = redirect ? await select(redirect.page_id) : undefined;
  return target ? { page: target, redirectedFrom: id } : undefined;
}

async function revisionRow(db: Db, id: string, revision: number): Promise<RevisionRow> {
  const row = await db
    .selectFrom('wiki_revisions')
    .select(revisionColumns)
    .where('page_id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (!row) throw new ApiError('wiki_revision_not_found');
  return row;
}

/** Pages whose current text links to `id` (not `id` itself), by title. */
export async function backlinks(db: Db, id: string): Promise<WikiPageRef[]> {
  const rows = await db
    .selectFrom('wiki_links')
    .innerJoin('wiki_pages', 'wiki_pages.id', 'wiki_links.from_id')
    .select(['wiki_pages.id', 'wiki_pages.title', 'wiki_pages.updated_at'])
    .where('wiki_links.resolved_id', '=', id)
    .where('wiki_links.from_id', '!=', id)
    .distinct()
    .execute();
  return rows.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/**
 * A page rendered for reading: the current revision, or `revision` (rendered now from its text, so its links
 * resolve against today's wiki). An id left by a rename or an alias answers the page it leads to, with
 * `redirected_from`. Undefined when there is no such page; 404 `wiki_revision_not_found` for an unknown revision.
 */
export async function getWikiItem(db: Db, id: string, revision?: number): Promise<WikiItem | undefined> {
  const found = await findPage(db, id);
  if (!found) return undefined;
  const { page, redirectedFrom } = found;
  const wanted = revision ?? Number(page.revision);
  const info = revisionInfo(await revisionRow(db, page.id, wanted));
  let title = page.title;
  let html = page.html;
  let toc = JSON.parse(page.toc) as TocEntry[];
  const isCurrent = wanted === Number(page.revision);
  if (!isCurrent) {
    const old = await db
      .selectFrom('wiki_revisions')
      .select('source')
      .where('page_id', '=', page.id)
      .where('revision', '=', wanted)
      .executeTakeFirstOrThrow();
    const columns = await renderColumns(db, page.id, old.source, await loadResolver(db));
    ({ title, html } = columns);
    toc = JSON.parse(columns.toc) as TocEntry[];
  }
  return {
    id: page.id,
    title,
    html,
    toc,
    tags: JSON.parse(page.tags) as string[],
    revision: info,
    is_current: isCurrent,
    created_at: page.created_at,
    backlinks: await backlinks(db, page.id),
    redirected_from: redirectedFrom,
  };
}

/** Every page, by id. */
export async function getWikiTree(db: Db): Promise<WikiPageRef[]> {
  return db.selectFrom('wiki_pages').select(['id', 'title', 'updated_at']).orderBy('id').execute();
}

/** The `limit` newest revisions across the wiki, newest first, with their pages. */
export async function getRecentChanges(db: Db, limit: number): Promise<WikiChange[]> {
  const rows = await db
    .selectFrom('wiki_revisions')
    .innerJoin('wiki_pages', 'wiki_pages.id', 'wiki_revisions.page_id')
    .select(revisionColumns.map((c) => `wiki_revisions.${c}` as const))
    .select(['wiki_pages.id', 'wiki_pages.title', 'wiki_pages.updated_at'])
    .orderBy('wiki_revisions.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    page: { id: row.id, title: row.title, updated_at: row.updated_at },
    revision: revisionInfo(row),
  }));
}

/** Wanted pages (targets linked but missing, most linked first) and orphans (no other page links to them). */
export async function getMaintenance(db: Db): Promise<WikiMaintenance> {
  const missing = await db
    .selectFrom('wiki_links')
    .select(['target', 'from_id'])
    .where('resolved_id', 'is', null)
    .orderBy('from_id')
    .execute();
  const wanted = new Map<string, Set<string>>();
  for (const { target, from_id } of missing) {
    const from = wanted.get(target) ?? new Set<string>();
    from.add(from_id);
    wanted.set(target, from);
  }
  const orphans = await db
    .selectFrom('wiki_pages')
    .select(['id', 'title', 'updated_at'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('wiki_links')
            .select('wiki_links.from_id')
            .whereRef('wiki_links.resolved_id', '=', 'wiki_pages.id')
            .whereRef('wiki_links.from_id', '!=', 'wiki_pages.id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  return {
    wanted: [...wanted]
      .map(([target, from]) => ({ target, count: from.size, from: [...from] }))
      .sort((a, b) => b.count - a.count || a.target.localeCompare(b.target)),
    orphans,
  };
}

/** Page `id`'s revisions, newest first; undefined when there is no such page (redirects followed). */
export async function getWikiHistory(db: Db, id: string): Promise<WikiRevisionInfo[] | undefined> {
  const found = await findPage(db, id);
  if (!found) return undefined;
  const rows = await db
    .selectFrom('wiki_revisions')
    .select(revisionColumns)
    .where('page_id', '=', found.page.id)
    .orderBy('revision', 'desc')
    .execute();
  return rows.map(revisionInfo);
}

/**
 * The diff between two revisions of page `id` (redirects followed), the older on the left whichever order they are
 * given in, with `context` unchanged lines around each change (`diffTexts`). Reads only the page's id and the two
 * revisions (a page's stored HTML can be larger than its source). 404 `wiki_item_not_found` /
 * `wiki_revision_not_found`.
 */
export async function getWikiDiff(db: Db, id: string, a: number, b: number, context: number): Promise<WikiDiff> {
  const pageId = await findPageId(db, id);
  if (pageId === undefined) throw new ApiError('wiki_item_not_found');
  const [from, to] = a <= b ? [a, b] : [b, a];
  const rows = await db
    .selectFrom('wiki_revisions')
    .select([...revisionColumns, 'source'])
    .where('page_id', '=', pageId)
    .where('revision', 'in', [from, to])
    .execute();
  const before = rows.find((r) => Number(r.revision) === from);
  const after = rows.find((r) => Number(r.revision) === to);
  if (before === undefined || after === undefined) throw new ApiError('wiki_revision_not_found');
  return {
    from: revisionInfo(before),
    to: revisionInfo(after),
    context,
    ...diffTexts(before.source, after.source, context),
  };
}

/** The id of the page `id` names now (itself, or where its redirect leads), as `findPage` without the columns. */
async function findPageId(db: Db, id: string): Promise<string | undefined> {
  const page = await db.selectFrom('wiki_pages').select('id').where('id', '=', id).executeTakeFirst();
  if (page) return page.id;
  const redirect = await db
    .selectFrom('wiki_redirects')
    .innerJoin('wiki_pages', 'wiki_pages.id', 'wiki_redirects.page_id')
    .select('wiki_pages.id')
    .where('wiki_redirects.old_id', '=', id)
    .executeTakeFirst();
  return redirect?.id;
}

/**
 * The Markdown of page `id` (current, or `revision`); undefined when there is no page.
 * 404 `wiki_revision_not_found` for an unknown revision.
 */
export async function getWikiSource(db: Db, id: string, revision?: number): Promise<string | undefined> {
  const found = await findPage(db, id);
  if (!found) return undefined;
  if (revision === undefined) return found.page.source;
  const row = await db
    .selectFrom('wiki_revisions')
    .select('source')
    .where('page_id', '=', found.page.id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (!row) throw new ApiError('wiki_revision_not_found');
  return row.source;
}
