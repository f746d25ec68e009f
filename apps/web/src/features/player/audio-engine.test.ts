import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { useToastStore } from '../../ui/toast-store.ts';
import {
  attachAudio,
  beginScrub,
  detachAudio,
  endScrub,
  getAudioTime,
  onAudioTime,
  TIME_POLL_COUNT,
  TIME_POLL_INTERVAL_MS,
} from './audio-engine.ts';
import { usePlayerSettings } from './settings-store.ts';
import { usePlayerStore } from './store.ts';
import { fetchedUrls, mockFetch, songDetailAnswer } from './test/fetch.ts';
import { resetPlayer, testSong } from './test/songs.ts';

const store = () => usePlayerStore.getState();
const toastMessages = () => useToastStore.getState().toasts.map((t) => t.message);

let audio: HTMLAudioElement;
let play: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await createI18n('zh', ['player']);
});
beforeEach(() => {
  resetPlayer();
  play = vi.fn(async () => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  audio = new Audio();
  attachAudio(audio);
});
afterEach(() => {
  detachAudio();
  vi.useRealTimers();
});

function fire(name: string) {
  audio.dispatchEvent(new Event(name));
}
function setDuration(seconds: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds });
  fire('durationchange');
}
async function loaded(url: string) {
  await vi.waitFor(() => expect(audio.getAttribute('src')).toBe(url));
}

describe('loading a song', () => {
  it('[PLAY-26] [PLAY-28] a local song plays from its audio_url once set on the element', async () => {
    mockFetch({ 'get_song_detail.php': songDetailAnswer(testSong(1)) });
    store().playSong(testSong(1));
    expect(store().current_song_state).toBe('loading');
    await loaded('/media/audio/1.mp3');
    expect(play).toHaveBeenCalledTimes(1);
  });
  it('[PLAY-29] [PLAY-30] the state follows the playing and pause events', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    await loaded('/media/audio/1.mp3');
    fire('playing');
    expect(store().current_song_state).toBe('playing');
    fire('pause');
    expect(store().current_song_state).toBe('paused');
  });
  it('[PLAY-31] [ERR-24] a load error returns to none with "无法播放此歌曲: {title}"', async () => {
    mockFetch({});
    store().playSong(testSong(3));
    await loaded('/media/audio/3.mp3');
    fire('error');
    expect(store().current_song_state).toBe('none');
    fire('pause'); // the stop after the failure pauses the element
    expect(store().current_song_state).toBe('none');
    await vi.waitFor(() => expect(toastMessages()).toContain('无法播放此歌曲: Song 3'));
  });
  it('[ERR-25] [PLAY-31] a song without an audio address cannot play', async () => {
    mockFetch({});
    store().playSong(testSong(4, { audio_url: '' }));
    await vi.waitFor(() => expect(toastMessages()).toContain('无法播放此歌曲: Song 4'));
    expect(store().current_song_state).toBe('none');
    expect(audio.getAttribute('src')).toBeNull();
  });
  it('[PLAY-32] the same audio address again rewinds without reloading', async () => {
    mockFetch({});
    store().addSongs([testSong(1), testSong(2, { audio_url: '/media/audio/1.mp3' })]);
    store().selectIndex(0);
    await loaded('/media/audio/1.mp3');
    fire('playing');
    audio.currentTime = 30;
    const srcSetter = vi.spyOn(audio, 'src', 'set');
    store().selectIndex(1);
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(srcSetter).not.toHaveBeenCalled();
    expect(audio.currentTime).toBe(0);
  });
});

describe('events between songs', () => {
  it('[PLAY-30] a pause while the next song loads does not mark it paused', async () => {
    mockFetch({});
    store().addSongs([testSong(1), testSong(2)]);
    store().selectIndex(0);
    await loaded('/media/audio/1.mp3');
    fire('playing');
    store().selectIndex(1);
    fire('pause');
    expect(store().current_song_state).toBe('loading');
    await loaded('/media/audio/2.mp3');
    fire('playing');
    expect(store().current_song_state).toBe('playing');
  });
  it('[PLAY-32] [PLAY-29] a rewind of an element still playing counts as playing', async () => {
    mockFetch({});
    store().addSongs([testSong(1), testSong(2, { audio_url: '/media/audio/1.mp3' })]);
    store().selectIndex(0);
    await loaded('/media/audio/1.mp3');
    fire('playing');
    Object.defineProperty(audio, 'paused', { configurable: true, value: false });
    store().selectIndex(1);
    await vi.waitFor(() => expect(store().current_song_state).toBe('playing'));
  });
});

describe('NCM songs', () => {
  const ncm = testSong(9, { song_key: 'ncm:2122308128', song_source: 'ncm', ncm_id: '2122308128', audio_url: '' });
  it('[API-14] [API-15] the audio address is data[0].url of GET ncm/song/?id=<ncm_id> with code 200', async () => {
    const spy = mockFetch({
      'ncm/song/': { code: 200, data: [{ id: 2122308128, url: 'https://cdn.example.org/a.mp3' }] },
    });
    store().playSong(ncm);
    await loaded('https://cdn.example.org/a.mp3');
    expect(fetchedUrls(spy)).toContain('http://localhost:3000/api/ncm/song/?id=2122308128');
  });
  it('[ERR-25] [API-15] a code other than 200 or no url: none and "无法播放此歌曲: {title}"', async () => {
    mockFetch({ 'ncm/song/': { code: 404, data: [{ id: 1, url: 'https://cdn.example.org/a.mp3' }] } });
    store().playSong(ncm);
    await vi.waitFor(() => expect(toastMessages()).toContain('无法播放此歌曲: Song 9'));
    expect(store().current_song_state).toBe('none');
    expect(audio.getAttribute('src')).toBeNull();
    resetPlayer();
    mockFetch({ 'ncm/song/': { code: 200, data: [{ id: 1, url: null }] } });
    store().playSong(ncm);
    await vi.waitFor(() => expect(toastMessages()).toContain('无法播放此歌曲: Song 9'));
  });
});

describe('end of a song', () => {
  it('[PLAY-14] the ended event advances per next_song', async () => {
    mockFetch({});
    store().addSongs([testSong(1), testSong(2)]);
    store().selectIndex(0);
    await loaded('/media/audio/1.mp3');
    fire('playing');
    fire('ended');
    expect(store().current_song_index).toBe(1);
    await loaded('/media/audio/2.mp3');
  });
  it('[PLAY-13] next_song stop: the ended event stops without advancing', async () => {
    mockFetch({});
    usePlayerSettings.getState().setPlayerSetting('next_song', 'stop');
    store().addSongs([testSong(1), testSong(2)]);
    store().selectIndex(0);
    await loaded('/media/audio/1.mp3');
    fire('playing');
    fire('ended');
    expect(store().current_song_index).toBe(0);
    expect(store().current_song_state).toBe('paused');
    expect(audio.getAttribute('src')).toBe('/media/audio/1.mp3');
  });
});

describe('time and duration', () => {
  it('[PLAY-02] the duration is -1 until the element knows it', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    expect(store().playing_duration).toBe(-1);
    await loaded('/media/audio/1.mp3');
    setDuration(Number.POSITIVE_INFINITY);
    expect(store().playing_duration).toBe(-1);
    setDuration(182.5);
    expect(store().playing_duration).toBe(182.5);
  });
  it('[PLAY-69] after each time update the time is polled 5 more times at 50 ms', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    await loaded('/media/audio/1.mp3');
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = onAudioTime((t) => seen.push(t));
    audio.currentTime = 10;
    fire('timeupdate');
    expect(store().playing_current_time).toBe(10);
    for (let i = 1; i <= TIME_POLL_COUNT; i++) {
      audio.currentTime = 10 + i * 0.05;
      vi.advanceTimersByTime(TIME_POLL_INTERVAL_MS);
      expect(store().playing_current_time).toBeCloseTo(10 + i * 0.05);
    }
    audio.currentTime = 20;
    vi.advanceTimersByTime(500);
    expect(seen).toHaveLength(1 + TIME_POLL_COUNT);
    expect(store().playing_current_time).toBeCloseTo(10.25);
    expect(getAudioTime()).toBe(20);
    stop();
  });
  it('seeking moves the element and reports the time', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    await loaded('/media/audio/1.mp3');
    setDuration(100);
    store().seek(42);
    expect(audio.currentTime).toBe(42);
    expect(store().playing_current_time).toBe(42);
  });
});

describe('progress bar drag', () => {
  it('[PLAY-35] [PLAY-36] dragging pauses and releasing resumes when it was playing', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    await loaded('/media/audio/1.mp3');
    setDuration(100);
    fire('playing');
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    pause.mockClear();
    beginScrub();
    expect(pause).toHaveBeenCalledTimes(1);
    fire('pause');
    expect(store().current_song_state).toBe('paused');
    play.mockClear();
    endScrub(60);
    expect(audio.currentTime).toBe(60);
    expect(play).toHaveBeenCalledTimes(1);
  });
  it('[PLAY-37] releasing leaves playback paused when it was paused', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    await loaded('/media/audio/1.mp3');
    setDuration(100);
    fire('playing');
    fire('pause');
    play.mockClear();
    beginScrub();
    endScrub(30);
    expect(play).not.toHaveBeenCalled();
    expect(store().current_song_state).toBe('paused');
    expect(audio.currentTime).toBe(30);
  });
});

describe('volume and leaving', () => {
  it('[PLAY-49] the element follows the volume setting', () => {
    expect(audio.volume).toBe(0.4);
    usePlayerSettings.getState().setPlayerSetting('volume', 0.75);
    expect(audio.volume).toBe(0.75);
    store().toggleMute();
    expect(audio.volume).toBe(0);
  });
  it('[PLAY-33] detaching stops playback and drops the source', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    await loaded('/media/audio/1.mp3');
    fire('playing');
    store().setActive(false);
    detachAudio();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(audio.getAttribute('src')).toBeNull();
    expect(store().queue).toEqual([]);
    fire('playing');
    expect(store().current_song_state).toBe('none');
  });
  it('[PLAY-19] removing the current song stops and drops the source', async () => {
    mockFetch({});
    store().playSong(testSong(1));
    await loaded('/media/audio/1.mp3');
    store().removeIndex(0);
    expect(audio.getAttribute('src')).toBeNull();
  });
});
