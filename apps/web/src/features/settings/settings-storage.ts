import { firstVisitLanguage } from '@site/contracts';
import { writeVisitorCookies } from './settings-cookies.ts';
import { defaultSettings, parseStoredSettings, type Settings, serializeSettings } from './settings-schema.ts';

/** The browser's preferred languages, most preferred first (`navigator.languages`, else `navigator.language`). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * This visitor's defaults: the spec's table [SET-02..11], with the language a first visit starts in: the first of
 * the browser's languages (`preferred`, most preferred first) that is one of ours, else zh (issue 19 point 6;
 * docs/decisions/0026-first-visit-language.md). A stored language always wins over it.
 */
export function visitorDefaults(preferred: readonly string[] = browserLanguages()): Settings {
  return { ...defaultSettings, language: firstVisitLanguage(preferred) };
}

/** The localStorage key of the settings JSON [SET-01]. */
export const settingsStorageKey = 'settings';

/**
 * Reads the stored settings; the visitor's defaults (`visitorDefaults`) for anything missing or malformed (see
 * `parseStoredSettings`).
 * A storage that throws (blocked cookies, private modes) counts as empty. Never throws.
 */
export function readStoredSettings(): Settings {
  return parseStoredSettings(readStoredRaw(), visitorDefaults());
}

function readStoredRaw(): string | null {
  try {
    return localStorage.getItem(settingsStorageKey);
  } catch {
    return null;
  }
}

/**
 * Brings the cookies that mirror the language and appearance (`settings-cookies.ts`) in line with the storage at
 * start: written from `settings` when settings are stored, removed when none are (the browser's language then
 * decides, on the server as in the app).
 */
export function syncVisitorCookies(settings: Settings): void {
  writeVisitorCookies(readStoredRaw() === null ? null : settings);
}

/**
 * Writes the persisted settings under `settings` [SET-01][SET-12][SET-14]. A full or blocked storage
 * is logged and otherwise ignored: the settings still apply for this visit.
 */
export function writeStoredSettings(settings: Settings): void {
  try {
    localStorage.setItem(settingsStorageKey, serializeSettings(settings));
    writeVisitorCookies(settings);
  } catch (error) {
    console.log('[settings] could not save the settings', error);
  }
}
