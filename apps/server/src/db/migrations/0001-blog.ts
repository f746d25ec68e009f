import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.ts';

/** Site settings, blog categories and articles, the home-page background pool. */
export const migration0001 = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('articles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('updated', 'text')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('toc', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reading_minutes', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('modified_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('articles_date').on('articles').columns(['date', 'id']).execute();
    await db.schema.createIndex('articles_category').on('articles').columns(['category_id', 'date']).execute();
    await db.schema
      .createTable('backgrounds')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('credit', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['backgrounds', 'articles', 'categories', 'site_settings']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
