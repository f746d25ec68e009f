import type { QueueItem } from './player-state.ts';

/**
 * What the player store asks of the audio element (audio-engine.ts registers itself with `setPlayerAudioPort`).
 * The state follows the element's events, not these calls [PLAY-29][PLAY-30]. Lyrics are not the port's job:
 * the store loads them through `lyric-loader.ts` when the current song changes.
 */
export interface PlayerAudioPort {
  /** Loads the audio of `song` and plays it once loaded [PLAY-26][PLAY-28][PLAY-32]. */
  load(song: QueueItem): void;
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

/** The connected audio engine, or null (tests, no music app). */
export function playerAudioPort(): PlayerAudioPort | null {
  return port;
}
