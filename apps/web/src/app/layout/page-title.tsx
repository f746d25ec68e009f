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

/** Server rendering: the title the server's head gives the page being rendered (see `serverPageTitle`). */
let serverTitle: string | undefined;

/**
 * The server, before each page it renders: forgets the last title, and takes the title its head gives the page
 * (`PageHead.title`; undefined when it is only the site's name): an archive item's "<title> - <site>", which the
 * layout's breadcrumb learns only once the page has run in the browser.
 */
export function resetPageTitle(head_title?: string): void {
  lastTitle = undefined;
  serverTitle = head_title;
}

/** The title the server's head gives the page being rendered on the server (undefined in the browser). */
export function serverPageTitle(): string | undefined {
  return serverTitle;
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
