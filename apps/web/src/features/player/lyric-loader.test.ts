import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLyrics, lyricSourceOf } from './lyric-loader.ts';
import { usePlayerStore } from './store.ts';
import { fetchedUrls, mockFetch, songDetailAnswer } from './test/fetch.ts';
import { resetPlayer, testSong } from './test/songs.ts';

const store = () => usePlayerStore.getState();

// No audio engine is attached here: lyrics load when a song becomes current, whatever plays its audio.
beforeEach(() => {
  resetPlayer();
  store().setActive(true);
});

describe('loading when the current song changes', () => {
  it('[PLAY-27] [API-17] a local song becoming current fetches GET archive/music/get_song_detail.php?song_id=', async () => {
    const spy = mockFetch({ 'song_id=1': songDetailAnswer(testSong(1), { lrc_row: '[00:01.00]hello' }) });
    store().playSong(testSong(1));
    expect(store().lyrics.ready).toBe(false);
    await vi.waitFor(() => expect(store().lyrics.ready).toBe(true));
    expect(fetchedUrls(spy)).toEqual(['http://localhost:3000/api/archive/music/get_song_detail.php?song_id=1']);
    expect(store().lyrics.lrc_data.find((e) => e.type === 'row')?.data).toMatchObject({ text: '[00:01.00]hello' });
  });

  it('[API-18] [LYR-29] a status other than "success" marks the lyrics ready with nothing in them', async () => {
    mockFetch({
      'song_id=2': {
        ...songDetailAnswer(testSong(2), { lrc_row: '[00:01.00]not used' }),
        status: 'error',
        message: 'song_not_found',
      },
    });
    store().playSong(testSong(2));
    await vi.waitFor(() => expect(store().lyrics).toEqual({ ready: true, lrc_data: [] }));
  });

  it('[PLAY-32] the same song made current again loads its lyrics again', async () => {
    const spy = mockFetch({ 'song_id=1': songDetailAnswer(testSong(1), { lrc_row: '[00:01.00]a' }) });
    store().addSongs([testSong(1), testSong(2)]);
    store().selectIndex(0);
    await vi.waitFor(() => expect(store().lyrics.ready).toBe(true));
    store().next();
    store().previous();
    await vi.waitFor(() => expect(store().lyrics.ready).toBe(true));
    expect(fetchedUrls(spy).filter((u) => u.includes('song_id=1'))).toHaveLength(2);
  });

  it('an answer for a song that is no longer current is dropped', async () => {
    let answer: (body: unknown) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(
      (_input, init) =>
        new Promise((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          answer = (body) => resolve(new Response(JSON.stringify(body)));
        }),
    );
    store().addSongs([testSong(1), testSong(2, { song_id: '' })]);
    store().selectIndex(0);
    store().selectIndex(1);
    answer(songDetailAnswer(testSong(1), { lrc_row: '[00:01.00]old' }));
    await vi.waitFor(() => expect(store().lyrics).toEqual({ ready: true, lrc_data: [] }));
  });

  it('[ROUTE-27] a custom song carries the lyrics picked with it: ready without a request', async () => {
    const spy = mockFetch({});
    const lrc_data = [{ type: 'row' as const, data: { text: '[00:01.00]Hello' } }];
    store().playSong({ ...testSong(7, { song_key: 'local:custom:url:/a.mp3', song_id: '' }), lrc_data });
    await vi.waitFor(() => expect(store().lyrics).toEqual({ ready: true, lrc_data }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('[PLAY-33] outside the music app nothing is fetched', () => {
    const spy = mockFetch({});
    store().setActive(false);
    store().playSong(testSong(1));
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('sources', () => {
  it('[API-20] [API-21] [API-22] an NCM song asks GET ncm/lyric/?id=<ncm_id>: word entry from yrc, row entry from lrc', async () => {
    const spy = mockFetch({
      'ncm/lyric/': { code: 200, yrc: { lyric: '[1000,500](1000,500,0)hi' }, lrc: { lyric: '[00:01.00]hi' } },
    });
    const ncm = testSong(9, { song_key: 'ncm:2122308128', song_source: 'ncm', ncm_id: '2122308128' });
    expect((await fetchLyrics(lyricSourceOf(ncm))).map((e) => e.type)).toEqual(['word', 'row']);
    expect(fetchedUrls(spy)).toEqual(['http://localhost:3000/api/ncm/lyric/?id=2122308128']);
  });

  it('[API-23] a meting song asks GET <lrc_url> as given: lyric and tlyric are the row text and translation', async () => {
    const spy = mockFetch({ 'meting/': { lyric: '[00:02.00]la', tlyric: '[00:02.00]啦' } });
    const song = testSong(5, { song_source: 'meting', lrc_url: '/api/meting/?server=netease&type=lrc&id=5' });
    expect(await fetchLyrics(lyricSourceOf(song))).toEqual([
      { type: 'row', data: { text: '[00:02.00]la', trans: '[00:02.00]啦', roma: '' } },
    ]);
    expect(fetchedUrls(spy)).toEqual(['http://localhost:3000/api/meting/?server=netease&type=lrc&id=5']);
  });

  it('an answer that does not match its contract gives no lyrics', async () => {
    mockFetch({ 'ncm/lyric/': { nothing: true }, 'meting/': '[00:01.00]text, not JSON' });
    const ncm = testSong(9, { song_source: 'ncm', ncm_id: '1' });
    const meting = testSong(5, { song_source: 'meting', lrc_url: '/api/meting/?type=lrc&id=5' });
    expect(await fetchLyrics(lyricSourceOf(ncm))).toEqual([]);
    expect(await fetchLyrics(lyricSourceOf(meting))).toEqual([]);
  });

  it('[PLAY-48] items with only song_key and title, or without their id, have no lyrics and make no request', async () => {
    const spy = mockFetch({});
    expect(lyricSourceOf({ song_key: 'x:1', title: 'Only a title' } as never)).toBeNull();
    expect(lyricSourceOf(testSong(3, { song_id: '' }))).toBeNull();
    expect(lyricSourceOf(testSong(4, { song_source: 'ncm', ncm_id: '' }))).toBeNull();
    expect(await fetchLyrics(null)).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });
});
