import { create } from 'zustand';
import { type HeaderWidthState, initialHeaderWidthType } from './nav-collapse.ts';

/**
 * A page's better breadcrumb for its path `path` [LAYOUT-27..30]: `text` for the last item (e.g. an article's
 * title), and `crumbs`, keyed by an earlier item's path, where that item leads and what it says (an article's folder
 * goes to its category, named).
 */
export type BreadcrumbLabel = { path: string; text?: string; crumbs?: BreadcrumbCrumbs };

/** Item path -> where that breadcrumb item leads and its text (`BreadcrumbLabel.crumbs`). */
export type BreadcrumbCrumbs = Readonly<Record<string, { to: string; text: string }>>;

/**
 * The page state that is not a setting (spec section 3 "Page state"). The session-only debug flags
 * (hide header/footer, no_scroll, show_fps, mobile mode) and the site-wide gray flag
 * (`site_gray`) are session-only settings and live in `useSettingsStore`.
 */
type PageState = {
  /** Measured by the header; the mobile bar reads it [LAYOUT-09][LAYOUT-35]. */
  header_width_type: HeaderWidthState;
  /**
   * A page's override of the header's transparency [LAYOUT-15]: `true` always transparent, `false` always
   * opaque, `null` follows the scroll rule (transparent while scrollY < 10 px) [LAYOUT-14].
   */
  header_transparent: boolean | null;
  /** Set by a page whose last breadcrumb item has a better label than its path segment; `null` otherwise. */
  breadcrumb_label: BreadcrumbLabel | null;
  setHeaderWidthType: (type: HeaderWidthState) => void;
  setHeaderTransparent: (transparent: boolean | null) => void;
  setBreadcrumbLabel: (label: BreadcrumbLabel | null) => void;
};

/** Zustand store of the page state; read with selectors, e.g. `usePageStore((s) => s.header_width_type)`. */
export const usePageStore = create<PageState>()((set) => ({
  // The server renders for any window (`unmeasured`, CSS decides); a server-rendered page (its #ssr-state) starts
  // there too in the browser: zustand hydrates from a store's initial state, which must match the server's.
  header_width_type:
    typeof window === 'undefined' || document.getElementById('ssr-state') !== null
      ? 'unmeasured'
      : initialHeaderWidthType(window.innerWidth),
  header_transparent: null,
  breadcrumb_label: null,
  setHeaderWidthType: (header_width_type) => set({ header_width_type }),
  setHeaderTransparent: (header_transparent) => set({ header_transparent }),
  setBreadcrumbLabel: (breadcrumb_label) => set({ breadcrumb_label }),
}));
