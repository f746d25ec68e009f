import { useSyncExternalStore } from 'react';

/** Scroll position (px) from which the header turns opaque [LAYOUT-14]. */
export const headerOpaqueFromPx = 10;

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

const atTop = () => window.scrollY < headerOpaqueFromPx;

/**
 * Whether the window is scrolled less than 10 px from the top [LAYOUT-14]; re-renders only when that flips,
 * not on every scroll event.
 */
export function useAtScrollTop(): boolean {
  return useSyncExternalStore(subscribe, atTop, () => true);
}
