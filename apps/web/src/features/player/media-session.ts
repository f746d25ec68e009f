import type { SongSummary } from '@site/contracts';
import type { PlayerState } from './player-state.ts';
import { SEEK_STEP_S } from './queue-rules.ts';
import { usePlayerStore } from './store.ts';

/**
 * The browser's Media Session (spec section 7): the song's metadata for the system's media controls and lock
 * screen, and the actions play, pause, previoustrack, nexttrack, seekbackward, seekforward and seekto
 * [MEDIA-01..05]. Browsers without it are left alone.
 */

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/**
 * The metadata of `song` [MEDIA-01]: title, `_artists_name` as artist, `_album_name` as album, `cover_url` as
 * artwork (none when empty, resolved against the page).
 */
function mediaMetadataInit(song: SongSummary): MediaMetadataInit {
  // A queue item may carry only song_key and title [PLAY-48].
  const cover = song.cover_url ?? '';
  return {
    title: song.title,
    artist: song._artists_name ?? '',
    album: song._album_name ?? '',
    artwork: cover === '' ? [] : [{ src: new URL(cover, window.location.href).toString() }],
  };
}

/** What each action does [MEDIA-02..05]; seek offsets default to the 5 s seek step. Seconds. */
export function mediaActionHandlers(): Partial<Record<MediaSessionAction, MediaSessionActionHandler>> {
  const store = () => usePlayerStore.getState();
  return {
    play: () => {
      if (store().current_song_state !== 'playing') store().playPause();
    },
    pause: () => {
      if (store().current_song_state === 'playing') store().playPause();
    },
    previoustrack: () => store().previous(),
    nexttrack: () => store().next(),
    seekbackward: (details) => store().seekBy(-(details.seekOffset ?? SEEK_STEP_S)),
    seekforward: (details) => store().seekBy(details.seekOffset ?? SEEK_STEP_S),
    seekto: (details) => {
      if (details.seekTime !== undefined) store().seek(details.seekTime);
    },
  };
}

function applyMetadata(song: SongSummary | null): void {
  const ms = session();
  if (!ms) return;
  if (song === null || typeof MediaMetadata === 'undefined') {
    ms.metadata = null;
    return;
  }
  ms.metadata = new MediaMetadata(mediaMetadataInit(song));
}

function applyPosition(state: PlayerState): void {
  const ms = session();
  if (!ms) return;
  ms.playbackState =
    state.current_song_state === 'playing' ? 'playing' : state.current_song_state === 'paused' ? 'paused' : 'none';
  if (typeof ms.setPositionState !== 'function') return;
  try {
    if (state.playing_duration > 0)
      ms.setPositionState({
        duration: state.playing_duration,
        position: Math.min(state.playing_current_time, state.playing_duration),
        playbackRate: 1,
      });
    else ms.setPositionState();
  } catch {
    // A browser that rejects a position (e.g. during a duration change) keeps the last one.
  }
}

/**
 * Wires the Media Session to the player store: the action handlers, the metadata whenever the current song
 * (or its metadata) changes, the playback state and position whenever they change. Returns the function that
 * unwires it and clears the metadata.
 */
export function attachMediaSession(): () => void {
  const ms = session();
  if (!ms) return () => {};
  const handlers = mediaActionHandlers();
  for (const [action, handler] of Object.entries(handlers)) {
    try {
      ms.setActionHandler(action as MediaSessionAction, handler);
    } catch {
      // An action this browser does not know.
    }
  }
  applyMetadata(usePlayerStore.getState().current_song);
  const unsubscribe = usePlayerStore.subscribe((state, previous) => {
    if (state.current_song !== previous.current_song) applyMetadata(state.current_song); // [MEDIA-01]
    if (
      state.current_song_state !== previous.current_song_state ||
      state.playing_duration !== previous.playing_duration ||
      Math.abs(state.playing_current_time - previous.playing_current_time) >= 1
    )
      applyPosition(state);
  });
  return () => {
    unsubscribe();
    for (const action of Object.keys(handlers)) {
      try {
        ms.setActionHandler(action as MediaSessionAction, null);
      } catch {
        // as above
      }
    }
    applyMetadata(null);
    ms.playbackState = 'none';
  };
}
