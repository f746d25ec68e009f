/**
 * Calls `onChange` when another tab of this origin writes the localStorage `key`: with the new value (null
 * when it was removed), or with null when another tab cleared the whole storage. The browser fires `storage`
 * only in the other tabs, so this tab's own writes never echo back. Used to keep settings stores in step across
 * tabs [SET-13]. Returns the function that stops listening.
 */
export function onOtherTabWrite(key: string, onChange: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    if (event.key === key) onChange(event.newValue);
    else if (event.key === null) onChange(null);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
