import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../accounts/test-helpers.ts';
import { archiveGetter, gameInput, jsonPoster, movieInput } from './archive-test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;
type Summary = { id: string; title: string; level: number | null; year: number | null; finished_on: string | null };

/** The list's filters, sort and paging, the overview's counts and the exports, on a small known archive. */
describe('archive lists, overview and export', () => {
  let t: Made;
  let admin: string;
  let get: ReturnType<typeof archiveGetter>;
  let post: ReturnType<typeof jsonPoster>;
  const titles = (items: Summary[]) => items.map((i) => i.title);
  const list = async (query: Record<string, string | number>) => {
    const res = await get('get_items.php', query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { items: Summary[]; total: number; page: number; per_page: number };
  };

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    post = jsonPoster(t.app);
    get = archiveGetter(t.app);
    const items = [
      movieInput({
        title: 'Alpha',
        year: 1990,
        level: 3,
        regions: ['US'],
        tags: ['noir'],
        viewings: [{ date: '2026-01-05', rewatch: false }],
      }),
      movieInput({
        title: 'beta',
        year: 2001,
        level: 7,
        regions: ['JP', 'US'],
        tags: ['anime'],
        movie: { type: 'anime_movie' },
        viewings: [
          { date: '2026-02-01', rewatch: false },
          { date: '2026-03-01', rewatch: true },
        ],
      }),
      movieInput({ title: 'Gamma', year: 2010, level: null, regions: ['FR'], tags: [], status: 'want', viewings: [] }),
      movieInput({
        title: 'Delta',
        year: null,
        level: 0,
        regions: [],
        tags: ['noir'],
        status: 'dropped',
        movie: { type: 'series', episodes: 10 },
        viewings: [{ date: '2025-12-31', rewatch: false }],
      }),
      gameInput({
        title: 'Epsilon',
        year: 2017,
        level: 5,
        status: 'done',
        viewings: [{ date: '2026-01-20', rewatch: false }],
      }),
      gameInput({ title: 'Zeta', year: 2020, level: null, status: 'progress', game: { genres: ['rpg'] } }),
      {
        kind: 'product',
        title: 'Fountain pen',
        status: 'done',
        level: 2,
        product: { brand: 'Pilot', price: 12.5, currency: 'EUR' },
      },
    ];
    for (const item of items) {
      const res = await post('archive/save_item.php', { tokenid: admin, item });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(async () => t.close());

  it('filters by kind, type, genre, status, level, year range, region and tag, together', async () => {
    expect((await list({ kind: 'movie' })).total).toBe(4);
    expect(titles((await list({ kind: 'movie', type: 'anime_movie' })).items)).toEqual(['beta']);
    expect(titles((await list({ kind: 'game', genre: 'rpg' })).items)).toEqual(['Zeta']);
    expect(titles((await list({ status: 'dropped' })).items)).toEqual(['Delta']);
    expect(titles((await list({ level: 7 })).items)).toEqual(['beta']);
    expect(titles((await list({ level: 'none', sort: 'title', order: 'asc' })).items)).toEqual(['Gamma', 'Zeta']);
    expect(
      titles((await list({ kind: 'movie', year_from: 1995, year_to: 2010, sort: 'year', order: 'asc' })).items),
    ).toEqual(['beta', 'Gamma']);
    expect(titles((await list({ kind: 'movie', year_to: 2005, sort: 'year', order: 'asc' })).items)).toEqual([
      'Alpha',
      'beta',
    ]);
    expect(titles((await list({ region: 'US', sort: 'title', order: 'asc' })).items)).toEqual(['Alpha', 'beta']);
    expect(titles((await list({ tag: 'noir', kind: 'movie', status: 'done' })).items)).toEqual(['Alpha']);
    expect((await list({ tag: 'nothing' })).total).toBe(0);
  });

  it('sorts by date finished, rating, year and title, both ways, with never-finished and no-rate last when descending', async () => {
    expect(titles((await list({ kind: 'movie' })).items)).toEqual(['beta', 'Alpha', 'Delta', 'Gamma']);
    expect(titles((await list({ kind: 'movie', sort: 'rating' })).items)).toEqual(['beta', 'Alpha', 'Delta', 'Gamma']);
    expect(titles((await list({ kind: 'movie', sort: 'rating', order: 'asc' })).items)).toEqual([
      'Gamma',
      'Delta',
      'Alpha',
      'beta',
    ]);
    expect(titles((await list({ kind: 'movie', sort: 'year' })).items)).toEqual(['Gamma', 'beta', 'Alpha', 'Delta']);
    expect(titles((await list({ kind: 'movie', sort: 'title', order: 'asc' })).items)).toEqual([
      'Alpha',
      'beta',
      'Delta',
      'Gamma',
    ]);
  });

  it('pages: per_page items a page, the total of all, an empty page past the end, bad paging 400', async () => {
    const first = await list({ sort: 'title', order: 'asc', per_page: 3 });
    const second = await list({ sort: 'title', order: 'asc', per_page: 3, page: 2 });
    const third = await list({ sort: 'title', order: 'asc', per_page: 3, page: 3 });
    expect([first.total, first.items.length, second.items.length, third.items.length]).toEqual([7, 3, 3, 1]);
    expect(titles([...first.items, ...second.items, ...third.items])).toEqual([
      'Alpha',
      'beta',
      'Delta',
      'Epsilon',
      'Fountain pen',
      'Gamma',
      'Zeta',
    ]);
    expect((await list({ page: 9 })).items).toEqual([]);
    for (const [key, value] of [
      ['page', 0],
      ['per_page', 101],
      ['per_page', 'x'],
      ['sort', 'rank'],
      ['order', 'up'],
      ['year_from', 1],
    ] as const)
      expect((await get('get_items.php', { [key]: value })).body.data.field).toBe(key);
  });

  it('overview: counts per kind and status, recently finished, items finished per month of the year, rating distribution', async () => {
    const { status, body } = await get('get_overview.php', { year: 2026 });
    expect(status).toBe(200);
    const o = body.data;
    expect(o.counts.movie).toEqual({ want: 1, progress: 0, done: 2, dropped: 1, total: 4 });
    expect(o.counts.game).toEqual({ want: 0, progress: 1, done: 1, dropped: 0, total: 2 });
    expect(o.counts.product).toEqual({ want: 0, progress: 0, done: 1, dropped: 0, total: 1 });
    expect(titles(o.recently_finished)).toEqual(['beta', 'Epsilon', 'Alpha', 'Delta']);
    expect(o.finished_per_month).toEqual([2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(o.rating_distribution).toEqual({ levels: [1, 0, 1, 1, 0, 1, 0, 1], no_rate: 2 });
    const movies = (await get('get_overview.php', { year: 2025, kind: 'movie' })).body.data;
    expect(movies.finished_per_month[11]).toBe(1);
    expect(movies.rating_distribution).toEqual({ levels: [1, 0, 0, 1, 0, 0, 0, 1], no_rate: 1 });
    expect((await get('get_overview.php', { year: 'soon' })).body.data.field).toBe('year');
  });

  it('exports the archive as JSON (every item with kind, title, year) and as CSV (a header and a row per item)', async () => {
    const json = await post('archive/export.php', { tokenid: admin, format: 'json' });
    expect(json.status).toBe(200);
    expect(json.res.headers['content-disposition']).toMatch(/attachment; filename="archive-2026-03-01\.json"/);
    expect(json.body.format).toBe('site-archive');
    expect(json.body.items).toHaveLength(7);
    expect(json.body.items.find((i: { title: string }) => i.title === 'Delta')).toMatchObject({
      kind: 'movie',
      year: null,
    });
    const csv = await post('archive/export.php', { tokenid: admin, format: 'csv' });
    expect(csv.res.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).toMatch(/^id,kind,title,year,/);
    expect(lines).toHaveLength(8);
  });
});
