import { isHomePath, normalisePath } from './paths.ts';

/**
 * i18n keys (namespace `layout`) of the paths with a fixed breadcrumb text; any other segment shows its
 * decoded text.
 */
export const breadcrumbKeys: Readonly<Record<string, string>> = {
  '/settings': 'breadcrumb.settings',
  '/start': 'nav.start',
  '/account': 'account.nav',
  '/account/info': 'account.info',
  '/account/login': 'account.login',
  '/account/register': 'account.register',
  '/account/forgot': 'account.forgot',
  '/account/overview': 'account.overview',
  '/account/edit': 'account.edit',
  '/account/messages': 'account.messages',
  '/account/comments': 'account.comments',
  '/account/property': 'account.property',
  '/blog': 'nav.blog',
  '/blog/categories': 'breadcrumb.categories',
  '/blog/categories/study': 'nav.study',
  '/blog/categories/life': 'nav.life',
  '/blog/categories/about': 'nav.about_category',
  '/blog/articles': 'nav.articles',
  '/blog/tags': 'breadcrumb.tags',
  '/blog/search': 'breadcrumb.search',
  '/search': 'breadcrumb.search',
  '/wiki': 'nav.wiki',
  '/wiki/items': 'breadcrumb.wiki_items',
  '/wiki/edit': 'breadcrumb.wiki_edit',
  '/archive': 'nav.archive',
  '/archive/movies': 'nav.movies',
  '/archive/games': 'nav.games',
  // The archive's pages load the `archive` namespace (issue 17).
  '/archive/products': 'archive:breadcrumb.products',
  '/archive/ref': 'archive:breadcrumb.ref',
  '/archive/music': 'nav.music',
  // The music app's pages load the `music` namespace [ROUTE-26..33].
  '/archive/music/player': 'music:breadcrumb.player',
  '/archive/music/platforms': 'music:breadcrumb.platforms',
  '/archive/music/songs': 'music:breadcrumb.songs',
  '/archive/music/playlist': 'music:breadcrumb.playlist',
  '/archive/music/radio': 'music:breadcrumb.radio',
  '/archive/music/all_server': 'music:breadcrumb.all_server',
  '/archive/music/all_server/netease': 'music:servers.netease',
  '/archive/music/all_server/tencent': 'music:servers.tencent',
  '/archive/music/all_server/kugou': 'music:servers.kugou',
  '/archive/music/all_server/kuwo': 'music:servers.kuwo',
  '/archive/music/all_server/baidu': 'music:servers.baidu',
  '/archive/music/ncm_song': 'music:breadcrumb.ncm_song',
  '/links': 'nav.links',
  '/links/friends': 'nav.friends',
  // The links pages load the `links` namespace (issue 18); a class's page shows its name as its last item.
  '/links/following': 'links:breadcrumb.following',
  '/links/class': 'links:breadcrumb.classes',
  // Issue 23 point 4 (their pages load these namespaces).
  '/account/reset': 'account_reset:breadcrumb',
  '/account/users': 'admin_users:breadcrumb',
  '/about': 'nav.about',
  '/about/message_board': 'nav.message_board',
  '/about/terms': 'nav.terms',
  '/about/feedback': 'nav.feedback',
  '/about/update': 'nav.update',
  '/about/bb': 'breadcrumb.bb',
  '/laboratory': 'nav.laboratory',
  // The owner's tools load the `admin` namespace (issue 23).
  '/admin': 'admin:breadcrumb.admin',
  '/admin/backups': 'admin:breadcrumb.backups',
  '/admin/media': 'media_admin:breadcrumb.media',
  '/laboratory/components': 'breadcrumb.components',
  // The device experiments load the `lab_device` namespace (issue 24).
  '/laboratory/shake': 'lab_device:breadcrumb.shake',
  '/laboratory/deviceorientation': 'lab_device:breadcrumb.orientation',
  '/laboratory/qidong': 'lab_device:breadcrumb.qidong',
  // The laboratory's tools load the `lab_tools` namespace (issue 24).
  '/laboratory/compatibility': 'lab_tools:breadcrumb.compatibility',
  '/laboratory/temp': 'lab_tools:breadcrumb.temp',
  '/laboratory/card': 'lab_tools:breadcrumb.card',
  // The upload playground loads the `lab_upload` namespace (issue 24 point 2).
  '/laboratory/upload': 'lab_upload:title',
  // The convention timetable loads the `lab_fes` namespace at both its addresses [ROUTE-43] (issue 25 point 5).
  '/laboratory/animefes': 'lab_fes:breadcrumb',
  '/xy': 'lab_fes:breadcrumb',
  // The rhythm game loads the `lab_rhythm` namespace (issue 25 point 1).
  '/laboratory/music_game': 'lab_rhythm:breadcrumb',
  // The sticker maker loads the `lab_stickers` namespace (issue 25 point 2).
  '/laboratory/sekai_stickers': 'lab_stickers:breadcrumb',
  '/laboratory/madoka': 'lab_madoka:breadcrumb',
  // The chat mock-up maker loads the `lab_chat` namespace (issue 25 point 3).
  '/laboratory/honkai_star_rail_message': 'lab_chat:breadcrumb',
};

/**
 * One breadcrumb item: `path` is the address up to this segment, `to` where its link leads (see `crumbTarget`), `key`
 * the i18n key of its text when the path is known, else `null` and `text` (the decoded segment) is shown.
 */
export type BreadcrumbItem = { path: string; to: string; key: string | null; text: string };

/**
 * Where a breadcrumb link to `path` leads (issue 19: no breadcrumb leads to Not Found): an article's folder
 * (`/blog/articles/study/frontend`) goes to the category of the same id (`/blog/categories/study/frontend`, the blog's
 * ids are paths); the wiki's `/wiki/items` and `/wiki/edit` (and the folders of an item's id) go to `/wiki`, the links'
 * `/links/class` (the classes, all on one page) to `/links`; any
 * other path to itself. A page that knows better (the article's real category) overrides it (`useBreadcrumbLabel`).
 */
export function crumbTarget(path: string): string {
  if (path.startsWith('/blog/articles/')) return `/blog/categories/${path.slice(15)}`;
  if (path === '/links/class') return '/links';
  // The article editor's folders go to the admin's list, a preview link's to the blog (issue 23).
  if (/^\/blog\/edit(\/|$)/.test(path)) return '/blog/manage';
  if (path === '/blog/preview') return '/blog';
  return /^\/wiki\/(items|edit)(\/|$)/.test(path) ? '/wiki' : path;
}

/**
 * The breadcrumb items after the logo for `pathname`, one per path segment [LAYOUT-27][LAYOUT-28]; every item but
 * the last links to `crumbTarget` of its path and takes that page's label. The home page has none. A segment that
 * cannot be decoded shows as it is.
 *
 * @example breadcrumbItems('/blog/articles/a/b%20c')
 * // [{ path: '/blog', to: '/blog', key: 'nav.blog', text: 'blog' }, { path: '/blog/articles', ... },
 * //  { path: '/blog/articles/a', to: '/blog/categories/a', key: null, text: 'a' },
 * //  { path: '/blog/articles/a/b%20c', to: '/blog/articles/a/b%20c', key: null, text: 'b c' }]
 */
export function breadcrumbItems(pathname: string): BreadcrumbItem[] {
  if (isHomePath(pathname)) return [];
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const to = index < segments.length - 1 ? crumbTarget(path) : path;
    return { path, to, key: breadcrumbKeys[path] ?? breadcrumbKeys[to] ?? null, text: decodeSegment(segment) };
  });
}

/**
 * Where the header logo leads from `pathname` [LAYOUT-07]: one level up, to where the breadcrumb's item before the
 * last leads (so never to a Not Found: `/blog/articles/study/x` goes up to `/blog/categories/study`), `/` from a
 * first-level page, `null` on home [LAYOUT-08].
 */
export function upPath(pathname: string): string | null {
  const items = breadcrumbItems(pathname);
  return items.length === 0 ? null : (items.at(-2)?.to ?? '/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
