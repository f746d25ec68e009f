import { createServer } from 'node:net';
import {
  ncmLyricAnswerSchema,
  ncmPlaylistAnswerSchema,
  ncmProgramToSongSummary,
  ncmRadioAnswerSchema,
  ncmSongDetailAnswerSchema,
  ncmSongUrlAnswerSchema,
  ncmToSongSummary,
} from '@site/contracts';
import { lrcDataFromNcm, parse } from '@site/lyrics';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createTestApp } from '../../test/db.ts';
import { useUpstreamFixture } from '../../upstream/upstream-fixture.ts';

const FIXTURE_IDS = ['2122308128', '459717345', '1361348080'] as const;
const SLOW_ID = '990000001';
const BROKEN_ID = '990000002';
const GARBAGE_ID = '990000003';

/** A second app on the same database schema with other settings; closed by the caller. */
async function appWith(configure: (config: Config) => Config) {
  return createTestApp(configure);
}

const { fake, get } = useUpstreamFixture((config, upstream) => ({
  ...config,
  ncmApiBase: upstream.ncmBase,
  siteUrl: 'http://localhost:8080',
}));

describe('GET /api/ncm/song/', () => {
  it('[API-14] [API-15] passes the song url answer through: code 200 and data[0].url, pointed at the site for audio on the upstream', async () => {
    const res = await get('/api/ncm/song/?id=2122308128');
    expect(res.statusCode).toBe(200);
    const body = ncmSongUrlAnswerSchema.parse(res.json());
    expect(body.code).toBe(200);
    expect(body.data?.[0]?.id).toBe(2122308128);
    // The fake serves the audio itself: the browser gets the site's address, never the upstream's.
    expect(body.data?.[0]?.url).toBe('/api/ncm/audio/?id=2122308128');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await fake.requests()).toContain('/song/url?id=2122308128');
  });

  it('[API-14] the site address streams the audio from the upstream with Range (206) and a media type', async () => {
    const whole = await get('/api/ncm/audio/?id=459717345');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const size = whole.rawPayload.length;
    const part = await get('/api/ncm/audio/?id=459717345', { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.length).toBe(100);
    const bad = await get('/api/ncm/audio/?id=459717345', { range: `bytes=${size + 10}-` });
    expect(bad.statusCode).toBe(416);
  });

  it('[API-16] an http address elsewhere (the CDN) is upgraded to https when SITE_URL is https', async () => {
    await fake.mode({ audio_origin: 'http://m701.music.126.net' });
    const https = await appWith((c) => ({ ...c, ncmApiBase: fake.ncmBase, siteUrl: 'https://example.org' }));
    try {
      const res = await get('/api/ncm/song/?id=1361348080', {}, https.app);
      expect(res.json().data[0].url).toBe('https://m701.music.126.net/audio/1361348080.wav');
      const audio = await get('/api/ncm/audio/?id=1361348080', {}, https.app);
      expect(audio.statusCode).toBe(302);
      expect(audio.headers.location).toBe('https://m701.music.126.net/audio/1361348080.wav');
    } finally {
      await https.close();
    }
  });

  it('[API-16] on a site served over http the address is kept', async () => {
    await fake.mode({ audio_origin: 'http://m701.music.126.net' });
    const res = await get('/api/ncm/song/?id=1361348080');
    expect(res.json().data[0].url).toBe('http://m701.music.126.net/audio/1361348080.wav');
  });

  it('[ERR-25] an unknown song answers as the upstream does: code 200 with url null (the player shows 无法播放此歌曲)', async () => {
    const res = await get('/api/ncm/song/?id=123');
    expect(res.statusCode).toBe(200);
    const body = ncmSongUrlAnswerSchema.parse(res.json());
    expect(body.data?.[0]).toMatchObject({ id: 123, url: null, code: 404 });
    const audio = await get('/api/ncm/audio/?id=123');
    expect(audio.statusCode).toBe(404);
    expect(audio.json()).toEqual({ status: 'error', message: 'not_found', data: null });
  });

  it('calls only the configured upstream: an address in the query is ignored', async () => {
    const res = await get('/api/ncm/song/?id=459717345&url=http://evil.example/x&base=http://evil.example');
    expect(res.statusCode).toBe(200);
    const asked = await fake.requests();
    expect(asked.at(-1)).toBe('/song/url?id=459717345');
  });
});

describe('GET /api/ncm/lyric/', () => {
  it('[API-20] [API-21] [API-22] 2122308128: yrc, ytlrc and lrc from the fixtures; the YRC parses with no diagnostics', async () => {
    const res = await get('/api/ncm/lyric/?id=2122308128');
    expect(res.statusCode).toBe(200);
    const body = ncmLyricAnswerSchema.parse(res.json());
    expect(body.code).toBe(200);
    const yrc = body.yrc?.lyric ?? '';
    expect(yrc.startsWith('[15700,1959](15700,260,0)I')).toBe(true);
    const parsed = parse({ type: 'word', data: { text: yrc } });
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.rows.length).toBeGreaterThan(20);
    expect(body.lrc?.lyric).toContain('[00:15.700]I want you to show me');
    expect(body.ytlrc?.lyric).toContain('请对我展示');
    const entries = lrcDataFromNcm(body);
    expect(entries.map((e) => e.type)).toEqual(['word', 'row']);
  });

  it('[API-21] every fixture song answers word lyrics that parse cleanly, 459717345 with its romanisation', async () => {
    for (const id of FIXTURE_IDS) {
      const body = ncmLyricAnswerSchema.parse((await get(`/api/ncm/lyric/?id=${id}`)).json());
      expect(parse({ type: 'word', data: { text: body.yrc?.lyric ?? '' } }).diagnostics).toEqual([]);
      expect(parse({ type: 'row', data: { text: body.lrc?.lyric ?? '' } }).diagnostics).toEqual([]);
    }
    const roma = ncmLyricAnswerSchema.parse((await get('/api/ncm/lyric/?id=459717345')).json());
    expect(roma.yromalrc?.lyric).toContain('ano ittousei no sanzameku hikari de');
  });

  it('[API-20] an upstream without /lyric/new is asked /lyric instead (row lyrics only)', async () => {
    await fake.mode({ missing: '/lyric/new' });
    // A fresh app: this one's lyric cache already holds the answer.
    const fresh = await appWith((c) => ({ ...c, ncmApiBase: fake.ncmBase }));
    try {
      const res = await get('/api/ncm/lyric/?id=1361348080', {}, fresh.app);
      expect(res.statusCode).toBe(200);
      const body = ncmLyricAnswerSchema.parse(res.json());
      expect(body.yrc).toBeUndefined();
      expect(body.lrc?.lyric).toContain('[00:');
      const asked = await fake.requests();
      expect(asked.slice(-2)).toEqual(['/lyric/new?id=1361348080', '/lyric?id=1361348080']);
    } finally {
      await fresh.close();
    }
  });

  it('answers a lyric again from the cache without asking the upstream', async () => {
    await get('/api/ncm/lyric/?id=459717345');
    const before = (await fake.requests()).length;
    const again = await get('/api/ncm/lyric/?id=459717345');
    expect(again.statusCode).toBe(200);
    expect((await fake.requests()).length).toBe(before);
  });
});

describe('GET /api/ncm/playlist/, radio/, song_detail/', () => {
  it('completes a playlist whose detail lists only its first tracks from /playlist/track/all', async () => {
    const res = await get('/api/ncm/playlist/?id=900001');
    expect(res.statusCode).toBe(200);
    const body = ncmPlaylistAnswerSchema.parse(res.json());
    expect(body.playlist?.tracks.map((t) => String(t.id))).toEqual([...FIXTURE_IDS]);
    expect(await fake.requests()).toContain('/playlist/track/all?id=900001&limit=500&offset=0');
    const first = ncmToSongSummary(body.playlist?.tracks[0] as never);
    expect(first).toMatchObject({ song_key: 'ncm:2122308128', song_source: 'ncm', audio_url: '' });
    expect(first.song_duration).toBeCloseTo(129.115, 3);
  });

  it('passes an unknown playlist through as the upstream answers it (HTTP 404, code 404)', async () => {
    const res = await get('/api/ncm/playlist/?id=42');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('answers a radio with its programs, each playing an NCM song', async () => {
    const res = await get('/api/ncm/radio/?id=900002');
    expect(res.statusCode).toBe(200);
    const body = ncmRadioAnswerSchema.parse(res.json());
    expect(body.data?.name).toBe('测试电台 Fixture radio');
    expect(body.programs).toHaveLength(3);
    expect(body.count).toBe(3);
    const song = ncmProgramToSongSummary(body.programs[1] as never);
    expect(song).toMatchObject({
      song_key: 'ncm:459717345',
      ncm_id: '459717345',
      _artists_name: 'ナユタン星人 / 初音ミク',
    });
  });

  it('answers song details for several ids, unknown ones left out', async () => {
    const res = await get('/api/ncm/song_detail/?ids=459717345,1,2122308128');
    expect(res.statusCode).toBe(200);
    const body = ncmSongDetailAnswerSchema.parse(res.json());
    expect(body.songs.map((s) => s.id)).toEqual([459717345, 2122308128]);
    expect(ncmToSongSummary(body.songs[0] as never)._title_cn).toBe('太阳系disco');
  });
});

describe('bad input and failing upstreams', () => {
  it.each([
    ['/api/ncm/song/', 'id'],
    ['/api/ncm/song/?id=abc', 'id'],
    ['/api/ncm/lyric/?id=1%2F..%2Fx', 'id'],
    ['/api/ncm/playlist/?id=123456789012345678901', 'id'],
    ['/api/ncm/radio/?id=-1', 'id'],
    ['/api/ncm/audio/?id=http://x', 'id'],
    ['/api/ncm/song_detail/?ids=1,,2', 'ids'],
    ['/api/ncm/song_detail/?ids=', 'ids'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'invalid_input', data: { field } });
  });

  it('answers 503 source_unavailable on every call when NCM_API_BASE is unset', async () => {
    const bare = await appWith((c) => ({ ...c, ncmApiBase: undefined }));
    try {
      for (const url of [
        '/api/ncm/song/?id=1',
        '/api/ncm/lyric/?id=1',
        '/api/ncm/playlist/?id=1',
        '/api/ncm/radio/?id=1',
        '/api/ncm/song_detail/?ids=1',
        '/api/ncm/audio/?id=1',
      ]) {
        const res = await get(url, {}, bare.app);
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({ status: 'error', message: 'source_unavailable', data: null });
      }
    } finally {
      await bare.close();
    }
  });

  it('[ERR-25] answers 502 upstream_error for an upstream 5xx, a body that is not JSON, or an unreachable upstream', async () => {
    const broken = await get(`/api/ncm/song/?id=${BROKEN_ID}`);
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ status: 'error', message: 'upstream_error' });
    const garbage = await get(`/api/ncm/lyric/?id=${GARBAGE_ID}`);
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json()).toMatchObject({ status: 'error', message: 'upstream_error' });
    const port = await closedPort();
    const down = await appWith((c) => ({ ...c, ncmApiBase: `http://127.0.0.1:${port}` }));
    try {
      const res = await get('/api/ncm/song/?id=1', {}, down.app);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ status: 'error', message: 'upstream_error' });
    } finally {
      await down.close();
    }
  });

  it('[ERR-25] answers 504 upstream_timeout when the upstream is slower than NCM_TIMEOUT_MS', async () => {
    const res = await get(`/api/ncm/song/?id=${SLOW_ID}`);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ status: 'error', message: 'upstream_timeout', data: null });
    await fake.mode({ delay_ms: 1500 });
    const slowDetail = await get('/api/ncm/song_detail/?ids=459717345');
    expect(slowDetail.statusCode).toBe(504);
    expect(slowDetail.json()).toMatchObject({ message: 'upstream_timeout' });
  });
});

/** A local port with nothing listening on it. */
function closedPort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}
