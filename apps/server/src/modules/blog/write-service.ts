import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { getSetting, setSiteSettings } from '../../settings/site-settings.ts';
import { clearArticleCache } from './article-cache.ts';
import { summarise } from './markdown/text-stats.ts';
import { setArticleAliases } from './old-addresses.ts';

type Db = Kysely<Database>;

/** An article as the seed and the importer supply it; the server renders `source` itself. */
export type ArticleInput = {
  /** Multi-segment id, e.g. `hexo-news/2019-10-14-hexo-4-released`. */
  id: string;
  title: string;
  /** ISO 8601. */
  date: string;
  /** ISO 8601 or null. */
  updated: string | null;
  category_id: string | null;
  tags: string[];
  /** Markdown (Hexo tags already converted). */
  source: string;
  /** The author's own summary (front matter `excerpt`/`description`), plain text; replaces the rendered one. */
  excerpt?: string | null;
  /** The post's addresses on its old blog (`/2019/10/old-name/`); given, they replace the stored ones. */
  aliases?: readonly string[];
  /** The author's language for it (front matter `lang`), a BCP 47 tag; absent or null: told from the text. */
  language?: string | null;
  /**
   * Every category of the article in the author's order (existing category ids, repeats dropped), stored as
   * `article_categories` rows; `category_id` should be the first. Absent: `category_id` alone.
   */
  categories?: readonly string[];
  /** Where an imported article came from (its site, its file there); absent: the stored one stays. */
  source_site?: string | null;
  source_key?: string | null;
  source_file?: string | null;
  /** Editor fields (issue 23, migration 0016); absent: the stored ones stay (a new article is published). */
  status?: 'draft' | 'scheduled' | 'published';
  publish_at?: string | null;
  cover?: string | null;
  license?: string | null;
};

/**
 * The stored columns rendered from an article's Markdown `source`: HTML, outline (JSON), summary (the author's
 * `excerpt` when given, shortened like a rendered one), first picture and counts.
 */
async function renderedColumns(source: string, excerpt: string | null) {
  // Loaded on first use: the renderer's ~400 modules (unified, micromark, highlight.js) took ~0.5 s of every start,
  // though a start renders nothing unless an article is stale (issue 15 point 6).
  const { renderMarkdown } = await import('./markdown/render-markdown.ts');
  const rendered = renderMarkdown(source);
  return {
    html: rendered.html,
    toc: JSON.stringify(rendered.toc),
    summary: excerpt ? summarise(excerpt.replace(/\s+/g, ' ')) : rendered.summary,
    image: rendered.image,
    word_count: rendered.word_count,
    reading_minutes: rendered.reading_minutes,
    detected_language: rendered.language,
  };
}

/**
 * The version of what turns an article's Markdown into what is stored (render-markdown.ts, its plugins and the
 * sanitiser's schema). Raise it with every change there that alters the HTML, outline, summary or counts: the
 * next start re-renders every stored article from its source (`rerenderStaleArticles`), so the change (a
 * sanitiser fix above all) reaches the articles written before it, not only the next import.
 * 2: pictures load lazily; a video frame without a title is named after its service.
 * 3: the first picture is stored (`image`); an excerpt mark (`<!-- more -->`) ends the summary.
 * 4: the language the text is written in is stored (`detected_language`).
 * 5: GitHub's alerts (`> [!NOTE]`) and Obsidian's callouts render as callouts (`aside.callout`), no longer as quotes.
 * 6: a callout's title is left out of the summary.
 */
export const markdownRendererVersion = 6;

/** The site setting holding the renderer version the stored articles were rendered with. */
export const markdownRendererKey = 'markdown_renderer';

/**
 * Re-renders every stored article from its `source` when they were rendered by another version of the renderer
 * than `markdownRendererVersion` (or by one from before versions were kept), then records the version. Meant to
 * run beside a listening server (main.ts): one article at a time, each its own write, with `pause` awaited after
 * each (by default one turn of the event loop, so requests are answered between articles: a render takes ~23 ms).
 * An article whose source changed since the list was read is left as its writer stored it (rendered by the
 * current version) and not counted. The version is recorded only after the last article, so a start cut short re-renders
 * again next time. `modified_at` stays: the article did not change, its rendering did. Each write clears this
 * process's article cache. Returns how many articles were re-rendered (0 when the version is current). Throws on
 * a database error; the articles re-rendered before it keep their new rendering.
 */
export async function rerenderStaleArticles(
  db: Db,
  pause: () => Promise<unknown> = () => setImmediatePromise(),
): Promise<number> {
  if ((await getSetting(db, markdownRendererKey)) === markdownRendererVersion) return 0;
  const articles = await db.selectFrom('articles').select(['id', 'source', 'excerpt']).orderBy('id').execute();
  let count = 0;
  for (const { id, source, excerpt } of articles) {
    const columns = await renderedColumns(source, excerpt);
    const updated = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('articles')
        .set(columns)
        .where('id', '=', id)
        .where('source', '=', source)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      // The rendered text is what the search reads (issue 22).
      await syncSearchDocuments(trx, 'article', [id]);
      return true;
    });
    if (updated) count += 1;
    clearArticleCache(db);
    await pause();
  }
  await setSiteSettings(db, { [markdownRendererKey]: markdownRendererVersion });
  return count;
}

/**
 * Whether every stored article is rendered by the current renderer (`markdownRendererVersion` recorded), or there
 * is no article at all: a writer that renders every article it stores (the import) may then record the version
 * after it (`recordRendererCurrent`), so the next start re-renders nothing.
 */
export async function renderingIsCurrent(db: Db): Promise<boolean> {
  if ((await getSetting(db, markdownRendererKey)) === markdownRendererVersion) return true;
  return (await db.selectFrom('articles').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Records that every stored article is rendered by the current renderer (see `renderingIsCurrent`). */
export async function recordRendererCurrent(db: Db): Promise<void> {
  await setSiteSettings(db, { [markdownRendererKey]: markdownRendererVersion });
}

/**
 * Inserts or updates (by id) an article, storing its source with the rendered HTML, outline, summary and
 * counts (DESIGN.md "Markdown": rendered once on write, never on read), and its tags (trimmed, empty ones and
 * repeats dropped, the author's order kept) both in `articles.tags` and as `article_tags` rows, in one
 * transaction (or in the caller's), with its old addresses when `aliases` is given, its categories as
 * `article_categories` rows (`categories`, else `category_id`) and its source identity when given. Keeps `created_at` on
 * update. Clears this process's article cache. Throws on a database error, having written nothing.
 */
export async function upsertArticle(db: Db, input: ArticleInput, now = new Date()): Promise<'created' | 'updated'> {
  const stamp = now.toISOString();
  const tags = [...new Set(input.tags.map((tag) => tag.trim()))].filter((tag) => tag !== '');
  const values = {
    title: input.title,
    category_id: input.category_id,
    date: input.date,
    updated: input.updated,
    tags: JSON.stringify(tags),
    source: input.source,
    excerpt: input.excerpt ?? null,
    language: input.language ?? null,
    ...(await renderedColumns(input.source, input.excerpt ?? null)),
    modified_at: stamp,
    ...(input.source_site !== undefined && { source_site: input.source_site }),
    ...(input.source_key !== undefined && { source_key: input.source_key }),
    ...(input.source_file !== undefined && { source_file: input.source_file }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.publish_at !== undefined && { publish_at: input.publish_at }),
    ...(input.cover !== undefined && { cover: input.cover }),
    ...(input.license !== undefined && { license: input.license }),
  };
  const categories = [...new Set(input.categories ?? (input.category_id === null ? [] : [input.category_id]))];
  const write = async (trx: Db) => {
    const existing = await trx.selectFrom('articles').select('id').where('id', '=', input.id).executeTakeFirst();
    await trx
      .insertInto('articles')
      .values({ id: input.id, ...values, created_at: stamp })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await trx.deleteFrom('article_tags').where('article_id', '=', input.id).execute();
    if (tags.length > 0)
      await trx
        .insertInto('article_tags')
        .values(tags.map((tag) => ({ article_id: input.id, tag })))
        .execute();
    await trx.deleteFrom('article_categories').where('article_id', '=', input.id).execute();
    if (categories.length > 0)
      await trx
        .insertInto('article_categories')
        .values(categories.map((category_id, position) => ({ article_id: input.id, category_id, position })))
        .execute();
    if (input.aliases !== undefined) await setArticleAliases(trx, input.id, input.aliases);
    await syncSearchDocuments(trx, 'article', [input.id]);
    return existing ? 'updated' : 'created';
  };
  const outcome = db.isTransaction ? await write(db) : await db.transaction().execute(write);
  clearArticleCache(db);
  return outcome;
}

/**
 * Makes sure the category path exists: `[{id:'study',name:'Study'}, {id:'study/frontend',name:'Frontend'}]`
 * creates both (each parent of the next) if missing; existing rows keep their name. Returns the last id.
 */
export async function ensureCategoryPath(
  db: Db,
  path: { id: string; name: string; description?: string; sort_order?: number }[],
): Promise<string | null> {
  let parent: string | null = null;
  for (const segment of path) {
    await db
      .insertInto('categories')
      .values({
        id: segment.id,
        name: segment.name,
        parent_id: parent,
        description: segment.description ?? '',
        sort_order: segment.sort_order ?? 0,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    parent = segment.id;
  }
  clearArticleCache(db);
  return parent;
}
