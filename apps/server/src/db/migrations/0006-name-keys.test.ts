import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKeys } from '../../profiles/name-key.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { migration0006 } from './0006-name-keys.ts';

describe('migration 0006: name keys', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it("fills the look-alike keys of the accounts' uids and the characters' nicknames; a younger look-alike uid keeps its uid with null keys where the older has them", async () => {
    // The state before 0006: no key columns.
    const raw = db.db as unknown as Kysely<unknown>;
    const { down } = migration0006();
    if (!down) throw new Error('migration 0006 has no down');
    await down(raw);
    const old = raw as Kysely<{
      accounts: { uid: string; password_hash: string; registered_at: string };
      characters: { uid: string; ctype: string; nickname: string };
    }>;
    const account = (uid: string, registered_at: string) => ({ uid, password_hash: 'x', registered_at });
    await old
      .insertInto('accounts')
      .values([
        account('rnike', '2024-02-01T00:00:00.000Z'),
        account('mike', '2024-01-01T00:00:00.000Z'),
        account('zoe', '2024-03-01T00:00:00.000Z'),
      ])
      .execute();
    await old
      .insertInto('characters')
      .values([
        { uid: 'mike', ctype: 'user', nickname: 'Émile' },
        { uid: 'rnike', ctype: 'user', nickname: 'rnike' },
        { uid: 'zoe', ctype: 'admin', nickname: 'ΒΕΝ' },
      ])
      .execute();

    await migration0006().up(raw);

    const accounts = await db.db
      .selectFrom('accounts')
      .select(['uid', 'uid_key_folded', 'uid_key_caps', 'uid_key_written'])
      .orderBy('uid')
      .execute();
    const keyed = (uid: string) => {
      const keys = nameKeys(uid);
      return { uid, uid_key_folded: keys.folded, uid_key_caps: keys.caps, uid_key_written: keys.written };
    };
    // `rnike` looks like the older `mike` (m is rn) as folded and as written, not in capitals (MIKE, RNIKE).
    expect(accounts).toEqual([
      keyed('mike'),
      { ...keyed('rnike'), uid_key_folded: null, uid_key_written: null },
      keyed('zoe'),
    ]);
    const characters = await db.db
      .selectFrom('characters')
      .select(['nickname', 'nickname_key_folded', 'nickname_key_caps', 'nickname_key_written'])
      .orderBy('uid')
      .execute();
    expect(characters).toEqual(
      ['Émile', 'rnike', 'ΒΕΝ'].map((nickname) => {
        const keys = nameKeys(nickname);
        return {
          nickname,
          nickname_key_folded: keys.folded,
          nickname_key_caps: keys.caps,
          nickname_key_written: keys.written,
        };
      }),
    );
    // The stored keys find the look-alikes: émile is Émile's, Latin Ben is Greek ΒΕΝ's.
    const holder = async (name: string) =>
      (
        await db.db
          .selectFrom('characters')
          .select('uid')
          .where((eb) =>
            eb.or([
              eb('nickname_key_folded', '=', nameKeys(name).folded),
              eb('nickname_key_caps', '=', nameKeys(name).caps),
            ]),
          )
          .executeTakeFirst()
      )?.uid;
    expect(await holder('émile')).toBe('mike');
    expect(await holder('Ben')).toBe('zoe');
    // The uid keys stay unique.
    await expect(
      db.db
        .insertInto('accounts')
        .values({
          ...keyed('MIKE'),
          uid: 'MIKE2',
          password_hash: 'x',
          email: '',
          website: '',
          introduction: '',
          registered_at: '2024-04-01T00:00:00.000Z',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
