import { onOtherTabWrite } from '../../lib/other-tabs.ts';
import { settingsStorageKey } from './settings-storage.ts';
import { useSettingsStore } from './store.ts';

/**
 * Reloads the settings when another tab changes them [SET-13]; when another tab cleared the whole storage, the
 * settings go back to their defaults. Returns the function that stops listening.
 */
export function syncSettingsAcrossTabs(): () => void {
  return onOtherTabWrite(settingsStorageKey, (value) => useSettingsStore.getState().reload(value));
}
