import type { Kysely, Migration } from 'kysely';
import { type NameKeys, nameKeys } from '../../profiles/name-key.ts';

const kinds = ['folded', 'caps', 'written'] as const satisfies readonly (keyof NameKeys)[];

/**
 * The look-alike keys of names (profiles/name-key.ts): `accounts.uid_key_<kind>` (each unique) and
 * `characters.nickname_key_<kind>` (indexed), which "uid taken" and "nickname taken" compare instead of SQL
 * `lower()` (SQLite's folds ASCII only). Computed here in JavaScript for the rows already stored. Accounts are
 * keyed oldest first: one whose key an older account already has keeps its uid with a null key there (a unique
 * index allows many nulls) and the older one keeps the name; their characters keep their keys, so neither name can
 * be taken again by somebody else.
 */
export const migration0006 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const kind of kinds) {
      await db.schema.alterTable('accounts').addColumn(`uid_key_${kind}`, 'text').execute();
      await db.schema
        .alterTable('characters')
        .addColumn(`nickname_key_${kind}`, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    const typed = db as Kysely<{
      accounts: { uid: string; registered_at: string } & Record<`uid_key_${(typeof kinds)[number]}`, string | null>;
      characters: { cid: number; nickname: string } & Record<`nickname_key_${(typeof kinds)[number]}`, string>;
    }>;
    const accounts = await typed.selectFrom('accounts').select('uid').orderBy('registered_at').orderBy('uid').execute();
    const seen = { folded: new Set<string>(), caps: new Set<string>(), written: new Set<string>() };
    for (const { uid } of accounts) {
      const keys = nameKeys(uid);
      const stored = (kind: (typeof kinds)[number]) => (seen[kind].has(keys[kind]) ? null : keys[kind]);
      await typed
        .updateTable('accounts')
        .set({ uid_key_folded: stored('folded'), uid_key_caps: stored('caps'), uid_key_written: stored('written') })
        .where('uid', '=', uid)
        .execute();
      for (const kind of kinds) seen[kind].add(keys[kind]);
    }
    const characters = await typed.selectFrom('characters').select(['cid', 'nickname']).execute();
    for (const { cid, nickname } of characters) {
      const keys = nameKeys(nickname);
      await typed
        .updateTable('characters')
        .set({ nickname_key_folded: keys.folded, nickname_key_caps: keys.caps, nickname_key_written: keys.written })
        .where('cid', '=', cid)
        .execute();
    }
    for (const kind of kinds) {
      await db.schema
        .createIndex(`accounts_uid_key_${kind}`)
        .on('accounts')
        .unique()
        .column(`uid_key_${kind}`)
        .execute();
      await db.schema
        .createIndex(`characters_nickname_key_${kind}`)
        .on('characters')
        .column(`nickname_key_${kind}`)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const kind of kinds) {
      await db.schema.dropIndex(`characters_nickname_key_${kind}`).execute();
      await db.schema.dropIndex(`accounts_uid_key_${kind}`).execute();
      await db.schema.alterTable('characters').dropColumn(`nickname_key_${kind}`).execute();
      await db.schema.alterTable('accounts').dropColumn(`uid_key_${kind}`).execute();
    }
  },
});
