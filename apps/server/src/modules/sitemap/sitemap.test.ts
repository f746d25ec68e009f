import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestDb } from '../../test/db.ts';
import { ensureCategoryPath, upsertArticle } from '../blog/write-service.ts';
import { sitemapPages } from './service.ts';

/** The sitemap's `<url>` entries as read by a real XML parser (jsdom's, not the library that wrote them). */
function readSitemap(xml: string): { loc: string; lastmod: string | null }[] {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  const root = document.documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...root.children].map((url) => ({
    loc: url.querySelector('loc')?.textContent ?? '',
    lastmod: url.querySelector('lastmod')?.textContent ?? null,
  }));
}

describe('sitemap and robots.txt', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp((config) => ({ ...config, siteUrl: 'https://lodge.example' })));
    await ensureCategoryPath(db.db, [
      { id: 'study', name: 'Study' },
      { id: 'study/front end', name: 'Front end' },
    ]);
    const article = {
      title: 'A',
      updated: null,
      category_id: 'study',
      tags: ['秋天', 'CI/CD'],
      source: 'Text & more.',
    };
    await upsertArticle(db.db, { ...article, id: 'notes/2024/older', date: '2024-01-01T00:00:00.000Z' });
    await upsertArticle(db.db, {
      ...article,
      id: 'notes/2024/日本語 & <more>',
      date: '2024-02-01T00:00:00.000Z',
      updated: '2024-05-06T07:08:09.000Z',
    });
  });
  afterAll(async () => close());

  it('lists the pages, every category, tag and article with absolute, encoded addresses and their last change', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const entries = readSitemap(res.body);
    const byLoc = new Map(entries.map((e) => [e.loc, e.lastmod]));
    expect(entries).toHaveLength(sitemapPages.length + 2 + 2 + 2);
    for (const path of sitemapPages) expect(byLoc.has(`https://lodge.example${path}`), path).toBe(true);
    // The lists change with the newest change of an article.
    expect(byLoc.get('https://lodge.example/')).toBe('2024-05-06T07:08:09.000Z');
    expect(byLoc.get('https://lodge.example/about')).toBeNull();
    expect(byLoc.has('https://lodge.example/blog/categories/study/front%20end')).toBe(true);
    expect(byLoc.has(`https://lodge.example/blog/tags/${encodeURIComponent('秋天')}`)).toBe(true);
    expect(byLoc.has('https://lodge.example/blog/tags/CI%2FCD')).toBe(true);
    expect(byLoc.get('https://lodge.example/blog/articles/notes/2024/older')).toBe('2024-01-01T00:00:00.000Z');
    const encoded = `https://lodge.example/blog/articles/notes/2024/${encodeURIComponent('日本語 & <more>')}`;
    expect(byLoc.get(encoded)).toBe('2024-05-06T07:08:09.000Z');
  });

  it('robots.txt allows crawling and names the sitemap by its absolute address', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: https://lodge.example/sitemap.xml']),
    );
  });
});
