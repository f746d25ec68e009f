import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PlayerAudioPort, setPlayerAudioPort } from './audio-port.ts';
import { attachMediaSession, mediaActionHandlers } from './media-session.ts';
import { usePlayerStore } from './store.ts';
import { resetPlayer, testSong, testSongs } from './test/songs.ts';

const store = () => usePlayerStore.getState();

class FakeMediaMetadata {
  title: string;
  artist: string;
  album: string;
  artwork: MediaImage[];
  constructor(init: MediaMetadataInit) {
    this.title = init.title ?? '';
    this.artist = init.artist ?? '';
    this.album = init.album ?? '';
    this.artwork = [...(init.artwork ?? [])];
  }
}

type Handler = MediaSessionActionHandler | null;
let handlers: Map<string, Handler>;
let session: { metadata: unknown; playbackState: string; setActionHandler: (a: string, h: Handler) => void };
let calls: string[];
let detach: () => void;

beforeEach(() => {
  handlers = new Map();
  session = {
    metadata: null,
    playbackState: 'none',
    setActionHandler: (action, handler) => handlers.set(action, handler),
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  Object.defineProperty(globalThis, 'MediaMetadata', { configurable: true, writable: true, value: FakeMediaMetadata });
  resetPlayer(testSongs(3));
  calls = [];
  const port: PlayerAudioPort = {
    load: (s) => calls.push(`load ${s.song_key}`),
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    seek: (t) => calls.push(`seek ${t}`),
    restart: () => calls.push('restart'),
    stop: () => calls.push('stop'),
  };
  setPlayerAudioPort(port);
  detach = attachMediaSession();
});
afterEach(() => {
  detach();
  setPlayerAudioPort(null);
  Reflect.deleteProperty(navigator, 'mediaSession');
  Reflect.deleteProperty(globalThis, 'MediaMetadata');
});

const act = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
  handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails);

describe('media session', () => {
  it('[MEDIA-01] the metadata follows the current song: title, artist, album, artwork', () => {
    store().selectIndex(1);
    expect(session.metadata).toMatchObject({
      title: 'Song 2',
      artist: 'Artist 2',
      album: 'Album 2',
      artwork: [{ src: 'http://localhost:3000/media/covers/2.jpg' }],
    });
    store().updateSong('local:2', { title: 'Renamed', cover_url: '' });
    expect(session.metadata).toMatchObject({ title: 'Renamed', artwork: [] });
    store().removeIndex(1);
    expect(session.metadata).toBeNull();
  });
  it('[MEDIA-01] [PLAY-48] a queue item with only song_key and title gives a title and nothing else', () => {
    store().playSong({ song_key: 'x:1', title: 'Bare' } as never);
    expect(session.metadata).toMatchObject({ title: 'Bare', artist: '', album: '', artwork: [] });
  });
  it('[MEDIA-02] play and pause', () => {
    store().selectIndex(0);
    store().setSongState('paused');
    act('play');
    expect(calls.at(-1)).toBe('play');
    store().setSongState('playing');
    act('play');
    expect(calls.at(-1)).toBe('play');
    act('pause');
    expect(calls.at(-1)).toBe('pause');
    expect(session.playbackState).toBe('playing');
  });
  it('[MEDIA-03] previoustrack and nexttrack', () => {
    store().selectIndex(1);
    act('nexttrack');
    expect(store().current_song_index).toBe(2);
    act('previoustrack');
    act('previoustrack');
    expect(store().current_song_index).toBe(0);
  });
  it('[MEDIA-04] seekbackward and seekforward by the offset, else 5 s', () => {
    store().selectIndex(0);
    store().setDuration(200);
    store().setTime(50);
    act('seekforward');
    expect(store().playing_current_time).toBe(55);
    act('seekbackward', { seekOffset: 20 });
    expect(store().playing_current_time).toBe(35);
    act('seekbackward');
    expect(store().playing_current_time).toBe(30);
    act('seekforward', { seekOffset: 10 });
    expect(calls.slice(-4)).toEqual(['seek 55', 'seek 35', 'seek 30', 'seek 40']);
  });
  it('[MEDIA-05] seekto seeks to the given time', () => {
    store().selectIndex(0);
    store().setDuration(200);
    act('seekto', { seekTime: 123.4 });
    expect(store().playing_current_time).toBe(123.4);
  });
  it('wires every action of section 7 and unwires them', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.keys(mediaActionHandlers()).sort());
    expect(handlers.size).toBe(7);
    detach();
    expect([...handlers.values()].every((h) => h === null)).toBe(true);
    detach = () => {};
  });
  it('does nothing in a browser without a media session', () => {
    detach();
    Reflect.deleteProperty(navigator, 'mediaSession');
    detach = attachMediaSession();
    store().selectIndex(0);
    expect(store().current_song?.song_key).toBe(testSong(1).song_key);
  });
});
