import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetPlayerStore, usePlayerStore } from '../../../../features/player/store.ts';
import { clearToasts } from '../../../../ui/toast-store.ts';
import AllServerPage from './all_server/index.tsx';
import ServerPage from './all_server/server.tsx';
import MusicHomePage from './index.tsx';
import { currentPath, envelope, mockMusicFetch, renderMusicPage, siteSong } from './music-test-utils.ts';
import NcmSongIndexPage from './ncm_song/index.tsx';
import PlatformsPage from './platforms.tsx';
import PlaylistIndexPage from './playlist/index.tsx';
import RadioIndexPage from './radio/index.tsx';

beforeEach(() => {
  resetPlayerStore();
  clearToasts();
});

describe('/archive/music (music home)', () => {
  it('[ROUTE-25] [ROLE-02] welcomes, lists the newest songs to play, links every section, sums up the queue', async () => {
    mockMusicFetch({
      'get_songs.php': envelope({ items: [siteSong(1), siteSong(2)], total: 2, page: 1, page_size: 6 }),
    });
    const user = userEvent.setup();
    await renderMusicPage(MusicHomePage, '/archive/music');
    expect(screen.getByRole('heading', { level: 1, name: 'Music' })).toBeInTheDocument();
    const queue = screen.getByRole('region', { name: 'Your queue' });
    expect(within(queue).getByText('The queue is empty.')).toBeInTheDocument();
    // The NCM and Meting sections show once the server says they are set up (issue 19).
    await screen.findByRole('link', { name: /^Other sources/ });
    const explore = screen.getByRole('region', { name: 'Explore' });
    for (const [name, href] of [
      ['Player', '/archive/music/player'],
      ['All songs', '/archive/music/songs'],
      ['Platforms', '/archive/music/platforms'],
      ['NCM songs', '/archive/music/ncm_song'],
      ['Playlists', '/archive/music/playlist'],
      ['Radio', '/archive/music/radio'],
      ['Other sources', '/archive/music/all_server'],
    ])
      expect(within(explore).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    await user.click(await screen.findByRole('button', { name: 'Play Song 2' }));
    expect(usePlayerStore.getState().current_song?.song_key).toBe('local:2');
    expect(within(queue).getByText('1 song in the queue')).toBeInTheDocument();
    expect(within(queue).getByText('Song 2', { selector: 'span' })).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Open the player page' })).toHaveAttribute(
      'href',
      '/archive/music/player',
    );
  });
});

describe('/archive/music/platforms', () => {
  it('[ROUTE-27] plays a custom audio address as a local queue item titled after its file name', async () => {
    const user = userEvent.setup();
    await renderMusicPage(PlatformsPage, '/archive/music/platforms');
    await user.type(screen.getByRole('textbox', { name: 'Audio address' }), 'https://example.com/audio/My%20Song.mp3');
    await user.type(screen.getByRole('textbox', { name: 'Artist' }), 'Me');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(usePlayerStore.getState().current_song).not.toBeNull());
    expect(usePlayerStore.getState().current_song).toMatchObject({
      song_source: 'local',
      song_id: '',
      title: 'My Song',
      _artists_name: 'Me',
      audio_url: 'https://example.com/audio/My%20Song.mp3',
    });
  });

  it('[ROUTE-27] refuses an address that is not http(s), and queues nothing', async () => {
    const user = userEvent.setup();
    await renderMusicPage(PlatformsPage, '/archive/music/platforms');
    await user.type(screen.getByRole('textbox', { name: 'Audio address' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add to queue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an http(s) address of an audio file.');
    expect(usePlayerStore.getState().queue).toEqual([]);
  });

  it('[ROUTE-27] plays a file from this device through an object URL, with its lyric file parsed in the browser', async () => {
    // jsdom has no object URLs: stand one in for this test.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/1');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const user = userEvent.setup();
    await renderMusicPage(PlatformsPage, '/archive/music/platforms');
    await user.click(screen.getByRole('radio', { name: 'A file on this device' }));
    const audio = new File([new Uint8Array([1, 2, 3])], 'track.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('Audio file'), audio);
    const lyric = new File(['[00:01.00]Hello\n[00:03.00]World'], 'track.lrc', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Lyric file (optional)'), lyric);
    usePlayerStore.getState().setActive(true); // the music layout's player host, not rendered here
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(usePlayerStore.getState().current_song?.title).toBe('track'));
    const song = usePlayerStore.getState().current_song;
    expect(song?.audio_url).toBe('blob:http://localhost/1');
    expect(createObjectURL).toHaveBeenCalledWith(audio);
    // The queue item carries the picked lyrics: the player takes them when the song becomes current.
    const lrc_data = [{ type: 'row', data: { text: '[00:01.00]Hello\n[00:03.00]World' } }];
    expect(song?.lrc_data).toEqual(lrc_data);
    await waitFor(() => expect(usePlayerStore.getState().lyrics).toEqual({ ready: true, lrc_data }));
  });

  it('[ROUTE-27] a pasted music.163.com link opens the page it names', async () => {
    mockMusicFetch({});
    const user = userEvent.setup();
    await renderMusicPage(PlatformsPage, '/archive/music/platforms');
    await user.type(
      await screen.findByRole('textbox', { name: 'NetEase Cloud Music id or link' }),
      'https://music.163.com/#/playlist?id=900001',
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await currentPath()).toBe('/archive/music/playlist/900001');
  });
});

describe('index pages', () => {
  it('[ROUTE-33] /ncm_song names the featured songs once the upstream answers', async () => {
    mockMusicFetch({
      '/ncm/song_detail/': {
        code: 200,
        songs: [{ id: 459717345, name: 'Named', ar: [{ name: 'Singer' }], al: { name: 'A' }, dt: 1000 }],
      },
    });
    await renderMusicPage(NcmSongIndexPage, '/archive/music/ncm_song');
    expect(await screen.findByRole('link', { name: 'Named — Singer' })).toHaveAttribute(
      'href',
      '/archive/music/ncm_song/459717345',
    );
    // Issue 19: a song the upstream did not name shows the name the featured list gives it, never its bare id.
    expect(screen.getByRole('link', { name: 'WHITE NIGHT (不眠之夜) — HOYO-MiX' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Song \d+$/ })).toBeNull();
  });

  it('[ROUTE-33] /ncm_song offers the featured fixture songs and opens an id', async () => {
    mockMusicFetch({});
    const user = userEvent.setup();
    await renderMusicPage(NcmSongIndexPage, '/archive/music/ncm_song');
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(
      within(featured)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/archive/music/ncm_song/2122308128',
      '/archive/music/ncm_song/459717345',
      '/archive/music/ncm_song/1361348080',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Song id or link' }), ' 459717345 ');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await currentPath()).toBe('/archive/music/ncm_song/459717345');
  });

  it('[ROUTE-33] text that is neither an id nor a link is refused with a message', async () => {
    mockMusicFetch({});
    const user = userEvent.setup();
    await renderMusicPage(NcmSongIndexPage, '/archive/music/ncm_song');
    const field = screen.getByRole('textbox', { name: 'Song id or link' });
    await user.type(field, 'not a song');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not an id nor a music.163.com link');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('[ROUTE-30] /playlist opens a playlist by id and features one', async () => {
    const user = userEvent.setup();
    await renderMusicPage(PlaylistIndexPage, '/archive/music/playlist');
    expect(screen.getByRole('link', { name: '测试歌单 Fixture playlist' })).toHaveAttribute(
      'href',
      '/archive/music/playlist/900001',
    );
    await user.type(screen.getByRole('textbox', { name: 'Playlist id or link' }), '123{Enter}');
    expect(await currentPath()).toBe('/archive/music/playlist/123');
  });

  it('[ROUTE-31] /radio opens a radio by pasted link and features one', async () => {
    const user = userEvent.setup();
    await renderMusicPage(RadioIndexPage, '/archive/music/radio');
    expect(screen.getByRole('link', { name: '测试电台 Fixture radio' })).toHaveAttribute(
      'href',
      '/archive/music/radio/900002',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Radio id or link' }),
      'https://music.163.com/#/djradio?id=42{Enter}',
    );
    expect(await currentPath()).toBe('/archive/music/radio/42');
  });

  it('[ROUTE-32] /all_server lists the five servers', async () => {
    await renderMusicPage(AllServerPage, '/archive/music/all_server');
    const list = screen.getByRole('list', { name: 'Music services' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['netease', 'tencent', 'kugou', 'kuwo', 'baidu'].map((s) => `/archive/music/all_server/${s}`));
  });

  it('[ROUTE-32] /all_server/:server opens a playlist id of that server; an unknown server is not found', async () => {
    const user = userEvent.setup();
    const first = await renderMusicPage(
      ServerPage,
      '/archive/music/all_server/kuwo',
      '/archive/music/all_server/:server',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kuwo playlists' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fixture playlist' })).toHaveAttribute(
      'href',
      '/archive/music/all_server/kuwo/900003',
    );
    await user.type(screen.getByRole('textbox', { name: 'Playlist id' }), 'abc_1-2{Enter}');
    expect(await currentPath()).toBe('/archive/music/all_server/kuwo/abc_1-2');
    first.unmount();
    await renderMusicPage(ServerPage, '/archive/music/all_server/spotify', '/archive/music/all_server/:server');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such music service.');
  });
});
