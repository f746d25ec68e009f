import type { SongSummary } from '@site/contracts';
import type { LyricEntry } from '@site/lyrics';
import { create } from 'zustand';
import { playerToast } from './player-toast.ts';
import { usePlayerPresence } from './presence.ts';
import {
  canStep,
  clampSeek,
  cycleNextSong,
  endedIndex,
  indexAfterRemove,
  type SongState,
  stepIndex,
  toggleMuteLevel,
} from './queue-rules.ts';
import { usePlayerSettings } from './settings-store.ts';

/** The player's open flags [FPLAY-09]. */
export type PlayerOpenFlags = {
  header_tip: boolean;
  full_player: boolean;
  single_page_player: boolean;
  settings: boolean;
  lrc_file: boolean;
  metadata: boolean;
};
export type PlayerOpenFlag = keyof PlayerOpenFlags;

/** Which right-hand panel of the full player shows, and the narrow header [FPLAY-03][FPLAY-09]. */
export type FullPlayerShow = { lrc: boolean; queue: boolean; header: boolean };

/** The current song's lyrics: `ready` once fetched (also when there are none [LYR-29]). */
export type PlayerLyrics = { ready: boolean; lrc_data: LyricEntry[] };

/**
 * What the store asks of the audio element (audio-engine.ts registers itself with `setPlayerAudioPort`).
 * The state follows the element's events, not these calls [PLAY-29][PLAY-30].
 */
export interface PlayerAudioPort {
  /** Loads `song` (its audio address and lyrics) and plays it once loaded [PLAY-26..28][PLAY-32]. */
  load(song: SongSummary): void;
  play(): void;
  pause(): void;
  /** Seconds. */
  seek(time_s: number): void;
  /** The element's own playback position in seconds (ahead of the store's, which follows its time updates). */
  currentTime?(): number;
  /** Back to 0 and play (single_loop, the same song again). */
  restart(): void;
  /** Stops playback and drops the source (the current song is gone) [PLAY-19]. */
  stop(): void;
}

let port: PlayerAudioPort | null = null;

/** Connects the audio engine (null disconnects it). Without one, play/pause set the state directly. */
export function setPlayerAudioPort(next: PlayerAudioPort | null): void {
  port = next;
}

/** Player state [PLAY-46][FPLAY-09]. */
export type PlayerState = {
  queue: SongSummary[];
  current_song: SongSummary | null;
  /** -1 when there is no current song. */
  current_song_index: number;
  /** [PLAY-01] */
  current_song_state: SongState;
  /** Seconds. */
  playing_current_time: number;
  /** Seconds; -1 while unknown [PLAY-02]. */
  playing_duration: number;
  /** The music app under /archive/music holds the player [LAYOUT-16]. */
  active: boolean;
  open: PlayerOpenFlags;
  full_player_show: FullPlayerShow;
  lyrics: PlayerLyrics;
  /** The volume a mute restores; null = none remembered (0.4 then) [PLAY-43]. */
  muted_volume: number | null;
};

/** The actions of `usePlayerStore` (spec section 4 "Playback"). */
export type PlayerActions = {
  /** Adds a song at the end of the queue: true when added (toast ERR-29); false when its song_key is there (toast ERR-28) [PLAY-44][PLAY-45]. */
  addSong: (song: SongSummary) => boolean;
  /** Adds every song not yet in the queue, silently; returns how many were added. */
  addSongs: (songs: SongSummary[]) => number;
  /** Adds the song if absent (toast ERR-29), makes it current and plays it; already current: plays if not playing. */
  playSong: (song: SongSummary) => void;
  /** Clicking a queue row: the current one toggles play/pause [PLAY-17], another becomes current and plays [PLAY-18]. */
  selectIndex: (index: number) => void;
  /** Removes the song at `index` [PLAY-19..22]. */
  removeIndex: (index: number) => void;
  /** Play/pause [PLAY-04]; from none starts item 0 [PLAY-03]; empty queue: toast ERR-23, stays none [PLAY-05]. */
  playPause: () => void;
  /** Next per next_song [PLAY-06..12]. */
  next: () => void;
  /** Previous per next_song [PLAY-06..12]. */
  previous: () => void;
  /** The audio ended: advance per next_song, `stop` stops [PLAY-13][PLAY-14]. Called by the audio engine. */
  songEnded: () => void;
  /** Seeks to `time_s` seconds (clamped to 0..duration). */
  seek: (time_s: number) => void;
  /** Seeks `delta_s` seconds (negative: back) from where the audio is now [PLAY-62][MEDIA-04]. */
  seekBy: (delta_s: number) => void;
  /** The mode button [PLAY-15]. */
  cycleMode: () => void;
  /** Whether previous is enabled [PLAY-38][PLAY-39]. */
  canPrevious: () => boolean;
  /** Whether next is enabled [PLAY-38][PLAY-40]. */
  canNext: () => boolean;
  /** The volume button [PLAY-41..43]. */
  toggleMute: () => void;
  /** Volume 0..1 (ignored outside) [PLAY-49]. */
  setVolume: (volume: number) => void;
  setOpen: (flag: PlayerOpenFlag, value: boolean) => void;
  /** Shows the lyrics, the queue or neither: opening one closes the other [FPLAY-03]. */
  showPanel: (panel: 'lrc' | 'queue' | null) => void;
  /** Local metadata edits of a queued song (the metadata dialog, ROLE-09); song_key stays. */
  updateSong: (song_key: string, fields: Partial<Omit<SongSummary, 'song_key'>>) => void;
  /** The audio engine's reports. */
  setSongState: (state: SongState) => void;
  /** Seconds. */
  setTime: (time_s: number) => void;
  /** Seconds; -1 unknown. */
  setDuration: (duration_s: number) => void;
  /** The lyrics of `song_key` arrived (ignored when it is no longer current). */
  setLyrics: (song_key: string, lrc_data: LyricEntry[]) => void;
  /** The current song could not play [PLAY-31]: state none, toast ERR-24/25 "无法播放此歌曲: {title}". */
  failSong: (song_key: string) => void;
  /** The music app took (true) or released (false) the player; releasing stops and empties the queue [PLAY-33][PLAY-34]. */
  setActive: (active: boolean) => void;
};

export type PlayerStore = PlayerState & PlayerActions;

const closedFlags: PlayerOpenFlags = {
  header_tip: false,
  full_player: false,
  single_page_player: false,
  settings: false,
  lrc_file: false,
  metadata: false,
};

/** The store's first state. */
export const initialPlayerState: PlayerState = {
  queue: [],
  current_song: null,
  current_song_index: -1,
  current_song_state: 'none',
  playing_current_time: 0,
  playing_duration: -1,
  active: false,
  open: closedFlags,
  full_player_show: { lrc: false, queue: false, header: false },
  lyrics: { ready: false, lrc_data: [] },
  muted_volume: null,
};

const mode = () => usePlayerSettings.getState().next_song;

/**
 * The player store (spec section 3 "Player state", section 4 "Playback"). Read with a selector
 * (`usePlayerStore((s) => s.current_song_state)`), act with its actions (`usePlayerStore.getState().next()`).
 * Audio goes through the registered `PlayerAudioPort`; the settings (volume, next_song) live in
 * `usePlayerSettings`.
 */
export const usePlayerStore = create<PlayerStore>((set, get) => {
  /**
   * Makes `index` current [PLAY-23..28]: time 0, duration unknown, lyrics not ready; state loading and the
   * audio engine loads it, or state none for no song. The same index again restarts it.
   */
  const makeCurrent = (index: number) => {
    const { queue, current_song_index } = get();
    const song = queue[index] ?? null;
    if (song !== null && index === current_song_index && get().current_song_state !== 'none') {
      set({ playing_current_time: 0 });
      if (port) port.restart();
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
    if (song === null) port?.stop();
    else port?.load(song);
  };

  const step = (direction: 1 | -1) => {
    const { queue, current_song_index } = get();
    const target = stepIndex(mode(), direction, current_song_index, queue.length);
    if (target !== null) makeCurrent(target);
  };

  const play = () => {
    if (port) port.play();
    else set({ current_song_state: 'playing' });
  };
  const pause = () => {
    if (port) port.pause();
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
      const fresh: SongSummary[] = [];
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
        port?.stop();
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
      port?.seek(target);
    },

    seekBy(delta_s) {
      // From the element's position: the store's time trails it by up to a time update (~250 ms), or more
      // right after a seek whose time update has not arrived yet.
      const now = port?.currentTime?.() ?? get().playing_current_time;
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
      const patch = (s: SongSummary) => (s.song_key === song_key ? { ...s, ...fields, song_key } : s);
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
      port?.stop();
      void playerToast('toast.cannot_play', { title: song.title }, { status: 'error' }); // [ERR-24][ERR-25]
    },

    setActive(active) {
      if (active) {
        set({ active: true });
        return;
      }
      // [PLAY-33][PLAY-34] leaving the music app: stop, detach, empty the queue.
      port?.stop();
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
