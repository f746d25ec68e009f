import { useToastStore } from '../../ui/toast-store.ts';
import { FULL_PLAYER_ATTRIBUTE } from './keyboard.ts';
import { usePlayerStore } from './store.ts';

/**
 * Keeps the toasts off the player's controls (issue 19): the toaster (in the shell, `ui/toaster.module.css`)
 * sits at least `--toast-clearance` above the window's bottom edge, and this module, part of the player's own
 * lazy code, sets that variable on the root element to the room the player's controls take at the bottom.
 *
 * Elements marked with `TOAST_CLEAR_ATTRIBUTE` (the mini player, the full player's progress bar and buttons)
 * count when they reach into the lower half of the window: the toasts then stand `TOAST_CLEARANCE_GAP_PX` above
 * the highest of them. Inside the full player, positions are taken without its slide-in / drag transform (where
 * the controls rest), so a toast that arrives while it slides in is placed for the open player.
 */

/** Marks an element the toasts must not cover. */
export const TOAST_CLEAR_ATTRIBUTE = 'data-toast-clear';

/** The CSS custom property the toaster reads (px, on `document.documentElement`). */
export const TOAST_CLEARANCE_PROPERTY = '--toast-clearance';

/** Room between the player's controls and the lowest toast (px). */
export const TOAST_CLEARANCE_GAP_PX = 12;

/**
 * The room (px from the window's bottom edge) the toasts need to stay clear of `elements` in a window
 * `viewport_height` px tall: 0 when none reaches into the lower half; else the gap above the highest top.
 */
export function toastClearance(elements: Iterable<Element>, viewport_height: number): number {
  let clearance = 0;
  for (const element of elements) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue; // not shown
    const layer = element.closest(`[${FULL_PLAYER_ATTRIBUTE}]`);
    const shift = layer ? layer.getBoundingClientRect().top : 0; // the full player rests at top 0
    const top = rect.top - shift;
    const bottom = rect.bottom - shift;
    if (bottom <= viewport_height / 2 || top >= viewport_height) continue;
    clearance = Math.max(clearance, viewport_height - top + TOAST_CLEARANCE_GAP_PX);
  }
  return Math.round(clearance);
}

/** Measures the marked elements now and sets (or, with nothing to clear, removes) the toaster's variable. */
export function updateToastClearance(): void {
  const root = document.documentElement;
  const px = toastClearance(document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`), window.innerHeight);
  if (px > 0) root.style.setProperty(TOAST_CLEARANCE_PROPERTY, `${px}px`);
  else root.style.removeProperty(TOAST_CLEARANCE_PROPERTY);
}

/**
 * Keeps `--toast-clearance` current while the player is mounted: measured again after each change of the toasts
 * and of the player's layout (full player open, its panel), on window resizes, and when a marked element
 * changes size (and on scrolls while toasts show). Returns the function that stops and removes the variable.
 */
export function attachToastClearance(): () => void {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(updateToastClearance);
  };
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  const observeMarked = () => {
    resizes?.disconnect();
    for (const element of document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`)) resizes?.observe(element);
  };
  const stopToasts = useToastStore.subscribe(schedule);
  const stopPlayer = usePlayerStore.subscribe((state, previous) => {
    if (state.open.full_player !== previous.open.full_player || state.full_player_show !== previous.full_player_show)
      requestAnimationFrame(() => {
        observeMarked();
        schedule();
      });
  });
  // The mini player is sticky: a scroll can move it while toasts show.
  const onScroll = () => {
    if (useToastStore.getState().toasts.length > 0) schedule();
  };
  window.addEventListener('resize', schedule);
  window.addEventListener('scroll', onScroll, { passive: true });
  observeMarked();
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    stopToasts();
    stopPlayer();
    resizes?.disconnect();
    window.removeEventListener('resize', schedule);
    window.removeEventListener('scroll', onScroll);
    document.documentElement.style.removeProperty(TOAST_CLEARANCE_PROPERTY);
  };
}
