import { archiveItemInputSchema, archiveItemPath } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import { samples, upload } from '../music/test-helpers.ts';
import { archiveGetter, gameInput, jsonPoster, movieInput } from './archive-test-helpers.ts';
import { saveArchiveItem } from './write-service.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

describe('archive calls', () => {
  let t: Made;
  let admin: string;
  let user: string;
  let post: ReturnType<typeof jsonPoster>;
  let get: ReturnType<typeof archiveGetter>;

  const save = async (item: unknown, tokenid = admin) => post('archive/save_item.php', { tokenid, item });
  const saved = async (item: unknown) => {
    const res = await save(item);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const count = async () => (await get('get_items.php', { per_page: 1 })).body.data.total as number;

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    user = await registerUser(t.post, 'reader');
    post = jsonPoster(t.app);
    get = archiveGetter(t.app);
  });
  afterAll(async () => t.close());

  it('[ROLE-01] guests read the archive; writes are the admin’s (guest 401, user 403, before validation)', async () => {
    const movie = await saved(movieInput());
    expect((await get('get_item.php', { id: movie.id })).body.data.title).toBe('Stalker');
    expect((await get('get_items.php')).status).toBe(200);
    expect((await get('get_overview.php')).status).toBe(200);
    for (const call of ['save_item.php', 'delete_item.php', 'add_viewing.php', 'export.php']) {
      expect((await post(`archive/${call}`, { item: 'nonsense', id: '??' })).status, call).toBe(401);
      expect((await post(`archive/${call}`, { tokenid: user, item: 'nonsense', id: '??' })).status, call).toBe(403);
    }
    expect((await get('get_item.php', { id: movie.id })).body.data.viewings).toHaveLength(1);
  });

  it('saves, reads back, updates and deletes an item; unknown ids answer 404', async () => {
    const game = await saved(gameInput({ review: 'Great.\n\n>! The ending twist\n\nAfter.', comment: 'hard' }));
    expect(game.game).toMatchObject({ genres: ['metroidvania', 'act'], platforms: ['PC'], play_hours: 40.5 });
    expect(game.review_html).toContain('<details>');
    expect(game.review_html).toContain('The ending twist');
    expect(game.finished_on).toBeNull();
    const updated = await saved({ ...gameInput({ status: 'done', level: 7 }), id: game.id });
    expect(updated).toMatchObject({ id: game.id, status: 'done', level: 7, created_at: game.created_at });
    expect((await save({ ...gameInput(), id: 'nope' })).status).toBe(404);
    expect((await get('get_item.php', { id: 'nope' })).status).toBe(404);
    expect((await post('archive/delete_item.php', { tokenid: admin, id: game.id })).body.data).toEqual({
      deleted: game.id,
    });
    expect((await get('get_item.php', { id: game.id })).status).toBe(404);
    expect((await post('archive/delete_item.php', { tokenid: admin, id: game.id })).status).toBe(404);
  });

  it('"watched today" adds a viewing on the server’s day, keeps the earlier ones and marks the item done', async () => {
    const movie = await saved(movieInput({ status: 'want', viewings: [] }));
    const res = await post('archive/add_viewing.php', { tokenid: admin, id: movie.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'done', finished_on: '2026-03-01' });
    const again = await post('archive/add_viewing.php', {
      tokenid: admin,
      id: movie.id,
      date: '2026-02-10',
      rewatch: true,
    });
    expect(again.body.data.viewings).toEqual([
      { date: '2026-02-10', rewatch: true },
      { date: '2026-03-01', rewatch: false },
    ]);
    expect(again.body.data.finished_on).toBe('2026-03-01');
    expect(
      (await post('archive/add_viewing.php', { tokenid: admin, id: movie.id, date: '2026-02-30' })).body.data.field,
    ).toBe('date');
    expect((await post('archive/add_viewing.php', { tokenid: admin, id: 'nope' })).status).toBe(404);
  });

  it('[CONST-05] a movie’s type is one of movie, series, anime_movie, anime_series; anything else is 400', async () => {
    for (const type of ['movie', 'series', 'anime_movie', 'anime_series'])
      expect((await saved(movieInput({ movie: { type } }))).movie.type).toBe(type);
    for (const type of ['anime', 'Movie', 'tv', '', 3]) {
      const res = await save(movieInput({ movie: { type } }));
      expect(res.status, String(type)).toBe(400);
      expect(res.body.data.field).toBe('item.movie.type');
    }
    expect((await get('get_items.php', { type: 'documentary' })).body.data.field).toBe('type');
  });

  it('[CONST-04] the 31 game genre codes are accepted and filter the list; other codes are 400', async () => {
    const codes =
      'aavg, act, arpg, avg, cag, edu, fly, fps, ftg, galgame, interactive_fiction, jump, metroidvania, mug, pzg, rcg, riddle, rpg, rts, sim, slg, spg, stg, strategy, tab, tcg, td, tps, trpg, visual, visual_novel'.split(
        ', ',
      );
    expect(codes).toHaveLength(31);
    const game = await saved(gameInput({ title: 'Every genre', game: { genres: codes } }));
    expect(game.game.genres).toEqual(codes);
    for (const code of codes) {
      const list = await get('get_items.php', { kind: 'game', genre: code });
      expect(list.status, code).toBe(200);
      expect(list.body.data.items.map((i: { id: string }) => i.id)).toContain(game.id);
    }
    for (const code of ['moba', 'RPG', 'visual-novel', 'fps ', '']) {
      const res = await save(gameInput({ game: { genres: ['act', code] } }));
      expect(res.status, code).toBe(400);
      expect(res.body.data.field).toBe('item.game.genres.1');
      expect((await get('get_items.php', { genre: code })).status).toBe(400);
    }
  });

  it('[CONST-06] [CONST-07] levels 0 (Normal) to 7 (Incomparable) and no-rate (null) are stored; others are 400', async () => {
    for (const level of [0, 1, 2, 3, 4, 5, 6, 7, null])
      expect((await saved(movieInput({ title: `Level ${level}`, level }))).level).toBe(level);
    for (const level of [8, -1, 1.5, '3', 'Epic', true]) {
      const res = await save(movieInput({ level }));
      expect(res.status, String(level)).toBe(400);
      expect(res.body.data.field).toBe('item.level');
    }
    const none = await get('get_items.php', { level: 'none', kind: 'movie' });
    expect(none.body.data.items.every((i: { level: null }) => i.level === null)).toBe(true);
    expect(none.body.data.total).toBeGreaterThan(0);
    expect((await get('get_items.php', { level: 8 })).body.data.field).toBe('level');
  });

  it('bad input names the field, answers 400 and writes nothing', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [movieInput({ kind: 'book' }), 'item.kind'],
      [movieInput({ title: '' }), 'item.title'],
      [movieInput({ title: '   ' }), 'item.title'],
      [movieInput({ title: 42 }), 'item.title'],
      [movieInput({ status: 'watched' }), 'item.status'],
      [movieInput({ regions: ['us'] }), 'item.regions.0'],
      [movieInput({ regions: ['USA'] }), 'item.regions.0'],
      [movieInput({ regions: ['JP', 'XX'] }), 'item.regions.1'],
      [movieInput({ regions: ['ZZ'] }), 'item.regions.0'],
      [movieInput({ year: 'nineteen' }), 'item.year'],
      [movieInput({ year: 99999 }), 'item.year'],
      [
        movieInput({
          viewings: [
            { date: '2024-05-01', rewatch: false },
            { date: '2024-13-01', rewatch: false },
          ],
        }),
        'item.viewings.1.date',
      ],
      [movieInput({ links: [{ site: 'imdb', url: 'javascript:alert(1)' }] }), 'item.links.0.url'],
      [movieInput({ cover_url: 'javascript:alert(1)' }), 'item.cover_url'],
      [movieInput({ movie: { type: 'movie', runtime_minutes: -5 } }), 'item.movie.runtime_minutes'],
      [movieInput({ source_rating: { source: 'imdb', score: 8, scale: 0 } }), 'item.source_rating.scale'],
      [movieInput({ tags: ['a', { b: 1 }] }), 'item.tags.1'],
      [movieInput({ comment: 'bell\u0007' }), 'item.comment'],
      [gameInput({ game: { genres: 'act' } }), 'item.game.genres'],
      [{ ...movieInput(), id: '../../etc' }, 'item.id'],
      [{ kind: 'product', title: 'Pen', status: 'done', product: { currency: 'euro' } }, 'item.product.currency'],
    ];
    for (const [item, field] of cases) {
      const res = await save(item);
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body.data.field, JSON.stringify(item)).toBe(field);
    }
    expect((await post('archive/save_item.php', { tokenid: admin })).body.data.field).toBe('item');
    expect((await post('archive/delete_item.php', { tokenid: admin, id: ['x'] })).body.data.field).toBe('id');
    expect((await post('archive/export.php', { tokenid: admin, format: 'xml' })).body.data.field).toBe('format');
    expect(await count()).toBe(before);
  });

  it('a save the database refuses partway leaves the item as it was (one transaction)', async () => {
    const movie = await saved(movieInput({ title: 'Solaris', tags: ['space'] }));
    // Past the schema (called directly): the row update succeeds, then a viewing without a day breaks NOT NULL.
    const broken = { ...archiveItemInputSchema.parse(movieInput({ title: 'Changed' })), id: movie.id };
    broken.viewings = [{ date: null as never, rewatch: false }];
    await expect(saveArchiveItem(t.db.db, broken, '2026-03-02T00:00:00.000Z')).rejects.toThrow();
    const after = (await get('get_item.php', { id: movie.id })).body.data;
    expect(after).toMatchObject({
      title: 'Solaris',
      tags: ['space'],
      viewings: movie.viewings,
      updated_at: movie.updated_at,
    });
    expect((await get('get_items.php', { tag: 'space' })).body.data.total).toBe(1);
  });

  it('[ROUTE-23] a product’s community posts are comments on its path: a user posts, a guest reads (and may not post), the admin deletes', async () => {
    const pen = await saved({
      kind: 'product',
      title: 'Fountain pen',
      status: 'done',
      product: { brand: 'Pilot', price: 12.5, currency: 'EUR' },
    });
    const target = archiveItemPath('product', pen.id);
    expect(target).toBe(`/archive/products/${pen.id}`);
    const byGuest = await t.post('comments/post_comment.php', { target, text: 'A guest', guest_nickname: 'Passer' });
    expect([byGuest.status, byGuest.body.message]).toEqual([401, 'not_logged_in']);
    const posted = await t.post('comments/post_comment.php', {
      tokenid: user,
      target,
      text: 'Writes smoothly after a month.',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/comments/get_comments.php?target=${encodeURIComponent(target)}`,
    });
    expect(
      read.json().data.items.map((c: { html: string; author: { uid: string } }) => [c.author.uid, c.html]),
    ).toEqual([['reader', expect.stringContaining('Writes smoothly after a month.')]]);
    const removed = await t.post('comments/delete_comment.php', { tokenid: admin, id: String(posted.body.data.id) });
    expect(removed.status).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/comments/get_comments.php?target=${encodeURIComponent(target)}`,
    });
    expect(after.json().data.total).toBe(0);
  });

  it('a cover is uploaded with the media rules (archive/music/upload_media.php, kind cover) and saved by its address', async () => {
    const res = await upload(t.app, [
      { name: 'tokenid', value: admin },
      { name: 'kind', value: 'cover' },
      { name: 'file', filename: 'poster.png', data: samples.png() },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = res.body.data.url as string;
    expect(url).toMatch(/^\/media\/cover\//);
    expect((await saved(movieInput({ cover_url: url }))).cover_url).toBe(url);
    expect((await saved(movieInput({ cover_url: 'https://img.example.com/p.jpg' }))).cover_url).toBe(
      'https://img.example.com/p.jpg',
    );
    for (const bad of [
      '/api/archive/export.php',
      '/media/cover/../../site.db',
      '/media/audio/x.mp3',
      'data:image/png;base64,AAAA',
    ])
      expect((await save(movieInput({ cover_url: bad }))).body.data.field, bad).toBe('item.cover_url');
  });

  it('reads are served from a cache that every write of this process clears', async () => {
    const query = { kind: 'game', tag: 'cache-check' };
    expect((await get('get_items.php', query)).body.data.total).toBe(0);
    const game = await saved(gameInput({ tags: ['cache-check'] }));
    expect((await get('get_items.php', query)).body.data.total).toBe(1);
    // Another page and sort of the same filter: a new address, the same cached count.
    expect((await get('get_items.php', { ...query, page: 2, sort: 'title' })).body.data).toMatchObject({
      total: 1,
      items: [],
    });
    await post('archive/save_item.php', { tokenid: admin, item: gameInput({ tags: ['cache-check'] }) });
    expect((await get('get_items.php', { ...query, page: 3 })).body.data.total).toBe(2);
    const item = (await get('get_item.php', { id: game.id })).body.data;
    const overview = (await get('get_overview.php', { year: 2026 })).body.data;
    await post('archive/add_viewing.php', { tokenid: admin, id: game.id });
    expect((await get('get_item.php', { id: game.id })).body.data.viewings).toHaveLength(item.viewings.length + 1);
    const after = (await get('get_overview.php', { year: 2026 })).body.data;
    expect(after.finished_per_month[2]).toBe(overview.finished_per_month[2] + 1);
    await post('archive/delete_item.php', { tokenid: admin, id: game.id });
    expect((await get('get_items.php', query)).body.data.total).toBe(1);
    expect((await get('get_item.php', { id: game.id })).status).toBe(404);
  });
});
