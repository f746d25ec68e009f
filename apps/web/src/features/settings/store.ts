import { getI18n } from 'react-i18next';
import { create } from 'zustand';
import { toast } from '../../ui/toast-store.ts';
import {
  checkSetting,
  isSettingName,
  parseStoredSettings,
  persistedSettingNames,
  type Settings,
} from './settings-schema.ts';
import { readStoredSettings, visitorDefaults, writeStoredSettings } from './settings-storage.ts';

/** State and actions of `useSettingsStore`. */
export type SettingsState = {
  /** Every setting, persisted and session-only (see settings-schema.ts). */
  settings: Settings;
  /** True once the app has rendered for the first time; setting toasts show only from then on [TOAST-10]. */
  started: boolean;
  /**
   * The validating setter [SET-15..18]. `set('appearance', 'dark')` returns true when the value was
   * accepted (also when it equals the current one); a refused value or an unknown name is ignored with
   * a console.log and returns false. Dependent rules run here: a language equal to second_language turns
   * second_language "off" [I18N-09]; font "madoka" sets language "en" [I18N-10]. Persisted settings
   * are saved at once [SET-12].
   */
  set: (name: string, value: unknown) => boolean;
  /**
   * Every setting back to its default and the "Restored default settings" toast [SET-29][ERR-22]; the language's
   * default is the visitor's (`visitorDefaults`), so restoring keeps the language a browser asks for.
   */
  reset: () => void;
  /** Shows the debug and developer settings with the "Hidden options unlocked" toast [SET-24][SET-25]. */
  unlockHidden: () => void;
  /**
   * Replaces the persisted settings with `raw` (the JSON another tab stored, or null when it was removed)
   * without saving again; session-only settings stay [SET-13].
   */
  reload: (raw: string | null) => void;
  /** Marks the app started (called once after the first render) [TOAST-10]. */
  markStarted: () => void;
};

function persistedChanged(a: Settings, b: Settings): boolean {
  return persistedSettingNames.some((name) => a[name] !== b[name]);
}

/** Translates a `settings` namespace key with the app's i18n instance (its key when none exists yet). */
function translate(key: string): string {
  const i18n = getI18n();
  return i18n ? i18n.t(`settings:${key}`) : key;
}

/**
 * The settings store. Starts from localStorage [SET-01] (malformed or bad values give defaults, never a
 * crash). Read with a selector: `useSettingsStore((s) => s.settings.hide_header)`; change with
 * `useSettingsStore.getState().set(name, value)`. The effects of a change on the world (language, api
 * address, theme) run in settings-effects.ts and lib/theme.ts, which subscribe to this store.
 */
export const useSettingsStore = create<SettingsState>((setState, getState) => ({
  settings: readStoredSettings(),
  started: false,

  set(name, value) {
    if (!isSettingName(name)) {
      console.log(`[settings] unknown setting ignored: ${name}`);
      return false;
    }
    const checked = checkSetting(name, value);
    if (!checked.ok) {
      console.log(`[settings] invalid value ignored for ${name}:`, value);
      return false;
    }
    const previous = getState().settings;
    const next: Settings = { ...previous, [name]: checked.value };
    if (name === 'font' && next.font === 'madoka') next.language = 'en'; // [I18N-10]
    if (next.language !== previous.language && next.language === next.second_language) next.second_language = 'off'; // [I18N-09]
    if (Object.keys(next).every((key) => next[key as keyof Settings] === previous[key as keyof Settings])) return true;
    setState({ settings: next });
    if (persistedChanged(previous, next)) writeStoredSettings(next); // [SET-12]
    return true;
  },

  reset() {
    const previous = getState().settings;
    const next: Settings = { ...visitorDefaults(), hidden_unlocked: previous.hidden_unlocked };
    const show = () => toast({ message: translate('toast.restored'), group: 'settings-restored' }); // [ERR-22]
    // A restored language switches the strings after this (settings-effects.ts): the toast waits for it, so both
    // toasts speak the new language.
    const i18n = getI18n();
    if (next.language !== previous.language && i18n) {
      const once = () => {
        i18n.off('languageChanged', once);
        show();
      };
      i18n.on('languageChanged', once);
    }
    setState({ settings: next });
    writeStoredSettings(next);
    if (next.language === previous.language || !i18n) show();
  },

  unlockHidden() {
    if (getState().settings.hidden_unlocked) return;
    setState({ settings: { ...getState().settings, hidden_unlocked: true } });
    toast({ message: translate('toast.unlocked') }); // [SET-25]
  },

  reload(raw) {
    const stored = parseStoredSettings(raw, visitorDefaults());
    const current = getState().settings;
    const next: Settings = { ...current };
    for (const name of persistedSettingNames) (next as Record<string, unknown>)[name] = stored[name];
    if (persistedChanged(current, next)) setState({ settings: next });
  },

  markStarted() {
    if (!getState().started) setState({ started: true });
  },
}));
