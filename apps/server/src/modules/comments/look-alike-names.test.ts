import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/**
 * Issue 15 point 3: a guest cannot comment under a name that only looks like a registered uid or nickname
 * (compared by look-alike keys, profiles/name-key.ts), and a guest's name and website refuse bidirectional controls.
 */
describe('guest comments under look-alike names', () => {
  let t: Made;
  const guestComment = (guest_nickname: string, guest_website?: string) =>
    t.post('comments/post_comment.php', { target: '/look-alike', text: 'hi', guest_nickname, guest_website });

  beforeAll(async () => {
    t = await createAccountTestApp();
    const held = ['Émile', 'ＦＵＬＬ', 'ﬁne', 'ΒΕΝ', 'Alice'];
    for (const [i, nickname] of held.entries()) {
      const tokenid = await registerUser(t.post, `holder${i}`);
      expect((await t.post('account/edit_profile.php', { tokenid, nickname })).status).toBe(200);
    }
  });
  afterAll(async () => t.close());

  it('a guest name that only looks like a registered nickname or uid is refused (409 nickname_is_used)', async () => {
    for (const name of ['émile', 'ÉMILE', 'full', 'FINE', 'Ben', 'AIice', 'аdmin', 'ΑDΜΙΝ', 'adrnin', 'HOLDERO']) {
      const { status, body } = await guestComment(name);
      expect(status, name).toBe(409);
      expect(body).toMatchObject({ message: 'nickname_is_used', data: { field: 'guest_nickname' } });
    }
    const comments = await t.app.inject({ method: 'GET', url: '/api/comments/get_comments.php?target=/look-alike' });
    expect(comments.json().data.items).toEqual([]);
    // Names that do not look like any are free.
    expect((await guestComment('emile')).status).toBe(200);
    expect((await guestComment('Benedict')).status).toBe(200);
  });

  it('bidirectional controls in a guest name or website are refused, naming the field (400)', async () => {
    for (const control of ['\u202e', '\u202b', '\u2067', '\u200f', '\u061c']) {
      const name = await guestComment(`gu${control}est`);
      expect(name.status).toBe(400);
      expect(name.body).toMatchObject({ message: 'invalid_input', data: { field: 'guest_nickname' } });
      const website = await guestComment('guest', `https://example.org/${control}gpj.exe`);
      expect(website.status, JSON.stringify(control)).toBe(400);
      expect(website.body).toMatchObject({ message: 'invalid_input', data: { field: 'guest_website' } });
    }
  });
});
