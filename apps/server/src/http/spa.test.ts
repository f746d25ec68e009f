import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PageHead, registerSpa, type SpaOptions } from './spa.ts';

const indexHtml =
  '<!doctype html><html><head><meta name="description" content="Built." /><title>Site</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('the pages with their heads', () => {
  let dist: string;
  let app: FastifyInstance | undefined;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), indexHtml);
  });
  afterEach(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const serve = async (options: SpaOptions) => {
    app = Fastify({ logger: false });
    await registerSpa(app, dist, options);
    return app;
  };

  it('serves the page as built, HTTP 200, when reading its head fails (a database outage is not a 500)', async () => {
    const server = await serve({
      pageHead: async () => {
        throw new Error('database is down');
      },
    });
    const res = await server.inject({ method: 'GET', url: '/blog/articles/a/b' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });

  it("writes a head's text safely: a title or description cannot leave its element or attribute", async () => {
    const head: PageHead = {
      title: '</title><script>alert(1)</script>',
      description: '"><script>alert(2)</script>',
      type: 'article',
      site_name: 'S',
      found: true,
    };
    const server = await serve({ pageHead: async () => head });
    const res = await server.inject({ method: 'GET', url: '/about' });
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(res.body).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;">');
  });

  it('links the blogroll of a head that has one as <link rel="blogroll" type="text/x-opml"> (the links pages)', async () => {
    const head: PageHead = { title: 'S', description: 'D', type: 'website', site_name: 'S', found: true };
    const server = await serve({
      pageHead: async (pattern) => (pattern === '/links' ? { ...head, blogroll: '/links.opml' } : head),
    });
    const links = await server.inject({ method: 'GET', url: '/links' });
    expect(links.body).toContain('<link rel="blogroll" type="text/x-opml" href="/links.opml">');
    const about = await server.inject({ method: 'GET', url: '/about' });
    expect(about.body).not.toContain('rel="blogroll"');
  });
});
