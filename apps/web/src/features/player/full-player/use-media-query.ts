import { useSyncExternalStore } from 'react';

/** [FPLAY-08] The narrow layout applies below 919 px (up to 918 px). */
export const NARROW_QUERY = '(max-width: 918px)';
/** The reader asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function list(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether `query` matches now (false where `matchMedia` is missing). */
export function matchesQuery(query: string): boolean {
  return list(query)?.matches ?? false;
}

/**
 * Whether the media query matches, updated when it changes.
 *
 * @example const narrow = useMediaQuery(NARROW_QUERY);
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = list(query);
      mql?.addEventListener('change', onChange);
      return () => mql?.removeEventListener('change', onChange);
    },
    () => matchesQuery(query),
    () => false,
  );
}
