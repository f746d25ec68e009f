import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPlayerStore, usePlayerStore } from '../../../../features/player/store.ts';
import { clearToasts } from '../../../../ui/toast-store.ts';
import ServerPlaylistPage from './all_server/id.tsx';
import { envelope, json, mockMusicFetch, renderMusicPage } from './music-test-utils.ts';
import NcmSongPage from './ncm_song/id.tsx';
import PlaylistPage from './playlist/id.tsx';
import RadioPage from './radio/id.tsx';

beforeEach(() => {
  resetPlayerStore();
  clearToasts();
});

/** An NCM track as /song/detail and /playlist/detail write it (`dt` in ms). */
const track = (id: number, name: string) => ({
  id,
  name,
  ar: [
    { id: 1, name: 'Singer A' },
    { id: 2, name: 'Singer B' },
  ],
  al: { id: 3, name: 'Album X', picUrl: '' },
  dt: 215_000,
  tns: id === 2122308128 ? ['译名'] : [],
});

const unavailable = () => json(envelope(null, 'error', 'source_unavailable'), 503);

describe('/archive/music/ncm_song/:id', () => {
  it('[ROUTE-33] shows the NCM song and its Play button starts it as an NCM song', async () => {
    mockMusicFetch({ '/ncm/song_detail/': { code: 200, songs: [track(2122308128, 'Fixture Song')] } });
    const user = userEvent.setup();
    await renderMusicPage(NcmSongPage, '/archive/music/ncm_song/2122308128', '/archive/music/ncm_song/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fixture Song' })).toBeInTheDocument();
    expect(screen.getByText('译名')).toBeInTheDocument();
    expect(screen.getByText('Singer A / Singer B')).toBeInTheDocument();
    expect(screen.getByText('3:35')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open on music.163.com' })).toHaveAttribute(
      'href',
      'https://music.163.com/#/song?id=2122308128',
    );
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const current = usePlayerStore.getState().current_song;
    expect(current).toMatchObject({ song_key: 'ncm:2122308128', song_source: 'ncm', ncm_id: '2122308128' });
  });

  it('[ROUTE-33] an unset upstream shows the error placeholder; an unknown song the not-found text', async () => {
    mockMusicFetch({ '/ncm/song_detail/': unavailable });
    const first = await renderMusicPage(NcmSongPage, '/archive/music/ncm_song/1', '/archive/music/ncm_song/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('This music source is not set up on this server.');
    first.unmount();
    mockMusicFetch({ '/ncm/song_detail/': { code: 200, songs: [] } });
    await renderMusicPage(NcmSongPage, '/archive/music/ncm_song/5', '/archive/music/ncm_song/:id');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This song is not on NetEase Cloud Music.');
    expect(within(alert).getByRole('link', { name: 'Back to NCM songs' })).toBeInTheDocument();
  });

  it('[ROUTE-33] an id that is no NCM id asks nothing and shows the not-found text', async () => {
    const fetch = mockMusicFetch({});
    await renderMusicPage(NcmSongPage, '/archive/music/ncm_song/abc', '/archive/music/ncm_song/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('This song is not on NetEase Cloud Music.');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('/archive/music/playlist/:id', () => {
  const playlist = {
    code: 200,
    playlist: {
      id: 900001,
      name: '测试歌单 Fixture playlist',
      coverImgUrl: '',
      description: 'Three songs',
      creator: { nickname: 'Curator' },
      trackCount: 2,
      tracks: [track(2122308128, 'First'), track(459717345, 'Second')],
    },
  };

  it('[ROUTE-30] shows the playlist with its songs; Play all queues them and plays the first', async () => {
    mockMusicFetch({ '/ncm/playlist/': playlist });
    const user = userEvent.setup();
    await renderMusicPage(PlaylistPage, '/archive/music/playlist/900001', '/archive/music/playlist/:id');
    expect(await screen.findByRole('heading', { level: 1, name: '测试歌单 Fixture playlist' })).toBeInTheDocument();
    expect(screen.getByText('By Curator')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Songs of the playlist' });
    expect(within(list).getByRole('link', { name: 'Second' })).toHaveAttribute(
      'href',
      '/archive/music/ncm_song/459717345',
    );
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    const state = usePlayerStore.getState();
    expect(state.queue.map((s) => s.song_key)).toEqual(['ncm:2122308128', 'ncm:459717345']);
    expect(state.current_song?.song_key).toBe('ncm:2122308128');
  });

  it('[ROUTE-30] an unknown playlist shows the not-found text; an unreachable upstream the error', async () => {
    mockMusicFetch({ '/ncm/playlist/': { code: 404, message: 'not found' } });
    const first = await renderMusicPage(PlaylistPage, '/archive/music/playlist/1', '/archive/music/playlist/:id');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This playlist does not exist or is private.');
    // Not found links back to the index and offers no retry: asking again will not find it.
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/archive/music/playlist');
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    first.unmount();
    mockMusicFetch({ '/ncm/playlist/': unavailable });
    await renderMusicPage(PlaylistPage, '/archive/music/playlist/2', '/archive/music/playlist/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('not set up');
  });
});

describe('/archive/music/radio/:id', () => {
  it('[ROUTE-31] shows the radio and its programmes as songs; a programme plays its NCM song', async () => {
    mockMusicFetch({
      '/ncm/radio/': {
        code: 200,
        data: { id: 900002, name: '测试电台 Fixture radio', picUrl: '', desc: 'A radio', dj: { nickname: 'Host' } },
        programs: [
          {
            id: 1,
            name: 'Episode 1',
            coverUrl: '',
            duration: 60_000,
            mainSong: { id: 1361348080, name: 'Song', duration: 60_000, artists: [{ name: 'Singer' }], album: null },
          },
        ],
        count: 1,
        more: false,
      },
    });
    const user = userEvent.setup();
    await renderMusicPage(RadioPage, '/archive/music/radio/900002', '/archive/music/radio/:id');
    expect(await screen.findByRole('heading', { level: 1, name: '测试电台 Fixture radio' })).toBeInTheDocument();
    expect(screen.getByText('Hosted by Host')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Episode 1' }));
    expect(usePlayerStore.getState().current_song).toMatchObject({ song_key: 'ncm:1361348080', title: 'Episode 1' });
  });
});

describe('/archive/music/all_server/:server/:id', () => {
  it('[ROUTE-32] lists a Meting playlist of the server; adding queues Meting songs with their lyric address', async () => {
    mockMusicFetch({
      '/meting/': (url: URL) => {
        expect(url.searchParams.get('server')).toBe('tencent');
        expect(url.searchParams.get('type')).toBe('playlist');
        return [
          {
            name: 'Meting Song',
            artist: 'Singer',
            url: '/api/meting/?server=tencent&type=url&id=abc',
            pic: '/api/meting/?server=tencent&type=pic&id=abc',
            lrc: '/api/meting/?server=tencent&type=lrc&id=abc',
          },
        ];
      },
    });
    const user = userEvent.setup();
    await renderMusicPage(
      ServerPlaylistPage,
      '/archive/music/all_server/tencent/900003',
      '/archive/music/all_server/:server/:id',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Playlist 900003' })).toBeInTheDocument();
    expect(screen.getByText('Tencent (QQ Music) (via Meting)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add Meting Song to queue' }));
    const [song] = usePlayerStore.getState().queue;
    expect(song).toMatchObject({ song_key: 'meting:tencent:abc', song_source: 'meting' });
    expect(song?.lrc_url).toMatch(/\/api\/meting\/\?server=tencent&type=lrc&id=abc$/);
  });

  it('[ROUTE-32] an unknown server shows the not-found text without asking; a slow upstream the timeout text', async () => {
    const fetch = mockMusicFetch({});
    const first = await renderMusicPage(
      ServerPlaylistPage,
      '/archive/music/all_server/spotify/1',
      '/archive/music/all_server/:server/:id',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This playlist was not found on this service.');
    expect(fetch).not.toHaveBeenCalled();
    first.unmount();
    mockMusicFetch({ '/meting/': () => json(envelope(null, 'error', 'upstream_timeout'), 504) });
    await renderMusicPage(
      ServerPlaylistPage,
      '/archive/music/all_server/kugou/1',
      '/archive/music/all_server/:server/:id',
    );
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('took too long');
  }, 15_000);
});
