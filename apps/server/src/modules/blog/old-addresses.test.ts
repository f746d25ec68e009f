import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestDb } from '../../test/db.ts';
import { movedArticlePath, oldAddressKey, oldAddressParts, setArticleAliases } from './old-addresses.ts';
import { upsertArticle } from './write-service.ts';

describe('oldAddressParts', () => {
  it('reads the slug and the date of Hexo, Jekyll and Hugo addresses', () => {
    expect(oldAddressParts('/2019/10/14/hexo-4-released/')).toEqual({ slug: 'hexo-4-released', date: '2019-10-14' });
    expect(oldAddressParts('/2019/10/hexo-4-released.html')).toEqual({ slug: 'hexo-4-released', date: '2019-10' });
    expect(oldAddressParts('/posts/my-post/index.html')).toEqual({ slug: 'my-post', date: null });
    expect(oldAddressParts('/archives/%E5%86%99%E4%BD%9C/')).toEqual({ slug: '写作', date: null });
    expect(oldAddressParts('/')).toBeNull();
    expect(oldAddressParts('/wp-login.php')).toBeNull();
    expect(oldAddressParts('/images/hexo-4-released.png')).toBeNull();
    expect(oldAddressParts('/hexo-4.0.0-released/')).toEqual({ slug: 'hexo-4.0.0-released', date: null });
    expect(oldAddressParts('/%E0%A4%A/')).toBeNull();
  });
});

describe('oldAddressKey', () => {
  it('keeps one form of an address: decoded, no trailing slash, index.html, query or host', () => {
    expect(oldAddressKey('/2019/10/old-name/')).toBe('/2019/10/old-name');
    expect(oldAddressKey('2019/10/old-name')).toBe('/2019/10/old-name');
    expect(oldAddressKey('https://old.example/a/Old%20Name/index.html?x=1#top')).toBe('/a/Old Name');
    expect(oldAddressKey('/')).toBeNull();
    expect(oldAddressKey('')).toBeNull();
  });
});

describe('old addresses of imported articles', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const article = (id: string, date: string) =>
    upsertArticle(db.db, { id, title: id, date, updated: null, category_id: null, tags: [], source: 'Text.' });

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp((config) => {
      mkdirSync(config.webDist, { recursive: true });
      writeFileSync(join(config.webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      return config;
    }));
    await article('hexo-news/2019-10-14-hexo-4-released', '2019-10-14T00:00:00.000Z');
    await article('notes/weekly', '2023-01-02T00:00:00.000Z');
    await article('diary/weekly', '2024-05-06T00:00:00.000Z');
    await article('notes/100%_done', '2024-01-01T00:00:00.000Z');
  });
  afterAll(async () => close());

  it('answer HTTP 301 to the article with that slug, with or without its date prefix', async () => {
    for (const url of [
      '/2019/10/14/hexo-4-released/',
      '/2019/10/14/hexo-4-released.html',
      '/posts/hexo-4-released/',
      '/2019/10/14/2019-10-14-hexo-4-released/',
      '/hexo-4-released',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe('/blog/articles/hexo-news/2019-10-14-hexo-4-released');
    }
    const res = await app.inject({ method: 'HEAD', url: '/2019/10/14/hexo-4-released/' });
    expect(res.statusCode).toBe(301);
  });

  it("let the address's date pick among articles of the same slug, and leave a tie to the 404 page", async () => {
    expect(await movedArticlePath(db.db, '/2024/05/06/weekly/')).toBe('/blog/articles/diary/weekly');
    expect(await movedArticlePath(db.db, '/2023/weekly.html')).toBe('/blog/articles/notes/weekly');
    const tie = await get('/posts/weekly/');
    expect(tie.statusCode).toBe(404);
    expect(tie.headers['content-type']).toContain('text/html');
  });

  it('match exactly: LIKE wildcards in the address are plain characters, a longer name is another slug', async () => {
    expect(await movedArticlePath(db.db, '/2024/01/01/100%25_done/')).toBe('/blog/articles/notes/100%25_done');
    expect(await movedArticlePath(db.db, '/2024/01/01/100%25xdone/')).toBeUndefined();
    expect(await movedArticlePath(db.db, '/released/')).toBeUndefined();
    expect((await get('/no/such/page')).statusCode).toBe(404);
  });

  it("follow an article's own old addresses first, the last one to claim an address winning", async () => {
    await setArticleAliases(db.db, 'notes/weekly', ['/old/week-notes/', 'https://old.example/p/42.html', '/', '']);
    expect(await movedArticlePath(db.db, '/old/week-notes')).toBe('/blog/articles/notes/weekly');
    expect((await get('/p/42.html')).headers.location).toBe('/blog/articles/notes/weekly');
    await setArticleAliases(db.db, 'diary/weekly', ['/p/42.html']);
    expect(await movedArticlePath(db.db, '/p/42.html/')).toBe('/blog/articles/diary/weekly');
    expect(await movedArticlePath(db.db, '/old/week-notes/')).toBe('/blog/articles/notes/weekly');
    await setArticleAliases(db.db, 'notes/weekly', []);
    expect(await movedArticlePath(db.db, '/old/week-notes/')).toBeUndefined();
  });

  it('reach the lookup for dotted slugs (a version), with or without the trailing slash', async () => {
    await article('release/v22.0.0', '2024-02-03T00:00:00.000Z');
    for (const url of ['/release/v22.0.0/', '/release/v22.0.0', '/news/v22.0.0/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe('/blog/articles/release/v22.0.0');
    }
    expect(oldAddressParts('/release/v22.0.0/')).toEqual({ slug: 'v22.0.0', date: null });
    expect(oldAddressParts('/release/notes.php')).toBeNull();
  });

  it('never guess an article whose old addresses were computed at import: only they lead to it', async () => {
    await upsertArticle(db.db, {
      id: 'docs/install',
      title: 'Install',
      date: '2024-01-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: 'Text.',
      aliases: ['/getting-started/install/'],
      source_site: 'hugo:https://example.org',
      source_key: 'docs/install.md',
    });
    expect(await movedArticlePath(db.db, '/getting-started/install/')).toBe('/blog/articles/docs/install');
    expect(await movedArticlePath(db.db, '/getting-started/install.html')).toBe('/blog/articles/docs/install');
    expect(await movedArticlePath(db.db, '/other/install/')).toBeUndefined();
  });

  it('leave the routes of the app and the API alone', async () => {
    expect((await get('/blog/articles/hexo-4-released')).statusCode).toBe(404);
    const api = await get('/api/hexo-4-released');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error' });
  });
});
