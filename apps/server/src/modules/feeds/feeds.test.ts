import type { FastifyInstance } from 'fastify';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../../cli/import/import-folder.ts';
import { createTestApp } from '../../test/db.ts';
import { feedSize } from './service.ts';

const fixtures = '/work/shared/fixtures';
const siteUrl = 'https://blog.test';

describe('feeds', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const parser = new Parser();

  beforeAll(async () => {
    const made = await createTestApp((config) => ({ ...config, siteUrl }));
    ({ app, close } = made);
    await importFolder(made.db, `${fixtures}/blog`);
    await importFolder(made.db, `${fixtures}/blog-more`);
  });
  afterAll(async () => close());

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
