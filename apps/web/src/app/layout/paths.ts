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
