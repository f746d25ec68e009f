import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usePlayerPresence } from '../../features/player/presence.ts';
import { resetPlayerStore, usePlayerStore } from '../../features/player/store.ts';
import { createI18n } from '../../lib/i18n.ts';
import { MusicButton } from './music-button.tsx';

const store = () => usePlayerStore.getState();

beforeAll(async () => {
  await createI18n('en', ['layout']);
});
beforeEach(() => {
  resetPlayerStore();
});

function renderButton() {
  return render(
    <MemoryRouter>
      <MusicButton />
    </MemoryRouter>,
  );
}

describe('header music button', () => {
  it('[LAYOUT-16] with the player not active it shows the tip and the link to /archive/music', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Music player' }));
    expect(await screen.findByText('The player is not running on some pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the music app' })).toHaveAttribute('href', '/archive/music');
    expect(store().open.full_player).toBe(false);
  });

  it('[LAYOUT-17] with the player active it opens the full player', async () => {
    renderButton();
    act(() => store().setActive(true));
    expect(usePlayerPresence.getState().active).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Music player' }));
    expect(store().open.full_player).toBe(true);
    expect(screen.queryByText('The player is not running on some pages.')).toBeNull();
  });

  it('[LAYOUT-18] with the single-page player open it does not open the full player', async () => {
    renderButton();
    act(() => {
      store().setActive(true);
      store().setOpen('single_page_player', true);
    });
    const button = screen.getByRole('button', { name: 'Music player' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(store().open.full_player).toBe(false);
    act(() => store().setOpen('single_page_player', false));
    await userEvent.click(button);
    expect(store().open.full_player).toBe(true);
  });

  it('[LAYOUT-16] leaving the music app brings the tip back', async () => {
    renderButton();
    act(() => store().setActive(true));
    act(() => store().setActive(false));
    await userEvent.click(screen.getByRole('button', { name: 'Music player' }));
    expect(await screen.findByText('The player is not running on some pages.')).toBeInTheDocument();
  });
});
