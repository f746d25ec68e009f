import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Accounts, characters, sessions (hashed tokens), devices and page views, comments with replies, messages,
 * feedback and property. Deleting an account or a comment cascades to what hangs off it.
 */
export const migration0002 = (dialect: DialectName): Migration => {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('uid', 'text', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('registered_at', 'text', (c) => c.notNull())
        .execute();
      // [ACCT-24] Uids are unique without case, so `Admin` cannot pass for `admin`.
      await db.schema.createIndex('accounts_uid_lower').on('accounts').unique().expression(sql`lower(uid)`).execute();
      await db.schema
        .createTable('characters')
        .addColumn('cid', idType, id)
        .addColumn('uid', 'text', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
        .addColumn('ctype', 'text', (c) => c.notNull())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('avatar_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('characters_uid').on('characters').columns(['uid', 'sort_order']).execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('uid', 'text', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createTable('devices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('page_views')
        .addColumn('id', idType, id)
        .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('uid', 'text', (c) => c.references('accounts.uid').onDelete('set null'))
        .addColumn('viewed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('page_views_time').on('page_views').columns(['viewed_at']).execute();
      await db.schema
        .createTable('comments')
        .addColumn('id', idType, id)
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('uid', 'text', (c) => c.references('accounts.uid').onDelete('cascade'))
        .addColumn('cid', 'integer', (c) => c.references('characters.cid').onDelete('cascade'))
        .addColumn('guest', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('guest_nickname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('guest_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('guest_website', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('comments_target').on('comments').columns(['target', 'created_at']).execute();
      await db.schema.createIndex('comments_time').on('comments').columns(['created_at']).execute();
      await db.schema.createIndex('comments_uid').on('comments').columns(['uid', 'created_at']).execute();
      await db.schema.createIndex('comments_reply_to').on('comments').columns(['reply_to']).execute();
      await db.schema
        .createTable('messages')
        .addColumn('id', idType, id)
        .addColumn('uid', 'text', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
        .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .execute();
      await db.schema.createIndex('messages_uid').on('messages').columns(['uid', 'created_at']).execute();
      await db.schema
        .createTable('feedback')
        .addColumn('id', idType, id)
        .addColumn('uid', 'text', (c) => c.references('accounts.uid').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('property')
        .addColumn('id', idType, id)
        .addColumn('uid', 'text', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('obtained_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('property_uid').on('property').columns(['uid']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'property',
        'feedback',
        'messages',
        'comments',
        'page_views',
        'devices',
        'sessions',
        'characters',
        'accounts',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
