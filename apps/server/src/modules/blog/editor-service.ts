import {
  type ArticleConflict,
  type ArticleDiff,
  type ArticleDraft,
  type ArticleRevisionInfo,
  type ArticleSaveResult,
  articleDraftSchema,
  articlePath,
  type EditorArticle,
  type EditorArticleRow,
  type SaveArticleBody,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/index.ts';
import type { ArticleRevisionsTable, Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { clearArticleCache } from './article-cache.ts';
import { oldAddressKey } from './old-addresses.ts';
import { upsertArticle } from './write-service.ts';

type Db = Kysely<Database>;

/** Who saves: an account's uid and its nickname at the time. */
export type EditorWriter = { uid: string; nickname: string };

/** What a save needs besides the body: the dialect (row locks on PostgreSQL), the writer and the clock (ms). */
export type EditorContext = { dialect: DialectName; author: EditorWriter; now: number };

/** Bytes of `text` in UTF-8. */
export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/**
 * Every article, any status, for the admin's list: the newest change first (issue 23 point 1).
 */
export async function listEditorArticles(db: Db): Promise<EditorArticleRow[]> {
  return db
    .selectFrom('articles')
    .select(['id', 'title', 'status', 'date', 'publish_at', 'modified_at', 'revision'])
    .orderBy('modified_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The article `id`'s row as the editor reads it, locked for the transaction on PostgreSQL. */
async function lockArticle(db: Db, dialect: DialectName, id: string) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

type ArticleRow = NonNullable<Awaited<ReturnType<typeof lockArticle>>>;

/** The form of a stored article that has no editor revision yet (imported or seeded). */
async function formOfRow(db: Db, row: ArticleRow): Promise<ArticleDraft> {
  const categories = await db
    .selectFrom('article_categories')
    .select('category_id')
    .where('article_id', '=', row.id)
    .orderBy('position')
    .execute();
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    date: row.date,
    categories: categories.map((c) => c.category_id),
    tags: JSON.parse(row.tags) as string[],
    summary: row.excerpt ?? '',
    cover: row.cover,
    language: row.language,
    license: row.license,
    status: row.status,
    publish_at: row.publish_at,
  };
}

/** The form stored with revision `revision` of `id`, or undefined. */
async function revisionRow(db: Db, id: string, revision: number) {
  return db
    .selectFrom('article_revisions')
    .selectAll()
    .where('article_id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
}

const formOf = (data: string): ArticleDraft => articleDraftSchema.parse(JSON.parse(data));

/** The article's latest form: its latest revision's, or its row's when it has none. */
async function latestForm(db: Db, row: ArticleRow): Promise<{ draft: ArticleDraft; kind: string | null }> {
  const latest = row.revision > 0 ? await revisionRow(db, row.id, row.revision) : undefined;
  return latest ? { draft: formOf(latest.data), kind: latest.kind } : { draft: await formOfRow(db, row), kind: null };
}

/**
 * The article `id` as the editor loads it (contracts `EditorArticle`), any status; undefined when there is none.
 */
export async function getEditorArticle(db: Db, id: string): Promise<EditorArticle | undefined> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { draft, kind } = await latestForm(db, row);
  const links = await db
    .selectFrom('article_preview_tokens')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('article_id', '=', id)
    .executeTakeFirst();
  return {
    // Who sees it is the row's: a scheduled article the timer published since its last save shows as published.
    draft: { ...draft, status: row.status, publish_at: row.publish_at },
    revision: row.revision,
    unsaved_autosave: kind === 'draft' && row.status === 'published',
    preview_links: Number(links?.n ?? 0),
  };
}

/** Whether `id` is free for an article: no article has it, or it is `currentId` (the article being edited). */
export async function isArticleIdFree(db: Db, id: string, currentId?: string): Promise<boolean> {
  if (id === currentId) return true;
  return (await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst()) === undefined;
}

/**
 * The status and publish time a save stores: a schedule whose time has come (at `now`, ms) publishes at once;
 * `publish_at` is kept (normalised to UTC ISO 8601) only for `scheduled`.
 */
function effectiveStatus(draft: ArticleDraft, now: number): Pick<ArticleDraft, 'status' | 'publish_at'> {
  if (draft.status !== 'scheduled' || draft.publish_at === null) return { status: draft.status, publish_at: null };
  const at = Date.parse(draft.publish_at);
  return at <= now
    ? { status: 'published', publish_at: null }
    : { status: 'scheduled', publish_at: new Date(at).toISOString() };
}

/**
 * Saves the editor's form (issue 23 points 1 and 2) in one transaction, all or nothing:
 * - `base_revision` 0 creates the article (409 `article_exists` when the id is taken); otherwise it must be the
 *   article's current revision, else 409 `article_edit_conflict` with both forms (`ArticleConflict`): the writer
 *   merges by hand. 404 `article_not_found` when the article (`current_id`, else `draft.id`) does not exist.
 * - `current_id` ≠ `draft.id` moves the article to the new id: its revisions, preview links, comment thread and
 *   old addresses follow, and its old address `/blog/articles/<old>` becomes an alias (301) of the new one; 409
 *   `article_exists` when the new id is taken.
 * - `autosave` of a published article only stores a `draft` revision (the page stays as last saved); of an
 *   unpublished one it saves like a save, as kind `draft`.
 * - A scheduled time already past publishes at once; a published article's `updated` becomes now.
 * Category ids must exist (400 naming `draft.categories`). The source's size is the caller's to check.
 */
export async function saveArticle(
  db: Db,
  body: SaveArticleBody,
  ctx: EditorContext,
  restoring = false,
): Promise<ArticleSaveResult> {
  const { draft } = body;
  const oldId = body.current_id ?? draft.id;
  const renaming = oldId !== draft.id;
  const result = await db.transaction().execute(async (trx) => {
    const row = await lockArticle(trx, ctx.dialect, oldId);
    if (body.base_revision === 0 && row) throw new ApiError('article_exists');
    if (body.base_revision > 0 && !row) throw new ApiError('article_not_found');
    if (row && body.base_revision !== row.revision) {
      const conflict: ArticleConflict = {
        base_revision: body.base_revision,
        current_revision: row.revision,
        theirs: (await latestForm(trx, row)).draft,
        yours: draft,
      };
      throw new ApiError('article_edit_conflict', conflict);
    }
    if ((renaming || !row) && !(await isArticleIdFree(trx, draft.id))) throw new ApiError('article_exists');
    if (draft.categories.length > 0) {
      const known = await trx.selectFrom('categories').select('id').where('id', 'in', draft.categories).execute();
      const missing = draft.categories.find((id) => !known.some((k) => k.id === id));
      if (missing !== undefined)
        throw new ApiError('invalid_input', {
          field: 'draft.categories',
          issues: [{ field: 'draft.categories', message: `no category ${JSON.stringify(missing)}` }],
        });
    }
    const at = new Date(ctx.now).toISOString();
    const revision = (row?.revision ?? 0) + 1;
    const kind: ArticleRevisionsTable['kind'] = restoring ? 'restore' : body.autosave ? 'draft' : 'save';
    const { status, publish_at } = effectiveStatus(draft, ctx.now);
    const stored: ArticleDraft = { ...draft, status, publish_at };
    const keepLive = body.autosave === true && row?.status === 'published' && !renaming;
    if (keepLive) {
      await trx.updateTable('articles').set({ revision }).where('id', '=', oldId).execute();
    } else {
      if (renaming && row) await moveArticle(trx, oldId, draft.id);
      await upsertArticle(
        trx,
        {
          id: draft.id,
          title: draft.title,
          date: status === 'published' && row?.status !== 'published' && draft.status === 'scheduled' ? at : draft.date,
          updated: row?.status === 'published' && status === 'published' ? at : null,
          category_id: draft.categories[0] ?? null,
          categories: draft.categories,
          tags: draft.tags,
          source: draft.source,
          excerpt: draft.summary.trim() === '' ? null : draft.summary,
          language: draft.language,
          status,
          publish_at,
          cover: draft.cover,
          license: draft.license,
        },
        new Date(ctx.now),
      );
      await trx.updateTable('articles').set({ revision }).where('id', '=', draft.id).execute();
      if (!row) await dropAlias(trx, draft.id);
    }
    await trx
      .insertInto('article_revisions')
      .values({
        article_id: keepLive ? oldId : draft.id,
        revision,
        kind,
        author_uid: ctx.author.uid,
        author_nickname: ctx.author.nickname,
        created_at: at,
        data: JSON.stringify(stored),
      })
      .execute();
    return { id: keepLive ? oldId : draft.id, revision, status: keepLive ? 'published' : status, publish_at };
  });
  clearArticleCache(db);
  return result;
}

/** The `article_aliases` key of an article's own address. */
const ownAddressKey = (id: string): string => oldAddressKey(articlePath(id)) ?? articlePath(id);

/** An article created at `id` takes its address back from an article that moved away from it. */
async function dropAlias(db: Db, id: string): Promise<void> {
  await db.deleteFrom('article_aliases').where('path', '=', ownAddressKey(id)).execute();
}

/**
 * Moves the article `from` to the id `to` inside the caller's transaction: the row (the save then rewrites it),
 * its tags and categories (rewritten by the save too), revisions, preview links, comment thread and old addresses;
 * its old address becomes an alias of the new one, and it leaves the search index under its old id.
 */
async function moveArticle(db: Db, from: string, to: string): Promise<void> {
  await db.deleteFrom('article_tags').where('article_id', '=', from).execute();
  await db.deleteFrom('article_categories').where('article_id', '=', from).execute();
  await db.updateTable('articles').set({ id: to }).where('id', '=', from).execute();
  await db.updateTable('article_revisions').set({ article_id: to }).where('article_id', '=', from).execute();
  await db.updateTable('article_preview_tokens').set({ article_id: to }).where('article_id', '=', from).execute();
  await db
    .updateTable('comments')
    .set({ target: articlePath(to) })
    .where('target', '=', articlePath(from))
    .execute();
  await db.updateTable('article_aliases').set({ article_id: to }).where('article_id', '=', from).execute();
  await dropAlias(db, to);
  await db
    .insertInto('article_aliases')
    .values({ path: ownAddressKey(from), article_id: to })
    .onConflict((oc) => oc.column('path').doUpdateSet({ article_id: to }))
    .execute();
  await syncSearchDocuments(db, 'article', [from]);
}

/**
 * The article an address `/blog/articles/<id>` moved to when its id changed (an alias of that address whose
 * article is published and is not itself at that address), as its path; else undefined.
 */
export async function renamedArticlePath(db: Db, path: string): Promise<string | undefined> {
  const key = oldAddressKey(path);
  if (key === null) return undefined;
  const row = await db
    .selectFrom('article_aliases')
    .innerJoin('articles', 'articles.id', 'article_aliases.article_id')
    .select('articles.id')
    .where('article_aliases.path', '=', key)
    .where('articles.status', '=', 'published')
    .executeTakeFirst();
  return row && ownAddressKey(row.id) !== key ? articlePath(row.id) : undefined;
}

/** Every revision of the article `id`, newest first; 404 `article_not_found` when there is no such article. */
export async function listArticleRevisions(db: Db, id: string): Promise<ArticleRevisionInfo[]> {
  const exists = await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new ApiError('article_not_found');
  const rows = await db
    .selectFrom('article_revisions')
    .selectAll()
    .where('article_id', '=', id)
    .orderBy('revision', 'desc')
    .execute();
  return rows.map(revisionInfo);
}

function revisionInfo(row: {
  revision: number;
  kind: ArticleRevisionsTable['kind'];
  author_nickname: string;
  created_at: string;
  data: string;
}): ArticleRevisionInfo {
  const form = formOf(row.data);
  return {
    revision: row.revision,
    kind: row.kind,
    author: row.author_nickname,
    created_at: row.created_at,
    title: form.title,
    status: form.status,
    size: utf8Bytes(form.source),
  };
}

/**
 * The line diff of the Markdown of revisions `from` → `to` of `id` (the wiki's `diffTexts`, handed in by the
 * composition root), with 3 lines of context; 404 `not_found` when either revision is missing.
 */
export async function diffArticleRevisions(
  db: Db,
  id: string,
  from: number,
  to: number,
  diffTexts: DiffTexts,
): Promise<ArticleDiff> {
  const [a, b] = await Promise.all([revisionRow(db, id, from), revisionRow(db, id, to)]);
  if (!a || !b) throw new ApiError('not_found');
  const diff = diffTexts(formOf(a.data).source, formOf(b.data).source, 3);
  return { from: revisionInfo(a), to: revisionInfo(b), ...diff };
}

/** The wiki's line diff (modules/wiki/diff.ts), handed to this module by app.ts (modules never import each other). */
export type DiffTexts = (
  before: string,
  after: string,
  context: number,
) => Pick<ArticleDiff, 'rows' | 'added_lines' | 'removed_lines'>;

/**
 * Saves revision `revision`'s form again as a new revision (kind `restore`), from `base_revision` (409 as a save).
 * 404 `not_found` when the revision is missing. The restored form keeps the article's current id.
 */
export async function restoreArticleRevision(
  db: Db,
  body: { id: string; revision: number; base_revision: number },
  ctx: EditorContext,
): Promise<ArticleSaveResult> {
  const row = await revisionRow(db, body.id, body.revision);
  if (!row) throw new ApiError('not_found');
  const draft = { ...formOf(row.data), id: body.id };
  return saveArticle(db, { tokenid: '', draft, base_revision: body.base_revision }, ctx, true);
}
