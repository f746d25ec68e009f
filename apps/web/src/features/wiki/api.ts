import {
  type WikiChange,
  type WikiDiff,
  type WikiEditorAccount,
  type WikiItem,
  type WikiMaintenance,
  type WikiPageRef,
  type WikiPreview,
  type WikiRevisionInfo,
  wikiChangeSchema,
  wikiDiffSchema,
  wikiEditorAccountSchema,
  wikiItemSchema,
  wikiMaintenanceSchema,
  wikiPageRefSchema,
  wikiPreviewSchema,
  wikiRevisionInfoSchema,
} from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiData, apiText } from '../../lib/api-client.ts';

/**
 * The wiki's reads (contract: `packages/contracts/src/wiki.ts`) as TanStack Query hooks. Every envelope is parsed
 * with its contract schema by `apiData`; a failure surfaces as `ApiRequestError` in `error` (`wiki_item_not_found`,
 * `wiki_revision_not_found`, `invalid_input`, `network`, ...).
 */

/** Query keys; `wikiKeys.all` covers every wiki answer (a save refreshes them all). */
export const wikiKeys = {
  all: ['wiki'] as const,
  item: (id: string, revision: number | null) => ['wiki', 'item', id, revision] as const,
  source: (id: string, revision: number | null) => ['wiki', 'source', id, revision] as const,
  tree: () => ['wiki', 'tree'] as const,
  recent: (limit: number) => ['wiki', 'recent', limit] as const,
  maintenance: () => ['wiki', 'maintenance'] as const,
  history: (id: string) => ['wiki', 'history', id] as const,
  diff: (id: string, from: number, to: number, context: number) => ['wiki', 'diff', id, from, to, context] as const,
  permissions: (tokenid: string) => ['wiki', 'permissions', tokenid] as const,
  preview: (id: string, source: string) => ['wiki', 'preview', id, source] as const,
  editors: (tokenid: string) => ['wiki', 'editors', tokenid] as const,
};

/** Answers that will not change by asking again: a missing page or revision, a refused id. */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error';
const retry = (failures: number, error: unknown) => !isFinal(error) && failures < 2;

/** A wiki changes more often than the blog, and an editor expects their save to show: 10 s of freshness. */
const staleTime = 10_000;

/**
 * The query of a page, rendered (`GET wiki/get_item.php`): the current revision, or `revision` (1-based) when
 * given. A missing page fails with `ApiRequestError('wiki_item_not_found')`, a missing revision with
 * `wiki_revision_not_found`; neither is retried.
 */
export function wikiItemQuery(id: string, revision: number | null = null) {
  return {
    queryKey: wikiKeys.item(id, revision),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<WikiItem> =>
      apiData('wiki/get_item.php', { query: { id, revision: revision ?? undefined }, data: wikiItemSchema, signal }),
    staleTime,
    retry,
  };
}

/** A page (see `wikiItemQuery`); `id` null (an address that cannot be an id) runs no query. */
export function useWikiItem(id: string | null, revision: number | null = null) {
  return useQuery<WikiItem>({ ...wikiItemQuery(id ?? '', revision), enabled: id !== null });
}

/** A page's Markdown (`GET wiki/get_source.php`), of `revision` or the current one; `enabled` false runs nothing. */
export function useWikiSource(id: string, revision: number | null, enabled = true) {
  return useQuery<string>({
    queryKey: wikiKeys.source(id, revision),
    queryFn: ({ signal }) => apiText('wiki/get_source.php', { query: { id, revision: revision ?? undefined }, signal }),
    enabled,
    staleTime,
    retry,
  });
}

/** Every page, by id (`GET wiki/get_tree.php`), for the page tree. */
export function useWikiTree() {
  return useQuery<WikiPageRef[]>({
    queryKey: wikiKeys.tree(),
    queryFn: ({ signal }) => apiData('wiki/get_tree.php', { data: z.array(wikiPageRefSchema), signal }),
    staleTime,
    retry,
  });
}

/** The `limit` (1–100) latest changes, newest first (`GET wiki/get_recent_changes.php`). */
export function useWikiRecentChanges(limit = 20) {
  return useQuery<WikiChange[]>({
    queryKey: wikiKeys.recent(limit),
    queryFn: ({ signal }) =>
      apiData('wiki/get_recent_changes.php', { query: { limit }, data: z.array(wikiChangeSchema), signal }),
    staleTime,
    retry,
  });
}

/** Wanted pages and orphans (`GET wiki/get_maintenance.php`). */
export function useWikiMaintenance() {
  return useQuery<WikiMaintenance>({
    queryKey: wikiKeys.maintenance(),
    queryFn: ({ signal }) => apiData('wiki/get_maintenance.php', { data: wikiMaintenanceSchema, signal }),
    staleTime,
    retry,
  });
}

/** A page's revisions, newest first (`GET wiki/get_history.php`); `enabled` false runs nothing. */
export function useWikiHistory(id: string, enabled = true) {
  return useQuery<WikiRevisionInfo[]>({
    queryKey: wikiKeys.history(id),
    queryFn: ({ signal }) =>
      apiData('wiki/get_history.php', { query: { id }, data: z.array(wikiRevisionInfoSchema), signal }),
    enabled,
    staleTime,
    retry,
  });
}

/**
 * The line and word diff of two revisions (`GET wiki/get_diff.php`, any order) with `context` unchanged lines
 * around each change; `enabled` false runs nothing. While another `context` of the same two revisions loads, the diff already shown stays.
 */
export function useWikiDiff(id: string, from: number, to: number, context: number, enabled = true) {
  return useQuery<WikiDiff>({
    queryKey: wikiKeys.diff(id, from, to, context),
    queryFn: ({ signal }) =>
      apiData('wiki/get_diff.php', { query: { id, from, to, context }, data: wikiDiffSchema, signal }),
    // Only a diff of the same two revisions stands in for the one loading (a larger context of it).
    placeholderData: (previous, query) => {
      const key = query?.queryKey;
      return key?.[2] === id && key[3] === from && key[4] === to ? previous : undefined;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY, // two saved revisions never change
    retry,
  });
}

/**
 * Whether the holder of `tokenid` may edit the wiki (`POST wiki/get_permissions.php`); a guest's token asks too
 * (the answer is false). Refreshed when the token changes (a login, a logout).
 */
export function useWikiPermissions(tokenid: string, enabled = true) {
  return useQuery<boolean>({
    queryKey: wikiKeys.permissions(tokenid),
    queryFn: async ({ signal }) =>
      (
        await apiData('wiki/get_permissions.php', {
          method: 'POST',
          body: { tokenid },
          data: z.object({ can_edit: z.boolean() }),
          signal,
        })
      ).can_edit,
    enabled,
    staleTime: 60_000,
    retry,
  });
}

/**
 * The server's rendering of `source` as page `id` (`POST wiki/preview.php`: the same pipeline as a save, nothing
 * stored). The previous preview stays while the next renders, so the pane does not flash.
 */
export function useWikiPreview(tokenid: string, id: string, source: string, enabled = true) {
  return useQuery<WikiPreview>({
    queryKey: wikiKeys.preview(id, source),
    queryFn: ({ signal }) =>
      apiData('wiki/preview.php', { method: 'POST', body: { tokenid, id, source }, data: wikiPreviewSchema, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/**
 * The users the admin made editors, by uid (`POST wiki/get_editors.php`, the admin's token); `enabled` false runs
 * nothing. Anyone else's token fails with `forbidden` (a guest's with `not_logged_in`).
 */
export function useWikiEditors(tokenid: string, enabled = true) {
  return useQuery<WikiEditorAccount[]>({
    queryKey: wikiKeys.editors(tokenid),
    queryFn: ({ signal }) =>
      apiData('wiki/get_editors.php', {
        method: 'POST',
        body: { tokenid },
        data: z.array(wikiEditorAccountSchema),
        signal,
      }),
    enabled,
    staleTime,
    retry,
  });
}

/** Whether `error` means "no page at this address" [ERR-04]: missing, or an id the server refuses as malformed. */
export function isWikiNotFound(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 'error' &&
    ['wiki_item_not_found', 'not_found', 'invalid_input'].includes(error.code)
  );
}
