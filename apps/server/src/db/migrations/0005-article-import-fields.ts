import type { Kysely, Migration } from 'kysely';

/**
 * What an imported post brings beside its text. Two article columns: `excerpt`, the author's own summary from the
 * front matter (kept so a re-render does not lose it), and `image`, the first picture of the rendered HTML (a
 * page's `og:image` without reading the HTML); both start null, and the renderer version 3 (write-service.ts)
 * fills `image` at the next start. And `article_aliases`: the addresses the post had on the blog it came from
 * (front matter `aliases`, `redirect_from`, `permalink`), each answered with a redirect to the article.
 */
export const migration0005 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('articles').addColumn('excerpt', 'text').execute();
    await db.schema.alterTable('articles').addColumn('image', 'text').execute();
    await db.schema
      .createTable('article_aliases')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('article_aliases_article').on('article_aliases').column('article_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('article_aliases').execute();
    await db.schema.alterTable('articles').dropColumn('image').execute();
    await db.schema.alterTable('articles').dropColumn('excerpt').execute();
  },
});
