import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAudioElement } from '../audio-engine.ts';
import { usePlayerPresence } from '../presence.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { mockFetch } from '../test/fetch.ts';
import { resetPlayer, testSong } from '../test/songs.ts';
import { PlayerHost } from './player-host.tsx';

const store = () => usePlayerStore.getState();

beforeEach(() => {
  resetPlayer();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

describe('PlayerHost', () => {
  it('[ROLE-02] [LAYOUT-16] mounting makes the player active with an audio element, for any visitor', async () => {
    mockFetch({});
    const { unmount } = render(<PlayerHost />);
    expect(store().active).toBe(true);
    expect(usePlayerPresence.getState().active).toBe(true);
    const audio = getAudioElement();
    expect(audio).not.toBeNull();
    store().playSong(testSong(1));
    await vi.waitFor(() => expect(audio?.getAttribute('src')).toBe('/media/audio/1.mp3'));
    unmount();
  });

  it('[PLAY-33] [PLAY-34] unmounting (leaving the music app) stops, detaches the audio and empties the queue', async () => {
    mockFetch({});
    const { unmount } = render(<PlayerHost />);
    const audio = getAudioElement();
    store().addSongs([testSong(1), testSong(2)]);
    store().selectIndex(0);
    await vi.waitFor(() => expect(audio?.getAttribute('src')).toBe('/media/audio/1.mp3'));
    audio?.dispatchEvent(new Event('playing'));
    expect(store().current_song_state).toBe('playing');
    unmount();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(audio?.getAttribute('src')).toBeNull();
    expect(getAudioElement()).toBeNull();
    expect(store()).toMatchObject({ active: false, queue: [], current_song: null, current_song_state: 'none' });
    expect(usePlayerPresence.getState().active).toBe(false);
  });

  it('[PLAY-59] wires the keyboard shortcuts while mounted', () => {
    const { unmount } = render(<PlayerHost />);
    store().addSongs([testSong(1)]);
    store().selectIndex(0);
    store().setSongState('paused');
    store().setOpen('full_player', true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', cancelable: true }));
    expect(getAudioElement()?.volume).toBe(0.5);
    unmount();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', cancelable: true }));
    expect(usePlayerSettings.getState().volume).toBe(0.5);
  });
});
