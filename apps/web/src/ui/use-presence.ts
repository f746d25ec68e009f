import { useEffect, useState } from 'react';

/**
 * Keeps something mounted for `exit_ms` after `open` turns false, so it can play its leave animation and then
 * leave the page (the dialog's 300 ms close [DIALOG-02]). Returns whether it should be mounted now.
 * Opening again during the delay cancels the unmount.
 */
export function usePresence(open: boolean, exit_ms: number): boolean {
  const [mounted, setMounted] = useState(open);
  // Mount in the same render that opens: no empty frame before the enter animation.
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), exit_ms);
    return () => clearTimeout(timer);
  }, [open, mounted, exit_ms]);
  return mounted;
}
