/** The paths that show the home page [ROUTE-06]. */
export const homePaths: readonly string[] = ['/', '/index.html', '/index'];

/** `pathname` without a trailing slash (except the root): `/blog/` -> `/blog`, `/` -> `/`. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether `pathname` shows the home page [ROUTE-06]. */
export function isHomePath(pathname: string): boolean {
  return homePaths.includes(normalisePath(pathname));
}

/**
 * Where the header logo leads: one path level up [LAYOUT-07], or `null` on `/` where it does nothing
 * [LAYOUT-08]. A trailing slash is ignored.
 *
 * @example parentPath('/blog/articles') // '/blog'
 * @example parentPath('/blog') // '/'
 * @example parentPath('/') // null
 */
export function parentPath(pathname: string): string | null {
  const path = normalisePath(pathname);
  if (path === '/') return null;
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}
