import { wikiIdSchema } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { clearWikiItemCache } from './item-cache.ts';
import { loadResolver, refreshDependents, renderColumns, storeAliases, storeLinks, utf8Bytes } from './store.ts';

type Db = Kysely<Database>;

/** One page as the importer reads it from a vault. `title` null: front matter `title`, first `#` heading, file name. */
export interface WikiImportPage {
  /** The path without `.md`, e.g. `guides/setup/linux`. */
  id: string;
  title: string | null;
  /** Markdown (front matter may stay in it; it is not rendered). */
  source: string;
  tags: string[];
  /** Other ids that should lead here (front matter `aliases`): stored as redirects. */
  aliases: string[];
}

/** What an import did: ids created, updated (a new revision), unchanged, and the wikilinks nothing answers. */
export interface WikiImportResult {
  created: string[];
  updated: string[];
  unchanged: string[];
  /** Links of the imported pages whose target is no page (nor a redirect) after the import. */
  unresolved: { from: string; target: string }[];
}

/** The author of imported revisions. */
const importer = { uid: null, nickname: 'import' };

/**
 * Imports pages in one transaction: a new page gets revision 1 of kind `import` (author uid null); a page whose
 * text changed gets a new `import` revision; an unchanged text writes no revision (its title, tags and aliases
 * are still updated). Pages are stored first and rendered after, so wikilinks resolve against every page of the
 * import; aliases become redirects; pages outside the import whose links now resolve differently are re-rendered.
 * A later duplicate of an id wins. Throws an Error naming the first invalid id before writing anything.
 * `ctx.now`: milliseconds since the epoch.
 */
export async function importWikiPages(
  db: Db,
  pages: WikiImportPage[],
  ctx: { now: number },
): Promise<WikiImportResult> {
  const byId = new Map(pages.map((p) => [p.id, p]));
  for (const id of byId.keys()) {
    if (!wikiIdSchema.safeParse(id).success) throw new Error(`wiki import: invalid page id ${JSON.stringify(id)}`);
  }
  const at = new Date(ctx.now).toISOString();
  try {
    return await importInTransaction(db, byId, at);
  } finally {
    clearWikiItemCache(db);
  }
}

async function importInTransaction(db: Db, byId: Map<string, WikiImportPage>, at: string): Promise<WikiImportResult> {
  return db.transaction().execute(async (trx) => {
    const result: WikiImportResult = { created: [], updated: [], unchanged: [], unresolved: [] };
    const written: string[] = [];
    for (const page of byId.values()) {
      const current = await trx
        .selectFrom('wiki_pages')
        .select(['source', 'revision'])
        .where('id', '=', page.id)
        .executeTakeFirst();
      const meta = { tags: JSON.stringify(page.tags), aliases: JSON.stringify(page.aliases) };
      if (current && current.source === page.source) {
        await trx.updateTable('wiki_pages').set(meta).where('id', '=', page.id).execute();
        result.unchanged.push(page.id);
        continue;
      }
      const revision = Number(current?.revision ?? 0) + 1;
      const size = utf8Bytes(page.source);
      await trx
        .insertInto('wiki_revisions')
        .values({
          page_id: page.id,
          revision,
          kind: 'import',
          author_uid: importer.uid,
          author_nickname: importer.nickname,
          created_at: at,
          summary: '',
          source: page.source,
          size,
          size_delta: size - (current ? utf8Bytes(current.source) : 0),
          base_revision: Number(current?.revision ?? 0),
          restored_from: null,
        })
        .execute();
      // Rendered below, once every page of the import is stored.
      const row = { ...meta, source: page.source, revision, updated_at: at };
      if (current) await trx.updateTable('wiki_pages').set(row).where('id', '=', page.id).execute();
      else {
        await trx.deleteFrom('wiki_redirects').where('old_id', '=', page.id).execute();
        await trx
          .insertInto('wiki_pages')
          .values({ id: page.id, title: page.id, html: '', toc: '[]', created_at: at, ...row })
          .execute();
      }
      (current ? result.updated : result.created).push(page.id);
      written.push(page.id);
    }
    for (const page of byId.values()) await storeAliases(trx, page.id, page.aliases);
    const resolver = await loadResolver(trx);
    for (const id of written) {
      const page = byId.get(id) as WikiImportPage;
      const columns = await renderColumns(trx, id, page.source, resolver, page);
      await trx
        .updateTable('wiki_pages')
        .set({ title: columns.title, html: columns.html, toc: columns.toc })
        .where('id', '=', id)
        .execute();
      await storeLinks(trx, id, columns.links);
    }
    await refreshDependents(trx, written, written);
    // Unchanged pages too: their tags may have changed.
    await syncSearchDocuments(trx, 'wiki', [...byId.keys()]);
    // Every unresolved link, filtered here: an `in (…)` of every imported id outgrows SQLite's 32,766 parameters.
    const missing = (
      await trx
        .selectFrom('wiki_links')
        .select(['from_id', 'target'])
        .where('resolved_id', 'is', null)
        .orderBy('from_id')
        .orderBy('target')
        .execute()
    ).filter((m) => byId.has(m.from_id));
    result.unresolved = missing.map((m) => ({ from: m.from_id, target: m.target }));
    return result;
  });
}

/** Every page as an export writes it back: id, title, Markdown as stored, tags and aliases; by id. */
export async function exportWikiPages(
  db: Db,
): Promise<{ id: string; title: string; source: string; tags: string[]; aliases: string[] }[]> {
  const rows = await db
    .selectFrom('wiki_pages')
    .select(['id', 'title', 'source', 'tags', 'aliases'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    source: r.source,
    tags: JSON.parse(r.tags) as string[],
    aliases: JSON.parse(r.aliases) as string[],
  }));
}
