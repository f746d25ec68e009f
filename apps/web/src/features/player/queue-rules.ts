/**
 * The player's queue rules as pure functions (spec section 4 "Playback"): which index next/previous go to in
 * each next_song mode, when the buttons are disabled, the mode cycle, removal and mute. No store, no DOM:
 * store.ts applies them.
 */

/** The five next_song modes [PLAY-52]. */
export const nextSongModes = ['list', 'list_loop', 'single_loop', 'random', 'stop'] as const;
export type NextSongMode = (typeof nextSongModes)[number];

/** The player states [PLAY-01]. */
export type SongState = 'none' | 'loading' | 'playing' | 'paused';

/** Default volume and the level a mute restores to when none is remembered [PLAY-43][PLAY-49]. */
export const DEFAULT_VOLUME = 0.4;
/** Seek step of the keys and the media session, seconds (spec section 9). */
export const SEEK_STEP_S = 5;
/** Volume step of the Up/Down keys [PLAY-63]. */
export const VOLUME_KEY_STEP = 0.1;
/** Offset step of the x/c and s/d keys, seconds [PLAY-65][PLAY-66]. */
export const OFFSET_KEY_STEP_S = 0.05;

/**
 * Where next (`direction` 1) or previous (`direction` -1) goes from `index` in a queue of `length` songs.
 *
 * - list (and stop, which differs only at the end of a song): the neighbour; past an end: null (nothing)
 *   [PLAY-06][PLAY-07][PLAY-08];
 * - list_loop: the neighbour, wrapping [PLAY-09][PLAY-10];
 * - single_loop: `index` itself, so the song restarts [PLAY-11];
 * - random: a random index; with more than one song never the current one [PLAY-12].
 *
 * Returns null when nothing should happen: empty queue or no current index [PLAY-38].
 * `random` returns a number in [0, 1) (Math.random by default).
 *
 * @example stepIndex('list', 1, 1, 3) === 2; stepIndex('list', 1, 2, 3) === null; stepIndex('list_loop', 1, 2, 3) === 0
 */
export function stepIndex(
  mode: NextSongMode,
  direction: 1 | -1,
  index: number,
  length: number,
  random: () => number = Math.random,
): number | null {
  if (length <= 0 || index < 0 || index >= length) return null;
  switch (mode) {
    case 'single_loop':
      return index;
    case 'random': {
      if (length === 1) return 0;
      // Pick among the other songs, so "next" always changes song.
      const pick = Math.min(length - 2, Math.floor(random() * (length - 1)));
      return pick >= index ? pick + 1 : pick;
    }
    case 'list_loop':
      return (index + direction + length) % length;
    default: {
      const target = index + direction;
      return target < 0 || target >= length ? null : target;
    }
  }
}

/**
 * What the end of a song does [PLAY-14]: the same as next, except in `stop` mode, which stops without
 * advancing [PLAY-13] (null = nothing further plays).
 */
export function endedIndex(
  mode: NextSongMode,
  index: number,
  length: number,
  random: () => number = Math.random,
): number | null {
  if (mode === 'stop') return null;
  return stepIndex(mode, 1, index, length, random);
}

/**
 * Whether previous (`direction` -1) or next (1) is enabled: not with an empty queue or no current index
 * [PLAY-38]; in list mode (and stop) not at the first / last song [PLAY-39][PLAY-40].
 */
export function canStep(mode: NextSongMode, direction: 1 | -1, index: number, length: number): boolean {
  if (length <= 0 || index < 0 || index >= length) return false;
  if (mode === 'list' || mode === 'stop') return direction === 1 ? index < length - 1 : index > 0;
  return true;
}

/**
 * The mode after a click on the mode button [PLAY-15]: list → random → list_loop → single_loop → list.
 * `stop` (only reachable from the settings) continues with list.
 */
export function cycleNextSong(mode: NextSongMode): NextSongMode {
  switch (mode) {
    case 'list':
      return 'random';
    case 'random':
      return 'list_loop';
    case 'list_loop':
      return 'single_loop';
    default:
      return 'list';
  }
}

/** The mode button's label key [PLAY-16]: "order" for list and list_loop, "shuffle", "single loop", and "stop". */
export function modeLabelKey(mode: NextSongMode): 'order' | 'shuffle' | 'single_loop' | 'stop' {
  if (mode === 'random') return 'shuffle';
  if (mode === 'single_loop') return 'single_loop';
  if (mode === 'stop') return 'stop';
  return 'order';
}

/**
 * The current index after removing `removed` from the queue [PLAY-19..22]: -1 when the current song itself
 * went (`stopped` true); one lower when an earlier song went; unchanged otherwise.
 */
export function indexAfterRemove(current: number, removed: number): { index: number; stopped: boolean } {
  if (current < 0) return { index: -1, stopped: false };
  if (removed === current) return { index: -1, stopped: true };
  return { index: removed < current ? current - 1 : current, stopped: false };
}

/**
 * The volume button [PLAY-41..43]: with sound on, mute (0) and remember the level; muted, restore the
 * remembered level (0.4 when none is remembered or it was 0).
 */
export function toggleMuteLevel(volume: number, remembered: number | null): { volume: number; remembered: number } {
  if (volume > 0) return { volume: 0, remembered: volume };
  const restore = remembered !== null && remembered > 0 ? remembered : DEFAULT_VOLUME;
  return { volume: restore, remembered: restore };
}

/** A volume changed by a key: clamped to 0..1 and rounded to 0.01 against float drift [PLAY-64]. */
export function stepVolume(volume: number, delta: number): number {
  return Math.min(1, Math.max(0, Math.round((volume + delta) * 100) / 100));
}

/** An offset changed by a key, seconds: no clamp [PLAY-67], rounded to 0.01 s against float drift. */
export function stepOffset(offset_s: number, delta_s: number): number {
  return Math.round((offset_s + delta_s) * 100) / 100;
}

/** A seek target, seconds: not below 0 and, when the duration is known (≥ 0), not past it. */
export function clampSeek(time_s: number, duration_s: number): number {
  const low = Math.max(0, Number.isFinite(time_s) ? time_s : 0);
  return duration_s >= 0 ? Math.min(low, duration_s) : low;
}
