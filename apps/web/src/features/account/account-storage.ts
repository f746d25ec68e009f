/**
 * The account's localStorage keys (spec section 3): the device id [ACCT-02] and, only with remember on, the
 * login token [ACCT-12]. A blocked or full storage counts as empty and is otherwise ignored: the account still
 * works for the open page.
 */
export const deviceIdStorageKey = 'device_id';
export const tokenStorageKey = 'tokenid';

/** The stored value under `key`, or null (absent, or storage unavailable). Never throws. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null removes it. Never throws. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.log(`[account] could not write ${key}`, error);
  }
}
