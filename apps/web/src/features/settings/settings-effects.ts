import type { i18n as I18n } from 'i18next';
import { defaultApiAddress, setApiBase } from '../../lib/api-client.ts';
import { resolveLanguageSetting, switchLanguage } from '../../lib/i18n.ts';
import { toast } from '../../ui/toast-store.ts';
import { probeApiAddress } from './api-probe.ts';
import { useSettingsStore } from './store.ts';

/**
 * Probes `address` and acts on the answer: the message is logged on success [SET-21]; on failure the
 * failure is logged and api_address goes back to its default [SET-22] (only if the setting still holds
 * `address`: a later change wins). Resolves when done; never rejects.
 */
export async function probeAndApply(address: string): Promise<void> {
  const message = await probeApiAddress(address);
  if (message !== null) {
    console.log(`[settings] API ${address}: ${message}`);
    return;
  }
  console.log(`[settings] API probe failed on ${address}; api_address goes back to ${defaultApiAddress}`);
  const store = useSettingsStore.getState();
  if (store.settings.api_address === address) store.set('api_address', defaultApiAddress);
}

/**
 * Connects the settings store to the world for changes made after this call (the stored settings were
 * applied at start-up by the caller, without toasts [TOAST-10]):
 * - language -> loads and switches the interface language, `<html lang>` [I18N-07], and once the app has
 *   started the toast "Language has changed" in the new language [I18N-08][ERR-06];
 * - api_address -> the client's base address [SET-19], the toast "API address has changed" [ERR-05]
 *   and the probe [SET-20..22].
 * Returns the function that disconnects.
 */
export function startSettingsEffects(i18n: I18n): () => void {
  return useSettingsStore.subscribe((state, previous) => {
    const { settings } = state;
    if (settings.language !== previous.settings.language) {
      const language = resolveLanguageSetting(settings.language);
      void switchLanguage(i18n, language).then(() => {
        if (useSettingsStore.getState().started)
          withSettingsStrings(i18n, () =>
            toast({ message: i18n.t('settings:toast.language_changed'), group: 'settings-language' }),
          );
      });
    }
    if (settings.api_address !== previous.settings.api_address) {
      setApiBase(settings.api_address);
      if (state.started)
        withSettingsStrings(i18n, () =>
          toast({ message: i18n.t('settings:toast.api_changed'), group: 'settings-api' }),
        );
      void probeAndApply(settings.api_address);
    }
  });
}

/**
 * Runs `show` once the `settings` strings are loaded: at once when they are (the settings panel that made the
 * change loaded them), after loading them otherwise (the strings load per page, not all at start).
 */
function withSettingsStrings(i18n: I18n, show: () => void): void {
  if (i18n.hasLoadedNamespace('settings')) show();
  else void i18n.loadNamespaces('settings').then(show);
}
