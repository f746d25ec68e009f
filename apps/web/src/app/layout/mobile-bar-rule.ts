import type { HeaderWidthState } from './nav-collapse.ts';
import { normalisePath } from './paths.ts';

/** The exact routes the mobile bottom bar shows on [LAYOUT-34]. */
export const mobileBarPaths: readonly string[] = ['/', '/blog', '/archive', '/links', '/about'];

/** The sticky bottom offset while the mobile bar shows, in px [LAYOUT-36]. */
export const stickyBottomPx = 60;

/**
 * Whether the mobile bottom bar shows: only on the exact routes of `mobileBarPaths` [LAYOUT-34] (a trailing
 * slash is ignored) and only while the header width type is `small` [LAYOUT-35] (or not measured yet: see
 * `HeaderWidthState`).
 */
export function showsMobileBar(pathname: string, header_width_type: HeaderWidthState): boolean {
  // `unmeasured` (a server-rendered page hydrating): in the markup, the CSS shows it only where the header is small.
  return header_width_type !== 'wide' && mobileBarPaths.includes(normalisePath(pathname));
}

/** The `--sticky-bottom` value: `60px` while the mobile bar shows, `0px` otherwise [LAYOUT-36]. */
export function stickyBottom(mobile_bar_shown: boolean): string {
  return mobile_bar_shown ? `${stickyBottomPx}px` : '0px';
}
