import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToastStore } from '../../ui/toast-store.ts';
import { defaultSettings } from './settings-schema.ts';
import { settingsStorageKey } from './settings-storage.ts';
import { syncSettingsAcrossTabs } from './storage-sync.ts';
import { useSettingsStore } from './store.ts';

const stored = () => JSON.parse(localStorage.getItem(settingsStorageKey) ?? 'null');
const settings = () => useSettingsStore.getState().settings;
const set = (name: string, value: unknown) => useSettingsStore.getState().set(name, value);

beforeEach(() => {
  useSettingsStore.setState({ settings: { ...defaultSettings }, started: true });
  clearToasts();
});
afterEach(() => clearToasts());

describe('useSettingsStore', () => {
  it('[SET-12] saves to localStorage "settings" on every change', () => {
    expect(set('appearance', 'dark')).toBe(true);
    expect(stored()).toMatchObject({ appearance: 'dark' });
    set('invert', true);
    expect(stored()).toMatchObject({ appearance: 'dark', invert: true });
  });

  it('[SET-15] accepts a select value only if it is one of the options', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(set('blur_effect', 'all')).toBe(true);
    expect(set('blur_effect', 'extreme')).toBe(false);
    expect(settings().blur_effect).toBe('all');
    expect(log).toHaveBeenCalled();
  });

  it('[SET-16] [SET-17] refuses a non-boolean for a boolean, keeps the value and logs', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(set('debug', 'true')).toBe(false);
    expect(settings().debug).toBe(false);
    expect(localStorage.getItem(settingsStorageKey)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('debug'), 'true');
  });

  it('[SET-18] ignores an unknown setting name', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const before = settings();
    expect(set('wallpaper', 'cats')).toBe(false);
    expect(settings()).toBe(before);
    expect(settings()).not.toHaveProperty('wallpaper');
    expect(log).toHaveBeenCalled();
  });

  it('[I18N-09] a language equal to second_language turns second_language off', () => {
    set('second_language', 'ja');
    set('language', 'ja');
    expect(settings()).toMatchObject({ language: 'ja', second_language: 'off' });
    expect(stored()).toMatchObject({ language: 'ja', second_language: 'off' });
  });

  it('[I18N-09] a different language leaves second_language alone', () => {
    set('language', 'zh-tw');
    expect(settings().second_language).toBe('en');
  });

  it('[I18N-10] choosing the font madoka sets the language to en', () => {
    set('font', 'madoka');
    expect(settings()).toMatchObject({ font: 'madoka', language: 'en', second_language: 'off' });
  });

  it('[SET-29] [ERR-22] restoring defaults resets every setting and shows "Restored default settings"', () => {
    set('appearance', 'dark');
    set('radius', 5);
    set('hide_header', true);
    useSettingsStore.getState().reset();
    expect(settings()).toEqual(defaultSettings);
    expect(stored()).toMatchObject({ appearance: 'system' });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['toast.restored']);
  });

  it('[SET-24] [SET-25] hidden options start locked; unlocking shows a message', () => {
    expect(settings().hidden_unlocked).toBe(false);
    useSettingsStore.getState().unlockHidden();
    expect(settings().hidden_unlocked).toBe(true);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    useSettingsStore.getState().unlockHidden();
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('[SET-13] reloads the settings when another tab changes storage', () => {
    const stop = syncSettingsAcrossTabs();
    set('radius', 7);
    const newValue = JSON.stringify({ ...stored(), appearance: 'dark', color: '#ff0000' });
    window.dispatchEvent(new StorageEvent('storage', { key: settingsStorageKey, newValue, storageArea: localStorage }));
    expect(settings()).toMatchObject({ appearance: 'dark', color: '#ff0000', radius: 7 });
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{}', storageArea: localStorage }));
    expect(settings().appearance).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(settings().appearance).toBe('system');
    stop();
  });

  it('[SET-13] malformed JSON from another tab falls back to defaults without throwing', () => {
    const stop = syncSettingsAcrossTabs();
    set('appearance', 'dark');
    window.dispatchEvent(
      new StorageEvent('storage', { key: settingsStorageKey, newValue: '{oops', storageArea: localStorage }),
    );
    expect(settings().appearance).toBe('system');
    stop();
  });

  it('[SET-01] starts from the stored settings; malformed storage gives defaults, never a crash', async () => {
    localStorage.setItem(settingsStorageKey, JSON.stringify({ appearance: 'light', font: 'comic-sans' }));
    vi.resetModules();
    const fresh = await import('./store.ts');
    expect(fresh.useSettingsStore.getState().settings).toMatchObject({ appearance: 'light', font: 'sans-serif' });

    localStorage.setItem(settingsStorageKey, '{"appearance": "dark"');
    vi.resetModules();
    const broken = await import('./store.ts');
    expect(broken.useSettingsStore.getState().settings).toEqual(defaultSettings);
  });
});
