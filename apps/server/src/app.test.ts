import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCategoryPath, upsertArticle } from './modules/blog/write-service.ts';
import { createTestApp, type TestDb } from './test/db.ts';

describe('app shell', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let db: TestDb;

  beforeAll(async () => {
    const made = await createTestApp((config) => {
      mkdirSync(join(config.webDist, 'assets'), { recursive: true });
      writeFileSync(join(config.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(config.webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
      return config;
    });
    app = made.app;
    close = made.close;
    db = made.db;
  });
  afterAll(async () => close());

  it('[SET-20] GET /api/ answers the success envelope of the connectivity probe', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('[ROUTE-06] serves the app for /, /index.html and /index with HTTP 200', async () => {
    for (const url of ['/', '/index.html', '/index']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('[ROUTE-12][ROUTE-14] serves multi-segment article and category paths with HTTP 200', async () => {
    await upsertArticle(db.db, {
      id: 'hexo-news/2019-10-14-hexo-4-released',
      title: 'Hexo 4.0 released',
      date: '2019-10-14T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: 'Text.',
    });
    await ensureCategoryPath(db.db, [
      { id: 'study', name: 'Study' },
      { id: 'study/frontend', name: 'Front end' },
    ]);
    for (const url of ['/blog/articles/hexo-news/2019-10-14-hexo-4-released', '/blog/categories/study/frontend']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('[ROUTE-04] answers a path that matches no route with HTTP 404 and the same page', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API path with a 404 envelope, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such.php' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'not_found', data: null });
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a Content-Security-Policy without inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    // 'self' and one hash: the appearance `time`'s first-paint script (issue 21, decision 0029), nothing else inline.
    expect(csp).toMatch(/(^|;)script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
