/**
 * Page numbers of the paged blog lists live in the URL query (`?page=2`), so a page can be linked, reloaded
 * and reached with Back. These helpers turn the query text into a page number and back.
 */

/** Articles per page on the paged lists (`/blog/articles`, a category page). */
export const articlesPageSize = 10;

/**
 * Reads the 1-based page number from the `page` query value.
 * Anything that is not a whole number from 1 to 100000 (the contract's limit) — absent, empty, `0`, `-3`,
 * `2.5`, `abc`, `1e3` — gives page 1, so a hand-edited address still shows a list instead of an error.
 *
 * @example parsePageParam('3') === 3; parsePageParam(null) === 1; parsePageParam('x') === 1
 */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= 100000 ? page : 1;
}

/**
 * Number of pages needed for `total` items at `pageSize` per page; at least 1, so an empty list still has
 * one (empty) page to show.
 */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The query string for `page` on top of `search` (other parameters kept): page 1 drops the parameter so the
 * first page has one canonical address.
 *
 * @example pageSearch(2, '?a=1') === '?a=1&page=2'; pageSearch(1, '?page=4') === ''
 */
export function pageSearch(page: number, search = ''): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
