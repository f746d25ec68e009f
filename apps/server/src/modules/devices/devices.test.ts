import { envelopeSchema, pageViewDaySchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';

describe('device and page-view calls', () => {
  let t: Awaited<ReturnType<typeof createAccountTestApp>>;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(async () => t.close());

  it('[API-10] new_device answers a new device id each time', async () => {
    const a = await t.post('account/new_device.php', { user_agent: 'Mozilla/5.0 test' });
    const b = await t.post('account/new_device.php', { user_agent: 'Mozilla/5.0 test' });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatch(/^[0-9a-f]{32}$/);
    expect(b.body.data).not.toBe(a.body.data);
  });

  it('[API-09] check_device answers the same id when known and a new one when not', async () => {
    const id = (await t.post('account/new_device.php', { user_agent: 'UA' })).body.data;
    expect((await t.post('account/check_device.php', { user_agent: 'UA 2', device_id: id })).body).toEqual({
      status: 'success',
      message: 'ok',
      data: id,
    });
    for (const device_id of ['no_device_id', '0'.repeat(32), '']) {
      const other = await t.post('account/check_device.php', { user_agent: 'UA', device_id });
      expect(other.status).toBe(200);
      expect(other.body.data).toMatch(/^[0-9a-f]{32}$/);
      expect(other.body.data).not.toBe(device_id);
    }
  });

  it('device calls answer 400 naming the field for bad input', async () => {
    for (const [path, form, field] of [
      ['new_device.php', {}, 'user_agent'],
      ['new_device.php', { user_agent: 'x'.repeat(1025) }, 'user_agent'],
      ['check_device.php', { user_agent: 'x' }, 'device_id'],
      ['check_device.php', { device_id: 'x' }, 'user_agent'],
      ['view_page.php', { url: '/', device_id: 'nope' }, 'device_id'],
      ['view_page.php', { url: 'blog', device_id: '0'.repeat(32) }, 'url'],
      ['view_page.php', { url: '/a b', device_id: '0'.repeat(32) }, 'url'],
      ['view_page.php', { device_id: '0'.repeat(32) }, 'url'],
    ] as const) {
      const { status, body } = await t.post(`account/${path}`, form);
      expect(status, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(body).toMatchObject({ status: 'error', message: 'invalid_input', data: { field } });
    }
  });

  it('[API-11] view_page stores device, path, account and time; an unknown device answers 404', async () => {
    const device = (await t.post('account/new_device.php', { user_agent: 'UA' })).body.data;
    const tokenid = await registerUser(t.post, 'viewer');
    expect(
      (await t.post('account/view_page.php', { url: '/blog/articles/a/b', device_id: device, tokenid })).status,
    ).toBe(200);
    expect(
      (await t.post('account/view_page.php', { url: '/', device_id: device, tokenid: 'guest_tokenid' })).status,
    ).toBe(200);
    // A stale token still counts the view, as a guest's.
    expect((await t.post('account/view_page.php', { url: '/about', device_id: device, tokenid: 'stale' })).status).toBe(
      200,
    );
    const rows = await t.db.db
      .selectFrom('page_views')
      .selectAll()
      .where('device_id', '=', device)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.path, r.uid])).toEqual([
      ['/blog/articles/a/b', 'viewer'],
      ['/', null],
      ['/about', null],
    ]);
    expect(rows[0]?.viewed_at).toBe(new Date(t.clock.now).toISOString());
    const unknown = await t.post('account/view_page.php', { url: '/', device_id: 'f'.repeat(32) });
    expect(unknown).toEqual({
      status: 404,
      body: { status: 'error', message: 'device_not_found', data: { field: 'device_id' } },
    });
  });

  it('get_page_views counts per day for the admin and answers 403 to guests and users', async () => {
    const device = (await t.post('account/new_device.php', { user_agent: 'UA' })).body.data;
    t.clock.advance(24 * 3600_000);
    await t.post('account/view_page.php', { url: '/x', device_id: device });
    await t.post('account/view_page.php', { url: '/y', device_id: device });
    const { status, body } = await t.post('account/get_page_views.php', { tokenid: await t.adminToken(), days: '2' });
    expect(status).toBe(200);
    const days = envelopeSchema(z.array(pageViewDaySchema)).parse(body).data;
    expect(days).toHaveLength(2);
    expect(days[1]).toEqual({
      day: new Date(t.clock.now).toISOString().slice(0, 10),
      views: 2,
      devices: 1,
      account_views: 0,
    });
    const user = await registerUser(t.post, 'pv_user');
    for (const tokenid of [undefined, 'guest_tokenid', user]) {
      expect((await t.post('account/get_page_views.php', { tokenid })).status).toBe(403);
    }
    expect((await t.post('account/get_page_views.php', { tokenid: await t.adminToken(), days: '0' })).status).toBe(400);
  });
});
