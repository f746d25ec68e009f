import type { Kysely, Migration } from 'kysely';

/**
 * One row per (article, tag), so the blog can list its tags with their counts and an article list can be limited
 * to a tag with an index instead of reading every article's `tags` JSON (contracts `blog.ts`: get_tags.php,
 * get_articles.php?tag=). `articles.tags` stays the article's own list, in its author's order; this table is kept
 * in step with it by `upsertArticle`. Filled here from the articles already stored.
 */
export const migration0004 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('article_tags')
      .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn('tag', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag'])
      .execute();
    await db.schema.createIndex('article_tags_tag').on('article_tags').columns(['tag', 'article_id']).execute();
    const typed = db as Kysely<{
      articles: { id: string; tags: string };
      article_tags: { article_id: string; tag: string };
    }>;
    const articles = await typed.selectFrom('articles').select(['id', 'tags']).execute();
    for (const { id, tags } of articles) {
      const rows = tagsOf(tags).map((tag) => ({ article_id: id, tag }));
      if (rows.length > 0) await typed.insertInto('article_tags').values(rows).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('article_tags').execute();
  },
});

/** The distinct, trimmed, non-empty tags of a stored `tags` JSON array; anything else there is skipped. */
function tagsOf(json: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter((t): t is string => typeof t === 'string').map((t) => t.trim()))].filter(Boolean);
}
