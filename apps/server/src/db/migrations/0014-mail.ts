import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Mail (issue 23 points 4 and 5; docs/decisions/0034-mail-and-password-reset.md): the durable outgoing queue
 * (`mail_queue`: a row is written in the transaction of what caused it, claimed by a sender with a lease, retried with
 * backoff, marked sent), single-use password-reset tokens stored as their sha-256 (`password_resets`), and each
 * account's mail choices with the random token of its one-click unsubscribe link (`mail_preferences`).
 */
export const migration0014 = (dialect: DialectName): Migration => {
  const seqType = dialect === 'postgres' ? 'serial' : 'integer';
  const seq = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  return {
    async up(db: Kysely<unknown>) {
      // An admin's message for a new comment is told apart from a reply to the admin's own comment.
      await db.schema
        .alterTable('messages')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('reply'))
        .execute();
      await db.schema
        .createTable('mail_queue')
        .addColumn('id', seqType, seq)
        .addColumn('kind', 'text', notNull)
        .addColumn('to_address', 'text', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('text', 'text', notNull)
        .addColumn('unsubscribe_url', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('attempts', 'integer', zero)
        .addColumn('next_attempt_at', 'text', notNull)
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createIndex('mail_queue_due')
        .on('mail_queue')
        .columns(['sent_at', 'failed_at', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('uid', 'text', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .addColumn('created_by', 'text', notNull)
        .execute();
      await db.schema.createIndex('password_resets_uid').on('password_resets').columns(['uid']).execute();
      await db.schema
        .createTable('mail_preferences')
        .addColumn('uid', 'text', (c) => c.primaryKey().references('accounts.uid').onDelete('cascade'))
        .addColumn('replies', 'integer', zero)
        .addColumn('comments', 'integer', zero)
        .addColumn('link_applications', 'integer', zero)
        .addColumn('unsubscribe_token', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('mail_preferences_unsubscribe')
        .on('mail_preferences')
        .unique()
        .columns(['unsubscribe_token'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['mail_preferences', 'password_resets', 'mail_queue']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('messages').dropColumn('kind').execute();
    },
  };
};
