import { type WikiConflict, type WikiSaveResult, wikiConflictSchema, wikiSaveResultSchema } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';
import { wikiKeys } from './api.ts';

/**
 * The wiki's writes as TanStack Query mutations (contract: `packages/contracts/src/wiki.ts`). Each success
 * refreshes every wiki answer (`wikiKeys.all`): a save changes the page, its history, the tree, the recent
 * changes, the maintenance lists and other pages' backlinks and red links.
 */

/** What `useSaveWikiItem` sends: `base_revision` is the revision the edit started from (0 creates the page). */
export type SaveWikiInput = { tokenid: string; id: string; source: string; summary: string; base_revision: number };

/** Saves a revision (`POST wiki/save_item.php`). A conflicting save fails with `wiki_edit_conflict` (`conflictOf`). */
export function useSaveWikiItem() {
  const client = useQueryClient();
  return useMutation<WikiSaveResult, unknown, SaveWikiInput>({
    mutationFn: (input) => apiData('wiki/save_item.php', { method: 'POST', body: input, data: wikiSaveResultSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: wikiKeys.all }); // not awaited: the caller moves on at once
    },
  });
}

/** Restores an old revision as a new one (`POST wiki/restore_revision.php`). */
export function useRestoreWikiRevision() {
  const client = useQueryClient();
  return useMutation<WikiSaveResult, unknown, { tokenid: string; id: string; revision: number; summary: string }>({
    mutationFn: (input) =>
      apiData('wiki/restore_revision.php', { method: 'POST', body: input, data: wikiSaveResultSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: wikiKeys.all }); // not awaited: the caller moves on at once
    },
  });
}

/** Renames (moves) a page, its history along (`POST wiki/rename_item.php`); resolves with the new id. */
export function useRenameWikiItem() {
  const client = useQueryClient();
  return useMutation<string, unknown, { tokenid: string; id: string; new_id: string; summary: string }>({
    mutationFn: async (input) =>
      (await apiData('wiki/rename_item.php', { method: 'POST', body: input, data: z.object({ id: z.string() }) })).id,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: wikiKeys.all }); // not awaited: the caller moves on at once
    },
  });
}

/** Deletes a page with its history (`POST wiki/delete_item.php`); links to it turn red. */
export function useDeleteWikiItem() {
  const client = useQueryClient();
  return useMutation<string, unknown, { tokenid: string; id: string }>({
    mutationFn: async (input) =>
      (await apiData('wiki/delete_item.php', { method: 'POST', body: input, data: z.object({ deleted: z.string() }) }))
        .deleted,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: wikiKeys.all }); // not awaited: the caller moves on at once
    },
  });
}

/**
 * Makes `uid` an editor of the wiki or not (`POST wiki/set_editor.php`, the admin's token). An unknown uid fails
 * with `account_not_found`.
 */
export function useSetWikiEditor() {
  const client = useQueryClient();
  return useMutation<boolean, unknown, { tokenid: string; uid: string; editor: boolean }>({
    mutationFn: async ({ editor, ...input }) =>
      (
        await apiData('wiki/set_editor.php', {
          method: 'POST',
          body: { ...input, editor: String(editor) },
          data: z.object({ uid: z.string(), editor: z.boolean() }),
        })
      ).editor,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: wikiKeys.all }); // the list, and anyone's permission to edit
    },
  });
}

/** The both-sides data of a save refused with 409 `wiki_edit_conflict`, or null for any other failure. */
export function conflictOf(error: unknown): WikiConflict | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'wiki_edit_conflict') return null;
  const parsed = wikiConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
