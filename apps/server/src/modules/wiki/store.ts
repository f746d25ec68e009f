import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { isMediaTarget } from './remark-wiki.ts';
import { readFrontMatter, renderWikiMarkdown } from './render.ts';
import { buildWikiTargetIndex, resolveWikiTarget, wikiTargetCandidates } from './wikilinks.ts';

type Db = Kysely<Database>;

/** Resolves wikilink targets against the wiki as it is: pages first, then ids that redirect (renames, aliases). */
export interface WikiResolver {
  resolve: (target: string) => string | null;
  /** True when more than one page fits `target` (it does not resolve: a red link saying so). */
  isAmbiguous: (target: string) => boolean;
}

/**
 * The resolver for the pages and redirects stored now (read inside the caller's transaction when given one);
 * answers are remembered for the resolver's life, so load a new one after pages or redirects changed.
 */
export async function loadResolver(db: Db): Promise<WikiResolver> {
  const pages = await db.selectFrom('wiki_pages').select('id').execute();
  const redirects = await db.selectFrom('wiki_redirects').select(['old_id', 'page_id']).execute();
  const pageIndex = buildWikiTargetIndex(pages.map((p) => p.id));
  const redirectTo = new Map(redirects.map((r) => [r.old_id, r.page_id]));
  const redirectIndex = buildWikiTargetIndex(redirectTo.keys());
  // A long page names the same few targets thousands of times: each is worked out once per resolver.
  const resolved = new Map<string, string | null>();
  const ambiguous = new Map<string, boolean>();
  return {
    resolve(target) {
      let id = resolved.get(target);
      if (id !== undefined) return id;
      id = resolveWikiTarget(target, pageIndex);
      if (id === null) {
        const old = resolveWikiTarget(target, redirectIndex);
        id = old === null ? null : (redirectTo.get(old) ?? null);
      }
      resolved.set(target, id);
      return id;
    },
    isAmbiguous(target) {
      let answer = ambiguous.get(target);
      if (answer === undefined) {
        answer = wikiTargetCandidates(target, pageIndex).length > 1;
        ambiguous.set(target, answer);
      }
      return answer;
    },
  };
}

/** One stored link of a page: the target as written, where it leads now, whether it embeds. */
export interface StoredLink {
  target: string;
  resolved_id: string | null;
  embed: number;
}

/** The columns rendered from a page's Markdown, and its links. */
export interface RenderedColumns {
  title: string;
  html: string;
  toc: string;
  tags: string[];
  aliases: string[];
  links: StoredLink[];
}

/**
 * Renders page `id`'s `source` against the wiki as `resolver` sees it: title (front matter `title`, else the
 * first `#` heading, else the id's last segment; `title` given wins), HTML, outline (JSON), tags and aliases from
 * the front matter (given ones win), and its page links (media embeds are not links), one per target.
 */
export async function renderColumns(
  db: Db,
  id: string,
  source: string,
  resolver: WikiResolver,
  given: { title?: string | null; tags?: string[]; aliases?: string[] } = {},
): Promise<RenderedColumns> {
  const front = readFrontMatter(source);
  // The pages it may embed, read before rendering (the renderer is synchronous): every `![[target` of the text,
  // code included, a superset of the embeds the renderer will find.
  const wanted = new Set<string>();
  for (const [, target = ''] of front.body.matchAll(/!\[\[([^[\]\n|#]*)/g)) {
    const resolved = resolver.resolve(target.replace(/\\$/, '').trim());
    if (resolved !== null && resolved !== id) wanted.add(resolved);
  }
  const embedded = new Map<string, string>();
  const ids = [...wanted];
  // In slices: a page may embed more pages than a query may have parameters.
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db
      .selectFrom('wiki_pages')
      .select(['id', 'source'])
      .where('id', 'in', ids.slice(at, at + 500))
      .execute();
    for (const row of rows) embedded.set(row.id, row.source);
  }
  const rendered = renderWikiMarkdown(source, {
    pageId: id,
    resolve: resolver.resolve,
    isAmbiguous: resolver.isAmbiguous,
    embedSource: (embedId) => embedded.get(embedId) ?? null,
  });
  const links = new Map<string, StoredLink>();
  for (const link of rendered.links) {
    if (link.target === '' || isMediaTarget(link.target)) continue;
    const embed = link.embed || links.get(link.target)?.embed === 1 ? 1 : 0;
    links.set(link.target, { target: link.target, resolved_id: resolver.resolve(link.target), embed });
  }
  return {
    title: given.title?.trim() || front.title || rendered.firstHeading || (id.split('/').pop() ?? id),
    html: rendered.html,
    toc: JSON.stringify(rendered.toc),
    tags: given.tags ?? front.tags,
    aliases: given.aliases ?? front.aliases,
    links: [...links.values()],
  };
}

/** Replaces page `id`'s stored links. */
export async function storeLinks(db: Db, id: string, links: StoredLink[]): Promise<void> {
  await db.deleteFrom('wiki_links').where('from_id', '=', id).execute();
  if (links.length > 0)
    await db
      .insertInto('wiki_links')
      .values(links.map((l) => ({ from_id: id, ...l })))
      .execute();
}

/**
 * Keeps the alias redirects of page `id` equal to `aliases` (those that are not a page's own id): an alias
 * another page already redirects to stays that page's.
 */
export async function storeAliases(db: Db, id: string, aliases: string[]): Promise<void> {
  await db.deleteFrom('wiki_redirects').where('page_id', '=', id).where('kind', '=', 'alias').execute();
  for (const alias of new Set(aliases.map((a) => a.trim()))) {
    if (alias === '' || alias === id || alias.length > 200) continue;
    const page = await db.selectFrom('wiki_pages').select('id').where('id', '=', alias).executeTakeFirst();
    const taken = await db.selectFrom('wiki_redirects').select('old_id').where('old_id', '=', alias).executeTakeFirst();
    if (page || taken) continue;
    await db.insertInto('wiki_redirects').values({ old_id: alias, page_id: id, kind: 'alias' }).execute();
  }
}

/**
 * After pages were created, renamed, deleted or changed: re-renders every page whose links now resolve
 * differently (only when `idsChanged`: pages or redirects came or went; an edit that keeps them cannot change
 * how targets resolve), and every page embedding one of `changed` (its embedded text changed), so backlinks, red
 * links and embeds stay current. `skip` are pages the caller rendered itself. Returns the re-rendered ids.
 */
export async function refreshDependents(
  db: Db,
  changed: string[],
  skip: string[] = [],
  idsChanged = true,
): Promise<string[]> {
  const resolver = await loadResolver(db);
  const links = idsChanged
    ? await db.selectFrom('wiki_links').select(['from_id', 'target', 'resolved_id', 'embed']).execute()
    : changed.length === 0
      ? []
      : await db
          .selectFrom('wiki_links')
          .select(['from_id', 'target', 'resolved_id', 'embed'])
          .where('embed', '=', 1)
          .where('resolved_id', 'in', changed)
          .execute();
  const changedSet = new Set(changed);
  const stale = new Set<string>();
  for (const link of links) {
    if (idsChanged && resolver.resolve(link.target) !== link.resolved_id) stale.add(link.from_id);
    else if (link.embed && link.resolved_id !== null && changedSet.has(link.resolved_id)) stale.add(link.from_id);
  }
  for (const id of skip) stale.delete(id);
  for (const id of stale) {
    const page = await db.selectFrom('wiki_pages').select('source').where('id', '=', id).executeTakeFirst();
    if (!page) continue;
    // The title stays: it depends on the page's own text (or the import's), not on other pages.
    const columns = await renderColumns(db, id, page.source, resolver);
    await db.updateTable('wiki_pages').set({ html: columns.html, toc: columns.toc }).where('id', '=', id).execute();
    await storeLinks(db, id, columns.links);
  }
  // An embed's text is part of the embedding page's: its search document changes with it.
  await syncSearchDocuments(db, 'wiki', [...stale]);
  return [...stale];
}

/** Bytes of UTF-8. */
export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
