import type { AppRoutePattern } from '@site/contracts';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { appQueryClient, appServices } from './app-startup.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { backgroundQuery, siteInfoQuery } from './layout/site-info.ts';
import { type LazyPage, lazyPage, type PageModule, PREFETCH_WAIT_MS, settledWithin } from './lazy-page.ts';
import { layoutRouteOf, layoutRoutes, notFoundPage, type PageHandle, routePages } from './route-pages.ts';
import { matchRouteTable, preloadRoutes, RouteTable } from './route-table.tsx';

/**
 * The app's router (spec section 2; DESIGN.md "Stack: routing"; docs/decisions/0014) over the route table of
 * `route-pages.ts`, which has one entry for each route pattern of `@site/contracts`.
 *
 * - History mode (React Router's declarative `BrowserRouter`) [ROUTE-01]; every page is a lazy chunk
 *   (`React.lazy`, preloaded at navigation time, see `lazyPage`) [ROUTE-02].
 * - Each route's `handle` is its entry of the table (`RouteHandle`): its page and namespaces, and the spec's flags
 *   `manual_title` (the page sets its own title [LAYOUT-32]) and `no_scroll_to_top` [ROUTE-03]. Multi-segment
 *   ids are splat routes (`*`).
 * - A page that fails to load or throws shows `RouteError` in place of the layout (`RouteTable`'s boundary).
 */

/**
 * Every page file under `routes/`, each its own lazily loaded chunk [ROUTE-02]; not the tests, nor the frames several
 * pages share (`*-page.tsx`, imported by those pages), which are no route's page.
 */
const pageModules = import.meta.glob<PageModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/**/*-page.tsx',
]);

/**
 * The home page's picture is its largest paint: its address is asked for while the page's code loads (on every
 * navigation to home, and before the first render of a visit that starts there), not after the page first
 * renders. Never blocks the navigation.
 */
const prefetchHome = () => {
  void appQueryClient().prefetchQuery(backgroundQuery);
};

/** What a page's navigation starts besides its code, strings and `prefetch`, by page file (see `lazyPage`). */
const onPreload: Readonly<Record<string, () => void>> = { 'home.tsx': prefetchHome };

const lazyPages = new WeakMap<PageHandle, LazyPage>();

/**
 * The lazy page of `handle`, one per handle (the home page's three routes share it [ROUTE-06]). The page's i18n
 * namespaces (beyond the shell's) load in parallel with its code, and the page renders once both are in, so it
 * never suspends on its strings.
 */
function lazyPageOf(handle: PageHandle): LazyPage {
  const known = lazyPages.get(handle);
  if (known) return known;
  const load = pageModules[`./routes/${handle.page}`];
  if (!load) throw new Error(`no page file app/routes/${handle.page}`);
  const { namespaces } = handle;
  const made = lazyPage(async () => {
    const [module] = await Promise.all([
      load(),
      namespaces.length > 0 ? appServices().then(({ i18n }) => i18n.loadNamespaces([...namespaces])) : undefined,
    ]);
    return module;
  }, onPreload[handle.page]);
  lazyPages.set(handle, made);
  return made;
}

/** The route of `pattern` below the route at `parent` (`/` or a layout's prefix): its path relative to it. */
function routeOf(pattern: AppRoutePattern, parent: string): RouteObject {
  const handle = routePages[pattern];
  const path = pattern.slice(parent.length).replace(/^\//, '');
  const route = { Component: lazyPageOf(handle), handle };
  return path === '' ? { index: true, ...route } : { path, ...route };
}

const patterns = Object.keys(routePages) as AppRoutePattern[];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      ...patterns.filter((pattern) => layoutRouteOf(pattern) === undefined).map((pattern) => routeOf(pattern, '/')),
      // A layout route's pages are its children: it stays mounted while any of them shows.
      ...layoutRoutes.map(
        ({ prefix, layout }): RouteObject => ({
          path: prefix.slice(1),
          Component: lazyPageOf(layout),
          handle: layout,
          children: patterns
            .filter((pattern) => layoutRouteOf(pattern)?.prefix === prefix)
            .map((pattern) => routeOf(pattern, prefix)),
        }),
      ),
      // Everything else [ROUTE-04][ROUTE-05]
      { path: '*', Component: lazyPageOf(notFoundPage), handle: notFoundPage },
    ],
  },
];

/**
 * Starts loading the page of the address the visit starts at (`window.location.pathname`), with its strings,
 * its data (the page's `prefetch`; on home also the background) and the shell's site info (the header, footer and
 * home hero show the site's name). Resolves once the code has loaded or failed and the data has answered or
 * `PREFETCH_WAIT_MS` have passed, never rejects: the app waits for it before its first render, so the page paints
 * whole, with its data, in one render (no loading line, no name swapped in after; a failed load then shows
 * `RouteError`).
 */
export async function preloadFirstPage(): Promise<void> {
  await Promise.all([
    preloadRoutes(routes, window.location.pathname),
    settledWithin(appQueryClient().prefetchQuery(siteInfoQuery), PREFETCH_WAIT_MS),
  ]);
}

/**
 * Server rendering: loads the pages `routes` match for `path` with their strings (into the request's `i18n`) and runs their
 * `prefetch`, and the shell's site info, before the first render pass (the server waits for all of it: no
 * `PREFETCH_WAIT_MS` cap matters there, the calls answer in-process).
 */
export async function preloadServerRoute(path: string, i18n: I18n): Promise<void> {
  // The pages' loaders load their namespaces once per process (into the first request's i18n); each request's
  // own instance gets them here.
  const namespaces = matchRouteTable(routes, path).flatMap(
    ({ route }) => (route.handle as PageHandle | undefined)?.namespaces ?? [],
  );
  await Promise.all([
    preloadRoutes(routes, path),
    appQueryClient().prefetchQuery(siteInfoQuery),
    namespaces.length > 0 ? i18n.loadNamespaces([...new Set(namespaces)]) : undefined,
  ]);
}

/**
 * The browser's history [ROUTE-01] around `children` (the route table, `AppRoutes`). It renders each navigation in
 * a React transition (the old page stays on screen until the new page's code and strings are in).
 */
export function BrowserHistory({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.addEventListener('pointerover', prefetchLinkedPage, { passive: true });
    document.addEventListener('focusin', prefetchLinkedPage);
    return () => {
      document.removeEventListener('pointerover', prefetchLinkedPage);
      document.removeEventListener('focusin', prefetchLinkedPage);
    };
  }, []);
  return <BrowserRouter>{children}</BrowserRouter>;
}

const prefetchedPaths = new Set<string>();

/**
 * Prefetch on intent: when the pointer or the focus reaches a link (`event.target` inside an `<a href>`) to a page
 * of this site, the code of the pages its address matches (a layout's too) starts loading, once per address; no
 * data, no strings. The entry lists no lazy chunk's JavaScript dependencies (`modulePreload` in vite.config.ts:
 * 2 KB of the home page's JS, decision 0012), so a page's shared chunks load once its own chunk has arrived:
 * begun at the hover or the focus, that wait is mostly over by the click.
 */
function prefetchLinkedPage(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (prefetchedPaths.has(link.pathname)) return;
  prefetchedPaths.add(link.pathname);
  for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
    const page = (route.handle as PageHandle | undefined)?.page;
    if (page !== undefined) pageModules[`./routes/${page}`]?.().catch(() => {});
  }
}

/** The route table (`routes`) for the current location: render it once, inside a router and the app's providers. */
export function AppRoutes() {
  return <RouteTable routes={routes} />;
}
