import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultApiAddress, getApiBase, setApiBase } from '../../lib/api-client.ts';
import { createI18n } from '../../lib/i18n.ts';
import { clearToasts, useToastStore } from '../../ui/toast-store.ts';
import { startSettingsEffects } from './settings-effects.ts';
import { defaultSettings } from './settings-schema.ts';
import { useSettingsStore } from './store.ts';

let i18n: I18n;
let stop: () => void;
const messages = () => useToastStore.getState().toasts.map((t) => t.message);
const set = (name: string, value: unknown) => useSettingsStore.getState().set(name, value);

function answer(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
}

beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  setApiBase(defaultApiAddress);
  useSettingsStore.setState({ settings: { ...defaultSettings, language: 'en' }, started: true });
  clearToasts();
  stop = startSettingsEffects(i18n);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  clearToasts();
});

/** Makes the browser prefer `languages` (most preferred first) for the rest of the test. */
function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('settings effects', () => {
  it('[SET-29] restoring defaults keeps the language an English browser asks for: one toast, in English (issue 19)', async () => {
    browserPrefers('en-GB', 'fr');
    set('appearance', 'dark');
    useSettingsStore.getState().reset();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSettingsStore.getState().settings).toMatchObject({ language: 'en', appearance: 'system' });
    expect(i18n.language).toBe('en');
    expect(messages()).toEqual(['Restored default settings']);
  });

  it("[SET-29] restoring defaults from another language returns to the browser's, and every toast speaks it", async () => {
    browserPrefers('ja-JP');
    set('language', 'zh');
    await vi.waitFor(() => expect(i18n.language).toBe('zh'));
    clearToasts();
    useSettingsStore.getState().reset();
    await vi.waitFor(() => expect(messages()).toHaveLength(2));
    expect(useSettingsStore.getState().settings.language).toBe('ja');
    expect(new Set(messages())).toEqual(new Set(['言語が変更されました', 'デフォルト設定に戻しました']));
  });

  it("[SET-29] restoring defaults in a browser of none of our languages returns to the spec's default, zh", async () => {
    browserPrefers('de-DE', 'fr');
    useSettingsStore.getState().reset();
    await vi.waitFor(() => expect(i18n.language).toBe('zh'));
    expect(useSettingsStore.getState().settings).toEqual({ ...defaultSettings, hidden_unlocked: false });
  });

  it('[I18N-07] [I18N-08] [ERR-06] changing the language switches i18n, <html lang> and toasts "Language has changed"', async () => {
    set('language', 'ja');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(i18n.language).toBe('ja');
    expect(messages()).toEqual(['言語が変更されました']);
    set('language', 'en');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(messages()).toContain('Language has changed');
  });

  it('[I18N-05] language "system" shows the browser language', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-HK');
    set('language', 'system');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('zh-tw'));
  });

  it('[TOAST-10] before the app has started a setting change shows no toast', async () => {
    useSettingsStore.setState({ started: false });
    set('language', 'zh');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    vi.stubGlobal('fetch', answer({ status: 'success', message: 'ok', data: {} }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    set('api_address', '/other/');
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('ok')));
    expect(messages()).toEqual([]);
  });

  it('[SET-19] [SET-20] [SET-21] [ERR-05] a new api_address becomes the base, is probed, the message logged', async () => {
    const fetch = answer({ status: 'success', message: 'API is running', data: { version: '1' } });
    vi.stubGlobal('fetch', fetch);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    set('api_address', 'https://api.example.test/v2/');
    expect(getApiBase()).toBe('https://api.example.test/v2/');
    expect(messages()).toEqual(['API address has changed']);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('API is running')));
    expect(fetch).toHaveBeenCalledWith('https://api.example.test/v2/', expect.objectContaining({ method: 'GET' }));
    expect(useSettingsStore.getState().settings.api_address).toBe('https://api.example.test/v2/');
  });

  it('[SET-22] a failed probe is logged and api_address goes back to its default', async () => {
    vi.stubGlobal('fetch', answer({ status: 'error', message: 'nope', data: null }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    set('api_address', '/broken/');
    await vi.waitFor(() => expect(useSettingsStore.getState().settings.api_address).toBe('/api/'));
    expect(getApiBase()).toBe('/api/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('probe failed'));
  });

  it('[SET-22] an unreachable address also resets to the default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'log').mockImplementation(() => {});
    set('api_address', 'http://127.0.0.1:9/');
    await vi.waitFor(() => expect(useSettingsStore.getState().settings.api_address).toBe('/api/'));
  });
});
