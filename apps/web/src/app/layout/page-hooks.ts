import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageStore } from './page-store.ts';

/**
 * Gives the current page's last breadcrumb item (and so its title [LAYOUT-30]) the text `text`, e.g. an
 * article's title, while the page is shown. `undefined` (still loading) keeps the path segment's text.
 */
export function useBreadcrumbLabel(text: string | undefined): void {
  const { pathname } = useLocation();
  const set = usePageStore((s) => s.setBreadcrumbLabel);
  useEffect(() => {
    if (!text) return;
    set({ path: pathname, text });
    return () => set(null);
  }, [pathname, text, set]);
}

/**
 * Overrides the header's transparency while the calling page is shown [LAYOUT-15]: `true` keeps it
 * transparent at any scroll position, `false` keeps it opaque. Unmounting restores the scroll rule.
 */
export function useHeaderTransparent(transparent: boolean): void {
  const set = usePageStore((s) => s.setHeaderTransparent);
  useEffect(() => {
    set(transparent);
    return () => set(null);
  }, [transparent, set]);
}
