import { useCallback, useState } from 'react';

/**
 * Open state of a lazily loaded dialog: `mounted` turns true on the first open and stays true, so the dialog's
 * code is fetched only when asked for and its closing animation can still run afterwards.
 */
export function useDialogSlot() {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  return { open, mounted, setOpen };
}
