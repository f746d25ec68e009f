import { useEffect } from 'react';

/**
 * The document title for a page [LAYOUT-30][LAYOUT-31]: `"<last breadcrumb text> - <site name>"`, or the site
 * name alone when there is no breadcrumb text (the home page).
 *
 * @example pageTitle('Articles', 'My Site') // 'Articles - My Site'
 * @example pageTitle(null, 'My Site') // 'My Site'
 */
export function pageTitle(last_text: string | null, site_name: string): string {
  return last_text ? `${last_text} - ${site_name}` : site_name;
}

/**
 * Sets `document.title` to `title` while the calling page is shown, for routes flagged `manual_title`
 * whose title the layout leaves alone [LAYOUT-32]. An empty or `undefined` title (still loading) leaves
 * the current title.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
