import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountStore } from '../../../../features/account/store.ts';
import { resetPlayerStore } from '../../../../features/player/store.ts';
import MusicHomePage from './index.tsx';
import { envelope, mockMusicFetch, renderMusicPage } from './music-test-utils.ts';
import NcmSongIndexPage from './ncm_song/index.tsx';
import PlatformsPage from './platforms.tsx';

// Issue 19, point 4: with NCM_API_BASE and METING_API_BASE unset, the music pages advertised sources that only lead to
// "not set up" pages, and the NCM songs page logged a 503 on every visit. They now offer what the server has set up.

const unset = { 'get_sources.php': envelope({ ncm: false, meting: false }) };

beforeEach(() => {
  resetPlayerStore();
  useAccountStore.setState({ is_admin: false, active_character: null });
});

describe('music sources the server has not set up', () => {
  it('[ROUTE-25] the music home has no cards for them', async () => {
    const fetch = mockMusicFetch({
      ...unset,
      'get_songs.php': envelope({ items: [], total: 0, page: 1, page_size: 6 }),
    });
    await renderMusicPage(MusicHomePage, '/archive/music');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('get_sources.php'))).toBe(true));
    expect(await screen.findByRole('link', { name: /^Platforms/ })).toBeInTheDocument();
    for (const name of ['NCM songs', 'Playlists', 'Radio', 'Other sources'])
      expect(screen.queryByRole('link', { name: new RegExp(`^${name}`) })).toBeNull();
  });

  it('[ROUTE-27] the platforms page keeps custom music only, and tells the admin what to set', async () => {
    mockMusicFetch(unset);
    useAccountStore.setState({
      is_admin: true,
      active_character: { cid: 1, ctype: 'admin', nickname: 'Admin', avatar_url: '' },
    });
    await renderMusicPage(PlatformsPage, '/archive/music/platforms');
    expect(await screen.findByRole('note')).toHaveTextContent('NCM_API_BASE');
    expect(screen.getByRole('note')).toHaveTextContent('Configuration');
    expect(screen.queryByRole('textbox', { name: 'NetEase Cloud Music id or link' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Other sources' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Audio address' })).toBeInTheDocument();
  });

  it('[ROUTE-27] a visitor is not told about server settings', async () => {
    mockMusicFetch(unset);
    await renderMusicPage(PlatformsPage, '/archive/music/platforms');
    await screen.findByRole('textbox', { name: 'Audio address' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('[ROUTE-33] the NCM songs page asks the unset upstream nothing (no 503 logged)', async () => {
    const fetch = mockMusicFetch(unset);
    await renderMusicPage(NcmSongIndexPage, '/archive/music/ncm_song');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('get_sources.php'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/ncm/'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'WHITE NIGHT (不眠之夜) — HOYO-MiX' })).toBeInTheDocument();
  });
});
