import { componentDemoNames } from '@site/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { appQueryClient, appServices } from './app-startup.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { backgroundQuery } from './layout/site-info.ts';

/**
 * THE route table (spec section 2; DESIGN.md "Stack: routing"). Read it top to bottom.
 *
 * - History mode (`createBrowserRouter`) [ROUTE-01]; every page is a lazy chunk [ROUTE-02].
 * - `handle` carries the spec's metadata flags: `manual_title` (the page sets its own title [LAYOUT-32])
 *   and `no_scroll_to_top` [ROUTE-03]. Multi-segment ids are splat routes (`*`).
 * - The server knows the same paths from `appRoutePatterns` in `@site/contracts`; `router.test.ts`
 *   checks that the two lists agree.
 * - `breadcrumb` is the i18n key (namespace `layout`) of the route's breadcrumb text, when it has a fixed one.
 */
export type RouteHandle = { manual_title?: boolean; no_scroll_to_top?: boolean };

/**
 * Wraps a page module whose default export is the page component into a route's `lazy`; the page's i18n
 * namespaces (beyond the shell's) load in parallel with its code, so the page never suspends on its strings.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>, ns: readonly string[] = []) =>
  async () => {
    const [module] = await Promise.all([
      load(),
      ns.length > 0 ? appServices().then(({ i18n }) => i18n.loadNamespaces([...ns])) : undefined,
    ]);
    return { Component: module.default };
  };

const home = page(() => import('./routes/home.tsx'), ['home', 'blog']);

/**
 * The home page's picture is its largest paint: its address is asked for while the page's code loads, not
 * after the page first renders. Never blocks the navigation.
 */
const prefetchHome = () => {
  void appQueryClient().prefetchQuery(backgroundQuery);
  return null;
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      // Main [ROUTE-06..08]
      { index: true, lazy: home, loader: prefetchHome },
      { path: 'index.html', lazy: home, loader: prefetchHome },
      { path: 'index', lazy: home, loader: prefetchHome },
      { path: 'settings', lazy: page(() => import('./routes/settings.tsx'), ['settings']) },
      { path: 'start', lazy: page(() => import('./routes/start.tsx'), ['home']) },

      // Blog [ROUTE-11..15]
      { path: 'blog', lazy: page(() => import('./routes/blog/index.tsx'), ['blog']) },
      { path: 'blog/categories', lazy: page(() => import('./routes/blog/categories/index.tsx'), ['blog']) },
      {
        path: 'blog/categories/*',
        lazy: page(() => import('./routes/blog/categories/id.tsx'), ['blog']),
        handle: { manual_title: true } satisfies RouteHandle,
      },
      { path: 'blog/articles', lazy: page(() => import('./routes/blog/articles/index.tsx'), ['blog']) },
      {
        path: 'blog/articles/*',
        lazy: page(() => import('./routes/blog/articles/id.tsx'), ['blog']),
        handle: { manual_title: true } satisfies RouteHandle,
      },

      // About [ROUTE-34, 36, 38, 39]
      { path: 'about', lazy: page(() => import('./routes/about/index.tsx'), ['about']) },
      { path: 'about/terms', lazy: page(() => import('./routes/about/terms.tsx'), ['about']) },
      { path: 'about/update', lazy: page(() => import('./routes/about/update.tsx'), ['about']) },
      { path: 'about/bb', lazy: page(() => import('./routes/about/bb.tsx'), ['about']) },

      // Laboratory: the widget kit's demo pages [ROUTE-40][ROUTE-41]
      { path: 'laboratory', lazy: page(() => import('./routes/laboratory/index.tsx'), ['lab']) },
      { path: 'laboratory/components', lazy: page(() => import('./routes/laboratory/components/index.tsx'), ['lab']) },
      ...componentDemoNames.map(
        (name): RouteObject => ({
          path: `laboratory/components/${name}`,
          lazy: page(() => import(`./routes/laboratory/components/${name}.tsx`), ['lab']),
        }),
      ),

      // Everything else [ROUTE-04][ROUTE-05]
      { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/** Creates the browser router over `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
