/**
 * The app's route patterns, shared by the web router and the server (spec section 2, [ROUTE-04]).
 * The server answers a path that matches none of them with HTTP 404 and the app's page; the web router's
 * table (`apps/web/src/app/router.tsx`) must list exactly these (a unit test checks it).
 *
 * Pattern syntax: literal segments, `:name` for one segment, a trailing `*` for one or more segments
 * (the spec's multi-segment ids, e.g. `/blog/articles/hexo-news/2019-10-14-hexo-4-released`).
 */

/** The component demo pages under `/laboratory/components/<name>` [ROUTE-41]. */
export const componentDemoNames = [
  'text',
  'pagination',
  'color',
  'placeholder',
  'toast',
  'select',
  'icon',
  'form',
  'input',
  'button',
  'dialog',
  'popper',
] as const;
export type ComponentDemoName = (typeof componentDemoNames)[number];

/**
 * What the app shows at a route: its page file (path under `apps/web/src`, e.g. `app/routes/home.tsx`) and the
 * i18n namespaces the page loads with its code (beyond the shell's, `shellNamespaces`). The web router takes
 * each route's page from here; the server reads the same entry to preload the page's chunks with the HTML.
 */
export type RoutePage = { readonly file: string; readonly ns: readonly string[] };

const page = (file: string, ...ns: string[]): RoutePage => ({ file: `app/routes/${file}`, ns });
const homePage = page('home.tsx', 'home', 'blog', 'comments');

/** Route pattern -> page, in the order of the web router's table. */
export const routePages: Readonly<Record<string, RoutePage>> = {
  '/': homePage,
  '/index.html': homePage,
  '/index': homePage,
  '/settings': page('settings.tsx', 'settings'),
  '/start': page('start.tsx', 'home'),
  '/account': page('account/index.tsx', 'account'),
  '/account/info': page('account/index.tsx', 'account'),
  '/account/login': page('account/login.tsx', 'account'),
  '/account/register': page('account/register.tsx', 'account'),
  '/account/forgot': page('account/forgot.tsx', 'account'),
  '/account/overview': page('account/overview.tsx', 'account'),
  '/account/edit': page('account/edit.tsx', 'account'),
  '/account/messages': page('account/messages.tsx', 'account'),
  '/account/comments': page('account/comments.tsx', 'account'),
  '/account/property': page('account/property.tsx', 'account'),
  '/blog': page('blog/index.tsx', 'blog'),
  '/blog/categories': page('blog/categories/index.tsx', 'blog'),
  '/blog/categories/*': page('blog/categories/id.tsx', 'blog'),
  '/blog/articles': page('blog/articles/index.tsx', 'blog'),
  '/blog/articles/*': page('blog/articles/id.tsx', 'blog', 'comments'),
  '/blog/tags': page('blog/tags/index.tsx', 'blog'),
  '/blog/tags/*': page('blog/tags/tag.tsx', 'blog'),
  '/blog/search': page('blog/search.tsx', 'blog'),
  // The music app: children of the parent route "/archive/music" (its layout: `musicLayoutPage`) [ROUTE-25..33].
  '/archive/music': page('archive/music/index.tsx', 'music'),
  '/archive/music/player': page('archive/music/player.tsx', 'music'),
  '/archive/music/platforms': page('archive/music/platforms.tsx', 'music'),
  '/archive/music/songs': page('archive/music/songs/index.tsx', 'music'),
  '/archive/music/songs/:id': page('archive/music/songs/id.tsx', 'music', 'comments'),
  '/archive/music/playlist': page('archive/music/playlist/index.tsx', 'music'),
  '/archive/music/playlist/:id': page('archive/music/playlist/id.tsx', 'music'),
  '/archive/music/radio': page('archive/music/radio/index.tsx', 'music'),
  '/archive/music/radio/:id': page('archive/music/radio/id.tsx', 'music'),
  '/archive/music/all_server': page('archive/music/all_server/index.tsx', 'music'),
  '/archive/music/all_server/:server': page('archive/music/all_server/server.tsx', 'music'),
  '/archive/music/all_server/:server/:id': page('archive/music/all_server/id.tsx', 'music'),
  '/archive/music/ncm_song': page('archive/music/ncm_song/index.tsx', 'music'),
  '/archive/music/ncm_song/:id': page('archive/music/ncm_song/id.tsx', 'music'),
  '/about': page('about/index.tsx', 'about'),
  '/about/message_board': page('about/message_board.tsx', 'comments'),
  '/about/terms': page('about/terms.tsx', 'about'),
  '/about/feedback': page('about/feedback.tsx', 'feedback'),
  '/about/update': page('about/update.tsx', 'about'),
  '/about/bb': page('about/bb.tsx', 'about'),
  '/laboratory': page('laboratory/index.tsx', 'lab'),
  '/laboratory/components': page('laboratory/components/index.tsx', 'lab'),
  ...Object.fromEntries(
    componentDemoNames.map((name) => [
      `/laboratory/components/${name}`,
      page(`laboratory/components/${name}.tsx`, 'lab'),
    ]),
  ),
};

/**
 * The layout page of the music app, the parent route "/archive/music" [ROUTE-25]: it holds the player (and the
 * mini and full players) around every `/archive/music...` page, so its namespaces load with it.
 */
export const musicLayoutPage: RoutePage = page('archive/music/layout.tsx', 'music', 'player', 'fullplayer');

/** The page of every path that matches no route [ROUTE-04][ROUTE-05]. */
export const notFoundPage: RoutePage = page('not-found.tsx', 'blog');

/** The i18n namespaces the app shell shows on every page (header, footer, toasts, widgets). */
export const shellNamespaces: readonly string[] = ['common', 'layout', 'ui'];

/** How many of the latest articles the home page lists (one `blog/get_articles.php` page of this size). */
export const homeLatestArticlesCount = 5;

/** How many of the most recent comments the home page lists [SITE-01]. */
export const homeRecentCommentsCount = 10;

export const appRoutePatterns: readonly string[] = Object.keys(routePages);

/** The first pattern of `patterns` that `path` matches (see `matchesRoute`), or `undefined`. */
export function matchRoute(path: string, patterns: readonly string[] = appRoutePatterns): string | undefined {
  const segments = splitPath(path);
  if (segments === null) return undefined;
  return patterns.find((pattern) => matchPattern(splitPath(pattern) ?? [], segments));
}

/**
 * Whether `path` (a URL path without query, e.g. `/blog/articles/a/b`) matches one of `patterns`.
 * A trailing slash is ignored (`/blog/` matches `/blog`). Segments compare case-sensitively after decoding.
 */
export function matchesRoute(path: string, patterns: readonly string[] = appRoutePatterns): boolean {
  return matchRoute(path, patterns) !== undefined;
}

function splitPath(path: string): string[] | null {
  try {
    return decodeURIComponent(path)
      .split('/')
      .filter((s) => s !== '');
  } catch {
    return null;
  }
}

function matchPattern(pattern: string[], segments: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    if (part === '*') return segments.length > i;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (!part?.startsWith(':') && part !== segment) return false;
  }
  return pattern.length === segments.length;
}
