import {
  articlePageSchema,
  articleSchema,
  categoryDetailSchema,
  categorySchema,
  envelopeSchema,
  relatedArticleSchema,
  tagCountSchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { seedIfNeeded } from '../../seed/seed.ts';
import { createTestApp, type TestDb } from '../../test/db.ts';
import { upsertArticle } from './write-service.ts';

describe('blog calls', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/blog/${url}` });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    const made = await createTestApp();
    ({ app, db, close } = made);
    await seedIfNeeded(db);
  });
  afterAll(async () => close());

  it('get_articles pages newest first and matches the contract', async () => {
    const { status, body } = await get('get_articles.php?page=1&page_size=2');
    expect(status).toBe(200);
    const page = envelopeSchema(articlePageSchema).parse(body).data;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(6);
    expect((page.items[0]?.date ?? '') >= (page.items[1]?.date ?? '')).toBe(true);
    const third = envelopeSchema(articlePageSchema).parse((await get('get_articles.php?page=3&page_size=2')).body).data;
    expect(third.items).toHaveLength(2);
    expect(third.items.every((item) => !page.items.some((p) => p.id === item.id))).toBe(true);
  });

  it('get_articles with category_id includes descendant categories', async () => {
    const study = envelopeSchema(articlePageSchema).parse((await get('get_articles.php?category_id=study')).body).data;
    expect(study.items.map((a) => a.id).sort()).toEqual([
      'study/frontend/css-clamp',
      'study/frontend/debounce-in-typescript',
      'study/sqlite-wal',
    ]);
    const frontend = envelopeSchema(articlePageSchema).parse(
      (await get('get_articles.php?category_id=study/frontend')).body,
    ).data;
    expect(frontend.total).toBe(2);
    const none = envelopeSchema(articlePageSchema).parse((await get('get_articles.php?category_id=nope')).body).data;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('get_articles answers bad input with a 400 envelope naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page_size=101', 'page_size'],
      ['page=abc', 'page'],
      ['category_id=a//b', 'category_id'],
      ['category_id=%00', 'category_id'],
    ] as const) {
      const { status, body } = await get(`get_articles.php?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ status: 'error', message: 'invalid_input', data: { field } });
    }
  });

  it('get_article returns the rendered article with category path and date neighbours', async () => {
    const { status, body } = await get('get_article.php?id=study/frontend/css-clamp');
    expect(status).toBe(200);
    const article = envelopeSchema(articleSchema).parse(body).data;
    expect(article.title).toBe('Fluid type with CSS clamp()');
    expect(article.html).toContain('<table>');
    expect(article.html).toContain('hljs');
    expect(article.toc.map((t) => t.text)).toEqual(['The rule', 'Choosing the numbers', 'A caveat']);
    expect(article.category_path).toEqual([
      { id: 'study', name: '学习 Study' },
      { id: 'study/frontend', name: '前端 Frontend' },
    ]);
    expect(article.prev).toEqual({
      id: 'study/frontend/debounce-in-typescript',
      title: '用 TypeScript 写一个防抖函数',
    });
    expect(article.next).toEqual({ id: 'life/autumn-walk', title: '秋天的河边散步' });
    expect(article.reading_minutes).toBeGreaterThanOrEqual(1);
  });

  it('get_article answers 404 article_not_found and 400 for a missing or bad id', async () => {
    expect(await get('get_article.php?id=no/such')).toEqual({
      status: 404,
      body: { status: 'error', message: 'article_not_found', data: null },
    });
    expect((await get('get_article.php')).body).toMatchObject({ message: 'invalid_input', data: { field: 'id' } });
    expect((await get('get_article.php?id=%20x')).status).toBe(400);
  });

  it('a cached read answers the same bytes, type and length as the first read', async () => {
    const url = '/api/blog/get_article.php?id=study/frontend/css-clamp';
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url });
    const extra = await app.inject({ method: 'GET', url: `${url}&utm_source=feed` });
    for (const res of [first, again, extra]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
    // Non-ASCII text survives the stored UTF-8 bytes.
    const chinese = await get('get_article.php?id=life/autumn-walk');
    const chineseAgain = await get('get_article.php?id=life/autumn-walk');
    expect(envelopeSchema(articleSchema).parse(chineseAgain.body).data.title).toBe('秋天的河边散步');
    expect(chineseAgain.body).toEqual(chinese.body);
  });

  it('get_article still validates every id once the article is cached (400 naming the field)', async () => {
    const id = 'study/frontend/css-clamp';
    expect((await get(`get_article.php?id=${id}`)).status).toBe(200);
    for (const query of [`id=${id}&id=${id}`, `id=${id}%00`, `id=${id}%20`, `id=${id}/`, `ID=${id}`]) {
      const { status, body } = await get(`get_article.php?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ status: 'error', message: 'invalid_input', data: { field: 'id' } });
    }
  });

  it('a write by this process is visible at once despite the article cache', async () => {
    const before = envelopeSchema(articleSchema).parse(
      (await get('get_article.php?id=life/sourdough-notes')).body,
    ).data;
    await upsertArticle(db.db, {
      id: 'life/sourdough-notes',
      title: 'Sourdough notes, week four',
      date: before.date,
      updated: null,
      category_id: 'life',
      tags: [],
      source: 'Now it doubles in five hours.',
    });
    const after = envelopeSchema(articleSchema).parse((await get('get_article.php?id=life/sourdough-notes')).body).data;
    expect(after.title).toBe('Sourdough notes, week four');
    expect(after.html).toContain('five hours');
  });

  it('get_categories lists every category with subtree article counts', async () => {
    const { status, body } = await get('get_categories.php');
    expect(status).toBe(200);
    const categories = envelopeSchema(z.array(categorySchema)).parse(body).data;
    const count = Object.fromEntries(categories.map((c) => [c.id, c.article_count]));
    expect(count).toEqual({ study: 3, 'study/frontend': 2, life: 2, about: 1 });
    expect(categories.find((c) => c.id === 'study/frontend')?.parent_id).toBe('study');
  });

  it('get_category returns path and children, 404 category_not_found, 400 without id', async () => {
    const detail = envelopeSchema(categoryDetailSchema).parse((await get('get_category.php?id=study')).body).data;
    expect(detail.path).toEqual([{ id: 'study', name: '学习 Study' }]);
    expect(detail.children.map((c) => c.id)).toEqual(['study/frontend']);
    expect(await get('get_category.php?id=nope')).toEqual({
      status: 404,
      body: { status: 'error', message: 'category_not_found', data: null },
    });
    expect((await get('get_category.php?id=')).body).toMatchObject({ message: 'invalid_input', data: { field: 'id' } });
  });

  it('get_tags lists every tag with its article count, most used first, then by tag', async () => {
    const { status, body } = await get('get_tags.php');
    expect(status).toBe(200);
    const tags = envelopeSchema(z.array(tagCountSchema)).parse(body).data;
    expect(tags[0]).toEqual({ tag: 'frontend', article_count: 2 });
    // 'baking' left with the rewrite of life/sourdough-notes above, which has no tags.
    expect(tags.map((t) => t.tag)).toEqual([
      'frontend',
      'css',
      'database',
      'javascript',
      'meta',
      'site',
      'sqlite',
      'typescript',
      'typography',
      '散步',
      '秋天',
    ]);
  });

  it('get_articles with tag lists the articles carrying it, exactly as stored; an unknown tag lists none', async () => {
    const page = async (query: string) =>
      envelopeSchema(articlePageSchema).parse((await get(`get_articles.php?${query}`)).body).data;
    expect((await page('tag=frontend')).items.map((a) => a.id)).toEqual([
      'study/frontend/css-clamp',
      'study/frontend/debounce-in-typescript',
    ]);
    expect((await page(`tag=${encodeURIComponent('散步')}`)).items.map((a) => a.id)).toEqual(['life/autumn-walk']);
    expect(await page('tag=Frontend')).toMatchObject({ items: [], total: 0 });
    expect(await page('tag=frontend&category_id=life')).toMatchObject({ items: [], total: 0 });
    expect(await page('tag=frontend&page_size=1&page=2')).toMatchObject({
      items: [{ id: 'study/frontend/debounce-in-typescript' }],
      total: 2,
    });
  });

  it('get_articles answers a bad tag with a 400 envelope naming the field', async () => {
    for (const query of ['tag=', 'tag=%20%20', `tag=${'x'.repeat(101)}`, 'tag=a%00b', 'tag=a&tag=b']) {
      const { status, body } = await get(`get_articles.php?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ status: 'error', message: 'invalid_input', data: { field: 'tag' } });
    }
  });

  it("a rewrite replaces the article's tags (trimmed, without repeats); tags no article carries leave the list", async () => {
    const tagsOf = async () =>
      envelopeSchema(z.array(tagCountSchema))
        .parse((await get('get_tags.php')).body)
        .data.map((t) => t.tag);
    const input = {
      id: 'notes/tag-rewrite',
      title: 'Tag rewrite',
      date: '2020-01-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      source: 'Words.',
    };
    await upsertArticle(db.db, { ...input, tags: [' zz-one ', 'zz-one', '', 'zz-two'] });
    expect(await tagsOf()).toEqual(expect.arrayContaining(['zz-one', 'zz-two']));
    const article = envelopeSchema(articleSchema).parse((await get('get_article.php?id=notes/tag-rewrite')).body).data;
    expect(article.tags).toEqual(['zz-one', 'zz-two']);
    await upsertArticle(db.db, { ...input, tags: ['zz-two'] });
    const after = await tagsOf();
    expect(after).toContain('zz-two');
    expect(after).not.toContain('zz-one');
    const rows = await db.db.selectFrom('article_tags').selectAll().where('article_id', '=', input.id).execute();
    expect(rows).toEqual([{ article_id: input.id, tag: 'zz-two' }]);
  });

  it('get_articles with q lists the articles holding every word, in title, summary or text, in any case', async () => {
    const ids = async (q: string) =>
      envelopeSchema(articlePageSchema)
        .parse((await get(`get_articles.php?${new URLSearchParams({ q })}`)).body)
        .data.items.map((a) => a.id);
    expect(await ids('CLAMP')).toEqual(['study/frontend/css-clamp']);
    expect(await ids('河边')).toEqual(['life/autumn-walk']);
    // Every word must be there, wherever each is; repeats and extra spaces change nothing.
    expect(await ids('  clamp   rem clamp ')).toEqual(['study/frontend/css-clamp']);
    expect(await ids('clamp 河边')).toEqual([]);
    // LIKE's wildcards are plain characters here: as wildcards both would find "clamp".
    expect(await ids('c%p')).toEqual([]);
    expect(await ids('cl_mp')).toEqual([]);
    expect(await ids('%')).toEqual(['study/frontend/css-clamp']); // "200 %"; as a wildcard it would find all six
    const both = envelopeSchema(articlePageSchema).parse(
      (await get(`get_articles.php?${new URLSearchParams({ q: 'the', tag: 'frontend', page_size: '1' })}`)).body,
    ).data;
    expect(both.total).toBeLessThanOrEqual(2);
    expect(both.items).toHaveLength(1);
  });

  it('get_articles with q lists the best matches first: words in the title, then in the summary, then newest', async () => {
    const article = (id: string, date: string, title: string, source: string) =>
      upsertArticle(db.db, { id, title, date, updated: null, category_id: null, tags: [], source });
    const long = 'Filler words to push the word out of the summary. '.repeat(12);
    await article('rank/text-new', '2026-03-01T00:00:00.000Z', 'Notes', `${long} Quokkas and wombats.`);
    await article('rank/summary-old', '2016-01-01T00:00:00.000Z', 'More notes', 'Quokkas in the summary, wombats too.');
    await article('rank/title-old', '2015-01-01T00:00:00.000Z', 'Quokkas', `${long} And wombats.`);
    await article('rank/both-oldest', '2014-01-01T00:00:00.000Z', 'Quokkas and Wombats', 'Nothing else.');
    const ids = async (q: string) =>
      envelopeSchema(articlePageSchema)
        .parse((await get(`get_articles.php?${new URLSearchParams({ q })}`)).body)
        .data.items.map((a) => a.id);
    // Both words in the title (4 points); both in the summary (2) tie with one in the title (2): the newer first;
    // words only in the text (0) last.
    expect(await ids('quokkas wombats')).toEqual([
      'rank/both-oldest',
      'rank/summary-old',
      'rank/title-old',
      'rank/text-new',
    ]);
    expect(await ids('wombats')).toEqual(['rank/both-oldest', 'rank/summary-old', 'rank/text-new', 'rank/title-old']);
  });

  it('get_articles answers a bad search with a 400 envelope naming the field', async () => {
    for (const query of ['q=', 'q=%20%20', `q=${'x'.repeat(101)}`, 'q=a&q=b']) {
      const { status, body } = await get(`get_articles.php?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ status: 'error', message: 'invalid_input', data: { field: 'q' } });
    }
  });

  it('get_related_articles lists the articles sharing tags, most shared first, then newest, never the article itself', async () => {
    const related = async (query: string) =>
      envelopeSchema(z.array(relatedArticleSchema)).parse((await get(`get_related_articles.php?${query}`)).body).data;
    const article = (id: string, date: string, tags: string[]) =>
      upsertArticle(db.db, { id, title: id, date, updated: null, category_id: null, tags, source: 'Words.' });
    await article('rel/base', '2020-01-01T00:00:00.000Z', ['rel-a', 'rel-b', 'rel-c']);
    await article('rel/two-old', '2019-01-01T00:00:00.000Z', ['rel-a', 'rel-b']);
    await article('rel/one-new', '2024-01-01T00:00:00.000Z', ['rel-c']);
    await article('rel/one-old', '2018-01-01T00:00:00.000Z', ['rel-a']);
    await article('rel/none', '2024-06-01T00:00:00.000Z', ['rel-z']);
    expect(await related('id=rel/base')).toEqual([
      { id: 'rel/two-old', title: 'rel/two-old', date: '2019-01-01T00:00:00.000Z', shared_tags: 2 },
      { id: 'rel/one-new', title: 'rel/one-new', date: '2024-01-01T00:00:00.000Z', shared_tags: 1 },
      { id: 'rel/one-old', title: 'rel/one-old', date: '2018-01-01T00:00:00.000Z', shared_tags: 1 },
    ]);
    expect((await related('id=rel/base&limit=1')).map((a) => a.id)).toEqual(['rel/two-old']);
    expect((await related('id=rel/one-old')).map((a) => a.id)).toEqual(['rel/base', 'rel/two-old']);
    expect(await related('id=rel/none')).toEqual([]);
  });

  it('get_related_articles answers 404 for an unknown article and 400 naming the field for bad input', async () => {
    expect(await get('get_related_articles.php?id=no/such')).toEqual({
      status: 404,
      body: { status: 'error', message: 'article_not_found', data: null },
    });
    for (const [query, field] of [
      ['id=', 'id'],
      ['id=a//b', 'id'],
      ['id=a&limit=0', 'limit'],
      ['id=a&limit=11', 'limit'],
      ['id=a&limit=x', 'limit'],
    ] as const) {
      const { status, body } = await get(`get_related_articles.php?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ status: 'error', message: 'invalid_input', data: { field } });
    }
  });
});
