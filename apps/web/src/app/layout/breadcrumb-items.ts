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
  '/wiki': 'nav.wiki',
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
  '/about': 'nav.about',
  '/about/message_board': 'nav.message_board',
  '/about/terms': 'nav.terms',
  '/about/feedback': 'nav.feedback',
  '/about/update': 'nav.update',
  '/about/bb': 'breadcrumb.bb',
  '/laboratory': 'nav.laboratory',
  '/laboratory/components': 'breadcrumb.components',
};

/**
 * One breadcrumb item: `path` is the address up to this segment, `key` the i18n key of its text when the
 * path is known, else `null` and `text` (the decoded segment) is shown.
 */
export type BreadcrumbItem = { path: string; key: string | null; text: string };

/**
 * The breadcrumb items after the logo for `pathname`, one per path segment [LAYOUT-27][LAYOUT-28]. The home
 * page has none. A segment that cannot be decoded shows as it is.
 *
 * @example breadcrumbItems('/blog/articles/a%20b')
 * // [{ path: '/blog', key: 'nav.blog', text: 'blog' }, { path: '/blog/articles', key: 'nav.articles', ... },
 * //  { path: '/blog/articles/a%20b', key: null, text: 'a b' }]
 */
export function breadcrumbItems(pathname: string): BreadcrumbItem[] {
  if (isHomePath(pathname)) return [];
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    return { path, key: breadcrumbKeys[path] ?? null, text: decodeSegment(segment) };
  });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
