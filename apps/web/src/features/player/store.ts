import { create } from 'zustand';
import { playerAudioPort as port } from './audio-port.ts';
import { loadLyrics } from './lyric-loader.ts';
import { initialPlayerState, type PlayerState, type PlayerStore, type QueueItem } from './player-state.ts';
import { playerToast } from './player-toast.ts';
import { usePlayerPresence } from './presence.ts';
import {
  canStep,
  clampSeek,
  cycleNextSong,
  endedIndex,
  indexAfterRemove,
  stepIndex,
  toggleMuteLevel,
} from './queue-rules.ts';
import { usePlayerSettings } from './settings-store.ts';

const mode = () => usePlayerSettings.getState().next_song;

/**
 * The player store (spec section 3 "Player state", section 4 "Playback"). Read with a selector
 * (`usePlayerStore((s) => s.current_song_state)`), act with its actions (`usePlayerStore.getState().next()`).
 * Audio goes through the registered `PlayerAudioPort`; the settings (volume, next_song) live in
 * `usePlayerSettings`.
 */
export const usePlayerStore = create<PlayerStore>((set, get) => {
  /**
   * Makes `index` current [PLAY-23..28]: time 0, duration unknown, lyrics not ready; state loading, the audio
   * engine loads it and, in the music app, its lyrics load [PLAY-27]; or state none for no song. The same
   * index again restarts it.
   */
  const makeCurrent = (index: number) => {
    const { queue, current_song_index } = get();
    const song = queue[index] ?? null;
    if (song !== null && index === current_song_index && get().current_song_state !== 'none') {
      set({ playing_current_time: 0 });
      const audio = port();
      if (audio) audio.restart();
      else set({ current_song_state: 'playing' });
      return;
    }
    set({
      current_song: song,
      current_song_index: song === null ? -1 : index,
      current_song_state: song === null ? 'none' : 'loading',
      playing_current_time: 0,
      playing_duration: -1,
      lyrics: { ready: false, lrc_data: [] },
    });
    loadLyrics(get().active ? song : null, get().setLyrics);
    if (song === null) port()?.stop();
    else port()?.load(song);
  };

  const step = (direction: 1 | -1) => {
    const { queue, current_song_index } = get();
    const target = stepIndex(mode(), direction, current_song_index, queue.length);
    if (target !== null) makeCurrent(target);
  };

  const play = () => {
    const audio = port();
    if (audio) audio.play();
    else set({ current_song_state: 'playing' });
  };
  const pause = () => {
    const audio = port();
    if (audio) audio.pause();
    else set({ current_song_state: 'paused' });
  };

  return {
    ...initialPlayerState,

    addSong(song) {
      if (get().queue.some((s) => s.song_key === song.song_key)) {
        void playerToast('toast.song_exists', {}, { status: 'error', group: 'player-song-exists' }); // [ERR-28]
        return false;
      }
      set({ queue: [...get().queue, song] });
      void playerToast('toast.song_added', { title: song.title }, { status: 'success' }); // [ERR-29]
      return true;
    },

    addSongs(songs) {
      const keys = new Set(get().queue.map((s) => s.song_key));
      const fresh: QueueItem[] = [];
      for (const song of songs) {
        if (keys.has(song.song_key)) continue;
        keys.add(song.song_key);
        fresh.push(song);
      }
      if (fresh.length > 0) set({ queue: [...get().queue, ...fresh] });
      return fresh.length;
    },

    playSong(song) {
      let index = get().queue.findIndex((s) => s.song_key === song.song_key);
      if (index < 0) {
        get().addSong(song);
        index = get().queue.length - 1;
      }
      if (index === get().current_song_index && get().current_song_state !== 'none') {
        if (get().current_song_state === 'paused') play();
        return;
      }
      makeCurrent(index);
    },

    selectIndex(index) {
      const { queue, current_song_index } = get();
      if (index < 0 || index >= queue.length) return;
      if (index === current_song_index && get().current_song_state !== 'none')
        get().playPause(); // [PLAY-17]
      else makeCurrent(index); // [PLAY-18]
    },

    removeIndex(index) {
      const { queue, current_song_index } = get();
      if (index < 0 || index >= queue.length) return;
      const nextQueue = queue.filter((_, i) => i !== index);
      const after = indexAfterRemove(current_song_index, index);
      if (after.stopped) {
        // [PLAY-19..21] the current song is gone: stop, no current index, time back to 0.
        set({
          queue: nextQueue,
          current_song: null,
          current_song_index: -1,
          current_song_state: 'none',
          playing_current_time: 0,
          playing_duration: -1,
          lyrics: { ready: false, lrc_data: [] },
        });
        loadLyrics(null, get().setLyrics);
        port()?.stop();
        return;
      }
      set({ queue: nextQueue, current_song_index: after.index }); // [PLAY-22]
    },

    playPause() {
      const { queue, current_song_index, current_song_state } = get();
      if (current_song_state === 'playing') pause();
      else if (current_song_state === 'paused') play();
      else if (current_song_state === 'none') {
        if (queue.length === 0) {
          void playerToast('toast.empty_queue', {}, { status: 'error', group: 'player-empty-queue' }); // [ERR-23][PLAY-05]
          return;
        }
        // [PLAY-03] the first play starts item 0 (a song that failed is tried again).
        makeCurrent(current_song_index >= 0 ? current_song_index : 0);
      }
    },

    next: () => step(1),
    previous: () => step(-1),

    songEnded() {
      const { queue, current_song_index } = get();
      const target = endedIndex(mode(), current_song_index, queue.length);
      if (target === null) {
        set({ current_song_state: 'paused' }); // [PLAY-13] stop / end of the list: nothing further plays
        return;
      }
      makeCurrent(target); // [PLAY-14]
    },

    seek(time_s) {
      if (get().current_song === null) return;
      const target = clampSeek(time_s, get().playing_duration);
      set({ playing_current_time: target });
      port()?.seek(target);
    },

    seekBy(delta_s) {
      // From the element's position: the store's time trails it by up to a time update (~250 ms), or more
      // right after a seek whose time update has not arrived yet.
      const now = port()?.currentTime?.() ?? get().playing_current_time;
      get().seek(now + delta_s);
    },

    cycleMode() {
      usePlayerSettings.getState().setPlayerSetting('next_song', cycleNextSong(mode()));
    },

    canPrevious: () => canStep(mode(), -1, get().current_song_index, get().queue.length),
    canNext: () => canStep(mode(), 1, get().current_song_index, get().queue.length),

    toggleMute() {
      const result = toggleMuteLevel(usePlayerSettings.getState().volume, get().muted_volume);
      set({ muted_volume: result.remembered });
      usePlayerSettings.getState().setPlayerSetting('volume', result.volume);
    },

    setVolume(volume) {
      usePlayerSettings.getState().setPlayerSetting('volume', volume);
    },

    setOpen(flag, value) {
      if (get().open[flag] === value) return;
      set({ open: { ...get().open, [flag]: value } });
    },

    showPanel(panel) {
      set({ full_player_show: { lrc: panel === 'lrc', queue: panel === 'queue', header: panel !== null } });
    },

    updateSong(song_key, fields) {
      const patch = (s: QueueItem) => (s.song_key === song_key ? { ...s, ...fields, song_key } : s);
      const current = get().current_song;
      set({ queue: get().queue.map(patch), current_song: current === null ? null : patch(current) });
    },

    setSongState(state) {
      if (get().current_song === null && state !== 'none') return;
      set({ current_song_state: state });
    },
    setTime(time_s) {
      if (Number.isFinite(time_s) && time_s !== get().playing_current_time) set({ playing_current_time: time_s });
    },
    setDuration(duration_s) {
      const value = Number.isFinite(duration_s) && duration_s >= 0 ? duration_s : -1;
      if (value !== get().playing_duration) set({ playing_duration: value });
    },

    setLyrics(song_key, lrc_data) {
      if (get().current_song?.song_key !== song_key) return;
      set({ lyrics: { ready: true, lrc_data } });
    },

    failSong(song_key) {
      const song = get().current_song;
      if (song?.song_key !== song_key) return;
      set({ current_song_state: 'none' }); // [PLAY-31]
      port()?.stop();
      void playerToast('toast.cannot_play', { title: song.title }, { status: 'error' }); // [ERR-24][ERR-25]
    },

    setActive(active) {
      if (active) {
        set({ active: true });
        return;
      }
      // [PLAY-33][PLAY-34] leaving the music app: stop, detach, empty the queue.
      loadLyrics(null, get().setLyrics);
      port()?.stop();
      set({ ...initialPlayerState, muted_volume: get().muted_volume });
    },
  };
});

/** Puts the store back to its first state (tests). */
export function resetPlayerStore(): void {
  usePlayerStore.setState({ ...initialPlayerState });
}

// The header reads the player through the small presence store (presence.ts).
function syncPresence(state: PlayerState): void {
  const presence = usePlayerPresence.getState();
  if (presence.active !== state.active || presence.single_page_player !== state.open.single_page_player)
    usePlayerPresence.setState({ active: state.active, single_page_player: state.open.single_page_player });
}
usePlayerStore.subscribe(syncPresence);
usePlayerPresence.setState({
  openFullPlayer: () => usePlayerStore.getState().setOpen('full_player', true),
});
