import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { useToastStore } from '../../../ui/toast-store.ts';
import { type PlayerAudioPort, setPlayerAudioPort } from '../audio-port.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { resetPlayer, testSong, testSongs } from '../test/songs.ts';
import { MiniPlayer } from './mini-player.tsx';

const store = () => usePlayerStore.getState();
let calls: string[];

beforeAll(async () => {
  await createI18n('en', ['player']);
});
beforeEach(() => {
  resetPlayer(testSongs(3));
  calls = [];
  const port: PlayerAudioPort = {
    load: (s) => calls.push(`load ${s.song_key}`),
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    seek: (t) => calls.push(`seek ${t}`),
    restart: () => calls.push('restart'),
    stop: () => calls.push('stop'),
  };
  setPlayerAudioPort(port);
});
afterEach(() => setPlayerAudioPort(null));

/** Makes song `index` current and playing, with a known duration. */
function playing(index: number, duration = 200) {
  act(() => {
    store().selectIndex(index);
    store().setSongState('playing');
    store().setDuration(duration);
  });
}

describe('MiniPlayer', () => {
  it('shows the current song’s title, artist and cover, or the not-playing text', () => {
    render(<MiniPlayer />);
    expect(screen.getByRole('region', { name: 'Player' })).toHaveTextContent('Not playing');
    playing(1);
    expect(screen.getByText('Song 2')).toBeInTheDocument();
    expect(screen.getByText('Artist 2')).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/media/covers/2.jpg');
  });

  it('[PLAY-03] [PLAY-04] the play button starts item 0, then toggles pause and play', async () => {
    const user = userEvent.setup();
    render(<MiniPlayer />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(calls).toEqual(['load local:1']);
    act(() => store().setSongState('playing'));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(calls.at(-1)).toBe('pause');
    act(() => store().setSongState('paused'));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(calls.at(-1)).toBe('play');
  });

  it('[PLAY-05] [ERR-23] play with an empty queue shows the error toast', async () => {
    resetPlayer();
    const user = userEvent.setup();
    render(<MiniPlayer />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        'Cannot start playback: the queue is empty',
      ),
    );
    expect(store().current_song_state).toBe('none');
  });

  it('[PLAY-38] previous and next are disabled with no current song', () => {
    render(<MiniPlayer />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('[PLAY-39] [PLAY-40] list mode disables previous at the first and next at the last song', async () => {
    const user = userEvent.setup();
    render(<MiniPlayer />);
    playing(0);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(store().current_song_index).toBe(1);
    playing(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    act(() => {
      usePlayerSettings.getState().setPlayerSetting('next_song', 'list_loop');
    });
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('[PLAY-15] [PLAY-16] the mode button cycles and is labelled Order, Shuffle, Single loop (reading: docs/decisions/0018)', async () => {
    const user = userEvent.setup();
    render(<MiniPlayer />);
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      const button = screen.getByRole('button', { name: /^Play mode:/ });
      names.push(`${button.getAttribute('aria-label')} (${usePlayerSettings.getState().next_song})`);
      await user.click(button);
    }
    expect(names).toEqual([
      'Play mode: Order (list)',
      'Play mode: Shuffle (random)',
      'Play mode: Order (list_loop)',
      'Play mode: Single loop (single_loop)',
      'Play mode: Order (list)',
    ]);
    act(() => {
      usePlayerSettings.getState().setPlayerSetting('next_song', 'stop');
    });
    expect(screen.getByRole('button', { name: 'Play mode: Stop after this song' })).toBeInTheDocument();
  });

  it('[PLAY-41] [PLAY-42] [PLAY-43] the volume button mutes and restores', async () => {
    const user = userEvent.setup();
    render(<MiniPlayer />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveValue('0.4');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(usePlayerSettings.getState().volume).toBe(0);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(usePlayerSettings.getState().volume).toBe(0.4);
  });

  it('[PLAY-57] the volume slider runs 0..1 in steps of 0.01', () => {
    render(<MiniPlayer />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.01');
    fireEvent.change(slider, { target: { value: '0.73' } });
    expect(usePlayerSettings.getState().volume).toBe(0.73);
  });

  it('[PLAY-35] [PLAY-36] dragging the progress bar pauses and releasing resumes', () => {
    render(<MiniPlayer />);
    playing(0);
    const slider = screen.getByRole('slider', { name: 'Progress' });
    fireEvent.pointerDown(slider, { button: 0 });
    expect(calls.at(-1)).toBe('pause'); // no audio element attached: the store toggles
    act(() => store().setSongState('paused'));
    fireEvent.change(slider, { target: { value: '80' } });
    expect(slider).toHaveValue('80');
    expect(calls.filter((c) => c.startsWith('seek'))).toEqual([]);
    fireEvent.pointerUp(slider);
    expect(calls.slice(-2)).toEqual(['seek 80', 'play']);
  });

  it('[PLAY-37] releasing leaves a paused song paused', () => {
    render(<MiniPlayer />);
    playing(0);
    act(() => store().setSongState('paused'));
    const slider = screen.getByRole('slider', { name: 'Progress' });
    fireEvent.pointerDown(slider, { button: 0 });
    fireEvent.change(slider, { target: { value: '30' } });
    fireEvent.pointerUp(slider);
    expect(calls).toEqual(['load local:1', 'seek 30']);
  });

  it('the progress slider seeks from the keyboard and says its value', () => {
    render(<MiniPlayer />);
    playing(0, 125);
    const slider = screen.getByRole('slider', { name: 'Progress' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 2:05');
    fireEvent.change(slider, { target: { value: '61' } });
    expect(calls.at(-1)).toBe('seek 61');
    expect(slider).toHaveAttribute('aria-valuetext', '1:01 of 2:05');
  });

  it('[FPLAY-20] the time display shows the duration or the time left, and switches on click', async () => {
    const user = userEvent.setup();
    render(<MiniPlayer />);
    playing(0, 125);
    act(() => store().setTime(20));
    expect(screen.getByRole('button', { name: 'Duration' })).toHaveTextContent('2:05');
    await user.click(screen.getByRole('button', { name: 'Duration' }));
    expect(usePlayerSettings.getState().time_display).toBe('left');
    expect(screen.getByRole('button', { name: 'Time left' })).toHaveTextContent('-1:45');
  });

  it('opens the full player', async () => {
    const user = userEvent.setup();
    render(<MiniPlayer />);
    await user.click(screen.getByRole('button', { name: 'Open the full player' }));
    expect(store().open.full_player).toBe(true);
  });

  it('falls back to the music icon when the cover fails', () => {
    render(<MiniPlayer />);
    act(() => store().playSong(testSong(8)));
    const img = document.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(document.querySelector('img')).toBeNull();
  });
});
