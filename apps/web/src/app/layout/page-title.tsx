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

/** The last title a `PageTitle` showed: what a page still loading keeps showing. */
let lastTitle: string | undefined;

/** Forgets the last title (the server, before each page it renders: titles are per page there). */
export function resetPageTitle(): void {
  lastTitle = undefined;
}

/**
 * The document's `<title>` (React hoists it into `<head>`, on the server as in the browser: issue 21 point 4,
 * docs/decisions/0029), for the layout [LAYOUT-30][LAYOUT-31] and for routes flagged `manual_title`, whose page
 * renders its own [LAYOUT-32]. An empty or `undefined` title (still loading) keeps the title shown before.
 */
export function PageTitle({ title }: { title: string | undefined }) {
  const shown = title || lastTitle;
  if (title) lastTitle = title;
  useEffect(() => {
    // The server's <title> (`data-server`), once React has added its own instead of adopting it: one title stays.
    if (shown && document.head.querySelector('title:not([data-server])'))
      for (const server of document.head.querySelectorAll('title[data-server]')) server.remove();
  }, [shown]);
  return shown ? <title>{shown}</title> : null;
}
