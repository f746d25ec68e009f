import { deviceIdSchema } from '@site/contracts';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api-client.ts';
import { deviceIdStorageKey, readStored, writeStored } from './account-storage.ts';
import { NO_DEVICE_ID, useAccountStore } from './store.ts';

/**
 * The device id and the page views (calls API-09..12). The device id is checked once at start; page views
 * are sent on every route change once it is ready.
 */

/**
 * Checks the stored device id with check_device.php [ACCT-04], or gets a new one from new_device.php when none
 * is stored [ACCT-03]; the id the answer carries is stored [ACCT-02] and put in the store. Resolves with it,
 * or with `no_device_id` when the server could not be asked.
 */
export async function checkDevice(user_agent: string = navigator.userAgent): Promise<string> {
  const stored = readStored(deviceIdStorageKey);
  const answer =
    stored !== null && stored !== NO_DEVICE_ID
      ? await apiCall('account/check_device.php', {
          method: 'POST',
          body: { user_agent, device_id: stored },
          data: deviceIdSchema,
        })
      : await apiCall('account/new_device.php', { method: 'POST', body: { user_agent }, data: deviceIdSchema });
  if (answer === false || answer.status !== 'success') return useAccountStore.getState().device_id;
  writeStored(deviceIdStorageKey, answer.data);
  useAccountStore.setState({ device_id: answer.data });
  flushPageView();
  return answer.data;
}

/** The last route change not sent yet because the device id was not ready [API-12]. */
let pendingPath: string | null = null;

function sendPageView(url: string): void {
  const { device_id, tokenid } = useAccountStore.getState();
  void apiCall('account/view_page.php', {
    method: 'POST',
    body: { url, device_id, tokenid },
    data: z.unknown(),
  });
}

/**
 * Reports a route change (view_page.php with the route path, device id and token) [API-11]; before the
 * device id is ready the path waits and is sent once it is [API-12].
 */
export function reportPageView(path: string): void {
  if (useAccountStore.getState().device_id === NO_DEVICE_ID) {
    pendingPath = path;
    return;
  }
  sendPageView(path);
}

function flushPageView(): void {
  if (pendingPath === null) return;
  const path = pendingPath;
  pendingPath = null;
  sendPageView(path);
}
