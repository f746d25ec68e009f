/** Paths the server answers itself (API, media, feeds): links to them must load for real, not in the app. */
const serverPaths = /^\/(api|media|feed)(\/|$)/;

/**
 * The in-app address (`/path?query#hash`) a link inside an article should open without reloading the page,
 * or `null` when the browser should follow it itself: another origin, a new tab or download, a server path
 * (`/api/`, `/media/`, `/feed/`), or a link to a place on the current page (handled by the scroll code).
 * `href` is the link's resolved `href` property, `current` the page's `location.href`.
 *
 * @example internalTarget('https://site.example/blog/articles/a#b', 'https://site.example/blog/articles/x')
 *   // '/blog/articles/a#b'
 */
export function internalTarget(href: string, current: string, target = '', download = false): string | null {
  if (download || (target && target !== '_self')) return null;
  let url: URL;
  let here: URL;
  try {
    url = new URL(href, current);
    here = new URL(current);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || serverPaths.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
