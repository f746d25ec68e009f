import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The article editor and scheduling (issue 23 points 1 and 2; docs/decisions/0036):
 * - `articles.status` (`draft` | `scheduled` | `published`; every existing row is published) and `publish_at`
 *   (ISO 8601, when a scheduled article goes out), `revision` (the number of its latest saved revision, 0 for the
 *   rows from before: a save names the revision it started from and a stale one is a 409), `cover` and `license`
 *   (front matter fields of the editor's form, null when not given);
 * - `article_revisions`: every save of the editor (and its autosaves, kind `draft`) with the whole form as JSON;
 * - `article_preview_tokens`: the links that show a draft without signing in, by the SHA-256 of their token.
 */
export const migration0016 = (dialect: DialectName): Migration => {
  const seqType = dialect === 'postgres' ? 'serial' : 'integer';
  const seq = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('articles')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .execute();
      await db.schema.alterTable('articles').addColumn('publish_at', 'text').execute();
      await db.schema
        .alterTable('articles')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('articles').addColumn('cover', 'text').execute();
      await db.schema.alterTable('articles').addColumn('license', 'text').execute();
      await db.schema
        .createIndex('articles_status_publish_at')
        .on('articles')
        .columns(['status', 'publish_at'])
        .execute();
      await db.schema
        .createTable('article_revisions')
        .addColumn('seq', seqType, seq)
        .addColumn('article_id', 'text', text)
        .addColumn('revision', 'integer', text)
        .addColumn('kind', 'text', text)
        .addColumn('author_uid', 'text')
        .addColumn('author_nickname', 'text', text)
        .addColumn('created_at', 'text', text)
        .addColumn('data', 'text', text)
        .addUniqueConstraint('article_revisions_article_revision', ['article_id', 'revision'])
        .execute();
      await db.schema
        .createTable('article_preview_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('article_id', 'text', text)
        .addColumn('created_at', 'text', text)
        .execute();
      await db.schema
        .createIndex('article_preview_tokens_article')
        .on('article_preview_tokens')
        .columns(['article_id'])
        .execute();
      await sql`update articles set status = 'published'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_preview_tokens').execute();
      await db.schema.dropTable('article_revisions').execute();
      await db.schema.dropIndex('articles_status_publish_at').execute();
      for (const column of ['license', 'cover', 'revision', 'publish_at', 'status'])
        await db.schema.alterTable('articles').dropColumn(column).execute();
    },
  };
};
