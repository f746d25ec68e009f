import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { useToastStore } from '../../ui/toast-store.ts';
import { type PlayerAudioPort, setPlayerAudioPort } from './audio-port.ts';
import { usePlayerPresence } from './presence.ts';
import { usePlayerSettings } from './settings-store.ts';
import { usePlayerStore } from './store.ts';
import { resetPlayer, testSong, testSongs } from './test/songs.ts';

const store = () => usePlayerStore.getState();
const toasts = () => useToastStore.getState().toasts;
const mode = (next_song: 'list' | 'list_loop' | 'single_loop' | 'random' | 'stop') =>
  usePlayerSettings.getState().setPlayerSetting('next_song', next_song);

/** A port that records calls; the state still follows only the "events" a test sends. */
function fakePort() {
  const calls: string[] = [];
  const port: PlayerAudioPort = {
    load: (song) => calls.push(`load ${song.song_key}`),
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    seek: (t) => calls.push(`seek ${t}`),
    restart: () => calls.push('restart'),
    stop: () => calls.push('stop'),
  };
  return { port, calls };
}

let calls: string[];
beforeAll(async () => {
  await createI18n('zh', ['player']);
});
beforeEach(() => {
  resetPlayer(testSongs(3));
  const fake = fakePort();
  calls = fake.calls;
  setPlayerAudioPort(fake.port);
});

describe('state', () => {
  it('[PLAY-46] [PLAY-01] [PLAY-02] the state holds the queue and the current song, state none, duration -1', () => {
    const s = store();
    expect(s.queue).toHaveLength(3);
    expect(s).toMatchObject({
      current_song: null,
      current_song_index: -1,
      current_song_state: 'none',
      playing_current_time: 0,
      playing_duration: -1,
    });
  });
  it('[FPLAY-09] open flags and full_player_show', () => {
    expect(store().open).toEqual({
      header_tip: false,
      full_player: false,
      single_page_player: false,
      settings: false,
      lrc_file: false,
      metadata: false,
    });
    expect(store().full_player_show).toEqual({ lrc: false, queue: false, header: false });
  });
  it('[PLAY-48] a queue item needs only song_key and title', () => {
    resetPlayer();
    const minimal = { song_key: 'local:9', title: 'Nine' } as never;
    expect(store().addSong(minimal)).toBe(true);
    expect(store().queue[0]).toMatchObject({ song_key: 'local:9', title: 'Nine' });
  });
});

describe('play / pause', () => {
  it('[PLAY-03] [PLAY-25] [PLAY-26] the first play from none starts item 0: state loading, its audio loads', () => {
    store().playPause();
    expect(store().current_song_index).toBe(0);
    expect(store().current_song?.song_key).toBe('local:1');
    expect(store().current_song_state).toBe('loading');
    expect(calls).toEqual(['load local:1']);
  });
  it('[PLAY-04] play/pause toggles between playing and paused', () => {
    store().playPause();
    store().setSongState('playing');
    store().playPause();
    expect(calls.at(-1)).toBe('pause');
    store().setSongState('paused');
    store().playPause();
    expect(calls.at(-1)).toBe('play');
  });
  it('[PLAY-04] without an audio engine the state toggles directly', () => {
    setPlayerAudioPort(null);
    store().selectIndex(1);
    store().setSongState('playing');
    store().playPause();
    expect(store().current_song_state).toBe('paused');
    store().playPause();
    expect(store().current_song_state).toBe('playing');
  });
  it('[PLAY-05] [ERR-23] play with an empty queue stays none and shows an error toast', async () => {
    resetPlayer();
    store().playPause();
    expect(store().current_song_state).toBe('none');
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ status: 'error', message: '播放列表为空，无法开始播放' });
  });
});

describe('next / previous', () => {
  const at = (index: number) => {
    store().selectIndex(index);
    store().setSongState('playing');
    calls.length = 0;
  };
  it('[PLAY-06] list: next goes to the following song, previous to the preceding one', () => {
    at(1);
    store().next();
    expect(store().current_song_index).toBe(2);
    store().previous();
    expect(store().current_song_index).toBe(1);
  });
  it('[PLAY-07] list: next at the last song does nothing', () => {
    at(2);
    store().next();
    expect(store().current_song_index).toBe(2);
    expect(store().current_song_state).toBe('playing');
    expect(calls).toEqual([]);
  });
  it('[PLAY-08] list: previous at the first song does nothing', () => {
    at(0);
    store().previous();
    expect(store().current_song_index).toBe(0);
    expect(calls).toEqual([]);
  });
  it('[PLAY-09] list_loop: next at the last song goes to the first', () => {
    mode('list_loop');
    at(2);
    store().next();
    expect(store().current_song_index).toBe(0);
    expect(calls).toEqual(['load local:1']);
  });
  it('[PLAY-10] list_loop: previous at the first song goes to the last', () => {
    mode('list_loop');
    at(0);
    store().previous();
    expect(store().current_song_index).toBe(2);
  });
  it('[PLAY-11] single_loop: next and previous restart the same song from 0', () => {
    mode('single_loop');
    at(1);
    store().setTime(42);
    store().next();
    expect(store().current_song_index).toBe(1);
    expect(store().playing_current_time).toBe(0);
    store().previous();
    expect(calls).toEqual(['restart', 'restart']);
  });
  it('[PLAY-12] random: next and previous pick a random queue index', () => {
    mode('random');
    at(1);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    store().next();
    expect(store().current_song_index).toBe(0);
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    store().previous();
    expect(store().current_song_index).toBe(2);
  });
  it('[PLAY-38] [PLAY-39] [PLAY-40] previous/next enabled per queue, index and mode', () => {
    expect(store().canPrevious()).toBe(false);
    expect(store().canNext()).toBe(false);
    at(0);
    expect(store().canPrevious()).toBe(false);
    expect(store().canNext()).toBe(true);
    at(2);
    expect(store().canNext()).toBe(false);
    mode('list_loop');
    expect(store().canNext()).toBe(true);
    resetPlayer();
    expect(store().canNext()).toBe(false);
  });
});

describe('end of a song', () => {
  const playing = (index: number) => {
    store().selectIndex(index);
    store().setSongState('playing');
    calls.length = 0;
  };
  it('[PLAY-14] list: the end advances to the next song; after the last nothing further plays', () => {
    playing(1);
    store().songEnded();
    expect(store().current_song_index).toBe(2);
    expect(calls).toEqual(['load local:3']);
    store().setSongState('playing');
    store().songEnded();
    expect(store().current_song_index).toBe(2);
    expect(store().current_song_state).toBe('paused');
  });
  it('[PLAY-14] list_loop wraps, single_loop restarts', () => {
    mode('list_loop');
    playing(2);
    store().songEnded();
    expect(store().current_song_index).toBe(0);
    mode('single_loop');
    calls.length = 0;
    store().setSongState('playing');
    store().songEnded();
    expect(store().current_song_index).toBe(0);
    expect(calls).toEqual(['restart']);
  });
  it('[PLAY-13] stop: the end of a song stops without advancing', () => {
    mode('stop');
    playing(0);
    store().songEnded();
    expect(store().current_song_index).toBe(0);
    expect(store().current_song_state).toBe('paused');
    expect(calls).toEqual([]);
  });
});

describe('mode button', () => {
  it('[PLAY-15] cycles list → random → list_loop → single_loop → list', () => {
    const seen = [usePlayerSettings.getState().next_song];
    for (let i = 0; i < 4; i++) {
      store().cycleMode();
      seen.push(usePlayerSettings.getState().next_song);
    }
    expect(seen).toEqual(['list', 'random', 'list_loop', 'single_loop', 'list']);
  });
});

describe('select and remove', () => {
  it('[PLAY-17] selecting the current song toggles play and pause', () => {
    store().selectIndex(1);
    store().setSongState('playing');
    calls.length = 0;
    store().selectIndex(1);
    expect(calls).toEqual(['pause']);
    store().setSongState('paused');
    store().selectIndex(1);
    expect(calls).toEqual(['pause', 'play']);
  });
  it('[PLAY-18] selecting another song makes it current and plays it', () => {
    store().selectIndex(1);
    store().selectIndex(2);
    expect(store().current_song?.song_key).toBe('local:3');
    expect(calls).toEqual(['load local:2', 'load local:3']);
  });
  it('[PLAY-19] [PLAY-20] [PLAY-21] removing the current song stops, index -1, time 0', () => {
    store().selectIndex(1);
    store().setSongState('playing');
    store().setTime(33);
    store().removeIndex(1);
    expect(store()).toMatchObject({
      current_song: null,
      current_song_index: -1,
      current_song_state: 'none',
      playing_current_time: 0,
    });
    expect(store().queue.map((s) => s.song_key)).toEqual(['local:1', 'local:3']);
    expect(calls.at(-1)).toBe('stop');
  });
  it('[PLAY-22] removing an earlier song lowers the index by one; a later one keeps it', () => {
    store().selectIndex(2);
    store().removeIndex(0);
    expect(store().current_song_index).toBe(1);
    expect(store().current_song?.song_key).toBe('local:3');
    store().addSong(testSong(4));
    store().removeIndex(2);
    expect(store().current_song_index).toBe(1);
  });
});

describe('current song changes', () => {
  it('[PLAY-23] time resets to 0 and duration to -1', () => {
    store().selectIndex(0);
    store().setTime(50);
    store().setDuration(180);
    store().selectIndex(1);
    expect(store().playing_current_time).toBe(0);
    expect(store().playing_duration).toBe(-1);
  });
  it('[PLAY-24] no song: state none', () => {
    store().selectIndex(0);
    store().setSongState('playing');
    store().removeIndex(0);
    expect(store().current_song_state).toBe('none');
  });
  it('[PLAY-27] lyrics start not ready and take only the current song’s answer', () => {
    store().selectIndex(0);
    expect(store().lyrics).toEqual({ ready: false, lrc_data: [] });
    store().setLyrics('local:2', [{ type: 'plain_text', data: { text: 'x' } }]);
    expect(store().lyrics.ready).toBe(false);
    store().setLyrics('local:1', []);
    expect(store().lyrics).toEqual({ ready: true, lrc_data: [] });
  });
  it('[PLAY-31] [ERR-24] a failed song returns to none with "无法播放此歌曲: {title}"', async () => {
    store().selectIndex(0);
    store().failSong('local:1');
    expect(store().current_song_state).toBe('none');
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('无法播放此歌曲: Song 1'));
    expect(toasts()[0]?.status).toBe('error');
  });
});

describe('adding songs', () => {
  it('[PLAY-44] [ERR-28] a song already in the queue is not added again and shows "song already exists"', async () => {
    expect(store().addSong(testSong(2, { title: 'Other title' }))).toBe(false);
    expect(store().queue).toHaveLength(3);
    await vi.waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ status: 'error', message: '歌曲已存在' });
  });
  it('[PLAY-45] [ERR-29] a new song joins the queue with a success message naming it', async () => {
    expect(store().addSong(testSong(7))).toBe(true);
    expect(store().queue.at(-1)?.song_key).toBe('local:7');
    await vi.waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ status: 'success', message: '已添加到播放列表: Song 7' });
  });
  it('playSong adds, makes current and plays; again while paused it plays on', () => {
    store().playSong(testSong(5));
    expect(store().current_song_index).toBe(3);
    expect(calls).toEqual(['load local:5']);
    store().setSongState('paused');
    store().playSong(testSong(5));
    expect(calls).toEqual(['load local:5', 'play']);
  });
});

describe('volume, seek, panels, metadata', () => {
  it('[PLAY-41] [PLAY-42] [PLAY-43] the volume button mutes and restores, 0.4 by default', () => {
    usePlayerSettings.getState().setPlayerSetting('volume', 0.8);
    store().toggleMute();
    expect(usePlayerSettings.getState().volume).toBe(0);
    store().toggleMute();
    expect(usePlayerSettings.getState().volume).toBe(0.8);
    usePlayerSettings.getState().setPlayerSetting('volume', 0);
    usePlayerStore.setState({ muted_volume: null });
    store().toggleMute();
    expect(usePlayerSettings.getState().volume).toBe(0.4);
  });
  it('seek clamps to the known duration and tells the audio', () => {
    store().selectIndex(0);
    store().setDuration(100);
    store().seek(150);
    expect(store().playing_current_time).toBe(100);
    store().seek(-1);
    expect(calls.slice(-2)).toEqual(['seek 100', 'seek 0']);
  });
  it('[FPLAY-03] opening the lyrics closes the queue and the other way round', () => {
    store().showPanel('lrc');
    expect(store().full_player_show).toEqual({ lrc: true, queue: false, header: true });
    store().showPanel('queue');
    expect(store().full_player_show).toEqual({ lrc: false, queue: true, header: true });
    store().showPanel(null);
    expect(store().full_player_show).toEqual({ lrc: false, queue: false, header: false });
  });
  it('updateSong edits the queued and the current song, never its key', () => {
    store().selectIndex(1);
    store().updateSong('local:2', { title: 'New', song_key: 'x' } as never);
    expect(store().queue[1]).toMatchObject({ song_key: 'local:2', title: 'New' });
    expect(store().current_song).toMatchObject({ song_key: 'local:2', title: 'New' });
  });
});

describe('music app', () => {
  it('[PLAY-33] [PLAY-34] leaving stops the audio and empties the queue', () => {
    store().setActive(true);
    store().selectIndex(0);
    store().setActive(false);
    expect(calls.at(-1)).toBe('stop');
    expect(store()).toMatchObject({ active: false, queue: [], current_song: null, current_song_state: 'none' });
  });
  it('[LAYOUT-17] the presence store follows active and opens the full player', () => {
    store().setActive(true);
    expect(usePlayerPresence.getState().active).toBe(true);
    usePlayerPresence.getState().openFullPlayer?.();
    expect(store().open.full_player).toBe(true);
    store().setOpen('single_page_player', true);
    expect(usePlayerPresence.getState().single_page_player).toBe(true);
    store().setActive(false);
    expect(usePlayerPresence.getState()).toMatchObject({ active: false, single_page_player: false });
  });
});
