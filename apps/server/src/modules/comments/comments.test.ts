import { commentListSchema, commentSchema, envelopeSchema, messageListSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser, unsafeMarkup } from '../accounts/test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** What sanitised HTML must never contain. */
function expectSafeHtml(html: string): void {
  expect(unsafeMarkup(html), html).toEqual([]);
  expect(html).not.toMatch(/<script|<style/i);
}

describe('comment calls', () => {
  let t: Made;
  let alice: string;
  let bob: string;
  const list = async (target: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/comments/get_comments.php?target=${encodeURIComponent(target)}`,
    });
    return envelopeSchema(commentListSchema).parse(res.json()).data.items;
  };
  const comment = async (form: Record<string, string | undefined>) => {
    const { status, body } = await t.post('comments/post_comment.php', form);
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(commentSchema).parse(body).data;
  };

  beforeAll(async () => {
    t = await createAccountTestApp();
    alice = await registerUser(t.post, 'alice');
    bob = await registerUser(t.post, 'bob');
  });
  afterAll(async () => t.close());

  it('[CMT-01] [CMT-04] [ERR-20] a user comment is listed on its target page only, with its time and rendered text', async () => {
    const posted = await t.post('comments/post_comment.php', {
      tokenid: alice,
      target: '/blog/articles/a/b',
      text: 'Hello **world**',
    });
    expect(posted.body.message).toBe('comment_posted');
    const items = await list('/blog/articles/a/b');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      target: '/blog/articles/a/b',
      reply_to: null,
      guest: false,
      html: '<p>Hello <strong>world</strong></p>',
      created_at: new Date(t.clock.now).toISOString(),
      author: { ctype: 'user', uid: 'alice', nickname: 'alice', website: '' },
    });
    expect(await list('/about/message_board')).toEqual([]);
  });

  it('[CMT-02] a reply links to its comment on the same target; another target or an unknown id answers 404', async () => {
    const parent = await comment({ tokenid: alice, target: '/about/message_board', text: 'first' });
    const reply = await comment({
      tokenid: bob,
      target: '/about/message_board',
      text: 'reply',
      reply_to: String(parent.id),
    });
    expect(reply.reply_to).toBe(parent.id);
    for (const [target, reply_to] of [
      ['/blog', String(parent.id)],
      ['/about/message_board', '999999'],
    ] as const) {
      const { status, body } = await t.post('comments/post_comment.php', { tokenid: bob, target, text: 'x', reply_to });
      expect(status).toBe(404);
      expect(body).toMatchObject({ message: 'comment_not_found', data: { field: 'reply_to' } });
    }
  });

  it('[CMT-05] [ERR-19] an empty comment is refused with empty_comment naming text; bad fields answer 400', async () => {
    for (const text of ['', '   ', '\n\t']) {
      const { status, body } = await t.post('comments/post_comment.php', { tokenid: alice, target: '/x', text });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'empty_comment', data: { field: 'text' } });
    }
    for (const [form, field] of [
      [{ target: 'no-slash', text: 'x' }, 'target'],
      [{ target: '/a b', text: 'x' }, 'target'],
      [{ text: 'x' }, 'target'],
      [{ target: '/x', text: 'x'.repeat(10001) }, 'text'],
      [{ target: '/x', text: 'x', reply_to: 'abc' }, 'reply_to'],
      [{ target: '/x', text: 'x', reply_to: '-1' }, 'reply_to'],
      [{ target: '/x', text: 'x', reply_to: '99999999999' }, 'reply_to'],
    ] as const) {
      const { status, body } = await t.post('comments/post_comment.php', { tokenid: alice, ...form });
      expect(status, JSON.stringify(form)).toBe(400);
      expect(body).toMatchObject({ status: 'error', data: { field } });
    }
    const bad = await t.post('comments/post_comment.php', { tokenid: 'stale', target: '/x', text: 'x' });
    expect(bad).toMatchObject({ status: 401, body: { message: 'invalid_token' } });
  });

  it('[CMT-03] [CMT-06] [ACCT-32] a guest comment is flagged, carries the guest information and never the e-mail', async () => {
    const posted = await comment({
      target: '/guest',
      text: 'hi from a guest',
      guest_nickname: ' Wanderer ',
      guest_email: 'Wanderer@Example.org',
      guest_website: 'https://wanderer.example',
    });
    expect(posted).toMatchObject({
      guest: true,
      author: { ctype: 'guest', uid: null, cid: null, nickname: 'Wanderer', website: 'https://wanderer.example' },
    });
    // The e-mail's avatar is fetched by the server: the page asks this site only (issue 19 point 9).
    expect(posted.author.avatar_url).toMatch(/^\/api\/avatar\/[0-9a-f]{64}$/);
    expect(JSON.stringify(await list('/guest'))).not.toContain('Example.org');
  });

  it('guest identity: a guest needs a nickname and cannot take a registered uid or nickname, whatever the case', async () => {
    const none = await t.post('comments/post_comment.php', { target: '/g', text: 'x' });
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'nickname_required', data: { field: 'guest_nickname' } },
    });
    for (const guest_nickname of ['admin', 'ADMIN', 'Alice', 'bob', 'ａｄｍｉｎ']) {
      const { status, body } = await t.post('comments/post_comment.php', { target: '/g', text: 'x', guest_nickname });
      expect(status).toBe(409);
      expect(body).toMatchObject({ message: 'nickname_is_used', data: { field: 'guest_nickname' } });
    }
    const website = await t.post('comments/post_comment.php', {
      target: '/g',
      text: 'x',
      guest_nickname: 'g',
      guest_website: 'javascript:alert(1)',
    });
    expect(website).toMatchObject({ status: 400, body: { data: { field: 'guest_website' } } });
  });

  it('guest identity: a signed-in comment ignores guest fields, and a guest comment never changes a profile', async () => {
    const posted = await comment({
      tokenid: alice,
      target: '/g2',
      text: 'x',
      guest_nickname: 'Someone',
      guest_website: 'https://evil.example',
    });
    expect(posted.author).toMatchObject({ ctype: 'user', uid: 'alice', nickname: 'alice', website: '' });
    await comment({
      target: '/g2',
      text: 'x',
      guest_nickname: 'alice2',
      guest_email: 'a@b.example',
      guest_website: 'https://x.example',
    });
    const profile = await t.post('account/get_profile.php', { tokenid: alice });
    expect(profile.body.data).toMatchObject({ uid: 'alice', email: '', website: '' });
    expect(profile.body.data.characters[0].nickname).toBe('alice');
  });

  it('[ROLE-12] only the admin comment carries the admin ctype', async () => {
    const admin = await t.adminToken();
    const posted = await comment({ tokenid: admin, target: '/admin-badge', text: 'x' });
    expect(posted.author.ctype).toBe('admin');
    const guest = await comment({ target: '/admin-badge', text: 'x', guest_nickname: 'Admin Fan' });
    expect(guest.author.ctype).toBe('guest');
  });

  it('XSS payloads in comments, nicknames and websites come back sanitised', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<style>body{display:none}</style>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<div style="background:url(javascript:alert(1))">x</div>',
      '![x](javascript:alert(1))',
      '<details open ontoggle=alert(1)>',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<<script>script>alert(1)<</script>/script>',
      '"><img src=x onerror=alert(1)>',
    ];
    for (const text of payloads) {
      const posted = await comment({ tokenid: bob, target: '/xss', text });
      expectSafeHtml(posted.html);
      expect(posted.html).not.toContain('data:text/html');
    }
    for (const item of await list('/xss')) expectSafeHtml(item.html);
    // A nickname is data, not markup: the client renders it as text; here it is stored as given but never HTML-rendered.
    const nickname = await t.post('account/edit_profile.php', { tokenid: bob, nickname: '<b onmouseover=x>' });
    expect(nickname.status).toBe(200);
    const posted = await comment({ tokenid: bob, target: '/xss2', text: 'x' });
    expect(posted.author.nickname).toBe('<b onmouseover=x>');
    expect(posted.html).toBe('<p>x</p>');
    await t.post('account/edit_profile.php', { tokenid: bob, nickname: 'bob' });
    // Links get rel nofollow ugc.
    const link = await comment({ tokenid: bob, target: '/xss3', text: '[site](https://example.org)' });
    expect(link.html).toBe('<p><a href="https://example.org" rel="nofollow ugc noopener noreferrer">site</a></p>');
  });

  it('stored HTML is never sent as it is: a tampered row is rendered again from its source', async () => {
    const posted = await comment({ tokenid: bob, target: '/tamper', text: 'plain' });
    await t.db.db
      .updateTable('comments')
      .set({ html: '<script>alert(1)</script>' })
      .where('id', '=', posted.id)
      .execute();
    const [item] = await list('/tamper');
    expect(item?.html).toBe('<p>plain</p>');
  });

  it('[CMT-10] deleting a comment deletes all its replies in one transaction; only the author or an admin may', async () => {
    const target = '/delete-me';
    const root = await comment({ tokenid: alice, target, text: 'root' });
    const r1 = await comment({ tokenid: bob, target, text: 'r1', reply_to: String(root.id) });
    const r2 = await comment({ target, text: 'r2', guest_nickname: 'guesty', reply_to: String(r1.id) });
    const other = await comment({ tokenid: bob, target, text: 'other' });

    const byBob = await t.post('comments/delete_comment.php', { tokenid: bob, id: String(root.id) });
    expect(byBob).toMatchObject({ status: 403, body: { message: 'forbidden' } });
    const byGuest = await t.post('comments/delete_comment.php', { id: String(root.id) });
    expect(byGuest).toMatchObject({ status: 401, body: { message: 'not_logged_in' } });

    const deleted = await t.post('comments/delete_comment.php', { tokenid: alice, id: String(root.id) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      status: 'success',
      message: 'comment_deleted',
      data: { deleted: [root.id, r1.id, r2.id] },
    });
    expect((await list(target)).map((c) => c.id)).toEqual([other.id]);
    const messages = await t.db.db
      .selectFrom('messages')
      .select('id')
      .where('comment_id', 'in', [r1.id, r2.id])
      .execute();
    expect(messages).toEqual([]);

    const admin = await t.adminToken();
    expect((await t.post('comments/delete_comment.php', { tokenid: admin, id: String(other.id) })).status).toBe(200);
    expect(await list(target)).toEqual([]);
    expect((await t.post('comments/delete_comment.php', { tokenid: admin, id: String(other.id) })).status).toBe(404);
    expect((await t.post('comments/delete_comment.php', { tokenid: admin, id: 'x' })).body.data.field).toBe('id');
  });

  it('[SITE-01] get_recent_comments answers the ten most recent, newest first', async () => {
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000);
      await comment({ tokenid: alice, target: '/recent', text: `n${i}` });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/comments/get_recent_comments.php' });
    const items = envelopeSchema(z.array(commentSchema)).parse(res.json()).data;
    expect(items.map((c) => c.html)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `<p>n${i}</p>`));
    const bad = await t.app.inject({ method: 'GET', url: '/api/comments/get_recent_comments.php?limit=51' });
    expect(bad.statusCode).toBe(400);
  });

  it('get_my_comments lists the caller’s own comments, newest first', async () => {
    const carol = await registerUser(t.post, 'carol');
    await comment({ tokenid: carol, target: '/mine', text: 'one' });
    t.clock.advance(1000);
    await comment({ tokenid: carol, target: '/mine/2', text: 'two' });
    const { body } = await t.post('account/get_my_comments.php', { tokenid: carol });
    expect(
      envelopeSchema(z.array(commentSchema))
        .parse(body)
        .data.map((c) => c.html),
    ).toEqual(['<p>two</p>', '<p>one</p>']);
    expect((await t.post('account/get_my_comments.php', {})).status).toBe(401);
  });

  it('messages: a reply to your comment makes an unread message; your own reply does not; read_messages marks them', async () => {
    const dan = await registerUser(t.post, 'dan');
    const mine = await comment({ tokenid: dan, target: '/msg', text: 'mine' });
    await comment({ tokenid: dan, target: '/msg', text: 'self reply', reply_to: String(mine.id) });
    const reply = await comment({ tokenid: alice, target: '/msg', text: 'hi dan', reply_to: String(mine.id) });
    await comment({ target: '/msg', text: 'guest reply', guest_nickname: 'visitor', reply_to: String(mine.id) });
    const got = await t.post('account/get_messages.php', { tokenid: dan });
    const messages = envelopeSchema(messageListSchema).parse(got.body).data;
    expect(messages.unread).toBe(2);
    expect(messages.items.map((m) => [m.comment.html, m.read])).toEqual([
      ['<p>guest reply</p>', false],
      ['<p>hi dan</p>', false],
    ]);
    const first = messages.items.find((m) => m.comment.id === reply.id);
    const read = await t.post('account/read_messages.php', { tokenid: dan, ids: String(first?.id) });
    expect(read.body.data).toEqual({ unread: 1 });
    expect((await t.post('account/read_messages.php', { tokenid: dan })).body.data).toEqual({ unread: 0 });
    expect((await t.post('account/read_messages.php', { tokenid: dan, ids: '1;2' })).status).toBe(400);
    expect((await t.post('account/get_messages.php', {})).status).toBe(401);
    // Each user sees only their own messages.
    const alices = envelopeSchema(messageListSchema).parse(
      (await t.post('account/get_messages.php', { tokenid: alice })).body,
    );
    expect(alices.data.items.some((m) => m.comment.target === '/msg')).toBe(false);
  });
});

describe('comment rate limit', () => {
  let t: Made;
  beforeAll(async () => {
    t = await createAccountTestApp((c) => ({ ...c, rateLimits: { ...c.rateLimits, comment: 2, feedback: 1 } }));
  });
  afterAll(async () => t.close());

  it('answers 429 after the comment limit per client address', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await t.post('comments/post_comment.php', { target: '/r', text: 'x', guest_nickname: 'g' }, '10.9.0.1'))
          .status,
      ).toBe(200);
    }
    const limited = await t.post(
      'comments/post_comment.php',
      { target: '/r', text: 'x', guest_nickname: 'g' },
      '10.9.0.1',
    );
    expect(limited).toMatchObject({ status: 429, body: { status: 'error', message: 'rate_limited' } });
    expect(
      (await t.post('comments/post_comment.php', { target: '/r', text: 'x', guest_nickname: 'g' }, '10.9.0.2')).status,
    ).toBe(200);
  });

  it('answers 429 after the feedback limit', async () => {
    expect((await t.post('feedback/post_feedback.php', { text: 'one' }, '10.9.1.1')).status).toBe(200);
    expect((await t.post('feedback/post_feedback.php', { text: 'two' }, '10.9.1.1')).status).toBe(429);
  });

  it('counts a signed-in user per uid too: rotating client addresses does not lift the comment or feedback limit', async () => {
    const tokenid = await registerUser(t.post, 'rotator');
    const post = (ip: string) => t.post('comments/post_comment.php', { tokenid, target: '/r', text: 'x' }, ip);
    expect((await post('10.9.2.1')).status).toBe(200);
    expect((await post('10.9.2.2')).status).toBe(200);
    expect(await post('10.9.2.3')).toMatchObject({ status: 429, body: { status: 'error', message: 'rate_limited' } });
    // A guest on a fresh address is not held back by that user's count.
    expect(
      (await t.post('comments/post_comment.php', { target: '/r', text: 'x', guest_nickname: 'g' }, '10.9.2.4')).status,
    ).toBe(200);
    expect((await t.post('feedback/post_feedback.php', { tokenid, text: 'one' }, '10.9.3.1')).status).toBe(200);
    expect(await t.post('feedback/post_feedback.php', { tokenid, text: 'two' }, '10.9.3.2')).toMatchObject({
      status: 429,
      body: { status: 'error', message: 'rate_limited' },
    });
  });
});

describe('[issue 21] the cached comment lists', () => {
  let t: Made;
  let carol: string;
  const target = '/blog/articles/cached/list';
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const listUrl = `/api/comments/get_comments.php?target=${encodeURIComponent(target)}`;
  const recentUrl = '/api/comments/get_recent_comments.php?limit=5';

  beforeAll(async () => {
    t = await createAccountTestApp();
    carol = await registerUser(t.post, 'carol');
    for (const text of ['one', 'two'])
      expect((await t.post('comments/post_comment.php', { tokenid: carol, target, text })).status).toBe(200);
  });
  afterAll(async () => t.close());

  it('tags the list and answers 304 to a client that has it, 200 with the list to one that has another', async () => {
    const first = await get(listUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(listUrl, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const header of ['"other"', 'garbage']) {
      const whole = await get(listUrl, { 'if-none-match': header });
      expect(whole.statusCode).toBe(200);
      expect(whole.body).toBe(first.body);
    }
  });

  it('answers a posted comment and a deletion at once, and another tag after each', async () => {
    const before = await get(listUrl);
    const posted = await t.post('comments/post_comment.php', { tokenid: carol, target, text: 'three' });
    const after = await get(listUrl, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const texts = () =>
      envelopeSchema(commentListSchema)
        .parse(after.json())
        .data.items.map((item) => item.html);
    expect(texts()).toEqual(['<p>one</p>', '<p>two</p>', '<p>three</p>']);
    await t.post('comments/delete_comment.php', { tokenid: carol, id: String(posted.body.data.id) });
    const deleted = await get(listUrl);
    expect(envelopeSchema(commentListSchema).parse(deleted.json()).data.items).toHaveLength(2);
    expect(deleted.headers.etag).not.toBe(after.headers.etag);
  });

  it("shows an author's new nickname in the lists at once (a profile write changes what the lists show)", async () => {
    const nicknames = async (url: string) =>
      JSON.stringify((await get(url)).json().data).match(/"nickname":"[^"]*"/g) ?? [];
    expect(await nicknames(listUrl)).toContain('"nickname":"carol"');
    expect(await nicknames(recentUrl)).toContain('"nickname":"carol"');
    const edited = await t.post('account/edit_profile.php', { tokenid: carol, nickname: 'Caroline' });
    expect(edited.status).toBe(200);
    expect(await nicknames(listUrl)).not.toContain('"nickname":"carol"');
    expect(await nicknames(listUrl)).toContain('"nickname":"Caroline"');
    expect(await nicknames(recentUrl)).toContain('"nickname":"Caroline"');
  });

  it('answers a bad target with 400 whatever is cached', async () => {
    await get(listUrl);
    expect((await get('/api/comments/get_comments.php?target=no-slash')).statusCode).toBe(400);
    expect((await get('/api/comments/get_comments.php')).statusCode).toBe(400);
  });
});
