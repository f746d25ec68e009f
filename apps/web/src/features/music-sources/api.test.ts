import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, defaultApiAddress, setApiBase, setNetworkErrorListener } from '../../lib/api-client.ts';
import {
  absoluteOnApi,
  fetchMetingPlaylist,
  fetchNcmPlaylist,
  fetchNcmRadio,
  fetchNcmSong,
  fetchNcmSongs,
  metingPlaylistQuery,
  musicSourceKeys,
  ncmPlaylistQuery,
  ncmSongQuery,
} from './api.ts';

let seen: string[] = [];

/** Stubs fetch: each call takes the next answer (a JSON body with its status, or an Error for a network failure). */
function answers(...bodies: ({ body: unknown; status?: number } | Error)[]) {
  seen = [];
  const queue = [...bodies];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      seen.push(String(input));
      const next = queue.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof Error) throw next;
      return new Response(JSON.stringify(next.body), {
        status: next.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

const track = (id: number, name: string, dt: number, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  ar: [
    { id: 1, name: 'ナユタン星人' },
    { id: 2, name: '初音ミク' },
  ],
  al: { id: 3, name: 'ナユタン星からの物体Y', picUrl: 'https://p1.music.126.net/x.jpg' },
  dt,
  alia: [],
  ...extra,
});

let networkErrors = 0;
beforeEach(() => {
  networkErrors = 0;
  setNetworkErrorListener(() => {
    networkErrors += 1;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNetworkErrorListener(() => {});
  setApiBase(defaultApiAddress);
});

/** The rejection of `promise` as an ApiRequestError's code. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('NCM playlists, radios and songs', () => {
  it('reads a playlist answer into a view with SongSummary items (durations in seconds, audio looked up later)', async () => {
    answers({
      body: {
        code: 200,
        playlist: {
          id: 900001,
          name: '测试歌单',
          coverImgUrl: 'https://p1.music.126.net/c.jpg',
          description: null,
          creator: { nickname: 'curator', userId: 5 },
          trackCount: 1,
          tracks: [track(459717345, '太陽系デスコ', 195237, { tns: ['太阳系disco'] })],
          trackIds: [{ id: 459717345 }],
        },
        privileges: [],
      },
    });
    const view = await fetchNcmPlaylist('900001');
    expect(new URL(seen[0] ?? '').pathname + new URL(seen[0] ?? '').search).toBe('/api/ncm/playlist/?id=900001');
    expect(view).toMatchObject({ id: '900001', name: '测试歌单', description: '', creator: 'curator' });
    expect(view.songs).toEqual([
      {
        song_key: 'ncm:459717345',
        song_source: 'ncm',
        song_id: '459717345',
        ncm_id: '459717345',
        title: '太陽系デスコ',
        _title_cn: '太阳系disco',
        _artists_name: 'ナユタン星人 / 初音ミク',
        _album_name: 'ナユタン星からの物体Y',
        cover_url: 'https://p1.music.126.net/x.jpg',
        song_duration: 195.237,
        audio_url: '',
      },
    ]);
  });

  it('rejects with not_found for an unknown playlist (the upstream answers code 404)', async () => {
    answers({ body: { code: 404, message: '该歌单已被删除' }, status: 404 });
    expect(await failure(fetchNcmPlaylist('42'))).toBe('not_found');
  });

  it("rejects with the proxy's envelope code: unset upstream, upstream down, too slow, bad id", async () => {
    answers(
      { body: { status: 'error', message: 'source_unavailable', data: null }, status: 503 },
      { body: { status: 'error', message: 'upstream_error', data: null }, status: 502 },
      { body: { status: 'error', message: 'upstream_timeout', data: null }, status: 504 },
      { body: { status: 'error', message: 'invalid_input', data: { field: 'id', issues: [] } }, status: 400 },
    );
    expect(await failure(fetchNcmPlaylist('1'))).toBe('source_unavailable');
    expect(await failure(fetchNcmRadio('1'))).toBe('upstream_error');
    expect(await failure(fetchNcmSongs(['1']))).toBe('upstream_timeout');
    expect(await failure(fetchNcmSong('x'))).toBe('invalid_input');
  });

  it('rejects with network after a network failure (the client tells its listener) and bad_answer for an unknown shape', async () => {
    answers(new TypeError('Failed to fetch'), { body: { hello: 'world' } });
    expect(await failure(fetchNcmPlaylist('1'))).toBe('network');
    expect(networkErrors).toBe(1);
    expect(await failure(fetchNcmPlaylist('1'))).toBe('bad_answer');
  });

  it('reads a radio with its programs; each program plays its main NCM song', async () => {
    answers({
      body: {
        code: 200,
        data: {
          id: 900002,
          name: '测试电台',
          picUrl: 'https://p1.music.126.net/r.jpg',
          desc: 'd',
          dj: { nickname: 'dj' },
        },
        programs: [
          {
            id: 2000001,
            name: '#1 ME!',
            coverUrl: 'https://p1.music.126.net/p.jpg',
            mainSong: {
              id: 1361348080,
              name: 'ME!',
              duration: 185800,
              artists: [{ id: 5, name: 'Taylor Swift' }],
              album: { id: 6, name: 'Lover', picUrl: 'https://p1.music.126.net/a.jpg' },
            },
          },
        ],
        count: 1,
        more: false,
      },
    });
    const view = await fetchNcmRadio('900002');
    expect(seen[0]).toContain('/api/ncm/radio/?id=900002');
    expect(view).toMatchObject({
      name: '测试电台',
      dj: 'dj',
      description: 'd',
      cover_url: 'https://p1.music.126.net/r.jpg',
    });
    expect(view.songs[0]).toMatchObject({
      song_key: 'ncm:1361348080',
      title: '#1 ME!',
      _artists_name: 'Taylor Swift',
      _album_name: 'Lover',
      cover_url: 'https://p1.music.126.net/p.jpg',
      song_duration: 185.8,
    });
  });

  it('reads song details in the order asked, leaving unknown ids out; one unknown song is not_found', async () => {
    answers(
      { body: { code: 200, songs: [track(2, 'B', 1000), track(1, 'A', 2000)], privileges: [] } },
      { body: { code: 200, songs: [], privileges: [] } },
    );
    const songs = await fetchNcmSongs(['1', '3', '2']);
    expect(seen[0]).toContain('/api/ncm/song_detail/?ids=1%2C3%2C2');
    expect(songs.map((s) => s.title)).toEqual(['A', 'B']);
    expect(await failure(fetchNcmSong('3'))).toBe('not_found');
    expect(await fetchNcmSongs([])).toEqual([]);
  });
});

describe('Meting playlists', () => {
  it("[API-23] reads a server's playlist into meting songs whose audio, cover and lyric addresses are absolute on the API", async () => {
    setApiBase('https://api.example.test/v2/');
    answers({
      body: [
        {
          name: 'WHITE NIGHT (不眠之夜)',
          artist: 'Jake Miller/HOYO-MiX',
          url: '/api/meting/?server=tencent&type=url&id=2122308128',
          pic: '/api/meting/?server=tencent&type=pic&id=2122308128',
          lrc: '/api/meting/?server=tencent&type=lrc&id=2122308128',
        },
        { title: 'T', author: 'A', url: 'https://cdn.example/a.mp3', pic: '', lrc: '' },
      ],
    });
    const songs = await fetchMetingPlaylist('tencent', '900003');
    expect(seen[0]).toBe('https://api.example.test/v2/meting/?server=tencent&type=playlist&id=900003');
    expect(songs[0]).toMatchObject({
      song_key: 'meting:tencent:2122308128',
      song_source: 'meting',
      title: 'WHITE NIGHT (不眠之夜)',
      _artists_name: 'Jake Miller/HOYO-MiX',
      audio_url: 'https://api.example.test/api/meting/?server=tencent&type=url&id=2122308128',
      cover_url: 'https://api.example.test/api/meting/?server=tencent&type=pic&id=2122308128',
      lrc_url: 'https://api.example.test/api/meting/?server=tencent&type=lrc&id=2122308128',
      song_duration: 0,
    });
    expect(songs[1]).toMatchObject({
      song_key: 'meting:tencent:T-A',
      title: 'T',
      audio_url: 'https://cdn.example/a.mp3',
    });
  });

  it('rejects with not_found when Meting answers {error}', async () => {
    answers({ body: { error: 'unknown playlist id' } });
    expect(await failure(fetchMetingPlaylist('kuwo', 'nope'))).toBe('not_found');
  });

  it('absoluteOnApi keeps absolute and empty addresses', () => {
    expect(absoluteOnApi('')).toBe('');
    expect(absoluteOnApi('https://cdn.example/a.mp3')).toBe('https://cdn.example/a.mp3');
  });

  it('absoluteOnApi keeps an address on the site’s own api root-relative: the server’s render writes no origin of its own (issue 21)', () => {
    expect(absoluteOnApi('/api/meting/?id=1')).toBe('/api/meting/?id=1');
    setApiBase('/v2/api/');
    expect(absoluteOnApi('meting/?id=1')).toBe('/v2/api/meting/?id=1');
    setApiBase('https://api.example.test/v2/');
    expect(absoluteOnApi('/api/meting/?id=1')).toBe('https://api.example.test/api/meting/?id=1');
  });
});

describe('query options', () => {
  it('give each call its own key and do not retry an answer that asking again will not change', async () => {
    expect(ncmPlaylistQuery('1').queryKey).toEqual(musicSourceKeys.ncmPlaylist('1'));
    expect(ncmSongQuery('1').queryKey).not.toEqual(musicSourceKeys.ncmSongs(['1']));
    expect(metingPlaylistQuery('kugou', '9').queryKey).toEqual(['music-sources', 'meting', 'kugou', '9']);
    answers({ body: { error: 'unknown playlist id' } });
    const client = new QueryClient();
    await expect(client.fetchQuery(metingPlaylistQuery('kugou', '9'))).rejects.toMatchObject({ code: 'not_found' });
    expect(seen).toHaveLength(1);
  });

  it('do not ask again after the upstream timed out (the server already waited its whole timeout)', async () => {
    answers({ body: { status: 'error', message: 'upstream_timeout', data: null }, status: 504 });
    const client = new QueryClient();
    await expect(client.fetchQuery(ncmPlaylistQuery('7'))).rejects.toMatchObject({ code: 'upstream_timeout' });
    expect(seen).toHaveLength(1);
  });
});
