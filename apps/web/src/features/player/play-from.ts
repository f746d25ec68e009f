import type { PlayerState, QueueItem } from './player-state.ts';
import { usePlayerStore } from './store.ts';

/**
 * Plays `song` from `time_s` seconds (issue 22 point 4: a lyric result of the site search opens the song's page
 * with `?t=`): the store's `playSong` (queued if absent, made current, played), then, as soon as the audio element
 * knows the song's duration (its metadata is loaded: a seek before that is lost when the new source loads) or it
 * is playing or paused, the store's `seek(time_s)` (clamped to the duration). A browser that refuses to play
 * without a click leaves the song paused (the audio engine's `NotAllowedError` case), now at `time_s`: the player's
 * usual "press play" state. A song that fails, or another song made current meanwhile, ends the wait.
 *
 * Returns the function that stops waiting (the page's effect cleanup); the seek is never made twice.
 *
 * @example useEffect(() => playSongFrom(summaryOf(song), 7.2), [song_key]);
 */
export function playSongFrom(song: QueueItem, time_s: number): () => void {
  let done = false;
  let unsubscribe = () => {};
  const stop = () => {
    done = true;
    unsubscribe();
  };
  const check = (state: PlayerState & { seek: (time_s: number) => void }) => {
    if (done) return;
    if (state.current_song?.song_key !== song.song_key || state.current_song_state === 'none') {
      stop();
      return;
    }
    const ready =
      state.playing_duration >= 0 || state.current_song_state === 'playing' || state.current_song_state === 'paused';
    if (!ready) return;
    stop();
    state.seek(time_s);
  };
  usePlayerStore.getState().playSong(song);
  unsubscribe = usePlayerStore.subscribe(check);
  check(usePlayerStore.getState());
  return stop;
}
