import { componentDemoNames } from '@site/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

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

/** Wraps a page module whose default export is the page component into a route's `lazy`. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const home = page(() => import('./routes/home.tsx'));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      // Main [ROUTE-06..08]
      { index: true, lazy: home },
      { path: 'index.html', lazy: home },
      { path: 'index', lazy: home },
      { path: 'settings', lazy: page(() => import('./routes/settings.tsx')) },
      { path: 'start', lazy: page(() => import('./routes/start.tsx')) },

      // Blog [ROUTE-11..15]
      { path: 'blog', lazy: page(() => import('./routes/blog/index.tsx')) },
      { path: 'blog/categories', lazy: page(() => import('./routes/blog/categories/index.tsx')) },
      {
        path: 'blog/categories/*',
        lazy: page(() => import('./routes/blog/categories/id.tsx')),
        handle: { manual_title: true } satisfies RouteHandle,
      },
      { path: 'blog/articles', lazy: page(() => import('./routes/blog/articles/index.tsx')) },
      {
        path: 'blog/articles/*',
        lazy: page(() => import('./routes/blog/articles/id.tsx')),
        handle: { manual_title: true } satisfies RouteHandle,
      },

      // About [ROUTE-34, 36, 38, 39]
      { path: 'about', lazy: page(() => import('./routes/about/index.tsx')) },
      { path: 'about/terms', lazy: page(() => import('./routes/about/terms.tsx')) },
      { path: 'about/update', lazy: page(() => import('./routes/about/update.tsx')) },
      { path: 'about/bb', lazy: page(() => import('./routes/about/bb.tsx')) },

      // Laboratory: the widget kit's demo pages [ROUTE-40][ROUTE-41]
      { path: 'laboratory', lazy: page(() => import('./routes/laboratory/index.tsx')) },
      { path: 'laboratory/components', lazy: page(() => import('./routes/laboratory/components/index.tsx')) },
      ...componentDemoNames.map(
        (name): RouteObject => ({
          path: `laboratory/components/${name}`,
          lazy: page(() => import(`./routes/laboratory/components/${name}.tsx`)),
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
