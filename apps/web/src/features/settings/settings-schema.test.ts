import { describe, expect, it } from 'vitest';
import {
  checkSetting,
  defaultSettings,
  parseStoredSettings,
  serializeSettings,
  sessionSettingNames,
  settingRules,
} from './settings-schema.ts';

describe('settings schema', () => {
  it('[SET-02] api_address defaults to the production API base address', () => {
    // The production API is the site's own origin under /api/ (the server serves both).
    expect(defaultSettings.api_address).toBe('/api/');
    expect(settingRules.api_address.kind).toBe('text');
  });

  it('[SET-03] ws_api_address is a text input defaulting to empty', () => {
    expect(defaultSettings.ws_api_address).toBe('');
    expect(checkSetting('ws_api_address', '')).toEqual({ ok: true, value: '' });
  });

  it.each([
    ['[SET-04]', 'language', ['system', 'en', 'zh', 'zh-tw', 'ja'], 'zh'],
    ['[SET-05]', 'second_language', ['off', 'en', 'zh', 'zh-tw', 'ja'], 'en'],
    ['[SET-06]', 'appearance', ['system', 'time', 'light', 'dark'], 'system'],
    ['[SET-08]', 'font', ['sans-serif', 'serif', 'kaiti', 'madoka'], 'sans-serif'],
    ['[SET-09]', 'blur_effect', ['all', 'some', 'none'], 'some'],
    ['[SET-10]', 'gray', ['auto', 'on', 'off'], 'auto'],
  ] as const)('%s %s takes exactly its options, default %s', (_id, name, options, fallback) => {
    const rule = settingRules[name];
    expect(rule.kind === 'select' && [...rule.options]).toEqual(options);
    expect(defaultSettings[name]).toBe(fallback);
    for (const option of options) expect(checkSetting(name, option).ok).toBe(true);
    expect(checkSetting(name, 'nonsense').ok).toBe(false);
  });

  it('[SET-07] color takes 3- or 6-digit hex, default #0099ff', () => {
    expect(defaultSettings.color).toBe('#0099ff');
    expect(checkSetting('color', '#09f')).toEqual({ ok: true, value: '#09f' });
    expect(checkSetting('color', '#0099FF')).toEqual({ ok: true, value: '#0099ff' });
    for (const bad of ['#09', '#0099f', '0099ff', '#0099ffaa', 'blue', 42])
      expect(checkSetting('color', bad).ok).toBe(false);
  });

  it('[SET-11] invert, debug, active_admin and body_scroll are booleans defaulting to false', () => {
    for (const name of ['invert', 'debug', 'active_admin', 'body_scroll'] as const) {
      expect(settingRules[name].kind).toBe('boolean');
      expect(defaultSettings[name]).toBe(false);
    }
  });

  it('[SET-16] a boolean setting refuses the string "true"', () => {
    expect(checkSetting('invert', 'true').ok).toBe(false);
    expect(checkSetting('invert', 1).ok).toBe(false);
    expect(checkSetting('invert', true)).toEqual({ ok: true, value: true });
  });

  it('[THEME-11] radius defaults to 20 and is clamped to at most 20', () => {
    expect(defaultSettings.radius).toBe(20);
    expect(checkSetting('radius', 35)).toEqual({ ok: true, value: 20 });
    expect(checkSetting('radius', -3)).toEqual({ ok: true, value: 0 });
    expect(checkSetting('radius', Number.NaN).ok).toBe(false);
  });

  it('[SET-14] session-only settings are not written to storage and are not read back', () => {
    const json = JSON.parse(serializeSettings({ ...defaultSettings, radius: 4, hide_header: true }));
    // The spec's settings table (section 3 "Settings"): these 13 are stored, nothing else.
    const table = 'api_address ws_api_address language second_language appearance color font blur_effect gray invert';
    expect(Object.keys(json).sort()).toEqual([...table.split(' '), 'debug', 'active_admin', 'body_scroll'].sort());
    for (const name of sessionSettingNames) expect(json).not.toHaveProperty(name);
    expect(parseStoredSettings(JSON.stringify({ radius: 4, hide_header: true })).radius).toBe(20);
  });

  it('[SET-01] stored JSON round-trips through serialize and parse', () => {
    const changed = { ...defaultSettings, language: 'ja' as const, color: '#123456', invert: true };
    expect(parseStoredSettings(serializeSettings(changed))).toEqual(changed);
  });

  it('malformed stored JSON, a non-object or bad values give the defaults for those keys', () => {
    expect(parseStoredSettings('{not json')).toEqual(defaultSettings);
    expect(parseStoredSettings('[1,2]')).toEqual(defaultSettings);
    expect(parseStoredSettings('null')).toEqual(defaultSettings);
    const mixed = parseStoredSettings(
      JSON.stringify({ language: 'klingon', appearance: 'dark', invert: 'yes', extra: 1 }),
    );
    expect(mixed).toEqual({ ...defaultSettings, appearance: 'dark' });
  });
});
