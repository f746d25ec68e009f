import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The wiki (issue 16): pages with their rendered HTML, every revision of every page, the wikilinks of each page's
 * current text (for backlinks, wanted pages and orphans), redirects left by renames and front matter aliases, and
 * the users the admin made editors. `wiki_revisions.seq` orders recent changes across pages. Times are ISO 8601
 * text, JSON columns text, sizes bytes of UTF-8.
 */
export const migration0007 = (dialect: DialectName): Migration => {
  const seqType = dialect === 'postgres' ? 'serial' : 'integer';
  const seq = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull();
  const json = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('[]');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wiki_pages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', text)
        .addColumn('source', 'text', text)
        .addColumn('html', 'text', text)
        .addColumn('toc', 'text', json)
        .addColumn('tags', 'text', json)
        .addColumn('aliases', 'text', json)
        .addColumn('revision', 'integer', text)
        .addColumn('created_at', 'text', text)
        .addColumn('updated_at', 'text', text)
        .execute();
      await db.schema
        .createTable('wiki_revisions')
        .addColumn('seq', seqType, seq)
        .addColumn('page_id', 'text', text)
        .addColumn('revision', 'integer', text)
        .addColumn('kind', 'text', text)
        .addColumn('author_uid', 'text')
        .addColumn('author_nickname', 'text', text)
        .addColumn('created_at', 'text', text)
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', text)
        .addColumn('size', 'integer', text)
        .addColumn('size_delta', 'integer', text)
        .addColumn('base_revision', 'integer', text)
        .addColumn('restored_from', 'integer')
        .addUniqueConstraint('wiki_revisions_page_revision', ['page_id', 'revision'])
        .execute();
      await db.schema
        .createTable('wiki_links')
        .addColumn('from_id', 'text', text)
        .addColumn('target', 'text', text)
        .addColumn('resolved_id', 'text')
        .addColumn('embed', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('wiki_links_pk', ['from_id', 'target'])
        .execute();
      await db.schema.createIndex('wiki_links_resolved').on('wiki_links').columns(['resolved_id']).execute();
      await db.schema
        .createTable('wiki_redirects')
        .addColumn('old_id', 'text', (c) => c.primaryKey())
        .addColumn('page_id', 'text', text)
        .addColumn('kind', 'text', text)
        .execute();
      await db.schema.createIndex('wiki_redirects_page').on('wiki_redirects').columns(['page_id']).execute();
      await db.schema
        .createTable('wiki_editors')
        .addColumn('uid', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', text)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['wiki_editors', 'wiki_redirects', 'wiki_links', 'wiki_revisions', 'wiki_pages'])
        await db.schema.dropTable(table).execute();
    },
  };
};
