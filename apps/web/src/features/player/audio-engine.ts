import { type PlayerAudioPort, setPlayerAudioPort } from './audio-port.ts';
import type { QueueItem } from './player-state.ts';
import { usePlayerSettings } from './settings-store.ts';
import { resolveAudioUrl } from './sources.ts';
import { usePlayerStore } from './store.ts';

/**
 * The one audio element of the site (spec section 4 "Playback"). `attachAudio` connects it to the player store:
 * the store's actions reach it through `PlayerAudioPort`, its events drive the store's state:
 *
 * | event | store |
 * |---|---|
 * | playing | state playing [PLAY-29] |
 * | pause | state paused [PLAY-30] |
 * | ended | `songEnded()`: advance per next_song, `stop` stops [PLAY-13][PLAY-14] |
 * | error | state none + "无法播放此歌曲: {title}" [PLAY-31][ERR-24] |
 * | timeupdate | time, then 5 more polls at 50 ms [PLAY-69] |
 * | durationchange / loadedmetadata | duration (-1 unknown) [PLAY-02] |
 *
 * Times are seconds.
 */

/** Polls after each time update [PLAY-69]. */
export const TIME_POLL_COUNT = 5;
/** Interval of those polls, ms [PLAY-69]. */
export const TIME_POLL_INTERVAL_MS = 50;

let audio: HTMLAudioElement | null = null;
/** The address the element holds now ("" none): a new song with the same one rewinds instead [PLAY-32]. */
let loadedUrl = '';
/** Bumped by every load and stop: answers of an older load are dropped. */
let loadSeq = 0;
let loadAbort: AbortController | null = null;
let pollTimers: ReturnType<typeof setTimeout>[] = [];
let scrub: { wasPlaying: boolean } | null = null;
const timeListeners = new Set<(time_s: number) => void>();

/**
 * The playback position in seconds, read from the element itself (frame-accurate, for lyric animation);
 * the store's `playing_current_time` when no element is attached.
 */
export function getAudioTime(): number {
  return audio ? audio.currentTime : usePlayerStore.getState().playing_current_time;
}

/**
 * Calls `listener(time_s)` on every time update, poll and seek. Returns the unsubscribe function.
 * @example useEffect(() => onAudioTime((t) => draw(t)), []);
 */
export function onAudioTime(listener: (time_s: number) => void): () => void {
  timeListeners.add(listener);
  return () => {
    timeListeners.delete(listener);
  };
}

/** The attached element (tests, the debug panel); null when none. */
export function getAudioElement(): HTMLAudioElement | null {
  return audio;
}

function reportTime(): void {
  if (!audio) return;
  const time_s = audio.currentTime;
  usePlayerStore.getState().setTime(time_s);
  for (const listener of timeListeners) listener(time_s);
}

function clearPolls(): void {
  for (const timer of pollTimers) clearTimeout(timer);
  pollTimers = [];
}

/** [PLAY-69] a time update reports the time, then polls it 5 more times at 50 ms intervals. */
function onTimeUpdate(): void {
  reportTime();
  clearPolls();
  for (let i = 1; i <= TIME_POLL_COUNT; i++) pollTimers.push(setTimeout(reportTime, i * TIME_POLL_INTERVAL_MS));
}

/** Starts playback; a browser that refuses to autoplay leaves the song paused, ready for a click. */
function startPlayback(): void {
  if (!audio) return;
  let started: Promise<void> | undefined;
  try {
    started = audio.play();
  } catch {
    return; // the element's error event reports load failures
  }
  started?.catch((error: unknown) => {
    if ((error as Error | undefined)?.name === 'NotAllowedError') usePlayerStore.getState().setSongState('paused');
  });
}

function currentKey(): string | undefined {
  return usePlayerStore.getState().current_song?.song_key;
}

async function load(song: QueueItem): Promise<void> {
  if (!audio) return;
  loadSeq += 1;
  const seq = loadSeq;
  loadAbort?.abort();
  const abort = new AbortController();
  loadAbort = abort;
  clearPolls();
  let url: string | null;
  try {
    url = await resolveAudioUrl(song, abort.signal); // [PLAY-26][API-14]
  } catch {
    url = null;
  }
  if (seq !== loadSeq || !audio) return;
  if (url === null) {
    usePlayerStore.getState().failSong(song.song_key); // [ERR-25][PLAY-31]
    return;
  }
  if (url === loadedUrl) {
    // [PLAY-32] the same audio again: rewind, no reload (the store loads the lyrics again).
    audio.currentTime = 0;
    reportTime();
    startPlayback();
    // An element that was playing fires no new "playing" event.
    if (!audio.paused) usePlayerStore.getState().setSongState('playing');
    return;
  }
  loadedUrl = url;
  audio.src = url;
  startPlayback(); // [PLAY-28] plays once the element has loaded enough
}

function stop(): void {
  loadSeq += 1;
  loadAbort?.abort();
  loadAbort = null;
  clearPolls();
  scrub = null;
  if (!audio) return;
  audio.pause();
  if (loadedUrl !== '') {
    loadedUrl = '';
    audio.removeAttribute('src');
    audio.load();
  }
}

const port: PlayerAudioPort = {
  load: (song) => void load(song),
  play: startPlayback,
  pause: () => audio?.pause(),
  seek(time_s) {
    if (!audio) return;
    audio.currentTime = time_s;
    reportTime();
  },
  currentTime: () => (audio ? audio.currentTime : usePlayerStore.getState().playing_current_time),
  restart() {
    if (!audio) return;
    audio.currentTime = 0;
    reportTime();
    startPlayback();
  },
  stop,
};

const handlers: Record<string, () => void> = {
  playing: () => usePlayerStore.getState().setSongState('playing'), // [PLAY-29]
  pause: () => {
    // `ended` decides what happens after the end; a pause while the next song loads belongs to the last one;
    // the pause of a stop after a failure keeps the state none [PLAY-31].
    const state = usePlayerStore.getState().current_song_state;
    if (audio?.ended || state === 'loading' || state === 'none') return;
    usePlayerStore.getState().setSongState('paused'); // [PLAY-30]
  },
  ended: () => {
    clearPolls();
    reportTime();
    usePlayerStore.getState().songEnded(); // [PLAY-13][PLAY-14]
  },
  error: () => {
    // Only an element that holds an address has failed; a drop of the address (stop) is no error.
    if (!audio || loadedUrl === '' || !audio.getAttribute('src')) return;
    const key = currentKey();
    loadedUrl = '';
    clearPolls();
    if (key !== undefined) usePlayerStore.getState().failSong(key); // [PLAY-31][ERR-24]
  },
  timeupdate: onTimeUpdate,
  seeked: reportTime,
  durationchange: () => usePlayerStore.getState().setDuration(audio?.duration ?? -1),
  loadedmetadata: () => usePlayerStore.getState().setDuration(audio?.duration ?? -1),
};

/**
 * Connects `element` (a new `Audio()` by default) as the player's audio: registers it with the store, follows
 * its events and the volume setting. Returns `detach`, which stops playback, drops the source and disconnects
 * it [PLAY-33]. Attaching while another element is attached detaches that one first.
 */
export function attachAudio(element: HTMLAudioElement = new Audio()): () => void {
  if (audio) detachAudio();
  audio = element;
  element.preload = 'auto';
  element.volume = usePlayerSettings.getState().volume;
  for (const [name, handler] of Object.entries(handlers)) element.addEventListener(name, handler);
  const unsubscribeVolume = usePlayerSettings.subscribe((state) => {
    if (audio === element && element.volume !== state.volume) element.volume = state.volume;
  });
  setPlayerAudioPort(port);
  detachCurrent = () => {
    unsubscribeVolume();
    stop();
    for (const [name, handler] of Object.entries(handlers)) element.removeEventListener(name, handler);
    setPlayerAudioPort(null);
    audio = null;
  };
  return detachAudio;
}

let detachCurrent: (() => void) | null = null;

/** Detaches the attached element (nothing when none). */
export function detachAudio(): void {
  const detach = detachCurrent;
  detachCurrent = null;
  detach?.();
}

/**
 * The progress bar's drag began [PLAY-35]: playback pauses; `endScrub` resumes it only if it was playing
 * [PLAY-36][PLAY-37]. Calling it again during a drag does nothing.
 */
export function beginScrub(): void {
  if (scrub) return;
  const wasPlaying = usePlayerStore.getState().current_song_state === 'playing';
  scrub = { wasPlaying };
  if (!wasPlaying) return;
  if (audio) audio.pause();
  else usePlayerStore.getState().playPause();
}

/**
 * The drag ended: seeks to `time_s` (seconds) when given, then plays again if it was playing when the drag
 * began [PLAY-36][PLAY-37]. Nothing when no drag is under way (apart from the seek).
 */
export function endScrub(time_s?: number): void {
  if (time_s !== undefined) usePlayerStore.getState().seek(time_s);
  const drag = scrub;
  scrub = null;
  if (!drag?.wasPlaying || usePlayerStore.getState().current_song === null) return;
  // The pause event of beginScrub may not have arrived yet: play the element itself, not a toggle.
  if (audio) startPlayback();
  else if (usePlayerStore.getState().current_song_state === 'paused') usePlayerStore.getState().playPause();
}
