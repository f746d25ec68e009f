import { z } from 'zod/mini';
import { create } from 'zustand';
import { onOtherTabWrite } from '../../lib/other-tabs.ts';
import { DEFAULT_VOLUME, nextSongModes } from './queue-rules.ts';

/** localStorage key of the player settings. */
export const playerSettingsStorageKey = 'player_settings';

/**
 * Each player setting's schema and default (spec section 3 "Player settings") [PLAY-49..56]. Offsets are
 * seconds; the keys may take them beyond the sliders' -2..2 [PLAY-67], so only finiteness is checked.
 */
const settingSchemas = {
  volume: z.number().check(z.minimum(0), z.maximum(1)),
  lrc_row_offset: z.number().check(z.refine(Number.isFinite)),
  lrc_word_offset: z.number().check(z.refine(Number.isFinite)),
  show_translate: z.boolean(),
  show_roma: z.boolean(),
  show_ruby: z.boolean(),
  next_song: z.enum(nextSongModes),
  word_lrc: z.boolean(),
  colored_lrc: z.boolean(),
  lrc_align: z.enum(['left', 'center']),
  time_display: z.enum(['duration', 'left']),
  bg_ani: z.boolean(),
  show_controls: z.boolean(),
};

/** The player settings. */
export type PlayerSettings = { [K in keyof typeof settingSchemas]: z.infer<(typeof settingSchemas)[K]> };
export type PlayerSettingName = keyof PlayerSettings;

/** Defaults [PLAY-49..56]: volume 0.4, offsets -0.35 / 0.35 s, translation and ruby on, next_song list. */
export const defaultPlayerSettings: PlayerSettings = {
  volume: DEFAULT_VOLUME,
  lrc_row_offset: -0.35,
  lrc_word_offset: 0.35,
  show_translate: true,
  show_roma: false,
  show_ruby: true,
  next_song: 'list',
  word_lrc: true,
  colored_lrc: false,
  lrc_align: 'left',
  time_display: 'duration',
  bg_ani: false,
  show_controls: false,
};

/** Slider ranges of the player settings dialog [PLAY-57][PLAY-58]. */
export const playerSliderRanges = {
  volume: { min: 0, max: 1, step: 0.01 },
  lrc_row_offset: { min: -2, max: 2, step: 0.01 },
  lrc_word_offset: { min: -2, max: 2, step: 0.01 },
} as const;

/** Whether `name` is a player setting. */
function isPlayerSettingName(name: string): name is PlayerSettingName {
  return Object.hasOwn(settingSchemas, name);
}

/** Checks one value; `ok: false` for a value its setting does not take. */
function checkPlayerSetting<K extends PlayerSettingName>(
  name: K,
  value: unknown,
): { ok: true; value: PlayerSettings[K] } | { ok: false } {
  const parsed = settingSchemas[name].safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data as PlayerSettings[K] } : { ok: false };
}

/**
 * Player settings from the stored JSON: every valid stored value, defaults for the rest (missing, malformed
 * or refused). Never throws.
 */
export function parseStoredPlayerSettings(raw: string | null): PlayerSettings {
  const out: PlayerSettings = { ...defaultPlayerSettings };
  if (raw === null) return out;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return out;
  }
  if (typeof stored !== 'object' || stored === null) return out;
  for (const [name, value] of Object.entries(stored)) {
    if (!isPlayerSettingName(name)) continue;
    const checked = checkPlayerSetting(name, value);
    if (checked.ok) (out as Record<string, unknown>)[name] = checked.value;
  }
  return out;
}

function readStored(): PlayerSettings {
  try {
    return parseStoredPlayerSettings(localStorage.getItem(playerSettingsStorageKey));
  } catch {
    return { ...defaultPlayerSettings };
  }
}

function writeStored(settings: PlayerSettings): void {
  try {
    localStorage.setItem(playerSettingsStorageKey, JSON.stringify(settings));
  } catch (error) {
    console.log('[player] could not save the player settings', error);
  }
}

/** State and actions of `usePlayerSettings`: the settings' fields plus the setter. */
export type PlayerSettingsState = PlayerSettings & {
  /**
   * Validating setter: `setPlayerSetting('volume', 0.5)` returns true when accepted and saves under
   * `player_settings`; an unknown name or a bad value (volume 2, next_song "loop") is ignored with a
   * console.log and returns false.
   */
  setPlayerSetting: <K extends PlayerSettingName>(name: K, value: PlayerSettings[K]) => boolean;
  /** Every player setting back to its default (saved). */
  resetPlayerSettings: () => void;
};

/** Only the settings of a state (what is stored). */
function pickPlayerSettings(state: PlayerSettings): PlayerSettings {
  const out = {} as Record<string, unknown>;
  for (const name of Object.keys(defaultPlayerSettings)) out[name] = state[name as PlayerSettingName];
  return out as PlayerSettings;
}

/**
 * The player settings store, persisted in localStorage under `player_settings` and read at start (bad stored
 * values give defaults). Read with a selector: `usePlayerSettings((s) => s.next_song)`.
 */
export const usePlayerSettings = create<PlayerSettingsState>((set, get) => ({
  ...readStored(),
  setPlayerSetting(name, value) {
    if (!isPlayerSettingName(name)) {
      console.log(`[player] unknown player setting ignored: ${String(name)}`);
      return false;
    }
    const checked = checkPlayerSetting(name, value);
    if (!checked.ok) {
      console.log(`[player] invalid value ignored for ${name}:`, value);
      return false;
    }
    if (get()[name] === checked.value) return true;
    set({ [name]: checked.value } as Partial<PlayerSettings>);
    writeStored(pickPlayerSettings(get()));
    return true;
  },
  resetPlayerSettings() {
    set({ ...defaultPlayerSettings });
    writeStored({ ...defaultPlayerSettings });
  },
}));

/** Reloads the settings from storage (tests; another tab's change). */
export function reloadPlayerSettings(): void {
  usePlayerSettings.setState(readStored());
}

/**
 * Keeps the player settings in step with the other tabs, as the site settings are [SET-13]: reloads them from
 * storage at once (another tab may have saved since this store was read) and again whenever another tab saves
 * `player_settings` (the browser fires `storage` only in the other tabs, so this tab's own saves never echo
 * back). `key === null` means another tab cleared the storage: the defaults apply. Returns the function that
 * stops listening.
 */
export function syncPlayerSettingsAcrossTabs(): () => void {
  reloadPlayerSettings();
  return onOtherTabWrite(playerSettingsStorageKey, reloadPlayerSettings);
}
