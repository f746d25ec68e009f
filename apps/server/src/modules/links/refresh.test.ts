import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../http/media.ts';
import { createAccountTestApp } from '../accounts/test-helpers.ts';
import { upsertArticle } from '../blog/write-service.ts';
import {
  feeds,
  linksGetter,
  linksPoster,
  redirect,
  serve,
  startFakeSite,
  testLinksConfig,
} from './links-test-helpers.ts';
import { type RefreshOptions, refreshLinks } from './refresh.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;
type Site = Awaited<ReturnType<typeof startFakeSite>>;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Feed collection against local fake sites (real HTTP servers) and against this project's own RSS and Atom feeds
 * (the app itself listening on a port): what is stored, what a 304 leaves alone, errors recorded per feed, the
 * health of links, cached avatars and the river of the following page.
 */
describe('links refresh', () => {
  let t: Made;
  let site: Site;
  let own: Made;
  let ownBase: string;
  let admin: string;
  let post: ReturnType<typeof linksPoster>;
  let get: ReturnType<typeof linksGetter>;
  let options: RefreshOptions;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createAccountTestApp((c) => ({ ...c, links: testLinksConfig }));
    admin = await t.adminToken();
    post = linksPoster(t.app);
    get = linksGetter(t.app);
    options = { ...testLinksConfig, mediaDir: mediaDirOf(t.db.config), now: () => t.clock.now };
    let rssServed = 0;
    site = await startFakeSite({
      '/': serve('text/html', '<!doctype html><title>home</title>'),
      '/rss.xml': (req, res) => {
        rssServed += 1;
        if (req.headers['if-none-match'] === '"rss-1"') return res.writeHead(304).end();
        res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"rss-1"' }).end(feeds.rss);
      },
      '/atom.xml': serve('application/atom+xml', feeds.atom, { 'last-modified': 'Thu, 05 Feb 2026 08:00:00 GMT' }),
      '/feed.json': serve('application/feed+json', feeds.json),
      '/moved.json': redirect('/hop2'),
      '/hop2': redirect('/hop3'),
      '/hop3': redirect('/feed.json'),
      '/page.html': serve('text/html', '<!doctype html><html><body><h1>Not a feed</h1></body></html>'),
      '/huge.xml': serve('application/rss+xml', Buffer.alloc(5 * 1024 * 1024, ' ')),
      '/slow.xml': (_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).write('<rss>'),
      '/avatar.png': serve('image/png', png),
      '/avatar.svg': serve('image/png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    void rssServed;
    // This project's own feeds, served by a second app listening on a real port.
    const ownApp = await createAccountTestApp((c) => ({ ...c, siteUrl: 'https://own.example' }));
    await upsertArticle(ownApp.db.db, {
      id: 'own/first',
      title: 'Our "own" first post & more',
      date: '2026-01-20T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: 'Hello **world**.',
    });
    own = ownApp;
    ownBase = await own.app.listen({ port: 0, host: '127.0.0.1' });

    const add = async (key: string, entry: Record<string, unknown>) => {
      const res = await post('save_entry.php', { tokenid: admin, entry: { kind: 'following', ...entry } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids[key] = res.body.data.id;
    };
    await add('rss', {
      name: 'Ana',
      link: site.url('/'),
      feed_url: site.url('/rss.xml'),
      avatar: site.url('/avatar.png'),
    });
    await add('atom', {
      name: 'Bo',
      link: site.url('/'),
      feed_url: site.url('/atom.xml'),
      avatar: site.url('/avatar.svg'),
    });
    await add('json', { name: 'Cy', link: site.url('/'), feed_url: site.url('/moved.json') });
    await add('html', { name: 'Page', link: site.url('/'), feed_url: site.url('/page.html') });
    await add('huge', { name: 'Huge', link: site.url('/'), feed_url: site.url('/huge.xml') });
    await add('slow', { name: 'Slow', link: site.url('/'), feed_url: site.url('/slow.xml') });
    await add('ownRss', { name: 'Own RSS', link: `${ownBase}/api/`, feed_url: `${ownBase}/feed/rss.xml` });
    await add('ownAtom', {
      name: 'Own Atom',
      link: `${ownBase}/api/`,
      feed_url: `${ownBase}/feed/atom.xml`,
      kind: 'friend',
    });
    await add('dead', { name: 'Dead', link: site.url('/missing'), kind: 'link' });
  });
  afterAll(async () => {
    await own?.close();
    await site?.close();
    await t?.close();
  });

  const postsOf = (entry: number) =>
    t.db.db.selectFrom('link_posts').selectAll().where('entry_id', '=', entry).orderBy('id').execute();
  const entryRow = (entry: number) =>
    t.db.db.selectFrom('link_entries').selectAll().where('id', '=', entry).executeTakeFirstOrThrow();

  it('collects RSS 2.0, Atom and JSON Feed (after 3 redirects): plain-text titles, absolute links, missing dates kept as none', async () => {
    const summary = await refreshLinks(t.db.db, options);
    expect(summary.feeds).toBe(8);
    const rss = await postsOf(ids.rss as number);
    expect(rss.map((p) => [p.title, p.url, p.published_at])).toEqual([
      ['Why CSS & me', site.url('/posts/css'), '2026-02-03T10:00:00.000Z'],
      ['Undated thoughts', site.url('/posts/undated'), null],
    ]);
    expect(rss[0]?.excerpt).toBe('Grid is great.');
    expect(rss[1]?.sort_date).toBe(new Date(t.clock.now).toISOString());
    const atom = await postsOf(ids.atom as number);
    expect(atom.map((p) => [p.title, p.url, p.excerpt])).toEqual([
      ['Atom entry', site.url('/entries/1.html'), 'Summary link'],
    ]);
    const json = await postsOf(ids.json as number);
    expect(json.map((p) => [p.title, p.url])).toEqual([['JSON <post> & co', site.url('/notes/1')]]);
  });

  it("reads this project's own RSS and Atom feeds back", async () => {
    for (const key of ['ownRss', 'ownAtom']) {
      const posts = await postsOf(ids[key] as number);
      expect(
        posts.map((p) => [p.title, p.url, p.published_at]),
        key,
      ).toEqual([
        ['Our "own" first post & more', 'https://own.example/blog/articles/own/first', '2026-01-20T00:00:00.000Z'],
      ]);
    }
  });

  it('records HTML instead of a feed, a 5 MB body and a slow answer as errors, and the other feeds still came in', async () => {
    const state = (await post('get_admin_state.php', { tokenid: admin })).body.data;
    const feedOf = (key: string) => state.entries.find((e: { id: number }) => e.id === ids[key]).feed;
    expect(feedOf('html').last_error).toMatch(/not a feed/);
    expect(feedOf('huge').last_error).toMatch(/over the cap/);
    expect(feedOf('slow').last_error).toMatch(/within 1500 ms/);
    for (const key of ['html', 'huge', 'slow']) expect(feedOf(key).last_success_at, key).toBeNull();
    expect(feedOf('rss')).toMatchObject({ last_error: null, posts: 2 });
    expect(feedOf('rss').last_success_at).toBe(new Date(t.clock.now).toISOString());
    // The next rounds need not wait for it again.
    await t.db.db
      .deleteFrom('link_entries')
      .where('id', '=', ids.slow as number)
      .execute();
  });

  it('a 304 stores nothing again: the validators are sent back and a stored post is left as it is', async () => {
    const before = await postsOf(ids.rss as number);
    await t.db.db
      .updateTable('link_posts')
      .set({ title: 'edited here' })
      .where('id', '=', before[0]?.id as number)
      .execute();
    await t.db.db
      .deleteFrom('link_posts')
      .where('id', '=', before[1]?.id as number)
      .execute();
    site.requests.length = 0;
    t.clock.advance(60 * 60_000);
    await refreshLinks(t.db.db, options);
    const asked = site.requests.find((r) => r.path === '/rss.xml');
    expect(asked?.headers['if-none-match']).toBe('"rss-1"');
    const after = await postsOf(ids.rss as number);
    expect(after.map((p) => p.title)).toEqual(['edited here']);
    expect((await entryRow(ids.rss as number)).feed_success_at).toBe(new Date(t.clock.now).toISOString());
    expect(site.requests.find((r) => r.path === '/atom.xml')?.headers['if-modified-since']).toBe(
      'Thu, 05 Feb 2026 08:00:00 GMT',
    );
  });

  it('caches a PNG avatar on our origin and refuses an SVG sent as image/png', async () => {
    const rss = await entryRow(ids.rss as number);
    expect(rss.avatar).toMatch(/^\/media\/links\/[0-9a-f]{32}\.png$/);
    const file = join(mediaDirOf(t.db.config), rss.avatar.replace('/media/', ''));
    expect(readFileSync(file).equals(png)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: rss.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await entryRow(ids.atom as number)).avatar).toBe('');
  });

  it('marks a link failing for 3 days in a row unreachable since its first failure; a success clears it', async () => {
    const first = (await entryRow(ids.dead as number)).link_failing_since;
    expect(first).not.toBeNull();
    const health = async () =>
      (await get('get_classes.php')).body.data.unclassified.find((e: { id: number }) => e.id === ids.dead).health;
    t.clock.advance(2 * 24 * 60 * 60_000);
    await refreshLinks(t.db.db, options);
    expect(await health()).toEqual({ state: 'failing', since: first });
    t.clock.advance(24 * 60 * 60_000);
    await refreshLinks(t.db.db, options);
    expect(await health()).toEqual({ state: 'unreachable', since: first });
    const state = (await post('get_admin_state.php', { tokenid: await t.adminToken() })).body.data;
    expect(state.unreachable.map((e: { id: number }) => e.id)).toEqual([ids.dead]);
    site.routes['/missing'] = serve('text/html', 'back');
    await refreshLinks(t.db.db, options);
    expect(await health()).toEqual({ state: 'ok', since: null });
  });

  it('serves the river of the followed sites newest first, paged, without calling them', async () => {
    site.requests.length = 0;
    const page1 = (await get('get_following.php?per_page=2')).body.data;
    expect(page1.posts.total).toBe(4);
    expect(page1.posts.items.map((p: { title: string }) => p.title)).toEqual(['Atom entry', 'JSON <post> & co']);
    expect(page1.posts.items[0].site).toMatchObject({ id: ids.atom, name: 'Bo' });
    const page2 = (await get('get_following.php?per_page=2&page=2')).body.data;
    expect(page2.posts.items.map((p: { title: string }) => p.title)).toEqual([
      'edited here',
      'Our "own" first post & more',
    ]);
    expect(page1.entries.map((e: { name: string }) => e.name)).toContain('Ana');
    expect(site.requests).toEqual([]);
  });

  it("the admin's refresh call runs a round and answers its summary; one sent meanwhile joins it", async () => {
    site.requests.length = 0;
    const token = await t.adminToken();
    const [first, second] = await Promise.all([
      post('refresh.php', { tokenid: token }),
      post('refresh.php', { tokenid: token }),
    ]);
    expect(first.body.data).toEqual({ done: true, summary: { feeds: 7, feed_errors: 2, links: 8, link_errors: 0 } });
    expect(second.body.data).toEqual(first.body.data);
    expect(site.requests.filter((r) => r.path === '/rss.xml')).toHaveLength(1);
  });
});
