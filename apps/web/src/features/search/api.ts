import {
  type SearchInstant,
  type SearchKindName,
  type SearchPage,
  searchInstantSchema,
  searchPageSchema,
} from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';

/**
 * The site search's calls (issue 22; contract: `packages/contracts/src/search.ts`) as TanStack Query hooks. Every
 * answer is parsed with its contract schema by `apiData`; a failure surfaces as `ApiRequestError` in `error`
 * (`invalid_input` for a query the server refuses, `network`, ...).
 */

/** Query keys: the results page's answers by their parameters, the header box's by its text. */
export const searchKeys = {
  page: (query: SearchPageParams) => ['search', 'page', query] as const,
  instant: (q: string) => ['search', 'instant', q] as const,
};

/**
 * One page of results as the results page asks for it: `q` the query text (already valid, see
 * `readSearchParams`), `kind` a kind or group name of the contract or undefined for every kind, `page` 1-based.
 */
export type SearchPageParams = { q: string; kind?: SearchKindName; page: number };

/** How many results one page of `/search` lists. */
export const searchPageSize = 10;

/** A refusal of the query (400) or a missing row will not change by asking again; anything else may. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error') && failures < 2;

/** Results move with every write; half a minute of freshness still spares a Back and forth its calls. */
const staleTime = 30_000;

/**
 * The query of one page of ranked results with snippets and the count per kind (`GET search/search.php?q=&kind=&page=
 * &page_size=10`). For `useSearchPage`; the server render runs it from the page's first render pass.
 */
export function searchPageQuery(params: SearchPageParams) {
  return {
    queryKey: searchKeys.page(params),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<SearchPage> =>
      apiData('search/search.php', {
        query: { q: params.q, kind: params.kind, page: params.page, page_size: searchPageSize },
        data: searchPageSchema,
        signal,
      }),
    staleTime,
    retry,
  };
}

/**
 * One page of results (see `searchPageQuery`); `params` null (no valid query in the address) runs no query. While the
 * next page or filter loads, the previous answer stays on screen (no layout jump; `isPlaceholderData` tells).
 */
export function useSearchPage(params: SearchPageParams | null) {
  return useQuery<SearchPage>({
    ...searchPageQuery(params ?? { q: '', page: 1 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The header box's instant results for `q` (`GET search/instant.php?q=`): the best few of each kind, grouped, best
 * group first. `q` null (nothing typed yet, or only spaces) runs no query. Pass the debounced text: each new text is a
 * new query, and the call of the text before is cancelled (its `signal` aborts once no one observes it any more, the
 * way TanStack Query cancels a consumed signal), so an outdated answer never lands. The previous answer stays shown
 * while the next loads.
 */
export function useInstantSearch(q: string | null) {
  return useQuery<SearchInstant>({
    queryKey: searchKeys.instant(q ?? ''),
    queryFn: ({ signal }) =>
      apiData('search/instant.php', { query: { q: q ?? '' }, data: searchInstantSchema, signal }),
    enabled: q !== null,
    staleTime,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
