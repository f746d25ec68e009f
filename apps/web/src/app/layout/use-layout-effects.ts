import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRouteHandles } from '../route-table.tsx';
import { pageTitle, serverPageTitle } from './page-title.tsx';
import { useBreadcrumbTexts } from './use-breadcrumb-texts.ts';

/**
 * Scrolls the window to the top when the path changes [ROUTE-03], unless the new route's handle has
 * `no_scroll_to_top` (a wiki item keeps its position between items). Not on the first page of a visit: the
 * browser places it (at the top, or where a reload left it), and a scroll there would force a layout of the
 * page in the middle of its first render.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const keep = useRouteHandles().some((h) => h.no_scroll_to_top);
  const shown = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a path change only, not when `keep` flips.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!keep) window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The document title of the layout's page: `"<last breadcrumb text> - <site name>"` (the site name alone on home)
 * [LAYOUT-30][LAYOUT-31]; undefined on routes flagged `manual_title`, whose page renders its own [LAYOUT-32]. The
 * layout renders it as `<title>` (`PageTitle`, issue 21 point 4).
 */
export function useBreadcrumbTitle(site_name: string): string | undefined {
  const { pathname } = useLocation();
  const manual = useRouteHandles().some((h) => h.manual_title);
  const items = useBreadcrumbTexts(pathname);
  const last = items.at(-1)?.label ?? null;
  if (manual) return undefined;
  // On the server, the title its head gives the page (an archive item's "<title> - <site>", which the breadcrumb
  // learns only once the page has run in the browser, then giving the same).
  return serverPageTitle() ?? pageTitle(last, site_name);
}

/** Locks page scrolling while `no_scroll` is on [LAYOUT-39]; restores it when it turns off. */
export function useNoScroll(no_scroll: boolean): void {
  useEffect(() => {
    if (!no_scroll) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [no_scroll]);
}

/** Sets `--sticky-bottom` on the root element (60px while the mobile bar shows, else 0px) [LAYOUT-36]. */
export function useStickyBottom(value: string): void {
  useEffect(() => {
    document.documentElement.style.setProperty('--sticky-bottom', value);
  }, [value]);
}

/**
 * Drops the head's tags the server wrote for the page it sent (`DocumentHead`, marked `data-page-head`: description,
 * canonical, Open Graph, JSON-LD) once the visitor navigates to another page: they describe the first page only
 * (issue 21 point 4).
 */
export function useServerHeadUntilNavigation(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
  }, [pathname]);
}
