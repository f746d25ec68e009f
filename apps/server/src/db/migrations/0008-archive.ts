import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The archive (issue 17): movies, games and products with the owner's status, rating level and review
 * (`archive_items`, per-kind fields as JSON in `details`), every viewing or play (`archive_viewings`), and the
 * multi-valued filters (tags, regions, game genres) as rows of `archive_terms`. The list sorts on not-null
 * columns (`finished_on` '' when never, `year_sort` 0 when unknown, `level_rank` -1 for no-rate) so both
 * engines order NULL-free and an index serves the sort. Indexes: docs/decisions/0022-archive-indexes.md.
 */
export const migration0008 = (dialect: DialectName): Migration => {
  const seqType = dialect === 'postgres' ? 'serial' : 'integer';
  const seq = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const empty = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const json = (value: string) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('archive_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', notNull)
        .addColumn('title', 'text', notNull)
        .addColumn('sort_title', 'text', notNull)
        .addColumn('titles', 'text', json('{}'))
        .addColumn('year', 'integer')
        .addColumn('year_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('release_date', 'text')
        .addColumn('cover_url', 'text', empty)
        .addColumn('regions', 'text', json('[]'))
        .addColumn('tags', 'text', json('[]'))
        .addColumn('links', 'text', json('[]'))
        .addColumn('status', 'text', notNull)
        .addColumn('level', 'integer')
        .addColumn('level_rank', 'integer', (c) => c.notNull().defaultTo(-1))
        .addColumn('source_rating', 'text')
        .addColumn('movie_type', 'text')
        .addColumn('details', 'text', json('{}'))
        .addColumn('comment', 'text', empty)
        .addColumn('review', 'text', empty)
        .addColumn('review_html', 'text', empty)
        .addColumn('finished_on', 'text', empty)
        .addColumn('source_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('archive_items').columns(columns).execute();
      // Each sort's index carries the one-value filters after the sort key, so a page deep in a filtered list
      // skips non-matching rows inside the index instead of reading each row (decision 0022).
      const filters = ['status', 'level_rank', 'year_sort', 'movie_type'];
      const sortIndex = (name: string, sort: string) =>
        index(name, ['kind', sort, 'id', ...filters.filter((f) => f !== sort)]);
      await sortIndex('archive_items_kind_finished', 'finished_on');
      await index('archive_items_kind_status_finished', ['kind', 'status', 'finished_on', 'id']);
      await sortIndex('archive_items_kind_level', 'level_rank');
      await sortIndex('archive_items_kind_year', 'year_sort');
      await sortIndex('archive_items_kind_title', 'sort_title');
      await index('archive_items_finished', ['finished_on', 'id']);
      await db.schema
        .createTable('archive_viewings')
        .addColumn('seq', seqType, seq)
        .addColumn('item_id', 'text', (c) => c.notNull().references('archive_items.id').onDelete('cascade'))
        .addColumn('date', 'text', notNull)
        .addColumn('rewatch', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('archive_viewings_item')
        .on('archive_viewings')
        .columns(['item_id', 'date'])
        .execute();
      await db.schema
        .createIndex('archive_viewings_date')
        .on('archive_viewings')
        .columns(['date', 'item_id'])
        .execute();
      await db.schema
        .createTable('archive_terms')
        .addColumn('facet', 'text', notNull)
        .addColumn('value', 'text', notNull)
        .addColumn('item_id', 'text', (c) => c.notNull().references('archive_items.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('archive_terms_pk', ['facet', 'value', 'item_id'])
        .execute();
      await db.schema.createIndex('archive_terms_item').on('archive_terms').columns(['item_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['archive_terms', 'archive_viewings', 'archive_items'])
        await db.schema.dropTable(table).execute();
    },
  };
};
