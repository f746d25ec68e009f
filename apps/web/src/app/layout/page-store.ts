import { create } from 'zustand';
import { type HeaderWidthType, initialHeaderWidthType } from './nav-collapse.ts';

/** A better text for the last breadcrumb item of one path (e.g. an article's title) [LAYOUT-27..30]. */
export type BreadcrumbLabel = { path: string; text: string };

/**
 * The page state that is not a setting (spec section 3 "Page state"). The session-only debug flags
 * (hide header/footer, no_scroll, show_fps, mobile mode) and the site-wide gray flag
 * (`site_gray`) are session-only settings and live in `useSettingsStore`.
 */
type PageState = {
  /** Measured by the header; the mobile bar reads it [LAYOUT-09][LAYOUT-35]. */
  header_width_type: HeaderWidthType;
  /**
   * A page's override of the header's transparency [LAYOUT-15]: `true` always transparent, `false` always
   * opaque, `null` follows the scroll rule (transparent while scrollY < 10 px) [LAYOUT-14].
   */
  header_transparent: boolean | null;
  /** Set by a page whose last breadcrumb item has a better label than its path segment; `null` otherwise. */
  breadcrumb_label: BreadcrumbLabel | null;
  setHeaderWidthType: (type: HeaderWidthType) => void;
  setHeaderTransparent: (transparent: boolean | null) => void;
  setBreadcrumbLabel: (label: BreadcrumbLabel | null) => void;
};

/** Zustand store of the page state; read with selectors, e.g. `usePageStore((s) => s.header_width_type)`. */
export const usePageStore = create<PageState>()((set) => ({
  header_width_type: typeof window === 'undefined' ? 'wide' : initialHeaderWidthType(window.innerWidth),
  header_transparent: null,
  breadcrumb_label: null,
  setHeaderWidthType: (header_width_type) => set({ header_width_type }),
  setHeaderTransparent: (header_transparent) => set({ header_transparent }),
  setBreadcrumbLabel: (breadcrumb_label) => set({ breadcrumb_label }),
}));
