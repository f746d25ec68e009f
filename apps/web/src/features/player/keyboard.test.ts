import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { useToastStore } from '../../ui/toast-store.ts';
import { type PlayerAudioPort, setPlayerAudioPort } from './audio-port.ts';
import { attachPlayerKeys, FULL_PLAYER_ATTRIBUTE, isOtherDialogOpen } from './keyboard.ts';
import { usePlayerSettings } from './settings-store.ts';
import { setShortcutsHelpOpen, useShortcutsHelp } from './shortcuts-help.ts';
import { usePlayerStore } from './store.ts';
import { resetPlayer, testSongs } from './test/songs.ts';

const store = () => usePlayerStore.getState();
const settings = () => usePlayerSettings.getState();
const toasts = () => useToastStore.getState().toasts;

let calls: string[];
let detach: () => void;

beforeAll(async () => {
  await createI18n('en', ['player']);
});
beforeEach(() => {
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
  store().selectIndex(1);
  store().setSongState('playing');
  store().setDuration(200);
  store().setTime(100);
  calls.length = 0;
  store().setOpen('full_player', true);
  detach = attachPlayerKeys();
});
afterEach(() => {
  detach();
  setShortcutsHelpOpen(false);
  setPlayerAudioPort(null);
  document.body.innerHTML = '';
});

/** Presses `key` on `target` (the body by default); returns whether the default was prevented. */
function press(key: string, target: HTMLElement = document.body, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('full player shortcuts', () => {
  it('[PLAY-59] work only while the full player is open', () => {
    store().setOpen('full_player', false);
    expect(press(' ')).toBe(false);
    expect(calls).toEqual([]);
    store().setOpen('full_player', true);
    expect(press(' ')).toBe(true);
    expect(calls).toEqual(['pause']);
  });
  it('[PLAY-59] do nothing while another dialog is open; the full player itself does not count', () => {
    const player = document.createElement('div');
    player.setAttribute('role', 'dialog');
    player.setAttribute(FULL_PLAYER_ATTRIBUTE, '');
    document.body.append(player);
    expect(isOtherDialogOpen()).toBe(false);
    expect(press('ArrowRight')).toBe(true);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(isOtherDialogOpen()).toBe(true);
    expect(press('ArrowRight')).toBe(false);
    expect(store().playing_current_time).toBe(105);
  });
  it('[PLAY-61] Space toggles playback even on a focused button of the full player', () => {
    const player = document.createElement('div');
    player.setAttribute(FULL_PLAYER_ATTRIBUTE, '');
    const close = document.createElement('button');
    player.append(close);
    document.body.append(player);
    expect(press(' ', close)).toBe(true);
    expect(calls).toEqual(['pause']);
  });
  it('ignore keys typed in a text field or with a modifier', () => {
    const input = document.createElement('input');
    document.body.append(input);
    expect(press(' ', input)).toBe(false);
    expect(press('x', document.body, { ctrlKey: true })).toBe(false);
    expect(calls).toEqual([]);
  });
  it('[PLAY-60] [PLAY-61] Space toggles play and pause with a toast', async () => {
    press(' ');
    expect(calls).toEqual(['pause']);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('Pause'));
    store().setSongState('paused');
    press(' ');
    expect(calls).toEqual(['pause', 'play']);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('Play'));
  });
  it('[PLAY-62] Right seeks forward 5 s and Left back 5 s', async () => {
    press('ArrowRight');
    expect(store().playing_current_time).toBe(105);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(store().playing_current_time).toBe(95);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('Back 5 s (1:35)'));
  });
  it('[PLAY-62] Right seeks from where the audio is, even before its time update reached the store', () => {
    setPlayerAudioPort({
      load: () => {},
      play: () => {},
      pause: () => {},
      seek: (t) => calls.push(`seek ${t}`),
      currentTime: () => 150, // the element was just moved to 150 s; the store still says 100
      restart: () => {},
      stop: () => {},
    });
    press('ArrowRight');
    expect(calls).toEqual(['seek 155']);
    expect(store().playing_current_time).toBe(155);
  });
  it('[PLAY-63] Up raises the volume by 0.1 and Down lowers it', async () => {
    press('ArrowUp');
    expect(settings().volume).toBe(0.5);
    press('ArrowDown');
    press('ArrowDown');
    expect(settings().volume).toBe(0.3);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('Volume 30%'));
  });
  it('[PLAY-64] volume keys clamp to 0..1', () => {
    settings().setPlayerSetting('volume', 0.95);
    press('ArrowUp');
    expect(settings().volume).toBe(1);
    settings().setPlayerSetting('volume', 0.05);
    press('ArrowDown');
    expect(settings().volume).toBe(0);
  });
  it('[PLAY-65] x lowers and c raises lrc_row_offset by 0.05 s', async () => {
    press('x');
    expect(settings().lrc_row_offset).toBe(-0.4);
    press('c');
    press('c');
    expect(settings().lrc_row_offset).toBe(-0.3);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('Row offset -0.30 s'));
  });
  it('[PLAY-66] s lowers and d raises lrc_word_offset by 0.05 s', async () => {
    press('s');
    expect(settings().lrc_word_offset).toBe(0.3);
    press('d');
    press('d');
    expect(settings().lrc_word_offset).toBe(0.4);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('Word offset +0.40 s'));
  });
  it('[PLAY-67] offset keys do not clamp to the sliders’ -2..2', () => {
    settings().setPlayerSetting('lrc_row_offset', -2);
    press('x');
    expect(settings().lrc_row_offset).toBe(-2.05);
    settings().setPlayerSetting('lrc_word_offset', 2);
    press('d');
    expect(settings().lrc_word_offset).toBe(2.05);
  });
  it('[PLAY-68] PageUp plays the previous song and PageDown the next', async () => {
    press('PageDown');
    expect(store().current_song_index).toBe(2);
    press('PageUp');
    press('PageUp');
    expect(store().current_song_index).toBe(0);
    await vi.waitFor(() =>
      expect(toasts().map((t) => t.message)).toEqual(expect.arrayContaining(['Next song', 'Previous song'])),
    );
  });
  it('[PLAY-07] [PLAY-60] PageDown at the last song in list mode does nothing, and its toast says so (issue 19)', async () => {
    store().selectIndex(2);
    press('PageDown');
    expect(store().current_song_index).toBe(2);
    await vi.waitFor(() =>
      expect(toasts().map((t) => t.message)).toEqual(['Last song: in order mode nothing plays after it']),
    );
  });
  it('[PLAY-13] in stop mode the toast at the last song names no mode; [PLAY-09] list_loop still wraps', async () => {
    store().selectIndex(2);
    settings().setPlayerSetting('next_song', 'stop');
    press('PageDown');
    expect(store().current_song_index).toBe(2);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['Last song: nothing plays after it']));
    settings().setPlayerSetting('next_song', 'list_loop');
    press('PageDown');
    expect(store().current_song_index).toBe(0);
  });
  it('[PLAY-08] [PLAY-38] PageUp at the first song, or with no current song, says why nothing happens', async () => {
    store().selectIndex(0);
    press('PageUp');
    expect(store().current_song_index).toBe(0);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['First song: there is no previous song']));
    store().removeIndex(0);
    press('PageDown');
    expect(store().current_song_index).toBe(-1);
    await vi.waitFor(() => expect(toasts().map((t) => t.message)).toContain('No song is playing'));
  });
  it('? opens the shortcut help, also with the full player closed, but not while typing or in another dialog', () => {
    store().setOpen('full_player', false);
    expect(press('?', document.body, { shiftKey: true })).toBe(true);
    expect(useShortcutsHelp.getState().open).toBe(true);
    setShortcutsHelpOpen(false);
    const input = document.createElement('input');
    document.body.append(input);
    expect(press('?', input)).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(press('?')).toBe(false);
    expect(useShortcutsHelp.getState().open).toBe(false);
  });
  it('other keys pass through', () => {
    expect(press('a')).toBe(false);
    expect(press('Enter')).toBe(false);
  });
});
