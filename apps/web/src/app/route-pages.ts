import {
  type AppRoutePattern,
  articlesRequest,
  type ComponentDemoName,
  componentDemoNames,
  type RoutePreload,
  requestHref,
  siteInfoRequest,
} from '@site/contracts';
import { shellNamespaces } from '../lib/i18n.ts';
import type { RouteHandle } from './route-table.tsx';

/**
 * THE route table (spec section 2; docs/decisions/0002, 0006, 0014): for each route pattern of `@site/contracts`
 * (`AppRoutePattern`: the type demands one entry for each, and no other), the `handle` of its route: the page file,
 * its i18n namespaces, its first API calls and the spec's flags. Read it top to bottom.
 *
 * - `router.tsx` makes the router's `RouteObject`s from it (the music pages as children of their layout route).
 * - The web build derives from it what the server preloads with each route's HTML (`routePreloads`, written to
 *   `routePreloadsFile` by `vite.config.ts`): the server lists nothing of its own.
 *
 * Plain data, no React: the build loads this module in Node.
 */

/** A route that shows a page: its page file and namespaces are given. */
export type PageHandle = RouteHandle & { page: string; namespaces: readonly string[] };

type Extras = Omit<RouteHandle, 'page' | 'namespaces'>;

/** The handle of the page file `file` (under `app/routes/`) showing the strings of `namespaces`. */
const page = (file: string, namespaces: readonly string[], extras: Extras = {}): PageHandle => ({
  page: file,
  namespaces,
  ...extras,
});

/** How many of the latest articles the home page lists (one `blog/get_articles.php` page of this size). */
export const homeLatestArticlesCount = 5;

/** One page at three addresses [ROUTE-06]: its first call is the latest articles (its hero's data: site info). */
const homePage = page('home.tsx', ['home', 'blog_card', 'comments_recent'], {
  requests: [articlesRequest({ page: 1, page_size: homeLatestArticlesCount })],
});

const manualTitle = { manual_title: true };

/** The strings of an archive item's page (its own, the archive's labels, its comments, error words). */
const archiveItemNamespaces = ['archive_item', 'archive', 'comments', 'errors'];

/** The strings of the links pages (issue 18): their own and the error words. */
const linksNamespaces = ['links', 'errors'];

/** The convention timetable, one page at "/xy" and "/laboratory/animefes" [ROUTE-43] (issue 25 point 5). */
const animeFesPage = page('laboratory/animefes.tsx', ['lab_fes', 'errors']);

/** The widget kit's demo pages [ROUTE-41], one per name of `componentDemoNames`. */
const demoPages = Object.fromEntries(
  componentDemoNames.map((name) => [
    `/laboratory/components/${name}`,
    page(`laboratory/components/${name}.tsx`, ['lab']),
  ]),
) as Record<`/laboratory/components/${ComponentDemoName}`, PageHandle>;

/** Route pattern -> its route's handle. */
export const routePages: Readonly<Record<AppRoutePattern, PageHandle>> = {
  // Main [ROUTE-06..08]
  '/': homePage,
  '/index.html': homePage,
  '/index': homePage,
  '/settings': page('settings.tsx', ['settings']),
  '/start': page('start.tsx', ['home']),

  // Account [ROUTE-09][ROUTE-10]
  '/account': page('account/index.tsx', ['account']),
  '/account/info': page('account/index.tsx', ['account']),
  '/account/login': page('account/login.tsx', ['account']),
  '/account/register': page('account/register.tsx', ['account']),
  '/account/forgot': page('account/forgot.tsx', ['account', 'account_reset', 'errors']),
  '/account/overview': page('account/overview.tsx', ['account', 'admin_users']),
  '/account/edit': page('account/edit.tsx', ['account', 'notifications']),
  '/account/messages': page('account/messages.tsx', ['account', 'notifications']),
  '/account/comments': page('account/comments.tsx', ['account']),
  '/account/property': page('account/property.tsx', ['account']),
  '/account/reset': page('account/reset.tsx', ['account_reset', 'errors']),
  '/account/users': page('account/users.tsx', ['account', 'admin_users', 'errors']),

  // Blog [ROUTE-11..15]; an article's first call depends on its id: `articleRequest`, by its page and the server.
  '/blog': page('blog/index.tsx', ['blog', 'blog_card']),
  '/blog/categories': page('blog/categories/index.tsx', ['blog']),
  '/blog/categories/*': page('blog/categories/id.tsx', ['blog', 'blog_card'], manualTitle),
  '/blog/articles': page('blog/articles/index.tsx', ['blog', 'blog_card']),
  '/blog/articles/*': page('blog/articles/id.tsx', ['blog', 'comments'], manualTitle),
  '/blog/tags': page('blog/tags/index.tsx', ['blog']),
  '/blog/tags/*': page('blog/tags/tag.tsx', ['blog', 'blog_card'], manualTitle),
  '/blog/search': page('blog/search.tsx', ['blog', 'blog_card']),
  // The article editor (issue 23): its own strings, the blog's and the error words.
  '/blog/manage': page('blog/manage.tsx', ['blog_editor', 'blog', 'errors'], manualTitle),
  '/blog/new': page('blog/edit/id.tsx', ['blog_editor', 'blog', 'errors'], manualTitle),
  '/blog/edit/*': page('blog/edit/id.tsx', ['blog_editor', 'blog', 'errors'], manualTitle),
  '/blog/preview/:token': page('blog/preview/token.tsx', ['blog_editor', 'blog'], manualTitle),
  // The site's search (issue 22): its query, kind filter and page are search parameters (`searchPath`); its first
  // call depends on them, so the server asks for it from the page's render (no fixed request here).
  '/search': page('search.tsx', ['search', 'errors']),

  // Wiki [ROUTE-16..20]: an item's other views (history, a diff, an old revision, the source) are search parameters
  // of its route, so each has its own address; keeping the scroll position between items is the spec's flag.
  '/wiki': page('wiki/index.tsx', ['wiki']),
  '/wiki/items/*': page('wiki/items/id.tsx', ['wiki', 'blog', 'comments', 'errors'], {
    manual_title: true,
    no_scroll_to_top: true,
  }),
  '/wiki/edit/*': page('wiki/edit/id.tsx', ['wiki', 'blog', 'errors'], manualTitle),

  // The archive [ROUTE-22][ROUTE-24] (issue 17): a list's filters, sort, view and page are its search parameters;
  // the admin's editor of a new item is one too (`?new=1`), with the item pages' strings.
  '/archive': page('archive/index.tsx', ['archive', 'archive_item']),
  '/archive/movies': page('archive/movies/index.tsx', archiveItemNamespaces),
  '/archive/games': page('archive/games/index.tsx', archiveItemNamespaces),
  '/archive/ref': page('archive/ref.tsx', ['archive']),

  // Archive items [ROUTE-22][ROUTE-23]: an item's first call depends on its id (its page's `prefetch`); the editor
  // is a search parameter (`?edit=1`, `?new=1`), a product's community posts too (`?item=<id>`).
  '/archive/movies/:id': page('archive/movies/id.tsx', archiveItemNamespaces),
  '/archive/games/:id': page('archive/games/id.tsx', archiveItemNamespaces),
  '/archive/products': page('archive/products.tsx', archiveItemNamespaces),

  // The music app [ROUTE-25..33]: inside its layout route (`layoutRoutes`).
  '/archive/music': page('archive/music/index.tsx', ['music']),
  '/archive/music/player': page('archive/music/player.tsx', ['music']),
  '/archive/music/platforms': page('archive/music/platforms.tsx', ['music']),
  '/archive/music/songs': page('archive/music/songs/index.tsx', ['music']),
  '/archive/music/songs/:id': page('archive/music/songs/id.tsx', ['music', 'comments']),
  '/archive/music/playlist': page('archive/music/playlist/index.tsx', ['music']),
  '/archive/music/playlist/:id': page('archive/music/playlist/id.tsx', ['music']),
  '/archive/music/radio': page('archive/music/radio/index.tsx', ['music']),
  '/archive/music/radio/:id': page('archive/music/radio/id.tsx', ['music']),
  '/archive/music/all_server': page('archive/music/all_server/index.tsx', ['music']),
  '/archive/music/all_server/:server': page('archive/music/all_server/server.tsx', ['music']),
  '/archive/music/all_server/:server/:id': page('archive/music/all_server/id.tsx', ['music']),
  '/archive/music/ncm_song': page('archive/music/ncm_song/index.tsx', ['music']),
  '/archive/music/ncm_song/:id': page('archive/music/ncm_song/id.tsx', ['music']),
  // Links [ROUTE-21] (issue 18): the river's page is `?page=`; the admin's manager is `/links?manage=1`.
  '/links': page('links/index.tsx', linksNamespaces),
  '/links/class/:id': page('links/class.tsx', linksNamespaces),
  '/links/friends': page('links/friends.tsx', linksNamespaces),
  '/links/following': page('links/following.tsx', linksNamespaces),

  // About [ROUTE-34..39]
  '/about': page('about/index.tsx', ['about']),
  '/about/message_board': page('about/message_board.tsx', ['comments']),
  '/about/terms': page('about/terms.tsx', ['about']),
  '/about/feedback': page('about/feedback.tsx', ['feedback']),
  '/about/update': page('about/update.tsx', ['about']),
  '/about/bb': page('about/bb.tsx', ['about']),

  // The owner's tools (issue 23), the admin's only.
  '/admin': page('admin/index.tsx', ['admin', 'account']),
  '/admin/backups': page('admin/backups.tsx', ['admin', 'account', 'errors']),
  // The owner's tools (issue 23 point 3): the media library, the admin's only.
  '/admin/media': page('admin/media.tsx', ['media_admin', 'admin', 'errors']),

  // Laboratory: the widget kit's demo pages [ROUTE-40][ROUTE-41]
  '/laboratory': page('laboratory/index.tsx', ['lab', 'lab_tools']),
  '/laboratory/components': page('laboratory/components/index.tsx', ['lab']),
  // Laboratory: the device experiments [ROUTE-44] (issue 24 points 5, 6, 8)
  '/laboratory/shake': page('laboratory/shake.tsx', ['lab_device']),
  '/laboratory/deviceorientation': page('laboratory/deviceorientation.tsx', ['lab_device']),
  '/laboratory/qidong': page('laboratory/qidong.tsx', ['lab_device']),
  // The laboratory's tools [ROUTE-44] (issue 24); the card maker shows the links pages' card.
  '/laboratory/compatibility': page('laboratory/compatibility.tsx', ['lab_tools']),
  '/laboratory/temp': page('laboratory/temp.tsx', ['lab_tools']),
  '/laboratory/card': page('laboratory/card.tsx', ['lab_tools', 'links']),
  // The upload playground [ROUTE-42] (issue 24 point 2), for signed-in users.
  '/laboratory/upload': page('laboratory/upload.tsx', ['lab_upload', 'account', 'errors']),
  // The convention timetable [ROUTE-43] (issue 25 point 5): one page file and handle at both addresses.
  '/xy': animeFesPage,
  '/laboratory/animefes': animeFesPage,
  // Laboratory II: the rhythm game [ROUTE-44] (issue 25 point 1)
  '/laboratory/music_game': page('laboratory/music_game.tsx', ['lab_rhythm']),
  // Laboratory II: the sticker maker [ROUTE-44] (issue 25 point 2)
  '/laboratory/sekai_stickers': page('laboratory/sekai_stickers.tsx', ['lab_stickers', 'picture_file']),
  '/laboratory/madoka': page('laboratory/madoka.tsx', ['lab_madoka']),
  '/laboratory/honkai_star_rail_message': page('laboratory/honkai_star_rail_message.tsx', ['lab_chat', 'picture_file']),
  ...demoPages,
};

/**
 * Layout routes: the routes whose pattern is `prefix` or starts with `prefix/` render inside `layout`. The music
 * app's layout holds the player (and the mini and full players) around every `/archive/music...` page, so its
 * namespaces load with it; leaving it unmounts the layout, which stops and empties the player [ROUTE-25][PLAY-33].
 */
export const layoutRoutes: readonly { prefix: string; layout: PageHandle }[] = [
  { prefix: '/archive/music', layout: page('archive/music/layout.tsx', ['music', 'player', 'fullplayer', 'errors']) },
];

/** The layout route the route `pattern` renders inside (see `layoutRoutes`), or undefined. */
export function layoutRouteOf(pattern: string): { prefix: string; layout: PageHandle } | undefined {
  return layoutRoutes.find(({ prefix }) => pattern === prefix || pattern.startsWith(`${prefix}/`));
}

/** The page of every path that matches no route [ROUTE-04][ROUTE-05]. */
export const notFoundPage: PageHandle = page('not-found.tsx', ['blog']);

/** The call the shell makes on every page, before its first render (the header, footer and home hero show it). */
export const shellRequests = [siteInfoRequest()];

/**
 * What the server preloads with each route's HTML (`RoutePreload` of `@site/contracts`), derived from the table:
 * the manifest keys of the route's layout and page files (`src/app/routes/...`), the shell's namespaces and
 * theirs, and the shell's and the page's first calls as the api client spells them under the default base
 * address (`requestHref`). Keyed by route pattern.
 */
export function routePreloads(): Record<AppRoutePattern, RoutePreload> {
  const entries = Object.entries(routePages) as [AppRoutePattern, PageHandle][];
  return Object.fromEntries(
    entries.map(([pattern, handle]): [AppRoutePattern, RoutePreload] => {
      const pages = [layoutRouteOf(pattern)?.layout, handle].filter((p) => p !== undefined);
      return [
        pattern,
        {
          files: pages.map((p) => `src/app/routes/${p.page}`),
          namespaces: [...new Set([...shellNamespaces, ...pages.flatMap((p) => p.namespaces)])],
          calls: [...shellRequests, ...pages.flatMap((p) => p.requests ?? [])].map((request) => requestHref(request)),
        },
      ];
    }),
  ) as Record<AppRoutePattern, RoutePreload>;
}
