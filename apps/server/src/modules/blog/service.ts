import type {
  Article,
  ArticleLink,
  ArticlePage,
  ArticleSummary,
  Category,
  CategoryDetail,
  GetArticlesQuery,
  RelatedArticle,
  TagCount,
  TocEntry,
} from '@site/contracts';
import { searchWords } from '@site/contracts';
import { type Expression, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { ArticlesTable, CategoriesTable, Database } from '../../db/schema.ts';

/**
 * Blog reads (contracts `blog.ts`). Knows Kysely, not HTTP: a missing row is `undefined`, and routes.ts turns
 * it into the 404 envelope. Category trees are small (tens of rows), so they are loaded whole and walked in
 * memory instead of recursive SQL that would differ between SQLite and PostgreSQL.
 */

type Db = Kysely<Database>;
type CategoryRow = Selectable<CategoriesTable>;

const summaryColumns = [
  'articles.id',
  'articles.title',
  'articles.date',
  'articles.updated',
  'articles.category_id',
  'categories.name as category_name',
  'articles.tags',
  'articles.summary',
  'articles.reading_minutes',
  'articles.language',
  'articles.detected_language',
] as const;

/**
 * One page of articles, newest first (ties by id, descending), optionally limited to the articles in
 * `category_id` or its descendants (any of an article's categories, `article_categories`), to the articles tagged `tag` (exactly, as stored) and to those whose title, summary or Markdown
 * source holds every word of `q` (substrings, any case: `lower()` on both sides, so CJK words match as typed); a
 * search lists the best matches first (`searchRank`: words in the title, then in the summary), newest first among
 * equals. An unknown category or tag gives an empty page (the category and tag pages show their own 404).
 */
export async function listArticles(db: Db, query: GetArticlesQuery): Promise<ArticlePage> {
  let categoryIds: string[] | null = null;
  if (query.category_id !== undefined) {
    categoryIds = (await getCategoryScope(db, query.category_id))?.ids ?? [];
    if (categoryIds.length === 0) return { items: [], total: 0, page: query.page, page_size: query.page_size };
  }
  const ids = categoryIds;
  const tag = query.tag;
  const held = (query.q === undefined ? [] : searchWords(query.q)).map(holdsWord);
  // The count reads the articles alone: the join names each row's category, one at most, and would make the count
  // read every published row instead of the `articles_status_date` index (41 ms at 45,000 articles against 2 ms).
  const base = db
    .selectFrom('articles')
    .where('articles.status', '=', 'published')
    .$if(ids !== null, (qb) =>
      qb.where('articles.id', 'in', (eb) =>
        eb
          .selectFrom('article_categories')
          .select('article_id')
          .where('category_id', 'in', ids ?? []),
      ),
    )
    .$if(tag !== undefined, (qb) => qb.where('articles.id', 'in', taggedArticleIds(db, tag ?? '')))
    .$if(held.length > 0, (qb) => qb.where((eb) => eb.and(held.map((word) => word.found))));
  const [rows, count] = await Promise.all([
    base
      .leftJoin('categories', 'categories.id', 'articles.category_id')
      .select(summaryColumns)
      .$if(held.length > 0, (qb) => qb.orderBy(searchRank(held), 'desc'))
      .orderBy('articles.date', 'desc')
      .orderBy('articles.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
  ]);
  return {
    items: rows.map(toSummary),
    total: Number(count?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * The ids of the published articles, as a subquery: drafts and scheduled articles are in no list, count, feed,
 * sitemap or search until they are published (issue 23 point 2; docs/decisions/0036).
 */
export function publishedArticleIds(db: Db) {
  return db.selectFrom('articles').select('articles.id').where('articles.status', '=', 'published');
}

/** The ids of the articles in any of the categories `ids` (`article_categories`), as a subquery. */
export function categorisedArticleIds(db: Db, ids: readonly string[]) {
  return db.selectFrom('article_categories').select('article_categories.article_id').where('category_id', 'in', ids);
}

/** The ids of the articles carrying `tag` (exactly, as stored), as a subquery for `where('…id', 'in', …)`. */
export function taggedArticleIds(db: Db, tag: string) {
  return db.selectFrom('article_tags').select('article_tags.article_id').where('article_tags.tag', '=', tag);
}

/**
 * Where `word` is in an article (a substring, any case): `found`, in its title, summary or source; `inTitle` and
 * `inSummary` for the ranking. LIKE's wildcards in the word are escaped, with the escape character named, as
 * SQLite has none by default.
 */
function holdsWord(word: string): {
  found: Expression<SqlBool>;
  inTitle: Expression<SqlBool>;
  inSummary: Expression<SqlBool>;
} {
  const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const inTitle = like('articles.title');
  const inSummary = like('articles.summary');
  return { found: sql<SqlBool>`(${inTitle} or ${inSummary} or ${like('articles.source')})`, inTitle, inSummary };
}

/**
 * How well an article matches the searched words (`holdsWord` of each), higher first: 2 for each word in its title, 1 for each in its
 * summary (a word only in the text adds nothing), so "clamp" lists the article titled with it before the ones
 * that mention it; the list's date order breaks ties (the engines' relevance, in SQL both dialects run).
 */
function searchRank(held: readonly ReturnType<typeof holdsWord>[]): Expression<number> {
  const points = held.map(
    ({ inTitle, inSummary }) =>
      sql<number>`(case when ${inTitle} then 2 else 0 end + case when ${inSummary} then 1 else 0 end)`,
  );
  return sql<number>`(${sql.join(points, sql` + `)})`;
}

/** The article `id` with its category path, all its categories (in order) and date neighbours, or undefined. */
export async function getArticle(db: Db, id: string): Promise<Article | undefined> {
  const row = await db
    .selectFrom('articles')
    .leftJoin('categories', 'categories.id', 'articles.category_id')
    .select([...summaryColumns, 'articles.html', 'articles.toc', 'articles.word_count'])
    .where('articles.id', '=', id)
    .where('articles.status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  const [prev, next, categoryPath, categories] = await Promise.all([
    neighbour(db, row, 'older'),
    neighbour(db, row, 'newer'),
    row.category_id ? categoryPathOf(db, row.category_id) : Promise.resolve([]),
    db
      .selectFrom('article_categories')
      .innerJoin('categories', 'categories.id', 'article_categories.category_id')
      .select(['categories.id', 'categories.name'])
      .where('article_categories.article_id', '=', id)
      .orderBy('article_categories.position')
      .execute(),
  ]);
  return {
    ...toSummary(row),
    html: row.html,
    toc: JSON.parse(row.toc) as TocEntry[],
    word_count: row.word_count,
    category_path: categoryPath,
    categories,
    prev,
    next,
  };
}

/**
 * What a page's `<head>` says of an article (page-head.ts): dates ISO 8601, `word_count` in words, `image` the
 * address of its first picture as written in it (root-relative or absolute; never a `data:` URI), if any.
 */
export type ArticleHead = {
  title: string;
  summary: string;
  date: string;
  updated: string | null;
  tags: string[];
  word_count: number;
  category_name: string | null;
  image?: string;
};

/**
 * What a page's `<head>` says of the article `id` (page-head.ts): title, summary, dates (ISO 8601) and its first
 * picture (stored at render time), or undefined when no article has that id. One small read, without the HTML or
 * the neighbours.
 */
export async function getArticleHead(db: Db, id: string): Promise<ArticleHead | undefined> {
  const row = await db
    .selectFrom('articles')
    .leftJoin('categories', 'categories.id', 'articles.category_id')
    .select([
      'articles.title',
      'articles.summary',
      'articles.date',
      'articles.updated',
      'articles.tags',
      'articles.word_count',
      'articles.image',
      'categories.name as category_name',
    ])
    .where('articles.id', '=', id)
    .where('articles.status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  const { image, ...head } = row;
  return { ...head, tags: JSON.parse(row.tags) as string[], ...(image && { image }) };
}

/** The name of the category `id` for a page's `<head>` (page-head.ts), or undefined when there is none. */
export async function getCategoryHead(db: Db, id: string): Promise<{ name: string } | undefined> {
  return db.selectFrom('categories').select('name').where('id', '=', id).executeTakeFirst();
}

/**
 * The articles that share tags with the article `id`, most shared tags first, then newest first (ties by id),
 * at most `limit`; never the article itself. Empty when it has no tags or shares none; undefined when no article
 * has that id.
 */
export async function listRelatedArticles(db: Db, id: string, limit: number): Promise<RelatedArticle[] | undefined> {
  const exists = await db
    .selectFrom('articles')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!exists) return undefined;
  const rows = await db
    .selectFrom('article_tags as own')
    .innerJoin('article_tags as other', (join) =>
      join.onRef('other.tag', '=', 'own.tag').onRef('other.article_id', '<>', 'own.article_id'),
    )
    .innerJoin('articles', 'articles.id', 'other.article_id')
    .select((eb) => ['articles.id', 'articles.title', 'articles.date', eb.fn.countAll<string | number>().as('shared')])
    .where('own.article_id', '=', id)
    .where('articles.status', '=', 'published')
    .groupBy(['articles.id', 'articles.title', 'articles.date'])
    .orderBy('shared', 'desc')
    .orderBy('articles.date', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, date: row.date, shared_tags: Number(row.shared) }));
}

/** Whether any article carries `tag` (exactly, as stored): a tag page's `<head>` and its 404 (page-head.ts). */
export async function hasTag(db: Db, tag: string): Promise<boolean> {
  const row = await db
    .selectFrom('article_tags')
    .select('tag')
    .where('tag', '=', tag)
    .where('article_id', 'in', publishedArticleIds(db))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every tag with the number of articles that carry it, most used first, then by tag (code-point order). */
export async function listTags(db: Db): Promise<TagCount[]> {
  const rows = await db
    .selectFrom('article_tags')
    .select((eb) => ['tag', eb.fn.countAll<string | number>().as('article_count')])
    .where('article_id', 'in', publishedArticleIds(db))
    .groupBy('tag')
    .execute();
  return rows
    .map((row) => ({ tag: row.tag, article_count: Number(row.article_count) }))
    .sort((a, b) => b.article_count - a.article_count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
}

/**
 * Every category, flat, ordered by sort_order then name, each with the number of articles in its subtree (an
 * article in several categories of one subtree counted once). The articles with one category, nearly all, are
 * counted in SQL; only the (article, category) rows of articles with several are read.
 */
export async function listCategories(db: Db): Promise<Category[]> {
  const several = db
    .selectFrom('article_categories')
    .select('article_id')
    .where('article_id', 'in', publishedArticleIds(db))
    .groupBy('article_id')
    .having((eb) => eb.fn.countAll(), '>', 1);
  const [categories, counts, shared] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('name').execute(),
    db
      .selectFrom('article_categories')
      .select(['category_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('article_id', 'not in', several)
      .where('article_id', 'in', publishedArticleIds(db))
      .groupBy('category_id')
      .execute(),
    db
      .selectFrom('article_categories')
      .select(['article_id', 'category_id'])
      .where('article_id', 'in', several)
      .execute(),
  ]);
  const direct = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const sharedIn = new Map<string, string[]>();
  for (const row of shared) sharedIn.set(row.category_id, [...(sharedIn.get(row.category_id) ?? []), row.article_id]);
  return categories.map((c) => {
    const subtree = descendantIds(categories, c.id);
    const multi = new Set(subtree.flatMap((id) => sharedIn.get(id) ?? []));
    return {
      id: c.id,
      name: c.name,
      parent_id: c.parent_id,
      description: c.description,
      article_count: subtree.reduce((sum, id) => sum + (direct.get(id) ?? 0), multi.size),
    };
  });
}

/** The category `id` with its ancestor path and direct children, or undefined. */
export async function getCategory(db: Db, id: string): Promise<CategoryDetail | undefined> {
  const categories = await listCategories(db);
  const category = categories.find((c) => c.id === id);
  if (!category) return undefined;
  return {
    category,
    path: pathOf(categories, id),
    children: categories.filter((c) => c.parent_id === id),
  };
}

async function neighbour(
  db: Db,
  row: { id: string; date: string },
  side: 'older' | 'newer',
): Promise<ArticleLink | null> {
  const older = side === 'older';
  const found = await db
    .selectFrom('articles')
    .select(['id', 'title'])
    .where('status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('date', older ? '<' : '>', row.date),
        eb.and([eb('date', '=', row.date), eb('id', older ? '<' : '>', row.id)]),
      ]),
    )
    .orderBy('date', older ? 'desc' : 'asc')
    .orderBy('id', older ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  return found ?? null;
}

async function categoryPathOf(db: Db, id: string): Promise<{ id: string; name: string }[]> {
  const categories = await db.selectFrom('categories').select(['id', 'name', 'parent_id']).execute();
  return pathOf(categories, id);
}

/** Ancestors first, the category itself last; stops on a cycle. */
function pathOf(categories: { id: string; name: string; parent_id: string | null }[], id: string) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: { id: string; name: string }[] = [];
  const seen = new Set<string>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift({ id: current.id, name: current.name });
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return path;
}

/**
 * The category `id`'s name and the ids of it and every category below it (what its page and its feed list), or
 * undefined when no category has that id.
 */
export async function getCategoryScope(db: Db, id: string): Promise<{ name: string; ids: string[] } | undefined> {
  const categories = await db.selectFrom('categories').select(['id', 'parent_id', 'name']).execute();
  const category = categories.find((c) => c.id === id);
  return category && { name: category.name, ids: descendantIds(categories, id) };
}

/** `id` and every category below it; empty when `id` does not exist. */
function descendantIds(categories: Pick<CategoryRow, 'id' | 'parent_id'>[], id: string): string[] {
  if (!categories.some((c) => c.id === id)) return [];
  const result = [id];
  for (let i = 0; i < result.length; i++) {
    for (const c of categories) if (c.parent_id === result[i] && !result.includes(c.id)) result.push(c.id);
  }
  return result;
}

type SummaryRow = Pick<
  Selectable<ArticlesTable>,
  | 'id'
  | 'title'
  | 'date'
  | 'updated'
  | 'category_id'
  | 'tags'
  | 'summary'
  | 'reading_minutes'
  | 'language'
  | 'detected_language'
> & { category_name: string | null };

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    updated: row.updated,
    category_id: row.category_id,
    category_name: row.category_name,
    tags: JSON.parse(row.tags) as string[],
    summary: row.summary,
    reading_minutes: row.reading_minutes,
    language: row.language ?? row.detected_language,
  };
}
