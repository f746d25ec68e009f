import {
  type SearchKind,
  type SearchKindName,
  searchKindNameSchema,
  searchKindNames,
  searchQueryMaxLength,
  searchQueryTextSchema,
} from '@site/contracts';
import type { SearchPageParams } from './api.ts';

/**
 * The results page's address (`/search?q=&kind=&page=`, `searchPath` of the contracts) read back (issue 22). What a
 * hand-edited address holds is forgiven where the contract would refuse it: an unknown `kind` means every kind, a
 * page that is not a whole number from 1 to 1000 means page 1. A missing, blank or too long `q` runs no search.
 */

/** The highest page the contract accepts. */
export const searchPageMax = 1000;

/** What the address asks for: a search (`params`), or why there is none (`reason`), with the text as typed. */
export type SearchAddress =
  | { params: SearchPageParams; text: string; reason?: undefined }
  | { params: null; text: string; reason: 'empty' | 'too_long' };

/**
 * Reads `/search`'s parameters.
 *
 * @example readSearchParams(new URLSearchParams('q=lantern&kind=song&page=2'))
 * // { params: { q: 'lantern', kind: 'song', page: 2 }, text: 'lantern' }
 * @example readSearchParams(new URLSearchParams('q=%20')) // { params: null, text: ' ', reason: 'empty' }
 */
export function readSearchParams(search: URLSearchParams): SearchAddress {
  const text = search.get('q') ?? '';
  if (text.length > searchQueryMaxLength) return { params: null, text, reason: 'too_long' };
  if (!searchQueryTextSchema.safeParse(text).success) return { params: null, text, reason: 'empty' };
  const kindText = search.get('kind');
  const kind =
    kindText !== null && searchKindNameSchema.safeParse(kindText).success ? (kindText as SearchKindName) : undefined;
  const pageText = search.get('page') ?? '';
  const pageNumber = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  const page = pageNumber >= 1 && pageNumber <= searchPageMax ? pageNumber : 1;
  return { params: { q: text, ...(kind ? { kind } : {}), page }, text };
}

/**
 * The single kind a `kind` name stands for (`blog` -> `article`, `lyrics` -> `song`), or null for a group of
 * several (`archive`) and for none: the filter chip to mark as current.
 */
export function singleKindOf(kind: SearchKindName | undefined): SearchKind | null {
  if (kind === undefined) return null;
  const kinds: readonly SearchKind[] = searchKindNames[kind];
  return kinds.length === 1 ? (kinds[0] ?? null) : null;
}
