/** One navigation entry: a path of the app and the i18n key (namespace `layout`) of its label. */
export type NavLink = { path: string; key: string };

/** A header nav tag with the children its dropdown lists (empty: the tag is a plain link). */
export type NavTag = NavLink & { children: readonly NavLink[] };

/** The header's five nav tags and their children, in the spec's order [LAYOUT-01..05]. */
export const navTags: readonly NavTag[] = [
  { path: '/', key: 'nav.home', children: [] },
  {
    path: '/blog',
    key: 'nav.blog',
    children: [
      { path: '/blog', key: 'nav.blog_home' },
      { path: '/blog/categories/study', key: 'nav.study' },
      { path: '/blog/categories/life', key: 'nav.life' },
      { path: '/blog/categories/about', key: 'nav.about_category' },
      { path: '/blog/articles', key: 'nav.articles' },
      { path: '/wiki', key: 'nav.wiki' },
    ],
  },
  {
    path: '/archive',
    key: 'nav.archive',
    children: [
      { path: '/archive', key: 'nav.archive_home' },
      { path: '/archive/movies', key: 'nav.movies' },
      { path: '/archive/games', key: 'nav.games' },
      { path: '/archive/music', key: 'nav.music' },
    ],
  },
  {
    path: '/links',
    key: 'nav.links',
    children: [
      { path: '/links', key: 'nav.links_home' },
      { path: '/links/friends', key: 'nav.friends' },
      { path: '/start', key: 'nav.start' },
    ],
  },
  {
    path: '/about',
    key: 'nav.about',
    children: [
      { path: '/about', key: 'nav.about_home' },
      { path: '/about/message_board', key: 'nav.message_board' },
      { path: '/about/terms', key: 'nav.terms' },
      { path: '/about/feedback', key: 'nav.feedback' },
      { path: '/about/update', key: 'nav.update' },
    ],
  },
];

/** The mobile bottom bar's five tabs: home, blog, archive, links, about [LAYOUT-33]. */
export const mobileTabs: readonly NavLink[] = navTags.map(({ path, key }) => ({ path, key }));

/** The footer's internal links: the main sections and the laboratory [LAYOUT-19]. */
export const footerLinks: readonly NavLink[] = [...mobileTabs, { path: '/laboratory', key: 'nav.laboratory' }];
