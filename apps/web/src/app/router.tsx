import { componentDemoNames, musicLayoutPage, notFoundPage, type RoutePage, routePages } from '@site/contracts';
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

/** Every page file under `routes/`, each its own lazily loaded chunk [ROUTE-02]. */
const pageModules = import.meta.glob<{ default: ComponentType }>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

/**
 * A route's `lazy` for the page `@site/contracts` names for it (`routePages`: the server preloads the same
 * page's chunks with the HTML). The page's i18n namespaces (beyond the shell's) load in parallel with its
 * code, so the page never suspends on its strings.
 */
const page = ({ file, ns }: RoutePage) => {
  const load = pageModules[`./${file.replace(/^app\//, '')}`];
  if (!load) throw new Error(`no page file ${file}`);
  return async () => {
    const [module] = await Promise.all([
      load(),
      ns.length > 0 ? appServices().then(({ i18n }) => i18n.loadNamespaces([...ns])) : undefined,
    ]);
    return { Component: module.default };
  };
};

/** The lazy page of the route pattern `pattern` of `routePages`. */
const pageOf = (pattern: string) => {
  const found = routePages[pattern];
  if (!found) throw new Error(`no route ${pattern} in routePages`);
  return page(found);
};

const home = pageOf('/');

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
      { path: 'settings', lazy: pageOf('/settings') },
      { path: 'start', lazy: pageOf('/start') },

      // Account [ROUTE-09][ROUTE-10]
      { path: 'account', lazy: pageOf('/account') },
      { path: 'account/info', lazy: pageOf('/account/info') },
      ...['login', 'register', 'forgot', 'overview', 'edit', 'messages', 'comments', 'property'].map(
        (name): RouteObject => ({ path: `account/${name}`, lazy: pageOf(`/account/${name}`) }),
      ),

      // Blog [ROUTE-11..15]
      { path: 'blog', lazy: pageOf('/blog') },
      { path: 'blog/categories', lazy: pageOf('/blog/categories') },
      {
        path: 'blog/categories/*',
        lazy: pageOf('/blog/categories/*'),
        handle: { manual_title: true } satisfies RouteHandle,
      },
      { path: 'blog/articles', lazy: pageOf('/blog/articles') },
      {
        path: 'blog/articles/*',
        lazy: pageOf('/blog/articles/*'),
        handle: { manual_title: true } satisfies RouteHandle,
      },

      // The music app [ROUTE-25..33]: one parent route whose layout holds the player while any of its pages
      // shows; leaving it unmounts the layout, which stops and empties the player [PLAY-33][PLAY-34].
      {
        path: 'archive/music',
        lazy: page(musicLayoutPage),
        children: [
          { index: true, lazy: pageOf('/archive/music') },
          { path: 'player', lazy: pageOf('/archive/music/player') },
          { path: 'platforms', lazy: pageOf('/archive/music/platforms') },
          { path: 'songs', lazy: pageOf('/archive/music/songs') },
          { path: 'songs/:id', lazy: pageOf('/archive/music/songs/:id') },
          { path: 'playlist', lazy: pageOf('/archive/music/playlist') },
          { path: 'playlist/:id', lazy: pageOf('/archive/music/playlist/:id') },
          { path: 'radio', lazy: pageOf('/archive/music/radio') },
          { path: 'radio/:id', lazy: pageOf('/archive/music/radio/:id') },
          { path: 'all_server', lazy: pageOf('/archive/music/all_server') },
          { path: 'all_server/:server', lazy: pageOf('/archive/music/all_server/:server') },
          { path: 'all_server/:server/:id', lazy: pageOf('/archive/music/all_server/:server/:id') },
          { path: 'ncm_song', lazy: pageOf('/archive/music/ncm_song') },
          { path: 'ncm_song/:id', lazy: pageOf('/archive/music/ncm_song/:id') },
        ],
      },

      // About [ROUTE-34..39]
      { path: 'about', lazy: pageOf('/about') },
      { path: 'about/message_board', lazy: pageOf('/about/message_board') },
      { path: 'about/terms', lazy: pageOf('/about/terms') },
      { path: 'about/feedback', lazy: pageOf('/about/feedback') },
      { path: 'about/update', lazy: pageOf('/about/update') },
      { path: 'about/bb', lazy: pageOf('/about/bb') },

      // Laboratory: the widget kit's demo pages [ROUTE-40][ROUTE-41]
      { path: 'laboratory', lazy: pageOf('/laboratory') },
      { path: 'laboratory/components', lazy: pageOf('/laboratory/components') },
      ...componentDemoNames.map(
        (name): RouteObject => ({
          path: `laboratory/components/${name}`,
          lazy: pageOf(`/laboratory/components/${name}`),
        }),
      ),

      // Everything else [ROUTE-04][ROUTE-05]
      { path: '*', lazy: page(notFoundPage) },
    ],
  },
];

/** Creates the browser router over `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
