import { componentDemoNames, musicLayoutPage, notFoundPage, type RoutePage, routePages } from '@site/contracts';
import { BrowserRouter, type RouteObject } from 'react-router';
import { appQueryClient, appServices } from './app-startup.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { backgroundQuery, siteInfoQuery } from './layout/site-info.ts';
import { type LazyPage, lazyPage, type PageModule, PREFETCH_WAIT_MS, settledWithin } from './lazy-page.ts';
import { preloadRoutes, type RouteHandle, RouteTable } from './route-table.tsx';

/**
 * THE route table (spec section 2; DESIGN.md "Stack: routing"; docs/decisions/0014). Read it top to bottom.
 *
 * - History mode (React Router's declarative `BrowserRouter`) [ROUTE-01]; every page is a lazy chunk
 *   (`React.lazy`, preloaded at navigation time, see `lazyPage`) [ROUTE-02].
 * - `handle` carries the spec's metadata flags (`RouteHandle`): `manual_title` (the page sets its own title
 *   [LAYOUT-32]) and `no_scroll_to_top` [ROUTE-03]. Multi-segment ids are splat routes (`*`).
 * - The server knows the same paths from `appRoutePatterns` in `@site/contracts`; `router.test.ts`
 *   checks that the two lists agree.
 * - A page that fails to load or throws shows `RouteError` in place of the layout (`RouteTable`'s boundary).
 */

/** Every page file under `routes/`, each its own lazily loaded chunk [ROUTE-02]. */
const pageModules = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

/**
 * The lazy page `@site/contracts` names for a route (`routePages`: the server preloads the same page's chunks
 * with the HTML). The page's i18n namespaces (beyond the shell's) load in parallel with its code, and the page
 * renders once both are in, so it never suspends on its strings. `on_preload`: see `lazyPage`.
 */
const page = ({ file, ns }: RoutePage, on_preload?: () => void): LazyPage => {
  const load = pageModules[`./${file.replace(/^app\//, '')}`];
  if (!load) throw new Error(`no page file ${file}`);
  return lazyPage(async () => {
    const [module] = await Promise.all([
      load(),
      ns.length > 0 ? appServices().then(({ i18n }) => i18n.loadNamespaces([...ns])) : undefined,
    ]);
    return module;
  }, on_preload);
};

/** The lazy page of the route pattern `pattern` of `routePages`. */
const pageOf = (pattern: string, on_preload?: () => void) => {
  const found = routePages[pattern];
  if (!found) throw new Error(`no route ${pattern} in routePages`);
  return page(found, on_preload);
};

/**
 * The home page's picture is its largest paint: its address is asked for while the page's code loads (on every
 * navigation to home, and before the first render of a visit that starts there), not after the page first
 * renders. Never blocks the navigation.
 */
const prefetchHome = () => {
  void appQueryClient().prefetchQuery(backgroundQuery);
};

const home = pageOf('/', prefetchHome);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      // Main [ROUTE-06..08]
      { index: true, Component: home },
      { path: 'index.html', Component: home },
      { path: 'index', Component: home },
      { path: 'settings', Component: pageOf('/settings') },
      { path: 'start', Component: pageOf('/start') },

      // Account [ROUTE-09][ROUTE-10]
      { path: 'account', Component: pageOf('/account') },
      { path: 'account/info', Component: pageOf('/account/info') },
      ...['login', 'register', 'forgot', 'overview', 'edit', 'messages', 'comments', 'property'].map(
        (name): RouteObject => ({ path: `account/${name}`, Component: pageOf(`/account/${name}`) }),
      ),

      // Blog [ROUTE-11..15]
      { path: 'blog', Component: pageOf('/blog') },
      { path: 'blog/categories', Component: pageOf('/blog/categories') },
      {
        path: 'blog/categories/*',
        Component: pageOf('/blog/categories/*'),
        handle: { manual_title: true } satisfies RouteHandle,
      },
      { path: 'blog/articles', Component: pageOf('/blog/articles') },
      {
        path: 'blog/articles/*',
        Component: pageOf('/blog/articles/*'),
        handle: { manual_title: true } satisfies RouteHandle,
      },
      { path: 'blog/tags', Component: pageOf('/blog/tags') },
      { path: 'blog/search', Component: pageOf('/blog/search') },
      {
        path: 'blog/tags/*',
        Component: pageOf('/blog/tags/*'),
        handle: { manual_title: true } satisfies RouteHandle,
      },

      // The music app [ROUTE-25..33]: one parent route whose layout holds the player while any of its pages
      // shows; leaving it unmounts the layout, which stops and empties the player [PLAY-33][PLAY-34].
      {
        path: 'archive/music',
        Component: page(musicLayoutPage),
        children: [
          { index: true, Component: pageOf('/archive/music') },
          { path: 'player', Component: pageOf('/archive/music/player') },
          { path: 'platforms', Component: pageOf('/archive/music/platforms') },
          { path: 'songs', Component: pageOf('/archive/music/songs') },
          { path: 'songs/:id', Component: pageOf('/archive/music/songs/:id') },
          { path: 'playlist', Component: pageOf('/archive/music/playlist') },
          { path: 'playlist/:id', Component: pageOf('/archive/music/playlist/:id') },
          { path: 'radio', Component: pageOf('/archive/music/radio') },
          { path: 'radio/:id', Component: pageOf('/archive/music/radio/:id') },
          { path: 'all_server', Component: pageOf('/archive/music/all_server') },
          { path: 'all_server/:server', Component: pageOf('/archive/music/all_server/:server') },
          { path: 'all_server/:server/:id', Component: pageOf('/archive/music/all_server/:server/:id') },
          { path: 'ncm_song', Component: pageOf('/archive/music/ncm_song') },
          { path: 'ncm_song/:id', Component: pageOf('/archive/music/ncm_song/:id') },
        ],
      },

      // About [ROUTE-34..39]
      { path: 'about', Component: pageOf('/about') },
      { path: 'about/message_board', Component: pageOf('/about/message_board') },
      { path: 'about/terms', Component: pageOf('/about/terms') },
      { path: 'about/feedback', Component: pageOf('/about/feedback') },
      { path: 'about/update', Component: pageOf('/about/update') },
      { path: 'about/bb', Component: pageOf('/about/bb') },

      // Laboratory: the widget kit's demo pages [ROUTE-40][ROUTE-41]
      { path: 'laboratory', Component: pageOf('/laboratory') },
      { path: 'laboratory/components', Component: pageOf('/laboratory/components') },
      ...componentDemoNames.map(
        (name): RouteObject => ({
          path: `laboratory/components/${name}`,
          Component: pageOf(`/laboratory/components/${name}`),
        }),
      ),

      // Everything else [ROUTE-04][ROUTE-05]
      { path: '*', Component: page(notFoundPage) },
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
 * The app's router: the browser history [ROUTE-01] over `routes`. It renders each navigation in a React
 * transition (the old page stays on screen until the new page's code and strings are in). Render it once, inside
 * the i18n and query providers.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}
