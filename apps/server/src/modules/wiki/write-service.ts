import type { WikiConflict, WikiSaveResult } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/index.ts';
import type { Database, WikiRevisionsTable } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { mergeThreeWay } from './diff.ts';
import { loadResolver, refreshDependents, renderColumns, storeAliases, storeLinks, utf8Bytes } from './store.ts';

type Db = Kysely<Database>;

/** Who writes a revision: an account (uid and its nickname then) or, for an import, nobody (uid null). */
export type WikiWriter = { uid: string | null; nickname: string };

/** One revision to write: the page's new text and what the history says about it. */
export interface RevisionInput {
  id: string;
  source: string;
  kind: WikiRevisionsTable['kind'];
  author: WikiWriter;
  summary: string;
  base_revision: number;
  restored_from?: number | null;
  /** Milliseconds since the epoch. */
  now: number;
  /** Given by an import: they win over the front matter's. */
  title?: string | null;
  tags?: string[];
  aliases?: string[];
}

/** Reads page `id` for writing: locked until the transaction ends on PostgreSQL (SQLite writes one at a time). */
export async function lockPage(db: Db, dialect: DialectName, id: string) {
  return db
    .selectFrom('wiki_pages')
    .select(['id', 'source', 'revision', 'created_at'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/**
 * Writes a revision inside the caller's transaction: the revision row, the page (created or updated) with its
 * rendered columns, its links and alias redirects, then re-renders the pages whose links or embeds it changed.
 * A page created at an id that redirected elsewhere takes the id over. Returns the new revision's number.
 */
export async function writeRevision(db: Db, input: RevisionInput): Promise<number> {
  const at = new Date(input.now).toISOString();
  const current = await db
    .selectFrom('wiki_pages')
    .select(['revision', 'source', 'created_at', 'aliases'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!current) await db.deleteFrom('wiki_redirects').where('old_id', '=', input.id).execute();
  const resolver = await loadResolver(db);
  const columns = await renderColumns(db, input.id, input.source, resolver, input);
  const revision = (current?.revision ?? 0) + 1;
  const size = utf8Bytes(input.source);
  await db
    .insertInto('wiki_revisions')
    .values({
      page_id: input.id,
      revision,
      kind: input.kind,
      author_uid: input.author.uid,
      author_nickname: input.author.nickname,
      created_at: at,
      summary: input.summary,
      source: input.source,
      size,
      size_delta: size - (current ? utf8Bytes(current.source) : 0),
      base_revision: input.base_revision,
      restored_from: input.restored_from ?? null,
    })
    .execute();
  const page = {
    title: columns.title,
    source: input.source,
    html: columns.html,
    toc: columns.toc,
    tags: JSON.stringify(columns.tags),
    aliases: JSON.stringify(columns.aliases),
    revision,
    updated_at: at,
  };
  if (current) await db.updateTable('wiki_pages').set(page).where('id', '=', input.id).execute();
  else
    await db
      .insertInto('wiki_pages')
      .values({ id: input.id, ...page, created_at: at })
      .execute();
  await storeLinks(db, input.id, columns.links);
  await storeAliases(db, input.id, columns.aliases);
  // A new page, or changed aliases, can change how other pages' links resolve; an edit otherwise only changes
  // the pages embedding this one.
  const idsChanged = !current || current.aliases !== page.aliases || input.kind === 'rename';
  await syncSearchDocuments(db, 'wiki', [input.id]);
  await refreshDependents(db, [input.id], [input.id], idsChanged);
  return revision;
}

/** What `saveWikiPage` needs besides the body: the database's dialect, the writer and the clock. */
export interface WriteContext {
  dialect: DialectName;
  author: WikiWriter;
  /** Milliseconds since the epoch. */
  now: number;
}

/**
 * Saves a page edited from `base_revision` (0: creating it). When someone saved since, the two edits merge
 * three-way (`merged: true`); when they overlap: 409 `wiki_edit_conflict` with `WikiConflict`. Other errors:
 * 409 `wiki_item_exists` (base 0 but the page exists), 404 `wiki_item_not_found` (base > 0, no page),
 * 404 `wiki_revision_not_found` (base newer than the page). An unchanged text writes nothing and answers the
 * current revision. One transaction: all or nothing. The size limit is the caller's (checked before this).
 */
export async function saveWikiPage(
  db: Db,
  body: { id: string; source: string; summary: string; base_revision: number },
  ctx: WriteContext,
): Promise<WikiSaveResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const page = await lockPage(trx, ctx.dialect, body.id);
      if (body.base_revision === 0 && page) throw new ApiError('wiki_item_exists');
      if (body.base_revision > 0 && !page) throw new ApiError('wiki_item_not_found');
      let source = body.source;
      let merged = false;
      if (page && body.base_revision > page.revision) throw new ApiError('wiki_revision_not_found');
      if (page && body.base_revision < page.revision) {
        const base = await revisionSource(trx, body.id, body.base_revision);
        const result = mergeThreeWay(base, page.source, body.source);
        if (result === null) {
          const conflict: WikiConflict = {
            base_revision: body.base_revision,
            current_revision: page.revision,
            base,
            theirs: page.source,
            yours: body.source,
          };
          throw new ApiError('wiki_edit_conflict', conflict);
        }
        source = result;
        merged = true;
      }
      if (page && source === page.source) return { id: body.id, revision: page.revision, merged };
      const revision = await writeRevision(trx, {
        id: body.id,
        source,
        kind: page ? 'edit' : 'create',
        author: ctx.author,
        summary: body.summary,
        base_revision: body.base_revision,
        now: ctx.now,
      });
      return { id: body.id, revision, merged };
    });
  } catch (error) {
    // Two creations of one id at the same moment: the second insert meets the first's row.
    if (body.base_revision === 0 && isUniqueViolation(error)) throw new ApiError('wiki_item_exists');
    throw error;
  }
}

/** The text of revision `revision` of page `id`; 404 `wiki_revision_not_found` when there is none. */
export async function revisionSource(db: Db, id: string, revision: number): Promise<string> {
  const row = await db
    .selectFrom('wiki_revisions')
    .select('source')
    .where('page_id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (!row) throw new ApiError('wiki_revision_not_found');
  return row.source;
}

/**
 * Restores revision `revision` of page `id` as a new revision of kind `restore` naming it (`restored_from`).
 * 404 `wiki_item_not_found` / `wiki_revision_not_found`.
 */
export async function restoreWikiRevision(
  db: Db,
  body: { id: string; revision: number; summary: string },
  ctx: WriteContext,
): Promise<WikiSaveResult> {
  return db.transaction().execute(async (trx) => {
    const page = await lockPage(trx, ctx.dialect, body.id);
    if (!page) throw new ApiError('wiki_item_not_found');
    const source = await revisionSource(trx, body.id, body.revision);
    const revision = await writeRevision(trx, {
      id: body.id,
      source,
      kind: 'restore',
      author: ctx.author,
      summary: body.summary,
      base_revision: page.revision,
      restored_from: body.revision,
      now: ctx.now,
    });
    return { id: body.id, revision, merged: false };
  });
}

/** True for a unique-constraint violation of SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === '23505' || (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT'));
}
