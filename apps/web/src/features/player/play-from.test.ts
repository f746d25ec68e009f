import type { SongSummary } from '@site/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { playSongFrom } from './play-from.ts';
import { resetPlayerStore, usePlayerStore } from './store.ts';

const song = { song_key: 'local-demo', song_source: 'local', song_id: 'demo', title: 'Lantern Lodge' } as SongSummary;

afterEach(() => resetPlayerStore());

describe('playSongFrom (issue 22 point 4)', () => {
  it('plays the song and seeks to the time once its duration is known, not before (the new source would lose it)', () => {
    playSongFrom(song, 7.2);
    const state = () => usePlayerStore.getState();
    expect(state().current_song?.song_key).toBe('local-demo');
    expect(state().current_song_state).toBe('loading');
    usePlayerStore.setState({ playing_current_time: 0 });
    expect(state().playing_current_time).toBe(0);
    state().setDuration(36);
    expect(state().playing_current_time).toBe(7.2);
    // Once only: a later duration report (or the song playing) does not seek again.
    state().setTime(9);
    state().setDuration(36.5);
    expect(state().playing_current_time).toBe(9);
  });

  it('a refused autoplay leaves the song paused at the time (the player’s press-play state)', () => {
    playSongFrom(song, 7.2);
    usePlayerStore.getState().setSongState('paused');
    expect(usePlayerStore.getState()).toMatchObject({ current_song_state: 'paused', playing_current_time: 7.2 });
  });

  it('stops waiting when cancelled, when the song fails or when another song is made current', () => {
    const cancel = playSongFrom(song, 7.2);
    cancel();
    usePlayerStore.getState().setDuration(36);
    expect(usePlayerStore.getState().playing_current_time).toBe(0);

    playSongFrom(song, 5);
    usePlayerStore.getState().playSong({ ...song, song_key: 'other', title: 'Other' });
    usePlayerStore.getState().setDuration(30);
    expect(usePlayerStore.getState().playing_current_time).toBe(0);
  });
});
