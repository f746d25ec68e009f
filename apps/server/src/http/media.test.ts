import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/db.ts';
import { mediaDirOf, mediaTypeOf } from './media.ts';

type Made = Awaited<ReturnType<typeof createTestApp>>;

/** 1,000 bytes whose value at offset i is i % 251, so any slice is recognisable. */
const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

describe('media files under /media/', () => {
  let t: Made;
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    const media = mediaDirOf(t.db.config);
    mkdirSync(join(media, 'audio'), { recursive: true });
    mkdirSync(join(media, 'cover'), { recursive: true });
    mkdirSync(join(media, 'lyric'), { recursive: true });
    writeFileSync(join(media, 'audio', 'song.wav'), body);
    writeFileSync(join(media, 'cover', 'c.png'), body.subarray(0, 10));
    writeFileSync(
      join(media, 'lyric', 'l.ttml'),
      '<tt xmlns="http://www.w3.org/ns/ttml"><script>alert(1)</script></tt>',
    );
    writeFileSync(join(media, 'audio', 'page.html'), '<script>alert(1)</script>');
    writeFileSync(join(media, 'audio', '.upload-123'), body);
    // Files outside the media folder that traversal attempts aim at (an allowed extension, too).
    writeFileSync(join(t.db.config.dataDir, 'secret.wav'), 'secret');
  });
  afterAll(async () => t.close());

  it('serves a whole file with its type, length, validators, caching and nosniff', async () => {
    const res = await get('/media/audio/song.wav');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/media/cover/c.png')).headers['content-type']).toBe('image/png');
  });

  it('answers a byte range with 206 and the exact Content-Range', async () => {
    const res = await get('/media/audio/song.wav', { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(body.subarray(100, 200))).toBe(true);
  });

  it('answers a suffix range (the last n bytes) and an open-ended range', async () => {
    const suffix = await get('/media/audio/song.wav', { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000');
    expect(suffix.rawPayload.equals(body.subarray(990))).toBe(true);
    const open = await get('/media/audio/song.wav', { range: 'bytes=900-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 900-999/1000');
    expect(open.rawPayload.equals(body.subarray(900))).toBe(true);
    // An end past the file is clipped to the last byte.
    const clipped = await get('/media/audio/song.wav', { range: 'bytes=995-5000' });
    expect(clipped.headers['content-range']).toBe('bytes 995-999/1000');
  });

  it('answers an unsatisfiable range with 416 and Content-Range bytes */size', async () => {
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0']) {
      const res = await get('/media/audio/song.wav', { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range'], range).toBe('bytes */1000');
      expect(res.headers['content-type']).not.toContain('html');
    }
  });

  it('ignores a malformed Range header and sends the whole file (RFC 9110 §14.2)', async () => {
    for (const range of ['pages=1-2', 'bytes=abc', 'bytes=', 'bytes=1-2-3', 'bytes=500-100', 'bytes=0-9,x']) {
      const res = await get('/media/audio/song.wav', { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.headers['content-length'], range).toBe('1000');
      expect(res.headers['content-range'], range).toBeUndefined();
    }
  });

  it('answers HEAD with the headers and no body, and 304 for a matching validator', async () => {
    const head = await get('/media/audio/song.wav', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.headers['content-type']).toBe('audio/wav');
    expect(head.payload).toBe('');
    const headRange = await get('/media/audio/song.wav', { range: 'bytes=0-9' }, 'HEAD');
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers['content-range']).toBe('bytes 0-9/1000');
    const etag = String(head.headers.etag);
    expect((await get('/media/audio/song.wav', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves lyric files (even TTML, which is XML) as plain text, never as a document', async () => {
    const res = await get('/media/lyric/l.ttml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('never serves pages, dot files, folders or unknown files, and never the app page', async () => {
    for (const url of [
      '/media/audio/page.html',
      '/media/audio/.upload-123',
      '/media/audio/',
      '/media/audio',
      '/media/',
      '/media/audio/missing.wav',
      '/media/site.db',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
    }
  });

  it('makes path traversal impossible: every attempt answers 404', async () => {
    // Dot segments are resolved before routing (as browsers do): these leave /media/ and never reach the files.
    for (const url of ['/media/../secret.wav', '/media/audio/../../secret.wav', '/media/%2e%2e/secret.wav']) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.payload, url).not.toContain('secret');
    }
    for (const url of [
      '/media/audio/..%2F..%2Fsecret.wav',
      '/media/audio%2F..%2F..%2Fsecret.wav',
      '/media/..%5Csecret.wav',
      '/media/%2Fetc%2Fpasswd.txt',
      '/media//etc/hostname.txt',
      '/media/audio/song.wav%00.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).not.toContain('secret');
    }
  });

  it('maps extensions to content types and refuses the rest', () => {
    expect(mediaTypeOf('audio/a.MP3')).toBe('audio/mpeg');
    expect(mediaTypeOf('audio/a.flac')).toBe('audio/flac');
    expect(mediaTypeOf('cover/a.webp')).toBe('image/webp');
    expect(mediaTypeOf('articles/a/b.JPEG')).toBe('image/jpeg');
    expect(mediaTypeOf('articles/a/b.avif')).toBe('image/avif');
    expect(mediaTypeOf('lyric/a.lrc')).toBe('text/plain; charset=utf-8');
    expect(mediaTypeOf('a.html')).toBeUndefined();
    expect(mediaTypeOf('a.js')).toBeUndefined();
    expect(mediaTypeOf('noext')).toBeUndefined();
  });
});
