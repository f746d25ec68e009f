import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Blog import of real sites (issue 20). `article_categories`: one row per (article, category) with the author's
 * order (`position`, 0 first), since a post may have several categories (Jekyll's `categories: [team, community]`);
 * `articles.category_id` stays the first one (the single category the pages show). Filled here from the stored
 * `category_id`s. And the source identity of an imported article: `source_site` (the site it came from, e.g.
 * `hugo:https://gohugo.io`) and `source_key` (its file inside that site), and `source_file` (the file's absolute path
 * at the import), so a re-import that names the same file by another id (a parent folder imported) updates the
 * article instead of adding a second one; all null for articles not imported (the seed's, those imported before this migration until they are imported again).
 */
export const migration0010 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('article_categories')
      .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('article_categories_pk', ['article_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('article_categories_category')
      .on('article_categories')
      .columns(['category_id', 'article_id'])
      .execute();
    await sql`insert into article_categories (article_id, category_id, position)
      select id, category_id, 0 from articles where category_id is not null`.execute(db);
    await db.schema.alterTable('articles').addColumn('source_site', 'text').execute();
    await db.schema.alterTable('articles').addColumn('source_key', 'text').execute();
    await db.schema.alterTable('articles').addColumn('source_file', 'text').execute();
    await db.schema.createIndex('articles_source').on('articles').columns(['source_site', 'source_key']).execute();
    await db.schema.createIndex('articles_source_file').on('articles').column('source_file').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('articles_source_file').execute();
    await db.schema.dropIndex('articles_source').execute();
    await db.schema.alterTable('articles').dropColumn('source_file').execute();
    await db.schema.alterTable('articles').dropColumn('source_key').execute();
    await db.schema.alterTable('articles').dropColumn('source_site').execute();
    await db.schema.dropTable('article_categories').execute();
  },
});
