import { useSyncExternalStore } from 'react';

/**
 * Whether a navigation is waiting for its page (docs/decisions/0014, "Consequences"): the router renders each
 * new location in a transition, so the old page stays on screen while the next page's code loads and the address
 * bar already shows the new URL. Without a sign, a click on a slow connection seems to do nothing. `RouteTable`
 * reports the location it renders and the one it commits; a navigation still not committed after
 * `NAVIGATION_PROGRESS_DELAY_MS` counts as pending until it commits (its page shows, or the error page does).
 */

/**
 * How long a navigation may take before it counts as pending, in milliseconds: a page whose code is already in, or
 * comes within this time, shows no progress bar at all (no flash on every click).
 */
export const NAVIGATION_PROGRESS_DELAY_MS = 200;

let rendering: string | undefined;
let committed: string | undefined;
let pending = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPending(next: boolean): void {
  if (pending === next) return;
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Called while `RouteTable` renders the location with key `key` (React Router's `location.key`). Safe during
 * render: it only records the key and (re)starts a timer; listeners hear of it later, never during the render.
 * The first location rendered (the visit's first page) starts nothing.
 */
export function noteLocationRendering(key: string): void {
  if (key === rendering) return;
  rendering = key;
  if (committed === undefined) return;
  clearTimeout(timer);
  timer = setTimeout(() => setPending(rendering !== committed), NAVIGATION_PROGRESS_DELAY_MS);
}

/** Called once the location with key `key` is on screen (a layout effect of `RouteTable`): ends the pending state. */
export function noteLocationCommitted(key: string): void {
  committed = key;
  if (rendering !== key) return;
  clearTimeout(timer);
  setPending(false);
}

/** Whether a navigation is pending (see the module's comment); re-renders when that changes. */
export function useNavigationPending(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => false,
  );
}
