import {
  envelopeSchema,
  loginErrorSchema,
  profileSchema,
  propertyItemSchema,
  tokenAnswerSchema,
  userSchema,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { hashToken } from '../../http/auth.ts';
import { createAccountTestApp, registerUser } from './test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

describe('account calls', () => {
  let t: Made;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(async () => t.close());

  it('[API-02] [API-07] [ROLE-04] [ACCT-30] register (a form-urlencoded POST) answers a token; get_user answers one user character named after the uid', async () => {
    const { status, body } = await t.post('account/register.php', { uid: 'alice', password: 'abc' });
    expect(status).toBe(200);
    const { tokenid } = envelopeSchema(tokenAnswerSchema).parse(body).data;
    expect(tokenid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await t.post('account/get_user.php', { tokenid });
    expect(user.status).toBe(200);
    expect(envelopeSchema(userSchema).parse(user.body).data).toEqual({
      uid: 'alice',
      characters: [{ cid: expect.any(Number), ctype: 'user', nickname: 'alice', avatar_url: '' }],
    });
  });

  it('[ACCT-23] [ACCT-24] [ACCT-25] [ACCT-27] [ERR-15] register refuses bad input with ERR-15’s codes (password_too_long and invalid_input where the spec names none), naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ uid: '', password: 'abc' }, 'uid_too_short', 'uid'],
      [{ uid: 'a'.repeat(33), password: 'abc' }, 'uid_too_long', 'uid'],
      [{ uid: 'a-b', password: 'abc' }, 'uid_invalid_characters', 'uid'],
      [{ uid: 'über', password: 'abc' }, 'uid_invalid_characters', 'uid'],
      [{ uid: 'bob', password: 'ab' }, 'password_too_short', 'password'],
      [{ uid: 'bob', password: 'x'.repeat(1025) }, 'password_too_long', 'password'],
      [{ password: 'abc' }, 'invalid_input', 'uid'],
      [{ uid: 'bob' }, 'invalid_input', 'password'],
      [{ uid: 'bob', password: 'abc', remember: 'maybe' }, 'invalid_input', 'remember'],
      [{ uid: 'bob', password: 'a\0bc' }, 'invalid_input', 'password'],
    ];
    for (const [form, message, field] of cases) {
      const { status, body } = await t.post('account/register.php', form);
      expect(status, JSON.stringify(form)).toBe(400);
      expect(body).toMatchObject({ status: 'error', message, data: { field } });
    }
    // Nothing half-written: no account `bob` exists after the refusals.
    expect(
      await t.db.db.selectFrom('accounts').select('uid').where('uid', '=', 'bob').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('[ACCT-24] [ACCT-27] 32-character uids and 3-character passwords are accepted', async () => {
    const uid = `A_${'9'.repeat(30)}`;
    expect((await t.post('account/register.php', { uid, password: 'abc' })).status).toBe(200);
    expect((await t.post('account/login.php', { uid, password: 'abc' })).status).toBe(200);
  });

  it('[ERR-15] register answers 409 uid_is_used for a taken uid, whatever its case', async () => {
    await registerUser(t.post, 'carol');
    for (const uid of ['carol', 'CAROL', 'admin']) {
      const { status, body } = await t.post('account/register.php', { uid, password: 'abc' });
      expect(status).toBe(409);
      expect(body).toMatchObject({ status: 'error', message: 'uid_is_used', data: { field: 'uid' } });
    }
  });

  it('[API-06] [ACCT-37] [ACCT-38] login answers a token, or data.error uid / password', async () => {
    await registerUser(t.post, 'dave', 'dave-pass');
    const good = await t.post('account/login.php', { uid: 'dave', password: 'dave-pass' });
    expect(good.status).toBe(200);
    expect(envelopeSchema(tokenAnswerSchema).parse(good.body).data.tokenid).toHaveLength(43);

    const noUid = await t.post('account/login.php', { uid: 'nobody', password: 'x' });
    expect(noUid.status).toBe(401);
    expect(envelopeSchema(loginErrorSchema).parse(noUid.body)).toEqual({
      status: 'error',
      message: 'uid_not_found',
      data: { error: 'uid' },
    });
    const badPassword = await t.post('account/login.php', { uid: 'dave', password: 'wrong' });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body).toEqual({ status: 'error', message: 'wrong_password', data: { error: 'password' } });

    for (const [form, field] of [
      [{ password: 'x' }, 'uid'],
      [{ uid: 'dave' }, 'password'],
      [{ uid: 'dave', password: 'x', remember: 'sometimes' }, 'remember'],
    ] as const) {
      const { status, body } = await t.post('account/login.php', form);
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: expect.any(String), data: { field } });
    }
  });

  it('[API-05] [ERR-07] get_user answers invalid_token for an unknown or guest token and 400 for a malformed body', async () => {
    for (const tokenid of ['nope', 'guest_tokenid', 'no_tokenid', '']) {
      const { status, body } = await t.post('account/get_user.php', { tokenid });
      expect(status).toBe(401);
      expect(body).toEqual({ status: 'error', message: 'invalid_token', data: null });
    }
    expect((await t.post('account/get_user.php', { tokenid: 'x'.repeat(201) })).status).toBe(400);
  });

  it('[API-08] [ERR-07] logout revokes the token: a later use answers logout_token', async () => {
    const tokenid = await registerUser(t.post, 'erin');
    expect((await t.post('account/logout.php', { tokenid })).body).toMatchObject({ status: 'success' });
    const after = await t.post('account/get_user.php', { tokenid });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('logout_token');
    expect((await t.post('account/logout.php', { tokenid })).body.message).toBe('logout_token');
    expect((await t.post('account/logout.php', {})).body.message).toBe('not_logged_in');
  });

  it('[ACCT-15] [ERR-08] a remembered token lives 60 days, another one day; then expired_token', async () => {
    await registerUser(t.post, 'frank', 'frank-pass');
    const remembered = (await t.post('account/login.php', { uid: 'frank', password: 'frank-pass', remember: 'true' }))
      .body.data.tokenid;
    const session = (await t.post('account/login.php', { uid: 'frank', password: 'frank-pass' })).body.data.tokenid;
    const day = 24 * 3600_000;
    t.clock.advance(day - 1000);
    expect((await t.post('account/get_user.php', { tokenid: session })).status).toBe(200);
    t.clock.advance(2000);
    expect((await t.post('account/get_user.php', { tokenid: session })).body.message).toBe('expired_token');
    expect((await t.post('account/get_user.php', { tokenid: remembered })).status).toBe(200);
    t.clock.advance(59 * day - 2000);
    expect((await t.post('account/get_user.php', { tokenid: remembered })).status).toBe(200);
    t.clock.advance(2000);
    const expired = await t.post('account/get_user.php', { tokenid: remembered });
    expect(expired).toEqual({ status: 401, body: { status: 'error', message: 'expired_token', data: null } });
  });

  it('a token in the URL is ignored: identity comes from the POST body only', async () => {
    const tokenid = await registerUser(t.post, 'url_token');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/get_user.php?tokenid=${tokenid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('invalid_token');
  });

  it('sessions 30 days past expiry are removed at the next login', async () => {
    await registerUser(t.post, 'pruned', 'pruned-pass');
    t.clock.advance(32 * 24 * 3600_000);
    await t.post('account/login.php', { uid: 'pruned', password: 'pruned-pass' });
    const rows = await t.db.db.selectFrom('sessions').select('expires_at').where('uid', '=', 'pruned').execute();
    expect(rows).toHaveLength(1);
  });

  it('tokens are stored only as their sha-256', async () => {
    const tokenid = await registerUser(t.post, 'gina');
    const rows = await t.db.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === tokenid)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(tokenid))).toBe(true);
  });

  it('[ACCT-10] the admin is the first character with ctype admin', async () => {
    const user = envelopeSchema(userSchema).parse(
      (await t.post('account/get_user.php', { tokenid: await t.adminToken() })).body,
    );
    expect(user.data.characters[0]?.ctype).toBe('admin');
  });

  it('[ACCT-26] [ACCT-32] edit_profile changes the fields but never the uid; the e-mail itself is never shown', async () => {
    const tokenid = await registerUser(t.post, 'hank');
    const { status, body } = await t.post('account/edit_profile.php', {
      tokenid,
      uid: 'someone_else',
      nickname: '  Hank H.  ',
      email: 'Hank@Example.org',
      website: 'https://hank.example',
      introduction: 'Hi.',
    });
    expect(status).toBe(200);
    const profile = envelopeSchema(profileSchema).parse(body).data;
    expect(profile).toMatchObject({ uid: 'hank', email: 'Hank@Example.org', website: 'https://hank.example' });
    expect(profile.characters[0]?.nickname).toBe('Hank H.');
    expect(profile.characters[0]?.avatar_url).toMatch(/^\/api\/avatar\/[0-9a-f]{64}$/);
    const user = await t.post('account/get_user.php', { tokenid });
    expect(JSON.stringify(user.body)).not.toContain('Example.org');
    expect(user.body.data.uid).toBe('hank');
    const got = await t.post('account/get_profile.php', { tokenid });
    expect(envelopeSchema(profileSchema).parse(got.body).data.introduction).toBe('Hi.');
  });

  it('[ACCT-33] with no avatar address set, the avatar is looked up by the e-mail (Gravatar: sha-256 of the trimmed, lower-cased address)', async () => {
    const tokenid = await registerUser(t.post, 'gravatar_example');
    const avatar = async (form: Record<string, string>) =>
      envelopeSchema(profileSchema).parse((await t.post('account/edit_profile.php', { tokenid, ...form })).body).data
        .characters[0]?.avatar_url;
    // Gravatar's documented example (docs.gravatar.com, "Creating identifier (hash)"): "MyEmailAddress@example.com"
    // lower-cased is "myemailaddress@example.com", whose SHA-256 is 84059b07…c32ee. The server fetches that picture
    // and serves it at its own address (issue 19 point 9).
    const gravatar = '/api/avatar/84059b07d4be67b806386c0aad8070a23f18836bbaae342275dc0a83414c32ee';
    expect(await avatar({ email: 'MyEmailAddress@example.com' })).toBe(gravatar);
    const user = await t.post('account/get_user.php', { tokenid });
    expect(envelopeSchema(userSchema).parse(user.body).data.characters[0]?.avatar_url).toBe(gravatar);
    // An avatar address, once set, is the avatar; cleared, the e-mail's is again.
    expect(await avatar({ avatar_url: 'https://img.example/me.png' })).toBe('https://img.example/me.png');
    expect(await avatar({ avatar_url: '' })).toBe(gravatar);
  });

  it('[ACCT-31] e-mail and website are optional: registration asks for neither and both can be emptied', async () => {
    const tokenid = await registerUser(t.post, 'optional_fields');
    const set = await t.post('account/edit_profile.php', {
      tokenid,
      email: 'o@x.example',
      website: 'http://o.example',
    });
    expect(set.body.data).toMatchObject({ email: 'o@x.example', website: 'http://o.example' });
    const cleared = await t.post('account/edit_profile.php', { tokenid, email: '', website: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ email: '', website: '' });
    expect(cleared.body.data.characters[0].avatar_url).toBe('');
  });

  it('[ACCT-29] [ACCT-34] edit_profile refuses an empty nickname, non-http websites and avatars, and taken names', async () => {
    const tokenid = await registerUser(t.post, 'ivy');
    for (const [form, field, message] of [
      [{ nickname: '   ' }, 'nickname', 'nickname_required'],
      [{ website: 'javascript:alert(1)' }, 'website', 'invalid_input'],
      [{ website: 'ftp://x.example' }, 'website', 'invalid_input'],
      [{ website: 'https://a.example/"><script>alert(1)</script>' }, 'website', 'invalid_input'],
      [{ website: "https://a.example/' onmouseover='alert(1)" }, 'website', 'invalid_input'],
      [{ avatar_url: 'javascript:alert(1)' }, 'avatar_url', 'invalid_input'],
      [{ avatar_url: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'avatar_url', 'invalid_input'],
      [{ email: 'not an address' }, 'email', 'invalid_input'],
      [{ nickname: 'a\u202Eb' }, 'nickname', 'invalid_input'],
    ] as const) {
      const { status, body } = await t.post('account/edit_profile.php', { tokenid, ...form });
      expect(status, JSON.stringify(form)).toBe(400);
      expect(body).toMatchObject({ message, data: { field } });
    }
    for (const nickname of ['admin', 'ADMIN', 'alice']) {
      const { status, body } = await t.post('account/edit_profile.php', { tokenid, nickname });
      expect(status).toBe(409);
      expect(body.message).toBe('nickname_is_used');
    }
    expect((await t.post('account/edit_profile.php', { nickname: 'x' })).status).toBe(401);
  });

  it('property: the admin grants, the owner lists; 403 for guests and users, 404 for an unknown uid', async () => {
    const tokenid = await registerUser(t.post, 'jack');
    const granted = await t.post('account/grant_property.php', {
      tokenid: await t.adminToken(),
      uid: 'jack',
      name: 'Gold coin',
      count: '3',
    });
    expect(granted.status).toBe(200);
    expect(envelopeSchema(propertyItemSchema).parse(granted.body).data).toMatchObject({ name: 'Gold coin', count: 3 });
    const list = await t.post('account/get_property.php', { tokenid });
    expect(envelopeSchema(z.array(propertyItemSchema)).parse(list.body).data).toEqual([
      { id: expect.any(Number), name: 'Gold coin', count: 3, obtained_at: new Date(t.clock.now).toISOString() },
    ]);
    for (const asToken of [undefined, 'guest_tokenid', tokenid]) {
      const { status, body } = await t.post('account/grant_property.php', { tokenid: asToken, uid: 'jack', name: 'x' });
      expect(status).toBe(403);
      expect(body.message).toBe('forbidden');
    }
    const unknown = await t.post('account/grant_property.php', {
      tokenid: await t.adminToken(),
      uid: 'nobody',
      name: 'x',
    });
    expect(unknown.status).toBe(404);
    for (const count of ['0', '-1', '1.5', 'many']) {
      const bad = await t.post('account/grant_property.php', {
        tokenid: await t.adminToken(),
        uid: 'jack',
        name: 'x',
        count,
      });
      expect(bad.body).toMatchObject({ message: 'invalid_input', data: { field: 'count' } });
    }
    expect((await t.post('account/get_property.php', {})).status).toBe(401);
  });
});

describe('login rate limit', () => {
  let t: Made;
  beforeAll(async () => {
    t = await createAccountTestApp((c) => ({ ...c, rateLimits: { ...c.rateLimits, login: 3, register: 2 } }));
  });
  afterAll(async () => t.close());

  it('answers 429 rate_limited after the login limit per client address, then again after the window', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.post('account/login.php', { uid: 'admin', password: `wrong${i}` }, '10.0.0.1')).status).toBe(401);
    }
    const limited = await t.post('account/login.php', { uid: 'admin', password: 'admin-password' }, '10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 'error', message: 'rate_limited', data: { retry_after_s: 900 } });
    t.clock.advance(15 * 60_000);
    expect((await t.post('account/login.php', { uid: 'admin', password: 'admin-password' }, '10.0.0.1')).status).toBe(
      200,
    );
  });

  it('a spoofed X-Forwarded-For does not reset the count (TRUST_PROXY is off by default)', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/account/login.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `192.0.2.${i}` },
        payload: `uid=spoof${i}&password=x`,
        remoteAddress: '10.3.0.1',
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.99' },
      payload: 'uid=spoof9&password=x',
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts per uid across addresses, so rotating addresses does not help', async () => {
    await registerUser(t.post, 'target');
    for (let i = 0; i < 3; i++) await t.post('account/login.php', { uid: 'target', password: 'x' }, `10.1.0.${i}`);
    expect((await t.post('account/login.php', { uid: 'target', password: 'secret' }, '10.1.0.9')).status).toBe(429);
  });

  it('limits registrations per client address', async () => {
    expect((await t.post('account/register.php', { uid: 'r1', password: 'abc' }, '10.2.0.1')).status).toBe(200);
    expect((await t.post('account/register.php', { uid: 'r2', password: 'abc' }, '10.2.0.1')).status).toBe(200);
    expect((await t.post('account/register.php', { uid: 'r3', password: 'abc' }, '10.2.0.1')).status).toBe(429);
  });
});
