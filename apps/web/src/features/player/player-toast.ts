import { getI18n } from 'react-i18next';
import { type ToastOptions, toast } from '../../ui/toast-store.ts';

/**
 * Shows a toast with the text of `key` in the `player` namespace, loading the namespace first when it is not
 * there yet (the store and the audio engine toast outside React). Without an i18n instance (some unit tests)
 * the key itself is shown. Resolves once the toast is on screen.
 *
 * @example await playerToast('toast.cannot_play', { title: song.title }, { status: 'error' });
 */
export async function playerToast(
  key: string,
  values: Record<string, unknown> = {},
  options: Omit<ToastOptions, 'message'> = {},
): Promise<void> {
  const i18n = getI18n();
  if (!i18n) {
    toast({ ...options, message: key });
    return;
  }
  if (!i18n.hasLoadedNamespace('player')) await i18n.loadNamespaces('player');
  toast({ ...options, message: i18n.t(`player:${key}`, values) });
}
