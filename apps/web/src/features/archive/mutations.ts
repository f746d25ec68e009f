import { type ArchiveItem, type ArchiveItemInput, archiveItemSchema } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiDownload, apiPostJson } from '../../lib/api-client-json.ts';
import { saveFile } from '../../lib/save-file.ts';
import { archiveKeys } from './api.ts';

/**
 * The archive's writes as TanStack Query mutations (contract: `packages/contracts/src/archive.ts`), the admin's
 * only. Each success refreshes every archive answer (`archiveKeys.all`): a save or a viewing changes the item, the
 * lists, the overview and the rating reference's examples. Failures surface as `ApiRequestError` (a 400's data
 * names the field: `serverFieldErrors` in `editor/form.ts`).
 */

/** Saves an item (`POST archive/save_item.php`): with `item.id` an update, without a new item. */
export function useSaveArchiveItem() {
  const client = useQueryClient();
  return useMutation<ArchiveItem, unknown, { tokenid: string; item: ArchiveItemInput }>({
    mutationFn: (json) => apiPostJson('archive/save_item.php', json, archiveItemSchema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: archiveKeys.all }); // not awaited: the caller moves on at once
    },
  });
}

/** Deletes an item with its viewings (`POST archive/delete_item.php`); resolves with its id. */
export function useDeleteArchiveItem() {
  const client = useQueryClient();
  return useMutation<string, unknown, { tokenid: string; id: string }>({
    mutationFn: async (json) =>
      (await apiPostJson('archive/delete_item.php', json, z.object({ deleted: z.string() }))).deleted,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: archiveKeys.all });
    },
  });
}

/**
 * Adds one viewing or play (`POST archive/add_viewing.php`): `date` YYYY-MM-DD, default today (UTC, the server's
 * day); the item's status becomes `done`. Resolves with the item as stored.
 */
export function useAddArchiveViewing() {
  const client = useQueryClient();
  return useMutation<ArchiveItem, unknown, { tokenid: string; id: string; date?: string; rewatch?: boolean }>({
    mutationFn: (json) => apiPostJson('archive/add_viewing.php', json, archiveItemSchema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: archiveKeys.all });
    },
  });
}

/**
 * Downloads the whole archive (`POST archive/export.php`) as `format` (`json`: the `ArchiveExport` that
 * `npm run import -- --archive` reads back; `csv`: one row per item) and hands it to the browser as a file named as
 * the server names it. Throws `ApiRequestError` (`forbidden`, `network`).
 */
export async function downloadArchiveExport(tokenid: string, format: 'json' | 'csv'): Promise<string> {
  const { blob, name } = await apiDownload('archive/export.php', { tokenid, format }, `archive.${format}`);
  saveFile(name, blob);
  return name;
}
