import { type WikiEditorAccount, wikiItemPath } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/auth.ts';
import { ApiError } from '../../http/envelope.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { refreshDependents } from './store.ts';
import { isUniqueViolation, lockPage, type WriteContext, writeRevision } from './write-service.ts';

type Db = Kysely<Database>;

/** True when `identity` may edit the wiki: the admin, or a user the admin made an editor. */
export async function canEditWiki(db: Db, identity: Identity | null): Promise<boolean> {
  if (!identity) return false;
  if (identity.isAdmin) return true;
  const row = await db.selectFrom('wiki_editors').select('uid').where('uid', '=', identity.uid).executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves page `id` to `new_id`: its history and comment thread move along, it gains a `rename` revision, the old id (and every id
 * that redirected to it) redirects to the new one, and pages linking to it re-resolve (links to the old id keep
 * working through the redirect). 404 `wiki_item_not_found`; 409 `wiki_item_exists` when `new_id` is a page.
 */
export async function renameWikiPage(
  db: Db,
  body: { id: string; new_id: string; summary: string },
  ctx: WriteContext,
): Promise<{ id: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const page = await lockPage(trx, ctx.dialect, body.id);
      if (!page) throw new ApiError('wiki_item_not_found');
      if (body.new_id === body.id || (await lockPage(trx, ctx.dialect, body.new_id)))
        throw new ApiError('wiki_item_exists');
      await trx.updateTable('wiki_pages').set({ id: body.new_id }).where('id', '=', body.id).execute();
      await trx.updateTable('wiki_revisions').set({ page_id: body.new_id }).where('page_id', '=', body.id).execute();
      await trx.updateTable('wiki_links').set({ from_id: body.new_id }).where('from_id', '=', body.id).execute();
      // The comment thread is the page's: it moves to the new address (the thread's target is the item path).
      await trx
        .updateTable('comments')
        .set({ target: wikiItemPath(body.new_id) })
        .where('target', '=', wikiItemPath(body.id))
        .execute();
      await trx.deleteFrom('wiki_redirects').where('old_id', 'in', [body.new_id, body.id]).execute();
      await trx.updateTable('wiki_redirects').set({ page_id: body.new_id }).where('page_id', '=', body.id).execute();
      await trx
        .insertInto('wiki_redirects')
        .values({ old_id: body.id, page_id: body.new_id, kind: 'rename' })
        .execute();
      await writeRevision(trx, {
        id: body.new_id,
        source: page.source,
        kind: 'rename',
        author: ctx.author,
        summary: body.summary,
        base_revision: page.revision,
        now: ctx.now,
      });
      await syncSearchDocuments(trx, 'wiki', [body.id]);
      return { id: body.new_id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('wiki_item_exists');
    throw error;
  }
}

/**
 * Deletes page `id` with its history, links and the redirects leading to it; links to it turn red (the linking
 * pages are re-rendered). 404 `wiki_item_not_found`.
 */
export async function deleteWikiPage(db: Db, id: string, ctx: Pick<WriteContext, 'dialect'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const page = await lockPage(trx, ctx.dialect, id);
    if (!page) throw new ApiError('wiki_item_not_found');
    await trx.deleteFrom('wiki_pages').where('id', '=', id).execute();
    await trx.deleteFrom('wiki_revisions').where('page_id', '=', id).execute();
    await trx.deleteFrom('wiki_links').where('from_id', '=', id).execute();
    await trx.deleteFrom('wiki_redirects').where('page_id', '=', id).execute();
    await syncSearchDocuments(trx, 'wiki', [id]);
    await refreshDependents(trx, [id]);
  });
}

/** Makes `uid` a wiki editor or not. 404 `account_not_found`. */
export async function setWikiEditor(db: Db, uid: string, editor: boolean, now: number): Promise<void> {
  const account = await db.selectFrom('accounts').select('uid').where('uid', '=', uid).executeTakeFirst();
  if (!account) throw new ApiError('account_not_found');
  if (!editor) {
    await db.deleteFrom('wiki_editors').where('uid', '=', uid).execute();
    return;
  }
  await db
    .insertInto('wiki_editors')
    .values({ uid, created_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('uid').doNothing())
    .execute();
}

/**
 * The users the admin made editors, by uid: each with the nickname of their first character (the uid when the
 * account has none left) and `since`, when they were made editors (ISO 8601). The admin, who always edits, is
 * listed only if made an editor too.
 */
export async function listWikiEditors(db: Db): Promise<WikiEditorAccount[]> {
  const editors = await db.selectFrom('wiki_editors').select(['uid', 'created_at']).orderBy('uid').execute();
  if (editors.length === 0) return [];
  const characters = await db
    .selectFrom('characters')
    .select(['uid', 'nickname'])
    .where(
      'uid',
      'in',
      editors.map((e) => e.uid),
    )
    .orderBy('sort_order', 'desc')
    .orderBy('cid', 'desc')
    .execute();
  // Ordered last first, so the first character of each account is the one left in the map.
  const nickname = new Map(characters.map((c) => [c.uid, c.nickname]));
  return editors.map((e) => ({ uid: e.uid, nickname: nickname.get(e.uid) ?? e.uid, since: e.created_at }));
}
