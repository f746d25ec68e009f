import type { Kysely, Migration } from 'kysely';
import { nameKeys } from '../../profiles/name-key.ts';

/**
 * The look-alike keys of names (profiles/name-key.ts): `accounts.uid_key`/`uid_caps_key` (each unique) and
 * `characters.nickname_key`/`nickname_caps_key` (indexed), which "uid taken" and "nickname taken" compare instead
 * of SQL `lower()` (SQLite's folds ASCII only). Computed here in JavaScript for the rows already stored. Accounts
 * are keyed oldest first: one whose key an older account already has keeps its uid with a null key there (a
 * unique index allows many nulls), and the older one keeps the name; their characters keep their keys, so neither
 * name can be taken again by someone else.
 */
export const migration0006 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('uid_key', 'text').execute();
    await db.schema.alterTable('accounts').addColumn('uid_caps_key', 'text').execute();
    await db.schema
      .alterTable('characters')
      .addColumn('nickname_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('characters')
      .addColumn('nickname_caps_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const typed = db as Kysely<{
      accounts: { uid: string; registered_at: string; uid_key: string | null; uid_caps_key: string | null };
      characters: { cid: number; nickname: string; nickname_key: string; nickname_caps_key: string };
    }>;
    const accounts = await typed.selectFrom('accounts').select('uid').orderBy('registered_at').orderBy('uid').execute();
    const keys = new Set<string>();
    const capsKeys = new Set<string>();
    for (const { uid } of accounts) {
      const { key, capsKey } = nameKeys(uid);
      const uidKey = keys.has(key) ? null : key;
      const uidCapsKey = capsKeys.has(capsKey) ? null : capsKey;
      keys.add(key);
      capsKeys.add(capsKey);
      await typed
        .updateTable('accounts')
        .set({ uid_key: uidKey, uid_caps_key: uidCapsKey })
        .where('uid', '=', uid)
        .execute();
    }
    const characters = await typed.selectFrom('characters').select(['cid', 'nickname']).execute();
    for (const { cid, nickname } of characters) {
      const { key, capsKey } = nameKeys(nickname);
      await typed
        .updateTable('characters')
        .set({ nickname_key: key, nickname_caps_key: capsKey })
        .where('cid', '=', cid)
        .execute();
    }
    await db.schema.createIndex('accounts_uid_key').on('accounts').unique().column('uid_key').execute();
    await db.schema.createIndex('accounts_uid_caps_key').on('accounts').unique().column('uid_caps_key').execute();
    await db.schema.createIndex('characters_nickname_key').on('characters').column('nickname_key').execute();
    await db.schema.createIndex('characters_nickname_caps_key').on('characters').column('nickname_caps_key').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of [
      'characters_nickname_caps_key',
      'characters_nickname_key',
      'accounts_uid_caps_key',
      'accounts_uid_key',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    await db.schema.alterTable('characters').dropColumn('nickname_caps_key').execute();
    await db.schema.alterTable('characters').dropColumn('nickname_key').execute();
    await db.schema.alterTable('accounts').dropColumn('uid_caps_key').execute();
    await db.schema.alterTable('accounts').dropColumn('uid_key').execute();
  },
});
