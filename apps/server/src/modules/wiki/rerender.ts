import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { getSetting, setSiteSettings } from '../../settings/site-settings.ts';
import { clearWikiItemCache } from './item-cache.ts';
import { loadResolver, renderColumns, storeLinks, type WikiResolver } from './store.ts';

/**
 * The version of what turns a wiki page's Markdown into what is stored (render.ts, render-chunks.ts,
 * remark-wiki.ts, wikilinks.ts and the sanitiser's schema). Raise it with every change there that alters a
 * page's HTML, outline or links: the next start re-renders every stored page (`rerenderStaleWikiPages`).
 * 2: a lone backtick no longer hides the wikilinks of the paragraphs after it; wikilinks are found heading to
 * heading.
 */
export const wikiRendererVersion = 2;

/** The site setting holding the renderer version the stored wiki pages were rendered with. */
export const wikiRendererKey = 'wiki_renderer';

/**
 * Re-renders every stored wiki page from its `source` (HTML, outline and links; the title stays, it may be an
 * import's) when they were rendered by another version than `wikiRendererVersion`, then records the version.
 * Runs beside a listening server (main.ts), one page per write with `pause` awaited after each (by default one
 * turn of the event loop), so requests are answered meanwhile. A page saved since the list was read is left as its
 * writer stored it; each page renders inside its write's transaction against the wiki as it is then. The version is recorded after the last page, so a start cut short starts again next time.
 * Clears the item cache after each write. Returns how many pages were re-rendered (0 when the version is
 * current). Throws on a database error; pages re-rendered before it keep their new rendering.
 */
export async function rerenderStaleWikiPages(
  db: Kysely<Database>,
  pause: () => Promise<unknown> = () => setImmediatePromise(),
): Promise<number> {
  if ((await getSetting(db, wikiRendererKey)) === wikiRendererVersion) return 0;
  const pages = await db.selectFrom('wiki_pages').select(['id', 'source']).orderBy('id').execute();
  let seen = '';
  let resolver: WikiResolver | null = null;
  let count = 0;
  for (const { id, source } of pages) {
    const written = await db.transaction().execute(async (trx) => {
      // Pages saved, created, renamed or deleted meanwhile change how links resolve: the resolver is read again.
      const now = await wikiFingerprint(trx);
      if (resolver === null || now !== seen) [resolver, seen] = [await loadResolver(trx), now];
      const columns = await renderColumns(trx, id, source, resolver);
      const result = await trx
        .updateTable('wiki_pages')
        .set({ html: columns.html, toc: columns.toc })
        .where('id', '=', id)
        .where('source', '=', source)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await storeLinks(trx, id, columns.links);
      await syncSearchDocuments(trx, 'wiki', [id]);
      return true;
    });
    if (written) count += 1;
    clearWikiItemCache(db);
    await pause();
  }
  await setSiteSettings(db, { [wikiRendererKey]: wikiRendererVersion });
  return count;
}

/** What changes whenever pages or redirects come, go or change: counts and the latest page update. */
async function wikiFingerprint(db: Kysely<Database>): Promise<string> {
  const pages = await db
    .selectFrom('wiki_pages')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('at')])
    .executeTakeFirst();
  const redirects = await db
    .selectFrom('wiki_redirects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return `${pages?.n}/${pages?.at}/${redirects?.n}`;
}
