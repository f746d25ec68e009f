// The whole app's answers in their content codings (http/compression.ts), through the real routes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertArticle } from './modules/blog/write-service.ts';
import { createTestApp } from './test/db.ts';

/** The body of `res` decoded by its Content-Encoding. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (coding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (coding === undefined) return res.rawPayload.toString('utf8');
  throw new Error(`unexpected coding ${String(coding)}`);
}

describe('compressed answers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const page = `<!doctype html><html><head><title>Site</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
  beforeAll(async () => {
    const t = await createTestApp((config) => {
      // A build as `npm run build` leaves it: the page, and an asset with its brotli form beside it.
      mkdirSync(join(config.webDist, 'assets'), { recursive: true });
      writeFileSync(join(config.webDist, 'index.html'), page);
      writeFileSync(join(config.webDist, 'assets', 'app-1.js'), script);
      writeFileSync(join(config.webDist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
      return config;
    });
    app = t.app;
    close = t.close;
    const audio = join(t.db.config.dataDir, 'media', 'audio');
    mkdirSync(audio, { recursive: true });
    writeFileSync(join(audio, 'song.wav'), Buffer.alloc(8000, 1));
    await upsertArticle(t.db.db, {
      id: 'notes/long',
      title: '長い記事 long article',
      date: '2026-11-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: '这是一段很长的文字。 A long paragraph. '.repeat(200),
    });
  });
  afterAll(async () => close());

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }), ...extra },
    });

  it('sends an article in brotli when accepted, the same JSON as without, and the same bytes from the cache', async () => {
    const plain = await get('/api/blog/get_article.php?id=notes/long');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const first = await get('/api/blog/get_article.php?id=notes/long', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(decoded(first)).toBe(plain.body);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const again = await get('/api/blog/get_article.php?id=notes/long', 'br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(decoded(again)).data.title).toBe('長い記事 long article');
  });

  it('honours the q-values and falls back to gzip, then to none', async () => {
    const gzip = await get('/api/blog/get_article.php?id=notes/long', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip)).data.id).toBe('notes/long');
    const none = await get('/api/blog/get_article.php?id=notes/long', 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body).data.id).toBe('notes/long');
    const unknown = await get('/api/blog/get_article.php?id=notes/long', 'compress');
    expect(unknown.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the other calls, the errors and the pages above 1 KB, and leaves small answers as they are', async () => {
    const list = await get('/api/blog/get_articles.php', 'gzip');
    expect(list.rawPayload.length).toBeLessThan(1024); // one article's summary: sent as it is
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(list.body).data.items[0].id).toBe('notes/long');
    const html = await get('/blog/articles/notes/long', 'gzip');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(String(html.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(decoded(html)).toContain('<p>text</p>');
    const feed = await get('/feed/rss.xml', 'br');
    expect(feed.headers['content-encoding']).toBe('br');
    expect(decoded(feed)).toContain('長い記事 long article');
    const probe = await get('/api/', 'br');
    expect(probe.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(probe.body).status).toBe('success');
    const bad = await get('/api/blog/get_article.php?id=', 'br');
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(decoded(bad)).status).toBe('error');
  });

  it('sends a precompressed asset as built (not encoded twice)', async () => {
    const res = await get('/assets/app-1.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(script);
  });

  it('never encodes audio, whole or ranged, so its byte offsets stay true', async () => {
    const whole = await get('/media/audio/song.wav', 'br, gzip');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.length).toBe(8000);
    const range = await get('/media/audio/song.wav', 'br, gzip', { range: 'bytes=100-199' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.length).toBe(100);
  });
});
