import {
  linkAdminStateSchema,
  linkApplicationAdminSchema,
  linkApplicationSchema,
  linkDirectorySchema,
  linkFollowingSchema,
  linkFriendsSchema,
  linkSiteCardSchema,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import { linksGetter, linksPoster, testLinksConfig } from './links-test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** The links calls: reads for everyone, admin writes, order, friend-link requests from request to card. */
describe('links calls', () => {
  let t: Made;
  let admin: string;
  let user: string;
  let post: ReturnType<typeof linksPoster>;
  let get: ReturnType<typeof linksGetter>;

  beforeAll(async () => {
    t = await createAccountTestApp((c) => ({ ...c, links: { ...testLinksConfig, applicationsPerHour: 2 } }));
    admin = await t.adminToken();
    user = await registerUser(t.post, 'reader');
    post = linksPoster(t.app);
    get = linksGetter(t.app);
  });
  afterAll(async () => t.close());

  const adminCalls = [
    'save_class.php',
    'delete_class.php',
    'reorder_classes.php',
    'save_entry.php',
    'delete_entry.php',
    'reorder_entries.php',
    'get_admin_state.php',
    'refresh.php',
    'get_applications.php',
    'decide_application.php',
  ];

  it('answers a guest 401 not_logged_in and a user 403 forbidden on every admin call, before reading the body', async () => {
    for (const call of adminCalls) {
      const guest = await post(call, { entry: { link: 'javascript:alert(1)' } });
      expect([call, guest.status, guest.body.message]).toEqual([call, 401, 'not_logged_in']);
      const reader = await post(call, { tokenid: user, entry: { link: 'javascript:alert(1)' } });
      expect([call, reader.status, reader.body.message]).toEqual([call, 403, 'forbidden']);
    }
  });

  it('[SITE-08] saves classes and entries with name, avatar, colour, description and link, and lists them on /links', async () => {
    const tools = (await post('save_class.php', { tokenid: admin, class: { name: 'Tools' } })).body.data;
    const reading = (await post('save_class.php', { tokenid: admin, class: { name: 'Reading' } })).body.data;
    expect([tools.order, reading.order]).toEqual([0, 1]);
    const entry = {
      name: 'MDN',
      avatar: 'https://developer.mozilla.org/favicon.png',
      colour: '#1b1b1b',
      description: 'Web docs',
      link: 'https://developer.mozilla.org/',
      class_id: tools.id,
    };
    const saved = await post('save_entry.php', { tokenid: admin, entry });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'MDN',
      avatar: '',
      avatar_source: entry.avatar,
      colour: '#1b1b1b',
      description: 'Web docs',
      link: entry.link,
      kind: 'link',
      class_id: tools.id,
      health: { state: 'unknown', since: null },
    });
    const second = await post('save_entry.php', {
      tokenid: admin,
      entry: { name: 'W3C', link: 'https://www.w3.org/', class_id: tools.id, colour: 'rgb(0 90 156 / 50%)' },
    });
    expect(second.status).toBe(200);
    const directory = (await get('get_classes.php')).body.data;
    expect(directory.classes.map((c: { name: string }) => c.name)).toEqual(['Tools', 'Reading']);
    expect(directory.classes[0].entries.map((e: { name: string }) => e.name)).toEqual(['MDN', 'W3C']);
    const one = (await get(`get_class.php?id=${tools.id}`)).body.data;
    expect(one.entries).toHaveLength(2);
    expect((await get('get_class.php?id=99999')).status).toBe(404);
    expect((await get('get_class.php?id=abc')).body.data.field).toBe('id');
  });

  it('reorders classes and entries, and refuses an unknown id without changing anything', async () => {
    const directory = (await get('get_classes.php')).body.data;
    const [tools, reading] = directory.classes;
    const moved = await post('reorder_classes.php', { tokenid: admin, ids: [reading.id, tools.id] });
    expect(moved.body.data.map((c: { name: string }) => c.name)).toEqual(['Reading', 'Tools']);
    const [mdn, w3c] = tools.entries;
    await post('reorder_entries.php', { tokenid: admin, ids: [w3c.id, mdn.id] });
    const after = (await get(`get_class.php?id=${tools.id}`)).body.data;
    expect(after.entries.map((e: { name: string }) => e.name)).toEqual(['W3C', 'MDN']);
    const bad = await post('reorder_entries.php', { tokenid: admin, ids: [mdn.id, 424242] });
    expect([bad.status, bad.body.data.field]).toEqual([400, 'ids']);
    const same = (await get(`get_class.php?id=${tools.id}`)).body.data;
    expect(same.entries.map((e: { name: string }) => e.name)).toEqual(['W3C', 'MDN']);
    const repeated = await post('reorder_entries.php', { tokenid: admin, ids: [mdn.id, mdn.id] });
    expect([repeated.status, repeated.body.data.field]).toEqual([400, 'ids']);
  });

  it('deleting a class keeps its entries, without a class', async () => {
    const made = (await post('save_class.php', { tokenid: admin, class: { name: 'Temp' } })).body.data;
    const entry = (
      await post('save_entry.php', {
        tokenid: admin,
        entry: { name: 'X', link: 'https://x.example/', class_id: made.id },
      })
    ).body.data;
    expect((await post('delete_class.php', { tokenid: admin, id: made.id })).status).toBe(200);
    const directory = (await get('get_classes.php')).body.data;
    expect(directory.unclassified.map((e: { id: number }) => e.id)).toContain(entry.id);
    expect((await post('delete_entry.php', { tokenid: admin, id: entry.id })).status).toBe(200);
    expect((await post('delete_entry.php', { tokenid: admin, id: entry.id })).status).toBe(404);
  });

  it("serves this site's own card on the friends page", async () => {
    const friends = (await get('get_friends.php')).body.data;
    expect(friends.site).toMatchObject({
      link: 'http://localhost:8080/',
      feed: 'http://localhost:8080/feed/rss.xml',
    });
    expect(friends.site.name).not.toBe('');
    expect((await get('get_site_card.php')).body.data).toEqual(friends.site);
  });

  it('takes a friend-link request from a user and from a guest with an e-mail, which the public never sees', async () => {
    const application = { name: 'Dee', link: 'https://dee.example/', description: 'Hi', colour: '#abc' };
    const guestWithout = await post('apply.php', { application }, '10.0.0.5');
    expect([guestWithout.status, guestWithout.body.data.field]).toEqual([400, 'email']);
    const guest = await post('apply.php', { email: 'dee@example.com', application }, '10.0.0.5');
    expect(guest.status).toBe(200);
    expect(guest.body.data.state).toBe('pending');
    expect(JSON.stringify(guest.body)).not.toContain('dee@example.com');
    const mine = await post(
      'apply.php',
      { tokenid: user, application: { ...application, name: 'Reader' } },
      '10.0.0.6',
    );
    expect(mine.status).toBe(200);
    const list = (await post('get_applications.php', { tokenid: admin, state: 'pending' })).body.data;
    expect(list.map((a: { email: string | null; uid: string | null }) => [a.email, a.uid])).toEqual([
      [null, 'reader'],
      ['dee@example.com', null],
    ]);
    for (const path of ['get_classes.php', 'get_friends.php', 'get_following.php'])
      expect(JSON.stringify((await get(path)).body)).not.toContain('dee@example.com');
  });

  it('rate-limits requests per address and per sender (429 rate_limited)', async () => {
    const application = { name: 'Spam', link: 'https://spam.example/' };
    const first = await post('apply.php', { email: 'spam@example.com', application }, '10.0.0.9');
    const second = await post('apply.php', { email: 'spam@example.com', application }, '10.0.0.10');
    const third = await post('apply.php', { email: 'spam@example.com', application }, '10.0.0.11');
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(third.body.message).toBe('rate_limited');
  });

  it('the admin approves a request (the card appears among the friends) or declines one; the applicant sees the state', async () => {
    const pending = (await post('get_applications.php', { tokenid: admin, state: 'pending' })).body.data;
    const fromReader = pending.find((a: { uid: string | null }) => a.uid === 'reader');
    const fromGuest = pending.find((a: { email: string | null }) => a.email === 'dee@example.com');
    const approved = await post('decide_application.php', { tokenid: admin, id: fromReader.id, decision: 'approve' });
    expect(approved.body.data).toMatchObject({ state: 'approved' });
    expect(approved.body.data.entry_id).toBeGreaterThan(0);
    const again = await post('decide_application.php', { tokenid: admin, id: fromReader.id, decision: 'decline' });
    expect([again.status, again.body.data.field]).toEqual([400, 'id']);
    await post('decide_application.php', { tokenid: admin, id: fromGuest.id, decision: 'decline' });
    const friends = (await get('get_friends.php')).body.data.entries;
    expect(friends.map((e: { name: string; kind: string }) => [e.name, e.kind])).toEqual([['Reader', 'friend']]);
    const mine = (await post('my_applications.php', { tokenid: user })).body.data;
    expect(mine.map((a: { name: string; state: string }) => [a.name, a.state])).toEqual([['Reader', 'approved']]);
    expect((await post('my_applications.php', {})).status).toBe(401);
  });

  it("answers in the shapes of the contract's answer schemas, which the web client parses", async () => {
    const answers: [string, z.ZodMiniType, unknown][] = [
      ['get_classes.php', linkDirectorySchema, (await get('get_classes.php')).body.data],
      ['get_friends.php', linkFriendsSchema, (await get('get_friends.php')).body.data],
      ['get_following.php', linkFollowingSchema, (await get('get_following.php')).body.data],
      ['get_site_card.php', linkSiteCardSchema, (await get('get_site_card.php')).body.data],
      ['get_admin_state.php', linkAdminStateSchema, (await post('get_admin_state.php', { tokenid: admin })).body.data],
      [
        'get_applications.php',
        z.array(linkApplicationAdminSchema),
        (await post('get_applications.php', { tokenid: admin })).body.data,
      ],
      [
        'my_applications.php',
        z.array(linkApplicationSchema),
        (await post('my_applications.php', { tokenid: user })).body.data,
      ],
    ];
    for (const [call, schema, data] of answers) {
      const parsed = schema.safeParse(data);
      expect([call, parsed.success ? 'ok' : parsed.error.issues]).toEqual([call, 'ok']);
    }
    const directory = linkDirectorySchema.parse((await get('get_classes.php')).body.data);
    expect(directory.classes.flatMap((c) => c.entries).length + directory.unclassified.length).toBeGreaterThan(0);
  });

  it('publishes the blogroll as OPML at /links.opml', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/links.opml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/x-opml; charset=utf-8');
    expect(res.body).toContain('<opml version="2.0">');
    expect(res.body).toContain('htmlUrl="https://developer.mozilla.org/"');
    expect(res.body).toContain('category="/friend"');
  });
});
