import {
  metingItemSchema,
  metingLyricAnswerSchema,
  metingPlaylistSchema,
  metingServers,
  metingToSongSummary,
} from '@site/contracts';
import { lrcDataFromMeting, parse } from '@site/lyrics';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/db.ts';
import { useUpstreamFixture } from '../../upstream/upstream-fixture.ts';
import { lyricAnswer } from './service.ts';

const { fake, get } = useUpstreamFixture((config, upstream) => ({ ...config, metingApiBase: upstream.metingBase }));

describe('GET /api/meting/ lists', () => {
  it.each(metingServers)(
    'answers the %s playlist in the Meting format with every address on the site',
    async (server) => {
      const res = await get(`/api/meting/?server=${server}&type=playlist&id=900003`);
      expect(res.statusCode).toBe(200);
      const items = metingPlaylistSchema.parse(res.json());
      expect(items).toHaveLength(3);
      const first = items[0];
      expect(first).toMatchObject({
        name: 'WHITE NIGHT (不眠之夜)',
        artist: 'Jake Miller/HOYO-MiX',
        url: `/api/meting/?server=${server}&type=url&id=2122308128`,
        pic: `/api/meting/?server=${server}&type=pic&id=2122308128`,
        lrc: `/api/meting/?server=${server}&type=lrc&id=2122308128`,
      });
      for (const item of items)
        for (const address of [item.url, item.pic, item.lrc]) expect(address).toMatch(/^\/api\/meting\/\?/);
      expect(metingToSongSummary(items[1] as never, server)).toMatchObject({
        song_key: `meting:${server}:459717345`,
        song_source: 'meting',
        audio_url: `/api/meting/?server=${server}&type=url&id=459717345`,
        lrc_url: `/api/meting/?server=${server}&type=lrc&id=459717345`,
      });
      expect(await fake.requests()).toContain(`/meting/?server=${server}&type=playlist&id=900003`);
    },
  );

  it('answers one song (type=song as a list, type=single as an item)', async () => {
    const song = metingPlaylistSchema.parse((await get('/api/meting/?server=netease&type=song&id=1361348080')).json());
    expect(song).toHaveLength(1);
    const single = metingItemSchema.parse((await get('/api/meting/?server=kuwo&type=single&id=1361348080')).json());
    expect(single.url).toBe('/api/meting/?server=kuwo&type=url&id=1361348080');
  });

  it('passes an unknown playlist through as the upstream answers it ({error}) and does not cache it', async () => {
    const res = await get('/api/meting/?server=tencent&type=playlist&id=nope');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 'unknown playlist id' });
  });
});

describe('GET /api/meting/ lyrics and media', () => {
  it('[API-23] type=lrc answers {lyric, tlyric}: Meting-API LRC text is wrapped, with no translation', async () => {
    const res = await get('/api/meting/?server=netease&type=lrc&id=2122308128');
    expect(res.statusCode).toBe(200);
    const body = metingLyricAnswerSchema.parse(res.json());
    expect(body.lyric).toContain('[00:15.700]I want you to show me');
    expect(body.tlyric).toBe('');
    const entries = lrcDataFromMeting(res.json());
    expect(entries).toHaveLength(1);
    expect(parse(entries[0] as never).diagnostics).toEqual([]);
  });

  it('[API-23] type=lrc passes a JSON {lyric, tlyric} answer on with its translation', async () => {
    const body = metingLyricAnswerSchema.parse(
      (await get('/api/meting/?server=tencent&type=lrc&id=2122308128')).json(),
    );
    expect(body.tlyric).toContain('请对我展示');
    const [entry] = lrcDataFromMeting(body);
    expect(entry?.type).toBe('row');
  });

  it('[API-23] lyricAnswer keeps {error}, wraps text, and reads JSON text', () => {
    expect(lyricAnswer('{"error":"unknown song id"}')).toEqual({ error: 'unknown song id' });
    expect(lyricAnswer('[00:01.00]a')).toEqual({ lyric: '[00:01.00]a', tlyric: '' });
    expect(lyricAnswer('{"lyric":"[00:01.00]a","tlyric":"[00:01.00]b"}')).toEqual({
      lyric: '[00:01.00]a',
      tlyric: '[00:01.00]b',
    });
    expect(lyricAnswer('{not json')).toEqual({ lyric: '{not json', tlyric: '' });
  });

  it("type=url streams the upstream's audio (its redirect stays on the upstream) with Range", async () => {
    const whole = await get('/api/meting/?server=netease&type=url&id=2122308128');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    const part = await get('/api/meting/?server=netease&type=url&id=2122308128', { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
  });

  it('type=pic streams the cover sandboxed by its own CSP', async () => {
    const res = await get('/api/meting/?server=kugou&type=pic&id=459717345');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.payload).toContain('<svg');
  });

  it('a media answer that is not media (an unknown song: JSON) is refused with 502, never served as a page', async () => {
    const res = await get('/api/meting/?server=netease&type=url&id=123');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 'error', message: 'upstream_error' });
  });
});

describe('bad input and failing upstreams', () => {
  it.each([
    ['/api/meting/?type=playlist&id=1', 'server'],
    ['/api/meting/?server=spotify&type=playlist&id=1', 'server'],
    ['/api/meting/?server=netease&type=search&id=1', 'type'],
    ['/api/meting/?server=netease&type=playlist', 'id'],
    ['/api/meting/?server=netease&type=playlist&id=a%2Fb', 'id'],
    ['/api/meting/?server=netease&type=playlist&id=http://evil', 'id'],
    ['/api/meting/?server=netease&type=lrc&id=1&auth=zz', 'auth'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'invalid_input', data: { field } });
  });

  it('answers 503 source_unavailable when METING_API_BASE is unset', async () => {
    const bare = await createTestApp((c) => ({ ...c, metingApiBase: undefined }));
    try {
      for (const type of ['playlist', 'lrc', 'url']) {
        const res = await get(`/api/meting/?server=netease&type=${type}&id=1`, {}, bare.app);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'error', message: 'source_unavailable', data: null });
      }
    } finally {
      await bare.close();
    }
  });

  it('answers 502 upstream_error for an upstream 5xx or a list that is not JSON', async () => {
    const broken = await get('/api/meting/?server=netease&type=playlist&id=broken');
    expect(broken.statusCode).toBe(502);
    const garbage = await get('/api/meting/?server=netease&type=playlist&id=garbage');
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json()).toMatchObject({ status: 'error', message: 'upstream_error' });
  });

  it('answers 504 upstream_timeout when the upstream is too slow, for lists and media', async () => {
    const list = await get('/api/meting/?server=netease&type=playlist&id=slow');
    expect(list.statusCode).toBe(504);
    expect(list.json()).toEqual({ status: 'error', message: 'upstream_timeout', data: null });
    const media = await get('/api/meting/?server=netease&type=url&id=slow');
    expect(media.statusCode).toBe(504);
  });
});
