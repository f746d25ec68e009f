import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSiteSettings } from '../../settings/site-settings.ts';
import { createTestApp, type TestDb } from '../../test/db.ts';
import { ensureCategoryPath, upsertArticle } from './write-service.ts';

// The built page's head as Vite writes it (apps/web/index.html).
const indexHtml =
  '<!doctype html><html lang="zh"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="A personal website." />' +
  '<title>Site</title><script type="module" src="/assets/index-e1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('page heads', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp((config) => {
      mkdirSync(config.webDist, { recursive: true });
      writeFileSync(join(config.webDist, 'index.html'), indexHtml);
      return { ...config, siteUrl: 'https://lodge.example' };
    }));
    await setSiteSettings(db.db, { name: 'Lodge & <Co>', description: 'A "quiet" place.' });
    await upsertArticle(db.db, {
      id: 'notes/2024/hello',
      title: 'Hello <world> & "friends"',
      date: '2024-03-01T08:00:00.000Z',
      updated: '2024-03-02T09:30:00.000Z',
      category_id: null,
      tags: [],
      source: '## Start\n\nThe first words of the article, quoted as its summary.',
    });
  });
  afterAll(async () => close());

  it("gives an article's page its title, summary, dates and Open Graph tags, escaped", async () => {
    const res = await get('/blog/articles/notes/2024/hello');
    expect(res.statusCode).toBe(200);
    const top = head(res.body);
    expect(top).toContain('<title>Hello &lt;world&gt; &amp; "friends" - Lodge &amp; &lt;Co&gt;</title>');
    expect(top).not.toContain('<title>Site</title>');
    expect(meta(top, 'description')).toBe('The first words of the article, quoted as its summary.');
    expect(meta(top, 'og:title')).toBe('Hello &lt;world&gt; &amp; &quot;friends&quot; - Lodge &amp; &lt;Co&gt;');
    expect(meta(top, 'og:type')).toBe('article');
    expect(meta(top, 'og:site_name')).toBe('Lodge &amp; &lt;Co&gt;');
    expect(meta(top, 'article:published_time')).toBe('2024-03-01T08:00:00.000Z');
    expect(meta(top, 'article:modified_time')).toBe('2024-03-02T09:30:00.000Z');
    expect(meta(top, 'twitter:card')).toBe('summary');
    expect(meta(top, 'og:url')).toBe('https://lodge.example/blog/articles/notes/2024/hello');
    expect(top).toContain('<link rel="canonical" href="https://lodge.example/blog/articles/notes/2024/hello">');
    expect(top.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("gives an article's page its schema.org BlogPosting (JSON-LD) that no title can break out of", async () => {
    await ensureCategoryPath(db.db, [{ id: 'notes', name: 'Notes & <Asides>' }]);
    await upsertArticle(db.db, {
      id: 'notes/escape',
      title: '</script><script>alert(1)</script> & <!-- more',
      date: '2024-05-01T08:00:00.000Z',
      updated: null,
      category_id: 'notes',
      tags: ['秋天', 'a & b', 'line\u2028break'],
      source: 'Some words here.',
    });
    const top = head((await get('/blog/articles/notes/escape')).body);
    const blocks = [...top.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(top).not.toContain('<script>alert(1)');
    expect(blocks[0]?.[1]).not.toMatch(/[<\u2028]/); // "<" and U+2028 as \u escapes (jsonForScript)
    const data = JSON.parse(blocks[0]?.[1] ?? '');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: '</script><script>alert(1)</script> & <!-- more',
      description: 'Some words here.',
      url: 'https://lodge.example/blog/articles/notes/escape',
      mainEntityOfPage: 'https://lodge.example/blog/articles/notes/escape',
      datePublished: '2024-05-01T08:00:00.000Z',
      dateModified: '2024-05-01T08:00:00.000Z',
      author: { '@type': 'Person', name: expect.any(String), url: 'https://lodge.example/about' },
      publisher: { '@type': 'Person', name: expect.any(String), url: 'https://lodge.example/' },
      articleSection: 'Notes & <Asides>',
      keywords: '秋天, a & b, line\u2028break',
      wordCount: 3,
      license: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
    });
    // An article without category or tags leaves those fields out.
    const plain = head((await get('/blog/articles/notes/2024/hello')).body);
    const plainData = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(plain)?.[1] ?? '');
    expect(plainData.dateModified).toBe('2024-03-02T09:30:00.000Z');
    expect(plainData).not.toHaveProperty('articleSection');
    expect(plainData).not.toHaveProperty('keywords');
  });

  it("shows an article's first picture in link previews, as an absolute address, and none when it has none", async () => {
    const article = (id: string, source: string) =>
      upsertArticle(db.db, {
        id,
        title: id,
        date: '2024-06-01T08:00:00.000Z',
        updated: null,
        category_id: null,
        tags: [],
        source,
      });
    await article('pics/local', 'Text.\n\n![A cat](/media/cat.png?w=1&h=2)\n\n![A dog](https://img.example/dog.jpg)');
    await article('pics/remote', '![A dog](https://img.example/dog.jpg "dog")');
    await article('pics/none', 'No picture, only [a link](/media/cat.png).');
    const local = head((await get('/blog/articles/pics/local')).body);
    expect(meta(local, 'og:image')).toBe('https://lodge.example/media/cat.png?w=1&amp;h=2');
    expect(meta(local, 'twitter:card')).toBe('summary_large_image');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(local)?.[1] ?? '');
    expect(data.image).toBe('https://lodge.example/media/cat.png?w=1&h=2');
    expect(meta(head((await get('/blog/articles/pics/remote')).body), 'og:image')).toBe('https://img.example/dog.jpg');
    const none = head((await get('/blog/articles/pics/none')).body);
    expect(meta(none, 'og:image')).toBeUndefined();
    expect(meta(none, 'twitter:card')).toBe('summary');
  });

  it('gives the home page its schema.org WebSite with the blog search, and no other page any', async () => {
    const top = head((await get('/')).body);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(top)?.[1] ?? '');
    expect(data).toMatchObject({
      '@type': 'WebSite',
      name: 'Lodge & <Co>',
      url: 'https://lodge.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://lodge.example/search?q={search_term_string}' },
      },
    });
    for (const url of ['/blog', '/about', '/blog/search?q=x', '/search?q=x']) {
      expect(head((await get(url)).body), url).not.toContain('application/ld+json');
    }
  });

  it('gives the home page one canonical address, whichever of its three addresses was asked for', async () => {
    for (const url of ['/', '/index', '/index.html']) {
      const top = head((await get(url)).body);
      expect(top, url).toContain('<link rel="canonical" href="https://lodge.example/">');
      expect(meta(top, 'og:url'), url).toBe('https://lodge.example/');
    }
    expect(head((await get('/about')).body)).not.toContain('rel="canonical"');
  });

  it('[ERR-03] answers an article address that finds no article with HTTP 404 and the same page', async () => {
    const res = await get('/blog/articles/notes/2024/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(head(res.body)).toContain('<title>Lodge &amp; &lt;Co&gt;</title>');
  });

  it("gives every other page the site's name and description", async () => {
    for (const url of ['/', '/about', '/blog/categories', '/blog/articles']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(head(res.body), url).toContain('<title>Lodge &amp; &lt;Co&gt;</title>');
      expect(meta(head(res.body), 'description'), url).toBe('A &quot;quiet&quot; place.');
      expect(meta(head(res.body), 'og:type'), url).toBe('website');
    }
  });

  it("gives a category's page its name, and answers an unknown category with HTTP 404", async () => {
    await ensureCategoryPath(db.db, [
      { id: 'study', name: 'Study' },
      { id: 'study/frontend', name: 'Front end' },
    ]);
    const found = await get('/blog/categories/study/frontend');
    expect(found.statusCode).toBe(200);
    expect(head(found.body)).toContain('<title>Front end - Lodge &amp; &lt;Co&gt;</title>');
    expect(head(found.body)).toContain(
      '<link rel="canonical" href="https://lodge.example/blog/categories/study/frontend">',
    );
    // Its own feeds, for a feed reader given the page's address.
    expect(head(found.body)).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Front end - Lodge &amp; &lt;Co&gt; (RSS)" href="/feed/rss.xml?category=study%2Ffrontend">',
    );
    expect(head(found.body)).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Front end - Lodge &amp; &lt;Co&gt; (Atom)" href="/feed/atom.xml?category=study%2Ffrontend">',
    );
    const missing = await get('/blog/categories/study/no-such');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it("gives a tag's page the tag, and answers a tag no article carries with HTTP 404", async () => {
    await upsertArticle(db.db, {
      id: 'notes/tagged',
      title: 'Tagged',
      date: '2024-04-01T08:00:00.000Z',
      updated: null,
      category_id: null,
      tags: ['秋天 & <walks>', 'CI/CD'],
      source: 'Words.',
    });
    const found = await get(`/blog/tags/${encodeURIComponent('秋天 & <walks>')}`);
    expect(found.statusCode).toBe(200);
    expect(head(found.body)).toContain('<title>秋天 &amp; &lt;walks&gt; - Lodge &amp; &lt;Co&gt;</title>');
    expect(head(found.body)).toContain(`href="/feed/rss.xml?tag=${encodeURIComponent('秋天 & <walks>')}"`);
    for (const url of ['/blog/tags/CI%2FCD', '/blog/tags/CI/CD']) expect((await get(url)).statusCode, url).toBe(200);
    for (const url of ['/blog/tags/no-such-tag', '/blog/tags/%20']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root"></div>');
    }
  });

  it("keeps the search results out of search engines, the blog's and the site's, and only them", async () => {
    for (const url of ['/blog/search?q=hello', '/search?q=hello']) {
      const results = await get(url);
      expect(results.statusCode, url).toBe(200);
      expect(head(results.body), url).toContain('<meta name="robots" content="noindex">');
    }
    for (const url of ['/', '/blog', '/blog/tags', '/blog/articles/notes/2024/hello'])
      expect(head((await get(url)).body), url).not.toContain('name="robots"');
  });

  it('leaves a path outside the app alone: the plain page, HTTP 404', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(indexHtml);
  });
});
