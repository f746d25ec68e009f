import { lrcFieldNames } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountStore } from '../../../../../features/account/store.ts';
import { resetPlayerStore, usePlayerStore } from '../../../../../features/player/store.ts';
import { clearToasts } from '../../../../../ui/toast-store.ts';
import { envelope, json, mockMusicFetch, renderMusicPage, siteSong } from '../music-test-utils.ts';
import SongPage from './id.tsx';
import SongsPage from './index.tsx';

const guest = useAccountStore.getState();
beforeEach(() => {
  resetPlayerStore();
  clearToasts();
  useAccountStore.setState({ is_admin: guest.is_admin, tokenid: guest.tokenid });
});

const page = (items: ReturnType<typeof siteSong>[], total: number, n = 1) =>
  envelope({ items, total, page: n, page_size: 20 });

const lrc = (fields: Record<string, string>) =>
  Object.fromEntries(lrcFieldNames.map((name) => [name, fields[name] ?? '']));

describe('/archive/music/songs', () => {
  it('[ROUTE-28] lists the page of songs the address names, with a page bar', async () => {
    const fetch = mockMusicFetch({
      'get_songs.php': (url: URL) => page([siteSong(21), siteSong(22)], 45, Number(url.searchParams.get('page'))),
    });
    await renderMusicPage(SongsPage, '/archive/music/songs?page=2', '/archive/music/songs');
    const list = await screen.findByRole('list', { name: 'Songs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Song 21' })).toHaveAttribute('href', '/archive/music/songs/21');
    expect(screen.getByText('45 songs')).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Song pages' });
    expect(within(bar).getByRole('link', { name: /3/ })).toHaveAttribute('href', '/archive/music/songs?page=3');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('page=2');
  });

  it('[ROUTE-28] [ROLE-02] a guest plays a song, adds another, and plays the whole page', async () => {
    mockMusicFetch({ 'get_songs.php': page([siteSong(1), siteSong(2), siteSong(3)], 3) });
    const user = userEvent.setup();
    await renderMusicPage(SongsPage, '/archive/music/songs');
    await user.click(await screen.findByRole('button', { name: 'Play Song 2' }));
    expect(usePlayerStore.getState().current_song?.song_key).toBe('local:2');
    await user.click(screen.getByRole('button', { name: 'Add Song 3 to queue' }));
    expect(usePlayerStore.getState().queue.map((s) => s.song_key)).toEqual(['local:2', 'local:3']);
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    const state = usePlayerStore.getState();
    expect(state.queue.map((s) => s.song_key)).toEqual(['local:2', 'local:3', 'local:1']);
    expect(state.current_song?.song_key).toBe('local:1');
  });

  it('[ROUTE-28] shows the empty and the error state', async () => {
    mockMusicFetch({ 'get_songs.php': page([], 0) });
    const first = await renderMusicPage(SongsPage, '/archive/music/songs');
    expect(await screen.findByText('No songs yet.')).toBeInTheDocument();
    first.unmount();
    mockMusicFetch({ 'get_songs.php': json(envelope(null, 'error', 'invalid_input'), 400) });
    await renderMusicPage(SongsPage, '/archive/music/songs');
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was not valid.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/archive/music/songs/:id', () => {
  it('[ROUTE-29] shows the song, its lyric types and its comment thread; Play makes it current', async () => {
    const fetch = mockMusicFetch({
      'get_song_detail.php': envelope({
        ...siteSong(7, { _title_cn: '第七首', _album_name: 'Album 7', song_duration: 95 }),
        lrc: lrc({ lrc_word: '[00:01.00]<00:01.00,0.5>a', lrc_word_cn: '[00:01.00]甲', lrc_row: '[00:01.00]a' }),
      }),
      'get_comments.php': envelope({ items: [], total: 0 }),
    });
    const user = userEvent.setup();
    await renderMusicPage(SongPage, '/archive/music/songs/7', '/archive/music/songs/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Song 7' })).toBeInTheDocument();
    expect(screen.getByText('第七首')).toBeInTheDocument();
    expect(screen.getByText('1:35')).toBeInTheDocument();
    expect(screen.getByText('Word by word')).toBeInTheDocument();
    expect(screen.getByText('Line by line')).toBeInTheDocument();
    expect(screen.queryByText('TTML word by word')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Comments' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const current = usePlayerStore.getState().current_song;
    expect(current?.song_key).toBe('local:7');
    expect(current).not.toHaveProperty('lrc');
    const urls = fetch.mock.calls.map(([input]) => String(input));
    expect(
      urls.some((u) => u.includes('get_comments.php') && u.includes(encodeURIComponent('/archive/music/songs/7'))),
    ).toBe(true);
  });

  it('[ROUTE-29] an unknown song shows the not-found text with a way back', async () => {
    mockMusicFetch({ 'get_song_detail.php': json(envelope(null, 'error', 'song_not_found'), 404) });
    await renderMusicPage(SongPage, '/archive/music/songs/404', '/archive/music/songs/:id');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Song not found.');
    expect(within(alert).getByRole('link', { name: 'Back to all songs' })).toHaveAttribute(
      'href',
      '/archive/music/songs',
    );
  });
});

describe('/archive/music/songs for an admin', () => {
  it('[ROUTE-28] an admin gets the "Add song" button; a guest does not', async () => {
    mockMusicFetch({ 'get_songs.php': page([siteSong(1)], 1) });
    const first = await renderMusicPage(SongsPage, '/archive/music/songs');
    await screen.findByRole('list', { name: 'Songs' });
    expect(screen.queryByRole('button', { name: 'Add song' })).not.toBeInTheDocument();
    first.unmount();
    useAccountStore.setState({ is_admin: true, tokenid: 'admin-token' });
    await renderMusicPage(SongsPage, '/archive/music/songs');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add song' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
