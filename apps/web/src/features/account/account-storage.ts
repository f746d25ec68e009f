/**
 * The account's storage keys (spec section 3): the device id [ACCT-02] and the login token [ACCT-12], kept in
 * localStorage with remember on and in sessionStorage (this tab, until it closes) without (issue 19 point 7). A
 * blocked or full storage counts as empty and is otherwise ignored: the account still works for the open page.
 */
export const deviceIdStorageKey = 'device_id';
export const tokenStorageKey = 'tokenid';

/** Which storage a value lives in: `local` (kept) or `session` (this tab until it closes). */
type Area = 'local' | 'session';
const storageOf = (area: Area): Storage => (area === 'local' ? localStorage : sessionStorage);

/** The stored value under `key` in `area` (default local), or null (absent, or storage unavailable). Never throws. */
export function readStored(key: string, area: Area = 'local'): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` in `area` (default local); null removes it. Never throws. */
export function writeStored(key: string, value: string | null, area: Area = 'local'): void {
  try {
    if (value === null) storageOf(area).removeItem(key);
    else storageOf(area).setItem(key, value);
  } catch (error) {
    console.log(`[account] could not write ${key}`, error);
  }
}
