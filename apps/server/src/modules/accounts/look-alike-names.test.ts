import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, registerUser } from './test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/**
 * Issue 15 point 3: names are compared by their look-alike keys (profiles/name-key.ts), on SQLite as on
 * PostgreSQL, not by SQL `lower()`, which folds ASCII only in SQLite.
 */
describe('look-alike names', () => {
  let t: Made;
  let mallory: string;
  /** Registered names held as nicknames, each by its own user, with a name that looks like it. */
  const heldNicknames: [string, string][] = [
    ['Émile', 'émile'],
    ['ＦＵＬＬ', 'full'],
    ['ﬁne', 'fine'],
    ['ΒΕΝ', 'Ben'],
    ['Straße', 'STRASSE'],
    ['Alice', 'AIice'],
  ];
  const setNickname = (tokenid: string, nickname: string) => t.post('account/edit_profile.php', { tokenid, nickname });

  beforeAll(async () => {
    t = await createAccountTestApp();
    for (const [i, [nickname]] of heldNicknames.entries()) {
      const token = await registerUser(t.post, `holder${i}`);
      expect((await setNickname(token, nickname)).status).toBe(200);
    }
    mallory = await registerUser(t.post, 'mallory');
  });
  afterAll(async () => t.close());

  it("a nickname that only looks like another user's nickname or uid is refused (409 nickname_is_used)", async () => {
    const lookAlikes = [...heldNicknames.map(([, alike]) => alike), 'аdmin', 'ΑDΜΙΝ', 'adrnin'];
    for (const nickname of lookAlikes) {
      const { status, body } = await setNickname(mallory, nickname);
      expect(status, nickname).toBe(409);
      expect(body).toMatchObject({ message: 'nickname_is_used', data: { field: 'nickname' } });
    }
    // Nothing half-written: mallory is still mallory.
    const profile = await t.post('account/get_profile.php', { tokenid: mallory });
    expect(profile.body.data.characters[0].nickname).toBe('mallory');
    // A name that only resembles one's own is one's own.
    expect((await setNickname(mallory, 'MALLORY')).status).toBe(200);
    expect((await setNickname(mallory, 'Mallory M.')).status).toBe(200);
  });

  it('a uid that looks like a registered uid or nickname is refused (409 uid_is_used)', async () => {
    for (const uid of ['AIice', 'adrnin', 'BEN', 'FULL', 'rnallory', 'MALLORY']) {
      const { status, body } = await t.post('account/register.php', { uid, password: 'secret' });
      expect(status, uid).toBe(409);
      expect(body).toMatchObject({ message: 'uid_is_used', data: { field: 'uid' } });
    }
    expect((await t.post('account/register.php', { uid: 'bob', password: 'secret' })).status).toBe(200);
    expect((await t.post('account/register.php', { uid: 'B0B', password: 'secret' })).status).toBe(409);
  });

  it('two look-alike uids registered at once: one account, the other loses at the unique key index', async () => {
    const [a, b] = await Promise.all([
      t.post('account/register.php', { uid: 'moe', password: 'secret' }),
      t.post('account/register.php', { uid: 'rnoe', password: 'secret' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = await t.db.db.selectFrom('accounts').select('uid').where('uid', 'in', ['moe', 'rnoe']).execute();
    expect(rows).toHaveLength(1);
  });

  it('bidirectional controls are refused in the uid, the nickname and the website, naming the field (400)', async () => {
    const rlo = '\u202e';
    for (const control of [rlo, '\u202a', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c']) {
      const register = await t.post('account/register.php', { uid: `ev${control}il`, password: 'secret' });
      expect(register.status).toBe(400);
      expect(register.body).toMatchObject({ data: { field: 'uid' } });
      const nickname = await setNickname(mallory, `ev${control}il`);
      expect(nickname.status).toBe(400);
      expect(nickname.body).toMatchObject({ message: 'invalid_input', data: { field: 'nickname' } });
      const website = await t.post('account/edit_profile.php', {
        tokenid: mallory,
        website: `https://example.org/${control}gpj.exe`,
      });
      expect(website.status, JSON.stringify(control)).toBe(400);
      expect(website.body).toMatchObject({ message: 'invalid_input', data: { field: 'website' } });
    }
    const profile = await t.post('account/get_profile.php', { tokenid: mallory });
    expect(profile.body.data.website).toBe('');
  });
});
