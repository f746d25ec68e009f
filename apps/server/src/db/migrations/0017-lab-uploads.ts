import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * The laboratory's upload playground (issue 24 point 2, decision 0040): one row per stored file of a user, kept
 * until `expires_at` (24 hours after `created_at`, both ISO 8601). The list and the quota read a user's rows
 * (`owner_uid` index); the sweep reads the expired ones (`expires_at` index).
 */
export const migration0017 = (): Migration => {
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lab_uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_uid', 'text', notNull)
        .addColumn('url', 'text', notNull)
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'text', notNull)
        .addColumn('mime', 'text', notNull)
        .addColumn('size', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('lab_uploads_owner').on('lab_uploads').columns(['owner_uid', 'created_at']).execute();
      await db.schema.createIndex('lab_uploads_expires').on('lab_uploads').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lab_uploads').execute();
    },
  };
};
