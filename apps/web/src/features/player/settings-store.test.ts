import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultPlayerSettings,
  parseStoredPlayerSettings,
  playerSettingsStorageKey,
  playerSliderRanges,
  reloadPlayerSettings,
  syncPlayerSettingsAcrossTabs,
  usePlayerSettings,
} from './settings-store.ts';

beforeEach(() => {
  usePlayerSettings.getState().resetPlayerSettings();
  localStorage.clear();
});

describe('player settings defaults', () => {
  it('[PLAY-49] volume ranges 0..1 and defaults to 0.4', () => {
    expect(defaultPlayerSettings.volume).toBe(0.4);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(usePlayerSettings.getState().setPlayerSetting('volume', 1.5)).toBe(false);
    expect(usePlayerSettings.getState().setPlayerSetting('volume', -0.1)).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(usePlayerSettings.getState().setPlayerSetting('volume', 1)).toBe(true);
    expect(usePlayerSettings.getState().volume).toBe(1);
  });
  it('[PLAY-50] lrc_row_offset defaults to -0.35 s and lrc_word_offset to 0.35 s', () => {
    expect(defaultPlayerSettings.lrc_row_offset).toBe(-0.35);
    expect(defaultPlayerSettings.lrc_word_offset).toBe(0.35);
  });
  it('[PLAY-51] show_translate and show_ruby default to true, show_roma to false', () => {
    expect(defaultPlayerSettings).toMatchObject({ show_translate: true, show_ruby: true, show_roma: false });
  });
  it('[PLAY-52] next_song takes the five modes and defaults to list', () => {
    expect(defaultPlayerSettings.next_song).toBe('list');
    for (const mode of ['list', 'list_loop', 'single_loop', 'random', 'stop'] as const)
      expect(usePlayerSettings.getState().setPlayerSetting('next_song', mode)).toBe(true);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(usePlayerSettings.getState().setPlayerSetting('next_song', 'loop' as never)).toBe(false);
    expect(usePlayerSettings.getState().next_song).toBe('stop');
  });
  it('[PLAY-53] word_lrc defaults to true and colored_lrc to false', () => {
    expect(defaultPlayerSettings).toMatchObject({ word_lrc: true, colored_lrc: false });
  });
  it('[PLAY-54] lrc_align takes left or center, default left', () => {
    expect(defaultPlayerSettings.lrc_align).toBe('left');
    expect(usePlayerSettings.getState().setPlayerSetting('lrc_align', 'center')).toBe(true);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(usePlayerSettings.getState().setPlayerSetting('lrc_align', 'right' as never)).toBe(false);
  });
  it('[PLAY-55] time_display takes duration or left, default duration', () => {
    expect(defaultPlayerSettings.time_display).toBe('duration');
    expect(usePlayerSettings.getState().setPlayerSetting('time_display', 'left')).toBe(true);
  });
  it('[PLAY-56] bg_ani and show_controls default to false', () => {
    expect(defaultPlayerSettings).toMatchObject({ bg_ani: false, show_controls: false });
  });
  it('[PLAY-57] [PLAY-58] slider ranges: volume 0..1 step 0.01, offsets -2..2 step 0.01', () => {
    expect(playerSliderRanges.volume).toEqual({ min: 0, max: 1, step: 0.01 });
    expect(playerSliderRanges.lrc_row_offset).toEqual({ min: -2, max: 2, step: 0.01 });
    expect(playerSliderRanges.lrc_word_offset).toEqual({ min: -2, max: 2, step: 0.01 });
  });
});

describe('persistence', () => {
  it('saves every accepted change under player_settings and reads it back', () => {
    usePlayerSettings.getState().setPlayerSetting('show_roma', true);
    usePlayerSettings.getState().setPlayerSetting('lrc_row_offset', -2.4);
    const stored = JSON.parse(localStorage.getItem(playerSettingsStorageKey) ?? '{}');
    expect(stored).toMatchObject({ show_roma: true, lrc_row_offset: -2.4, volume: 0.4 });
    expect(stored.setPlayerSetting).toBeUndefined();
    usePlayerSettings.setState({ show_roma: false });
    reloadPlayerSettings();
    expect(usePlayerSettings.getState().show_roma).toBe(true);
  });
  it('ignores malformed or refused stored values', () => {
    expect(parseStoredPlayerSettings('not json')).toEqual(defaultPlayerSettings);
    expect(parseStoredPlayerSettings('[1]')).toEqual(defaultPlayerSettings);
    const parsed = parseStoredPlayerSettings(
      JSON.stringify({ volume: 7, next_song: 'random', colored_lrc: 'yes', x: 1 }),
    );
    expect(parsed).toEqual({ ...defaultPlayerSettings, next_song: 'random' });
  });
  it('ignores unknown names', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(usePlayerSettings.getState().setPlayerSetting('nope' as never, 1 as never)).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unknown player setting'));
  });
});

describe('other tabs', () => {
  /** What the browser does in this tab when another tab writes `key` (it never fires for this tab's own writes). */
  function otherTabWrites(key: string | null, value: string | null): void {
    if (key === null) localStorage.clear();
    else if (value !== null) localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  }

  it('[SET-13] a change saved in another tab applies here; a cleared storage gives the defaults', () => {
    const stop = syncPlayerSettingsAcrossTabs();
    try {
      otherTabWrites(playerSettingsStorageKey, JSON.stringify({ next_song: 'single_loop', lrc_row_offset: 1.2 }));
      expect(usePlayerSettings.getState()).toMatchObject({
        next_song: 'single_loop',
        lrc_row_offset: 1.2,
        volume: 0.4,
      });
      // Another key of the same storage leaves the player settings as they are.
      usePlayerSettings.setState({ show_roma: true });
      otherTabWrites('settings', '{}');
      expect(usePlayerSettings.getState().show_roma).toBe(true);
      otherTabWrites(null, null);
      expect(usePlayerSettings.getState()).toMatchObject(defaultPlayerSettings);
    } finally {
      stop();
    }
    // Stopped: a later change elsewhere no longer applies.
    otherTabWrites(playerSettingsStorageKey, JSON.stringify({ next_song: 'random' }));
    expect(usePlayerSettings.getState().next_song).toBe('list');
  });

  it('reads what another tab saved while the player was not running, when it starts', () => {
    localStorage.setItem(playerSettingsStorageKey, JSON.stringify({ show_translate: false }));
    expect(usePlayerSettings.getState().show_translate).toBe(true);
    const stop = syncPlayerSettingsAcrossTabs();
    expect(usePlayerSettings.getState().show_translate).toBe(false);
    stop();
  });
});
