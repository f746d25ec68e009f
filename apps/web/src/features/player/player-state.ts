import type { SongSummary } from '@site/contracts';
import type { LyricEntry } from '@site/lyrics';
import type { SongState } from './queue-rules.ts';

/**
 * A queue item [PLAY-47][PLAY-48]: a song as the lists give it, which names where its lyrics come from
 * (`song_source` with `song_id`, `ncm_id` or `lrc_url`; see `lyric-loader.ts`), or, for a custom song whose
 * lyric file was picked in the browser (ROUTE-27), the lyrics themselves in `lrc_data`.
 */
export type QueueItem = SongSummary & { lrc_data?: LyricEntry[] };

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

/** Player state [PLAY-46][FPLAY-09]. */
export type PlayerState = {
  queue: QueueItem[];
  current_song: QueueItem | null;
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
  addSong: (song: QueueItem) => boolean;
  /** Adds every song not yet in the queue, silently; returns how many were added. */
  addSongs: (songs: QueueItem[]) => number;
  /** Adds the song if absent (toast ERR-29), makes it current and plays it; already current: plays if not playing. */
  playSong: (song: QueueItem) => void;
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

/** The store's first state. */
export const initialPlayerState: PlayerState = {
  queue: [],
  current_song: null,
  current_song_index: -1,
  current_song_state: 'none',
  playing_current_time: 0,
  playing_duration: -1,
  active: false,
  open: {
    header_tip: false,
    full_player: false,
    single_page_player: false,
    settings: false,
    lrc_file: false,
    metadata: false,
  },
  full_player_show: { lrc: false, queue: false, header: false },
  lyrics: { ready: false, lrc_data: [] },
  muted_volume: null,
};
