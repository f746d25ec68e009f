import type { ApiRequest } from '@site/contracts';
import { createContext, use, useLayoutEffect, useMemo } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, renderMatches, useLocation } from 'react-router';
import { isLazyPage } from './lazy-page.ts';
import { noteLocationCommitted, noteLocationRendering } from './navigation-progress.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * A route's metadata, in its `handle` (the table: `route-pages.ts`). The spec's flags (section 2):
 * `manual_title` (the page sets its own title [LAYOUT-32]) and `no_scroll_to_top` (navigating to it keeps the
 * scroll position [ROUTE-03]). What the route loads: `page`, its page file under `app/routes/` (`home.tsx`, one
 * lazily loaded chunk [ROUTE-02]); `namespaces`, the i18n namespaces it shows beyond the shell's, loaded with its
 * code; `requests`, the API calls it makes first whatever its address's params (the server preloads them with the
 * HTML, docs/decisions/0006).
 */
export type RouteHandle = {
  manual_title?: boolean;
  no_scroll_to_top?: boolean;
  page?: string;
  namespaces?: readonly string[];
  requests?: readonly ApiRequest[];
};

const RouteHandlesContext = createContext<readonly RouteHandle[]>([]);

/**
 * The `handle` of every route matched by the current location, outermost first (the root layout's, then the
 * page's); `{}` for a route without one. Empty outside `RouteTable`.
 */
export function useRouteHandles(): readonly RouteHandle[] {
  return use(RouteHandlesContext);
}

/**
 * Starts loading every lazy page among `matches` at once (a layout route's chunk and its page's in parallel),
 * with each page's navigation-time work and data prefetch for the matched params (see `lazyPage`). Idempotent: a page's code loads once. A load that
 * fails is reported when the page renders (to the route error boundary), not here.
 */
function preloadMatches(matches: readonly RouteMatch[]): Promise<unknown>[] {
  return matches.flatMap(({ route, params }) => {
    if (!isLazyPage(route.Component)) return [];
    const loading = route.Component.preload(params);
    loading.catch(() => {});
    return [loading];
  });
}

/** The last match per route table: the first render reuses the one the first page's preload made. */
const lastMatch = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] }>();

/**
 * The routes of `routes` that match `pathname`, outermost first (`matchRoutes`); `[]` when none does. React
 * Router ranks the whole table again on every call (a few ms on a phone for our ~60 routes), so the last answer
 * per table is kept: a visit's first page is matched once, by its preload, not again by its first render.
 */
export function matchRouteTable(routes: RouteObject[], pathname: string): RouteMatch[] {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname) ?? [];
  lastMatch.set(routes, { pathname, matches });
  return matches;
}

/**
 * Preloads the pages `routes` match for `pathname` (e.g. `/blog/articles/a/b`) and resolves once they have
 * loaded or failed (never rejects): the app waits on it before its first render, so the first paint shows the
 * page, not a loading line.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.allSettled(preloadMatches(matchRouteTable(routes, pathname)));
}

/**
 * Renders the routes of `routes` that match the current location (React Router's declarative mode, the
 * equivalent of `useRoutes(routes)`), inside a `RouteErrorBoundary` that resets on every navigation, and gives
 * the matched routes' handles to `useRouteHandles`. Must be inside a router (`BrowserRouter`, `MemoryRouter`).
 *
 * Every navigation preloads the matched lazy pages while the new location renders: before a layout route's page
 * suspends, and before the layout's own chunk has loaded. The router renders a navigation in a transition, so
 * the old page stays on screen until the new one is ready; meanwhile `useNavigationPending` tells the layout
 * (after a short delay) that a navigation is waiting, from the locations rendered and committed here.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { pathname, key } = location;
  noteLocationRendering(key);
  useLayoutEffect(() => noteLocationCommitted(key), [key]);
  const matches = useMemo(() => matchRouteTable(routes, pathname), [routes, pathname]);
  // Safe while rendering: preloading is idempotent, so a repeated or abandoned render only asks again.
  preloadMatches(matches);
  const handles = useMemo(() => matches.map((m) => (m.route.handle ?? {}) as RouteHandle), [matches]);
  const element = useMemo(() => renderMatches(matches), [matches]);
  return (
    <RouteHandlesContext value={handles}>
      <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>
    </RouteHandlesContext>
  );
}
