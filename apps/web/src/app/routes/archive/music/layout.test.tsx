import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPlayerStore, usePlayerStore } from '../../../../features/player/store.ts';
import { clearToasts } from '../../../../ui/toast-store.ts';
import MusicLayout from './layout.tsx';
import { musicI18n, siteSong } from './music-test-utils.ts';
import PlayerPage from './player.tsx';

beforeEach(() => {
  resetPlayerStore();
  clearToasts();
  // jsdom implements no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

async function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/archive/music',
        Component: MusicLayout,
        children: [
          { index: true, Component: () => <h1>Music home</h1> },
          { path: 'player', Component: PlayerPage },
        ],
      },
      { path: '/blog', Component: () => <h1>Blog</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={await musicI18n()}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('the music app layout', () => {
  it('[ROUTE-25] [PLAY-33] [PLAY-34] holds the player under /archive/music; leaving stops it and empties the queue', async () => {
    const router = await renderApp('/archive/music');
    expect(await screen.findByRole('heading', { name: 'Music home' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Player' })).toBeInTheDocument();
    expect(usePlayerStore.getState().active).toBe(true);
    act(() => usePlayerStore.getState().addSongs([siteSong(1), siteSong(2)]));
    await act(() => router.navigate('/archive/music/player'));
    expect(usePlayerStore.getState().queue).toHaveLength(2);
    expect(usePlayerStore.getState().active).toBe(true);
    await act(() => router.navigate('/blog'));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(usePlayerStore.getState()).toMatchObject({ active: false, queue: [], current_song_state: 'none' });
  });

  it('[ROUTE-25] the mini player opens the full player, which closes when the route changes', async () => {
    const router = await renderApp('/archive/music');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open the full player' }));
    expect(await screen.findByRole('dialog', { name: 'Full-screen player' })).toBeInTheDocument();
    await act(() => router.navigate('/archive/music/player'));
    expect(usePlayerStore.getState().open.full_player).toBe(false);
  });

  it('[ROUTE-26] [LAYOUT-18] the player page shows the queue and the lyrics and marks the single-page player open', async () => {
    const router = await renderApp('/archive/music/player');
    expect(await screen.findByRole('heading', { level: 1, name: 'Player' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lyrics' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Play queue/ })).toBeInTheDocument();
    expect(usePlayerStore.getState().open.single_page_player).toBe(true);
    await act(() => router.navigate('/archive/music'));
    expect(await screen.findByRole('heading', { name: 'Music home' })).toBeInTheDocument();
    expect(usePlayerStore.getState().open.single_page_player).toBe(false);
  });
});
