import { feedPath } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../../cli/import/import-folder.ts';
import { createTestApp } from '../../test/db.ts';
import { feedSize } from './feeds.ts';
import { ensureCategoryPath, upsertArticle } from './write-service.ts';

const fixtures = '/work/shared/fixtures';
const siteUrl = 'https://blog.test';

let app: FastifyInstance;
let close: () => Promise<void>;
const parser = new Parser();

// The real posts, and beside them a few articles in a category with a child and with shared tags: the real posts
// carry no categories or tags (theirs are inside code examples).
beforeAll(async () => {
  const made = await createTestApp((config) => ({ ...config, siteUrl }));
  ({ app, close } = made);
  await importFolder(made.db, `${fixtures}/blog`);
  await importFolder(made.db, `${fixtures}/blog-more`);
  const db = made.db.db;
  await ensureCategoryPath(db, [
    { id: 'study', name: '学习 Study' },
    { id: 'study/frontend', name: '前端 Frontend' },
  ]);
  await ensureCategoryPath(db, [{ id: 'life', name: '生活 Life' }]);
  const article = (id: string, date: string, category_id: string, tags: string[]) =>
    upsertArticle(db, { id, title: `Title of ${id}`, date, updated: null, category_id, tags, source: 'Words.' });
  await article('feed/study-1', '2026-01-01T00:00:00.000Z', 'study', ['css']);
  await article('feed/frontend-1', '2026-02-01T00:00:00.000Z', 'study/frontend', ['css', '排版 typography']);
  await article('feed/frontend-2', '2026-03-01T00:00:00.000Z', 'study/frontend', ['排版 typography']);
  await article('feed/life-1', '2026-04-01T00:00:00.000Z', 'life', ['css']);
});
afterAll(async () => close());

describe('feeds', () => {
  /** [title, absolute link] of the newest `feedSize` articles as the blog API lists them. */
  const newestArticles = async () => {
    const res = await app.inject({ method: 'GET', url: `/api/blog/get_articles.php?page_size=${feedSize}` });
    const items = (res.json() as { data: { items: { id: string; title: string }[] } }).data.items;
    return items.map((a) => [a.title, `${siteUrl}/blog/articles/${a.id}`]);
  };

  it('serves RSS 2.0 that a feed parser reads: the 20 newest articles with absolute links', async () => {
    const res = await app.inject({ method: 'GET', url: '/feed/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await parser.parseString(res.body);
    expect(feed.items).toHaveLength(feedSize);
    expect(feed.items.map((i) => [i.title, i.link])).toEqual(await newestArticles());
    const hexo8 = feed.items.find((i) => i.title === 'hexo 8.0.0 Released');
    expect(hexo8?.link).toBe(`${siteUrl}/blog/articles/hexo-news/2025-09-16-hexo-8-0-0-released`);
    expect(feed.items.map((i) => i.title)).toContain('语义化发现组件精致的美');
    expect(hexo8?.['content:encoded'] ?? hexo8?.content).toContain('<h2');
  });

  it('serves Atom with the same entries', async () => {
    const res = await app.inject({ method: 'GET', url: '/feed/atom.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = await parser.parseString(res.body);
    expect(feed.items).toHaveLength(feedSize);
    expect(feed.items.map((i) => [i.title, i.link])).toEqual(await newestArticles());
    expect(feed.items.every((item) => item.link?.startsWith(`${siteUrl}/blog/articles/`))).toBe(true);
  });
});

describe('feeds of a category or a tag', () => {
  const get = (url: string) => app.inject({ method: 'GET', url });
  const siteName = async () => (await parser.parseString((await get('/feed/rss.xml')).body)).title;

  it("serves a category's feed: its articles and its descendants', newest first, titled and linked to its page", async () => {
    for (const format of ['rss', 'atom'] as const) {
      const res = await get(feedPath(format, { category: 'study' }));
      expect(res.statusCode).toBe(200);
      const feed = await parser.parseString(res.body);
      expect(feed.title).toBe(`学习 Study - ${await siteName()}`);
      expect(feed.link).toBe(`${siteUrl}/blog/categories/study`);
      expect(feed.items.map((i) => i.link)).toEqual(
        ['feed/frontend-2', 'feed/frontend-1', 'feed/study-1'].map((id) => `${siteUrl}/blog/articles/${id}`),
      );
    }
    const child = await parser.parseString((await get(feedPath('atom', { category: 'study/frontend' }))).body);
    expect(child.title).toBe(`前端 Frontend - ${await siteName()}`);
    expect(child.items.map((i) => i.title)).toEqual(['Title of feed/frontend-2', 'Title of feed/frontend-1']);
  });

  it("serves a tag's feed: the articles carrying it, whatever their category", async () => {
    const res = await get(feedPath('rss', { tag: 'css' }));
    expect(res.statusCode).toBe(200);
    const feed = await parser.parseString(res.body);
    expect(feed.title).toBe(`css - ${await siteName()}`);
    expect(feed.link).toBe(`${siteUrl}/blog/tags/css`);
    expect(feed.items.map((i) => i.title)).toEqual([
      'Title of feed/life-1',
      'Title of feed/frontend-1',
      'Title of feed/study-1',
    ]);
    // A tag with a space and CJK characters, as its address encodes it.
    expect(feedPath('atom', { tag: '排版 typography' })).toBe('/feed/atom.xml?tag=%E6%8E%92%E7%89%88%20typography');
    const spaced = await parser.parseString((await get(feedPath('atom', { tag: '排版 typography' }))).body);
    expect(spaced.items.map((i) => i.title)).toEqual(['Title of feed/frontend-2', 'Title of feed/frontend-1']);
  });

  it('answers an unknown category or tag with 404 and a bad query with a 400 envelope naming the field', async () => {
    const unknown = await get(feedPath('rss', { category: 'no/such/category' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', message: 'category_not_found' });
    expect((await get(feedPath('atom', { tag: 'no such tag anywhere' }))).statusCode).toBe(404);
    for (const [query, field] of [
      ['category=&tag=', 'category'],
      ['category=a//b', 'category'],
      ['tag=%01', 'tag'],
      ['tag=a&tag=b', 'tag'],
      [`tag=${'x'.repeat(101)}`, 'tag'],
      ['category=study&tag=css', 'tag'],
    ] as const) {
      const res = await get(`/feed/rss.xml?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 'error', message: 'invalid_input', data: { field } });
    }
  });
});
