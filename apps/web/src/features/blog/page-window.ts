/**
 * Which page numbers a pager shows: the first, the last, and up to `radius` on each side of the current one;
 * `null` marks a gap ("…"). Keeps the pager one short row at 320 px however many pages there are.
 *
 * @example pageWindow(5, 10) // [1, null, 4, 5, 6, null, 10]
 * @example pageWindow(2, 3)  // [1, 2, 3]
 */
export function pageWindow(page: number, pages: number, radius = 1): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let n = page - radius; n <= page + radius; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}
