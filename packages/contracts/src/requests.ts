/**
 * Request builders: each API call the client makes and the server preloads is spelled once, here, as an
 * `ApiRequest` (`articlesRequest`, `articleRequest`, `siteInfoRequest`, ...). The client sends it through its api
 * client; the server writes `requestHref` of the same request into a page's `<link rel="preload" as="fetch">`
 * (docs/decisions/0006), and the browser reuses the preloaded answer only if both addresses are byte-identical.
 */

/** A query parameter's value; `undefined` leaves the parameter out. */
export type QueryValue = string | number | boolean | undefined;

/**
 * One GET call: `path` under the API's base address (`blog/get_articles.php`, no leading `/`) and its query
 * parameters in the order they are sent.
 */
export type ApiRequest = { readonly path: string; readonly query: Readonly<Record<string, QueryValue>> };

/** The API's base address on the site's own origin (the `api_address` setting's default [SET-19]). */
export const apiBasePath = '/api/';

/**
 * WHATWG `URLSearchParams`, which browsers and Node both have: declared here because the contracts are built
 * against no environment's types (the global is used at run time).
 */
declare const URLSearchParams: new () => { set(name: string, value: string): void; toString(): string };

/**
 * The address of `request` under `base` as the client's api client spells it: the path appended to `base`, then
 * `?` and the defined parameters in their order, `String(value)` encoded as `application/x-www-form-urlencoded`
 * (`URLSearchParams`: a space is `+`, `/` is `%2F`); no `?` when there are none. E.g.
 * `/api/blog/get_articles.php?page=1&page_size=5`.
 */
export function requestHref(request: ApiRequest, base: string = apiBasePath): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return `${base.endsWith('/') ? base : `${base}/`}${request.path}${query === '' ? '' : `?${query}`}`;
}
