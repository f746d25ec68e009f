/**
 * The song list's page number lives in the address (`/archive/music/songs?page=2`), so a page can be linked,
 * reloaded and reached with Back.
 */

/** Songs per page on `/archive/music/songs` [ROUTE-28]. */
export const songsPageSize = 20;

/**
 * The 1-based page number of the `page` query value. Anything that is not a whole number from 1 to 100000
 * (the contract's limit) — absent, empty, `0`, `-3`, `2.5`, `abc` — gives page 1.
 *
 * @example parsePageParam('3') === 3; parsePageParam(null) === 1; parsePageParam('x') === 1
 */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= 100000 ? page : 1;
}

/** Number of pages for `total` items at `page_size` a page; at least 1. */
export function pageCount(total: number, page_size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, page_size)));
}
