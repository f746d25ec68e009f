import { settingsStorageKey } from './settings-storage.ts';
import { useSettingsStore } from './store.ts';

/**
 * Reloads the settings when another tab changes them [SET-13]. The browser fires `storage` only in the
 * other tabs of the same origin, so this tab's own saves never echo back. `key === null` means another
 * tab cleared the whole storage: the settings go back to their defaults.
 * Returns the function that stops listening.
 */
export function syncSettingsAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    if (event.key !== settingsStorageKey && event.key !== null) return;
    useSettingsStore.getState().reload(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
