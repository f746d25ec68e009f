import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '../../lib/i18n.ts';
import { regionOptions } from './labels.ts';

/**
 * The region names a page shows, as data the server's render sends along with its HTML (issue 21; docs/decisions/0029).
 *
 * The names come from the platform's CLDR table (`Intl.DisplayNames`, [CONST-08]), and Node's ICU and a browser's
 * differ: Node names FK "Falkland Islands (Islas Malvinas)", Chromium "Falkland Islands", and the sorted list of the
 * region filter differs with them. Rendered by each side from its own table, the browser's first render would not
 * match the server's HTML (React error #418). So the table is a query of the page's cache: computed where the page
 * is first rendered (by `initialData`, no call), carried to the browser in `#ssr-state` with the API's answers, and
 * hydrated from there; it never goes stale, so one visit names regions one way. A page the browser renders itself
 * computes the browser's table.
 */

/** Region code (upper case) -> its name in one language, in the order of the names (`regionOptions`). */
export type RegionTable = Readonly<Record<string, string>>;

/** The table of `language` from this platform's CLDR data, in name order. */
export function regionTable(language: Language): RegionTable {
  return Object.fromEntries(regionOptions(language).map(({ code, name }) => [code, name]));
}

/** The query of `language`'s region table: local data, never stale, never collected while the app runs. */
export const regionTableQuery = (language: Language) =>
  queryOptions({
    queryKey: ['intl', 'regions', language] as const,
    queryFn: () => regionTable(language),
    initialData: () => regionTable(language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/**
 * The display name of the ISO 3166-1 alpha-2 region `code` (`JP` or `jp`) in `table` [CONST-08]: `日本` for `JP` in
 * zh's. A code the table does not name (or that is no region code at all) answers the code itself.
 */
export function regionNameIn(table: RegionTable, code: string): string {
  return table[code.toUpperCase()] ?? code;
}

/**
 * The region names of `language` as the page's first render had them (the server's, on a server-rendered visit):
 * `name(code)` names one region (`regionNameIn`), and
 * `options` lists every region, sorted by name, for the region filter [CONST-08].
 */
export function useRegionNames(language: Language): {
  name: (code: string) => string;
  options: readonly { code: string; name: string }[];
} {
  const table = useQuery(regionTableQuery(language)).data;
  return useMemo(
    () => ({
      name: (code: string) => regionNameIn(table, code),
      options: Object.entries(table).map(([code, name]) => ({ code, name })),
    }),
    [table],
  );
}
