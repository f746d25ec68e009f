import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * The media library (issue 23 point 3, decision 0035): one row per uploaded file, picture, audio or lyric, whether
 * uploaded through the library (`origin` `library`, under `/media/library/`) or a song upload found in
 * `/media/audio|cover|lyric/` (`origin` `music`). `url` is unique, so two listings registering the same found file
 * at once keep one row. `variants` is a JSON array of `{url, width, height, size}` (a picture's resized copies,
 * widest first). The list sorts on `created_at`, which an index serves.
 */
export const migration0015 = (): Migration => {
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', notNull)
        .addColumn('mime', 'text', notNull)
        .addColumn('size', 'integer', notNull)
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('origin', 'text', notNull)
        .addColumn('uploaded_by', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('media_created_at').on('media').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('media').execute();
    },
  };
};
