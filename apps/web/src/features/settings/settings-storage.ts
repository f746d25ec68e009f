import { parseStoredSettings, type Settings, serializeSettings } from './settings-schema.ts';

/** The localStorage key of the settings JSON [SET-01]. */
export const settingsStorageKey = 'settings';

/**
 * Reads the stored settings; defaults for anything missing or malformed (see `parseStoredSettings`).
 * A storage that throws (blocked cookies, private modes) counts as empty. Never throws.
 */
export function readStoredSettings(): Settings {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(settingsStorageKey);
  } catch {
    raw = null;
  }
  return parseStoredSettings(raw);
}

/**
 * Writes the persisted settings under `settings` [SET-01][SET-12][SET-14]. A full or blocked storage
 * is logged and otherwise ignored: the settings still apply for this visit.
 */
export function writeStoredSettings(settings: Settings): void {
  try {
    localStorage.setItem(settingsStorageKey, serializeSettings(settings));
  } catch (error) {
    console.log('[settings] could not save the settings', error);
  }
}
