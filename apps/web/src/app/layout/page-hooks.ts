import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type BreadcrumbCrumbs, usePageStore } from './page-store.ts';

/**
 * Gives the current page's last breadcrumb item (and so its title [LAYOUT-30]) the text `text`, e.g. an
 * article's title, while the page is shown. `undefined` (still loading) keeps the path segment's text. `crumbs`
 * (keyed by an earlier item's path) give earlier items their target and name, e.g. an article's folders its
 * categories; it is compared by value, so a new object each render is fine.
 */
export function useBreadcrumbLabel(text: string | undefined, crumbs?: BreadcrumbCrumbs): void {
  const { pathname } = useLocation();
  const set = usePageStore((s) => s.setBreadcrumbLabel);
  const crumbsKey = crumbs ? JSON.stringify(crumbs) : '';
  useEffect(() => {
    if (!text && !crumbsKey) return;
    set({ path: pathname, text, crumbs: crumbsKey ? JSON.parse(crumbsKey) : undefined });
    return () => set(null);
  }, [pathname, text, crumbsKey, set]);
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
