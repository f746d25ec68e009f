import { type BackupInfo, type BackupList, backupInfoSchema, backupListSchema } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiDownload, apiPostJson } from '../../lib/api-client-json.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * The admin's backup calls (contract: `packages/contracts/src/backups.ts`, issue 23 point 6) as TanStack Query
 * hooks. Every call is a JSON POST with the admin's token; a refusal surfaces as `ApiRequestError` (`forbidden`,
 * `backup_running`, `backup_not_found`, `network`). Writes refresh the list.
 */

const backupKeys = { list: ['backups'] as const };

/** The last backup, whether one runs, and the kept archives (`POST admin/get_backups.php`); null token: nothing. */
export function useBackups(tokenid: string | null) {
  return useQuery<BackupList>({
    queryKey: backupKeys.list,
    queryFn: () => apiPostJson('admin/get_backups.php', { tokenid }, backupListSchema),
    enabled: tokenid !== null,
  });
}

/** Writes a new archive (`POST admin/start_backup.php`); resolves with it once written. */
export function useStartBackup() {
  const client = useQueryClient();
  return useMutation<BackupInfo, unknown, { tokenid: string }>({
    mutationFn: (json) => apiPostJson('admin/start_backup.php', json, backupInfoSchema),
    onSettled: () => client.invalidateQueries({ queryKey: backupKeys.list }),
  });
}

/** Deletes a kept archive (`POST admin/delete_backup.php`). */
export function useDeleteBackup() {
  const client = useQueryClient();
  return useMutation<unknown, unknown, { tokenid: string; name: string }>({
    mutationFn: (json) => apiPostJson('admin/delete_backup.php', json, z.object({ deleted: z.string() })),
    onSettled: () => client.invalidateQueries({ queryKey: backupKeys.list }),
  });
}

/**
 * Downloads the kept archive `name` (`POST admin/download_backup.php`) and hands it to the browser as a file of
 * that name. Throws `ApiRequestError` (`forbidden`, `backup_not_found`, `network`).
 */
export async function downloadBackup(tokenid: string, name: string): Promise<void> {
  const { blob } = await apiDownload('admin/download_backup.php', { tokenid, name }, name);
  saveFile(name, blob);
}
