/** One slot of a pagination bar: a page number or a gap ("…"). */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The slots of a pagination bar for `page` of `total` pages (1-based): the first and last pages, `siblings` pages
 * either side of the current one, and a gap where pages are left out. A gap never stands for a single page (that
 * page is shown instead).
 *
 * @example pageItems(5, 10) -> 1 … 4 5 6 … 10
 */
export function pageItems(page: number, total: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const current = Math.min(last, Math.max(1, Math.floor(page)));
  const shown = new Set<number>([1, last]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
