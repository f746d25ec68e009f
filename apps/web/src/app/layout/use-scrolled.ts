import { useSyncExternalStore } from 'react';

/** Scroll position (px) from which the header turns opaque [LAYOUT-14]. */
export const headerOpaqueFromPx = 10;

const read = () => window.scrollY < headerOpaqueFromPx;

/**
 * The last value read. React asks for the snapshot while it renders and again while it commits, right after
 * changing the DOM: reading `window.scrollY` there forces the browser to lay out the new page on the spot (the
 * largest forced reflow of an article's first render). So the position is read only where it is free: once when
 * this module loads (before the app renders), and on `scroll` events and subscription (after the browser has
 * laid the page out).
 */
let atTop = typeof window === 'undefined' ? true : read();

function subscribe(listener: () => void): () => void {
  const onScroll = () => {
    atTop = read();
    listener();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  // It may have moved while nobody listened (scroll restoration on reload).
  onScroll();
  return () => window.removeEventListener('scroll', onScroll);
}

const snapshot = () => atTop;

/**
 * Whether the window is scrolled less than 10 px from the top [LAYOUT-14]; re-renders only when that flips,
 * not on every scroll event.
 */
export function useAtScrollTop(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
