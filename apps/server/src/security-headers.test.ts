import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetSecurityHeaders, securityHeaders, securityHeadersFor } from './http/security.ts';
import { upsertArticle } from './modules/blog/write-service.ts';
import { createTestApp } from './test/db.ts';

type Made = Awaited<ReturnType<typeof createTestApp>>;

describe('security headers', () => {
  it('computes the CSP without inline script and helmet defaults, once, as a frozen table', () => {
    const csp = securityHeaders['content-security-policy'] ?? '';
    // 'self' and one hash: the appearance `time`'s first-paint script (issue 21, decision 0029), nothing else inline.
    expect(csp).toMatch(/(^|;)script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(securityHeaders).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    // Off on purpose: cross-origin embeds (YouTube, NCM covers) and HSTS belong to the TLS proxy.
    expect(securityHeaders).not.toHaveProperty('cross-origin-embedder-policy');
    expect(securityHeaders).not.toHaveProperty('strict-transport-security');
    expect(Object.isFrozen(securityHeaders)).toBe(true);
  });

  it('refuses an option helmet rejects instead of sending a broken policy', () => {
    expect(() =>
      securityHeadersFor({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", 'a;b'] } } }),
    ).toThrow();
  });

  describe('on every kind of answer', () => {
    let t: Made;
    const articleUrl = '/api/blog/get_article.php?id=notes/headers';

    beforeAll(async () => {
      t = await createTestApp((config) => {
        mkdirSync(join(config.webDist, 'assets'), { recursive: true });
        writeFileSync(join(config.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
        writeFileSync(join(config.webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
        writeFileSync(join(config.webDist, 'robots-test.txt'), 'User-agent: *');
        return config;
      });
      await upsertArticle(t.db.db, {
        id: 'notes/headers',
        title: 'Headers',
        date: '2024-01-01T00:00:00.000Z',
        updated: null,
        category_id: null,
        tags: [],
        source: 'Every answer carries them.',
      });
    });
    afterAll(async () => t.close());

    const cases: [string, InjectOptions, number][] = [
      ['API envelope', { url: '/api/' }, 200],
      ['article read (cache miss)', { url: articleUrl }, 200],
      ['article read (cache hit)', { url: articleUrl }, 200],
      ['bad input', { url: '/api/blog/get_article.php?id=' }, 400],
      ['missing article', { url: '/api/blog/get_article.php?id=no/such' }, 404],
      ['unknown API call', { url: '/api/no/such.php' }, 404],
      ['page', { url: '/' }, 200],
      ['unknown page', { url: '/no/such/page' }, 404],
      ['missing asset (the page)', { url: '/assets/no-such-file.js' }, 404],
      ['a page reached through /assets/..', { url: '/assets/../index.html' }, 200],
      ['static file outside assets', { url: '/robots-test.txt' }, 200],
      [
        'unsupported body type',
        { method: 'POST', url: '/api/comments/post_comment.php', headers: { 'content-type': 'text/csv' }, body: 'a' },
        415,
      ],
      [
        'body over the limit',
        {
          method: 'POST',
          url: '/api/comments/post_comment.php',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `content=${'a'.repeat(1024 * 1024 + 1)}`,
        },
        413,
      ],
    ];
    for (const [name, request, status] of cases) {
      it(`${name} (HTTP ${status})`, async () => {
        const res = await t.app.inject({ method: 'GET', ...request });
        expect(res.statusCode).toBe(status);
        for (const [header, value] of Object.entries(securityHeaders)) expect(res.headers[header], header).toBe(value);
      });
    }

    it('a hashed asset carries only the headers that act on a subresource', async () => {
      const res = await t.app.inject({ url: '/assets/app-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(assetSecurityHeaders).toEqual({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      for (const [header, value] of Object.entries(assetSecurityHeaders))
        expect(res.headers[header], header).toBe(value);
      expect(res.headers).not.toHaveProperty('content-security-policy');
      expect(res.headers).not.toHaveProperty('x-frame-options');
    });
  });
});
