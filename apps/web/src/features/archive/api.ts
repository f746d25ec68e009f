import {
  type ArchiveItem,
  type ArchiveItemPage,
  type ArchiveKind,
  type ArchiveListQuery,
  type ArchiveOverview,
  archiveItemPageSchema,
  archiveItemSchema,
  archiveOverviewSchema,
} from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';

/**
 * The archive's reads (contract: `packages/contracts/src/archive.ts`) as TanStack Query hooks and query option
 * factories (the factories serve `queryClient.fetchQuery` / `prefetchQuery` too). Every envelope is parsed with its
 * contract schema by `apiData`; a failure surfaces as `ApiRequestError` in `error` (`not_found`, `invalid_input`,
 * `network`, ...).
 */

/** A list's filters, sort and page; an absent field is the server's default (`archiveListQuerySchema`). */
export type ArchiveListParams = Partial<ArchiveListQuery>;

/** Query keys; `archiveKeys.all` covers every archive answer (a save or a delete refreshes them all). */
export const archiveKeys = {
  all: ['archive'] as const,
  lists: () => ['archive', 'items'] as const,
  items: (query: ArchiveListParams) => ['archive', 'items', query] as const,
  item: (id: string) => ['archive', 'item', id] as const,
  overview: (year: number | null, kind: ArchiveKind | null) => ['archive', 'overview', year, kind] as const,
};

/** Answers that will not change by asking again: a missing item, a refused filter. */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error';
const retry = (failures: number, error: unknown) => !isFinal(error) && failures < 2;

/** The archive changes only when its owner saves (which invalidates `archiveKeys.all`): 60 s of freshness. */
const staleTime = 60_000;

/** The page of items matching `query` (`GET archive/get_items.php`); a bad filter fails with `invalid_input`. */
export function archiveItemsQuery(query: ArchiveListParams) {
  return {
    queryKey: archiveKeys.items(query),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ArchiveItemPage> =>
      apiData('archive/get_items.php', { query: { ...query }, data: archiveItemPageSchema, signal }),
    staleTime,
    retry,
  };
}

/** A page of items (see `archiveItemsQuery`); while another page or filter loads, the page shown stays. */
export function useArchiveItems(query: ArchiveListParams, enabled = true) {
  return useQuery<ArchiveItemPage>({ ...archiveItemsQuery(query), placeholderData: keepPreviousData, enabled });
}

/** One item (`GET archive/get_item.php`); an unknown id fails with `ApiRequestError('not_found')`, not retried. */
export function archiveItemQuery(id: string) {
  return {
    queryKey: archiveKeys.item(id),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ArchiveItem> =>
      apiData('archive/get_item.php', { query: { id }, data: archiveItemSchema, signal }),
    staleTime,
    retry,
  };
}

/** One item (see `archiveItemQuery`); `id` null (an address that cannot be an id) runs no query. */
export function useArchiveItem(id: string | null) {
  return useQuery<ArchiveItem>({ ...archiveItemQuery(id ?? ''), enabled: id !== null });
}

/**
 * The overview of `year` (default: the server's current year) for one `kind` or all (`GET
 * archive/get_overview.php`): counts per kind and status, recently finished items, finished per month, ratings.
 */
export function archiveOverviewQuery(year: number | null = null, kind: ArchiveKind | null = null) {
  return {
    queryKey: archiveKeys.overview(year, kind),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ArchiveOverview> =>
      apiData('archive/get_overview.php', {
        query: { year: year ?? undefined, kind: kind ?? undefined },
        data: archiveOverviewSchema,
        signal,
      }),
    staleTime,
    retry,
  };
}

/** The overview (see `archiveOverviewQuery`); while another year loads, the one shown stays. */
export function useArchiveOverview(year: number | null = null, kind: ArchiveKind | null = null) {
  return useQuery<ArchiveOverview>({ ...archiveOverviewQuery(year, kind), placeholderData: keepPreviousData });
}
