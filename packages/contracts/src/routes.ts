import { z } from 'zod/mini';

/**
 * The app's route patterns: the addresses the server answers with the app's page (spec section 2, [ROUTE-04];
 * docs/decisions/0002). A path that matches none of them gets HTTP 404 and the app's page. The web router's table
 * (`apps/web/src/app/route-pages.ts`) has one entry for each pattern, checked by its type; what a route shows (its
 * page file, strings, first calls) is the web app's and reaches the server through the build (`RoutePreloads`).
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

/** The app's route patterns apart from the component demos, in the order of the spec's section 2. */
const fixedRoutePatterns = [
  // Main [ROUTE-06..08]; the home page answers at three addresses.
  '/',
  '/index.html',
  '/index',
  '/settings',
  '/start',
  // Account [ROUTE-09][ROUTE-10]
  '/account',
  '/account/info',
  '/account/login',
  '/account/register',
  '/account/forgot',
  '/account/overview',
  '/account/edit',
  '/account/messages',
  '/account/comments',
  '/account/property',
  // Issue 23 point 4: a reset link's page (its token in the fragment) and the admin's accounts with their links.
  '/account/reset',
  '/account/users',
  // Blog [ROUTE-11..15]
  '/blog',
  '/blog/categories',
  '/blog/categories/*',
  '/blog/articles',
  '/blog/articles/*',
  '/blog/tags',
  '/blog/tags/*',
  '/blog/search',
  // The article editor (issue 23 points 1 and 2): the admin's list, a new article, an article's editor, a preview link.
  '/blog/manage',
  '/blog/new',
  '/blog/edit/*',
  '/blog/preview/:token',
  // The site's search over every area (issue 22; the spec has only the blog's): `?q=&kind=&page=`.
  '/search',
  // Wiki [ROUTE-16..20]: an item's id spans one or more segments.
  '/wiki',
  '/wiki/items/*',
  '/wiki/edit/*',
  // The archive [ROUTE-22][ROUTE-24] (issue 17)
  '/archive',
  '/archive/movies',
  '/archive/games',
  '/archive/ref',
  // Archive items [ROUTE-22][ROUTE-23]: a movie's and a game's page, the products with their community posts.
  '/archive/movies/:id',
  '/archive/games/:id',
  '/archive/products',
  // The music app [ROUTE-25..33]
  '/archive/music',
  '/archive/music/player',
  '/archive/music/platforms',
  '/archive/music/songs',
  '/archive/music/songs/:id',
  '/archive/music/playlist',
  '/archive/music/playlist/:id',
  '/archive/music/radio',
  '/archive/music/radio/:id',
  '/archive/music/all_server',
  '/archive/music/all_server/:server',
  '/archive/music/all_server/:server/:id',
  '/archive/music/ncm_song',
  '/archive/music/ncm_song/:id',
  // Links [ROUTE-21] (issue 18)
  '/links',
  '/links/class/:id',
  '/links/friends',
  '/links/following',
  // About [ROUTE-34..39]
  '/about',
  '/about/message_board',
  '/about/terms',
  '/about/feedback',
  '/about/update',
  '/about/bb',
  // The owner's tools (issue 23)
  '/admin',
  '/admin/backups',
  // The owner's tools (issue 23): the media library.
  '/admin/media',
  // Laboratory [ROUTE-40][ROUTE-41]
  '/laboratory',
  '/laboratory/components',
  // Laboratory: the device experiments [ROUTE-44] (issue 24 points 5, 6, 8)
  '/laboratory/shake',
  '/laboratory/deviceorientation',
  '/laboratory/qidong',
  // The laboratory's tools [ROUTE-44] (issue 24)
  '/laboratory/compatibility',
  '/laboratory/temp',
  '/laboratory/card',
  // The laboratory's upload playground [ROUTE-42] (issue 24 point 2)
  '/laboratory/upload',
  // The convention timetable [ROUTE-43] (issue 25 point 5): one page at two addresses.
  '/xy',
  '/laboratory/animefes',
  // Laboratory II: the rhythm game [ROUTE-44] (issue 25 point 1)
  '/laboratory/music_game',
  // Laboratory II: the sticker maker [ROUTE-44] (issue 25 point 2)
  '/laboratory/sekai_stickers',
  // The rune alphabet [ROUTE-44] (issue 25 point 4)
  '/laboratory/madoka',
  // Laboratory II: the chat mock-up maker [ROUTE-44] (issue 25 point 3)
  '/laboratory/honkai_star_rail_message',
] as const;

/** One route pattern of the app: the web router's table has one entry for each (checked by its type). */
export type AppRoutePattern = (typeof fixedRoutePatterns)[number] | `/laboratory/components/${ComponentDemoName}`;

/** Every route pattern of the app: the server answers any other path with HTTP 404 [ROUTE-04]. */
export const appRoutePatterns: readonly AppRoutePattern[] = [
  ...fixedRoutePatterns,
  ...componentDemoNames.map((name) => `/laboratory/components/${name}` as const),
];

/** The patterns of the home page, one page at three addresses [ROUTE-06]. */
export const homeRoutePatterns: readonly AppRoutePattern[] = ['/', '/index.html', '/index'];

/** Whether the route `pattern` (one of `appRoutePatterns`) is the home page's [ROUTE-06]. */
export function isHomeRoute(pattern: string): boolean {
  return (homeRoutePatterns as readonly string[]).includes(pattern);
}

/**
 * What the server preloads with the HTML of a route's page (docs/decisions/0006): the keys of Vite's build manifest
 * of the route's page files (a layout's, then the page's: `src/app/routes/home.tsx`), the i18n namespaces they
 * show (the shell's included) and the API calls the page makes first whatever its address's params, spelled with
 * `requestHref` (`/api/site/get_site_info.php`). The web build derives it from its route table and writes it to
 * `routePreloadsFile`; a call that depends on the params (an article's id) the server adds itself.
 */
export const routePreloadSchema = z.object({
  files: z.array(z.string()),
  namespaces: z.array(z.string()),
  calls: z.array(z.string()),
});
export type RoutePreload = z.infer<typeof routePreloadSchema>;

/** Route pattern -> `RoutePreload`, one entry for each of `appRoutePatterns`. */
export const routePreloadsSchema = z.record(z.string(), routePreloadSchema);
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

/** Where the web build writes its `RoutePreloads`, relative to its output folder (beside Vite's manifest). */
export const routePreloadsFile = '.vite/route-preloads.json';

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
