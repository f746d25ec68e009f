import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The links section (issue 18): classes (`link_classes`), site-info entries [SITE-08] with their feed's and their
 * link's last-check state (`link_entries`), the posts collected from the entries' feeds (`link_posts`, one row per
 * guid or link of an entry, so a refresh never stores a post twice) and friend-link requests
 * (`link_applications`). The river sorts on `sort_date` (the post's date, or when it was first seen when the feed
 * gave none; never NULL) and `id`, which an index serves.
 */
export const migration0009 = (dialect: DialectName): Migration => {
  const seqType = dialect === 'postgres' ? 'serial' : 'integer';
  const seq = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const empty = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('link_classes')
        .addColumn('id', seqType, seq)
        .addColumn('name', 'text', notNull)
        .addColumn('sort_order', 'integer', zero)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('link_entries')
        .addColumn('id', seqType, seq)
        .addColumn('class_id', 'integer', (c) => c.references('link_classes.id').onDelete('set null'))
        .addColumn('kind', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('avatar_source', 'text', empty)
        .addColumn('avatar', 'text', empty)
        .addColumn('colour', 'text', empty)
        .addColumn('description', 'text', empty)
        .addColumn('link', 'text', notNull)
        .addColumn('feed_url', 'text', empty)
        .addColumn('sort_order', 'integer', zero)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('feed_etag', 'text')
        .addColumn('feed_last_modified', 'text')
        .addColumn('feed_checked_at', 'text')
        .addColumn('feed_success_at', 'text')
        .addColumn('feed_error', 'text')
        .addColumn('feed_error_at', 'text')
        .addColumn('link_checked_at', 'text')
        .addColumn('link_ok_at', 'text')
        .addColumn('link_failing_since', 'text')
        .execute();
      await db.schema
        .createIndex('link_entries_kind')
        .on('link_entries')
        .columns(['kind', 'sort_order', 'id'])
        .execute();
      await db.schema
        .createIndex('link_entries_class')
        .on('link_entries')
        .columns(['class_id', 'sort_order', 'id'])
        .execute();
      await db.schema
        .createTable('link_posts')
        .addColumn('id', seqType, seq)
        .addColumn('entry_id', 'integer', (c) => c.notNull().references('link_entries.id').onDelete('cascade'))
        .addColumn('post_key', 'text', notNull)
        .addColumn('title', 'text', notNull)
        .addColumn('url', 'text', notNull)
        .addColumn('excerpt', 'text', empty)
        .addColumn('published_at', 'text')
        .addColumn('sort_date', 'text', notNull)
        .addColumn('fetched_at', 'text', notNull)
        .addUniqueConstraint('link_posts_entry_key', ['entry_id', 'post_key'])
        .execute();
      await db.schema.createIndex('link_posts_river').on('link_posts').columns(['sort_date', 'id']).execute();
      await db.schema
        .createTable('link_applications')
        .addColumn('id', seqType, seq)
        .addColumn('uid', 'text')
        .addColumn('email', 'text')
        .addColumn('name', 'text', notNull)
        .addColumn('link', 'text', notNull)
        .addColumn('avatar', 'text', empty)
        .addColumn('colour', 'text', empty)
        .addColumn('description', 'text', empty)
        .addColumn('feed_url', 'text', empty)
        .addColumn('message', 'text', empty)
        .addColumn('state', 'text', notNull)
        .addColumn('entry_id', 'integer', (c) => c.references('link_entries.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('decided_at', 'text')
        .execute();
      await db.schema.createIndex('link_applications_uid').on('link_applications').columns(['uid', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['link_applications', 'link_posts', 'link_entries', 'link_classes'])
        await db.schema.dropTable(table).execute();
    },
  };
};
