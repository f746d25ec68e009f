import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/db.ts';
import { type HostileServer, sendJson, sendRedirect, startHostileServer, streamBody } from './hostile-upstream.ts';
import { MAX_UPSTREAM_BODY_BYTES } from './upstream.ts';

// Issue 15 point 2: the music proxies against an upstream that lies, through the real app and real sockets.
// The upstream (NCM at its root, Meting under /meting/) listens on 127.0.0.1; a canary "internal service"
// listens on another loopback address, 127.0.0.2, which the server must never be talked into calling.

const MiB = 1024 * 1024;
const HUGE_BYTES = 200 * MiB;

let upstream: HostileServer;
let canary: HostileServer;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  upstream = await startHostileServer('127.0.0.1');
  canary = await startHostileServer('127.0.0.2');
  ({ app, close } = await createTestApp((config) => ({
    ...config,
    ncmApiBase: upstream.base,
    metingApiBase: `${upstream.base}/meting/`,
    upstreamTimeoutMs: 1000,
    siteUrl: 'http://localhost:8080',
  })));
});

afterAll(async () => {
  await close?.();
  await upstream?.close();
  await canary?.close();
});

afterEach(() => {
  upstream.reset();
  canary.reset();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const upstreamError = { status: 'error', message: 'upstream_error' };

describe('a JSON call follows no redirect off the upstream', () => {
  const internal = () => `${canary.base}/internal/secret`;

  it.each([
    ['ncm song url', '/song/url', '/api/ncm/song/?id=11'],
    ['ncm lyric', '/lyric/new', '/api/ncm/lyric/?id=12'],
    ['ncm playlist', '/playlist/detail', '/api/ncm/playlist/?id=13'],
    ['meting list', '/meting/', '/api/meting/?server=netease&type=playlist&id=14'],
    ['meting lyric', '/meting/', '/api/meting/?server=netease&type=lrc&id=15'],
  ])('%s: a 302 to another host answers 502 and the other host is never called', async (_, path, url) => {
    upstream.answer(path, (_req, res) => sendRedirect(res, internal()));
    // What the canary would leak, in a shape every call would accept.
    canary.answer('/internal/secret', (_req, res) => sendJson(res, { code: 200, data: [{ id: 1, url: 'x' }] }));
    const res = await get(url);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ ...upstreamError, data: { reason: 'redirect_elsewhere' } });
    expect(canary.requests).toEqual([]);
  });

  it('a redirect on the upstream itself is followed, three at most', async () => {
    upstream.answer('/song/url', (_req, res, url) => sendRedirect(res, `/song/url/v1${url.search}`));
    upstream.answer('/song/url/v1', (_req, res, url) =>
      sendJson(res, { code: 200, data: [{ id: Number(url.searchParams.get('id')), url: null }] }),
    );
    const res = await get('/api/ncm/song/?id=21');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, data: [{ id: 21, url: null }] });

    upstream.answer('/song/detail', (_req, res, url) => sendRedirect(res, url.pathname + url.search));
    upstream.requests.length = 0;
    const loop = await get('/api/ncm/song_detail/?ids=22');
    expect(loop.statusCode).toBe(502);
    expect(loop.json()).toMatchObject({ ...upstreamError, data: { reason: 'too_many_redirects' } });
    expect(upstream.requests).toHaveLength(4);
  });
});

describe('answer bodies are capped', () => {
  /** A `/lyric/new` answer of `totalBytes`, valid JSON once whole. */
  const hugeLyric = (totalBytes: number) => ({
    prefix: '{"code":200,"lrc":{"version":1,"lyric":"',
    filler: '[00:01.00]la la la la la la la la la la\\n',
    suffix: '"}}',
    totalBytes,
  });

  it('a 200 MiB JSON answer streamed without a length answers 502, read no further than the cap', async () => {
    let streamed: Promise<number> | undefined;
    upstream.answer('/lyric/new', (_req, res) => {
      streamed = streamBody(res, hugeLyric(HUGE_BYTES));
      return streamed;
    });
    const res = await get('/api/ncm/lyric/?id=31');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ ...upstreamError, data: { reason: 'too_large' } });
    // The server hung up: the fake stopped after the cap plus socket buffers, nowhere near 200 MiB.
    const sent = await streamed;
    console.log('SENT', sent);
    expect(sent).toBeLessThan(MAX_UPSTREAM_BODY_BYTES + 16 * MiB);
  });

  it('a 200 MiB Meting lyric text answers 502 the same way', async () => {
    let streamed: Promise<number> | undefined;
    upstream.answer('/meting/', (_req, res) => {
      streamed = streamBody(
        res,
        { prefix: '[00:00.00]start\n', filler: '[00:01.00]la la la\n', suffix: '', totalBytes: HUGE_BYTES },
        { 'Content-Type': 'text/plain; charset=utf-8' },
      );
      return streamed;
    });
    const res = await get('/api/meting/?server=netease&type=lrc&id=32');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ ...upstreamError, data: { reason: 'too_large' } });
    expect(await streamed).toBeLessThan(MAX_UPSTREAM_BODY_BYTES + 16 * MiB);
  });

  it('a Content-Length over the cap is refused at once, before any body arrives', async () => {
    // Headers promise 200 MiB, then nothing comes: only the length can tell, so waiting would time out (504).
    upstream.answer('/song/detail', async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(HUGE_BYTES) });
      res.write('{"songs":[');
      await new Promise((resolve) => res.once('close', resolve));
    });
    const res = await get('/api/ncm/song_detail/?ids=33');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ ...upstreamError, data: { reason: 'too_large' } });
  });

  it('an answer under the cap passes whole', async () => {
    const totalBytes = MAX_UPSTREAM_BODY_BYTES - 64 * 1024;
    upstream.answer('/lyric/new', (_req, res) => streamBody(res, hugeLyric(totalBytes)));
    const res = await get('/api/ncm/lyric/?id=34');
    expect(res.statusCode).toBe(200);
    expect(res.json().lrc.lyric.length).toBeGreaterThan(totalBytes - 128 * 1024);
  });
});

describe('only http(s) addresses reach the browser', () => {
  const hostile = [
    'javascript:alert(document.domain)',
    ' JavaScript:alert(1)',
    '\tjAvAsCrIpT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:audio/mpeg;base64,AAAA',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
  ];

  it.each(hostile.map((location, i) => [location, 40 + i] as const))(
    'ncm: a song url %j is refused: audio/ answers 502 with no Location, song/ answers url null',
    async (location, id) => {
      upstream.answer('/song/url', (_req, res) => sendJson(res, { code: 200, data: [{ id, url: location }] }));
      const audio = await get(`/api/ncm/audio/?id=${id}`);
      expect(audio.statusCode).toBe(502);
      expect(audio.headers.location).toBeUndefined();
      expect(audio.json()).toMatchObject({ ...upstreamError, data: { reason: 'bad_address' } });
      const song = await get(`/api/ncm/song/?id=${id}`);
      expect(song.statusCode).toBe(200);
      expect(song.json()).toEqual({ code: 200, data: [{ id, url: null }] });
    },
  );

  it('ncm: an audio address on the upstream that redirects to javascript: is refused too', async () => {
    upstream.answer('/song/url', (_req, res) => sendJson(res, { code: 200, data: [{ id: 50, url: '/audio/50.mp3' }] }));
    upstream.answer('/audio/50.mp3', (_req, res) => sendRedirect(res, 'javascript:alert(1)'));
    const audio = await get('/api/ncm/audio/?id=50');
    expect(audio.statusCode).toBe(502);
    expect(audio.headers.location).toBeUndefined();
  });

  it.each(hostile.flatMap((location) => [['url', location] as const, ['pic', location] as const]))(
    'meting: type=%s redirected to %j answers 502 with no Location',
    async (type, location) => {
      upstream.answer('/meting/', (_req, res) => sendRedirect(res, location));
      const res = await get(`/api/meting/?server=netease&type=${type}&id=60`);
      expect(res.statusCode).toBe(502);
      expect(res.headers.location).toBeUndefined();
      expect(res.json()).toMatchObject({ ...upstreamError, data: { reason: 'bad_address' } });
    },
  );

  it('meting: an http(s) redirect elsewhere is passed on, normalised', async () => {
    upstream.answer('/meting/', (_req, res) => sendRedirect(res, ' https://CDN.example/a b.mp3'));
    const res = await get('/api/meting/?server=netease&type=url&id=61');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example/a%20b.mp3');
  });

  it("meting: a list item's addresses elsewhere are kept when http(s) and emptied otherwise", async () => {
    upstream.answer('/meting/', (_req, res) =>
      sendJson(res, [
        {
          name: 'a',
          artist: 'b',
          url: 'javascript:alert(1)',
          pic: ' data:image/svg+xml,<svg onload=alert(1)>',
          cover: 'FILE:///etc/passwd',
          lrc: 'https://lrc.example/1.lrc',
        },
      ]),
    );
    const res = await get('/api/meting/?server=netease&type=playlist&id=62');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'a', artist: 'b', url: '', pic: '', cover: '', lrc: 'https://lrc.example/1.lrc' },
    ]);
  });
});
