import {
  type DeleteMediaAnswer,
  deleteMediaAnswerSchema,
  type MediaLibrary,
  mediaLibrarySchema,
} from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiPostJson } from '../../lib/api-client-json.ts';

/**
 * The media library's calls (contract: `packages/contracts/src/media.ts`, issue 23 point 3) as TanStack Query hooks,
 * all admin-only JSON POSTs. Uploads go through the api client's `uploadToLibrary` (XMLHttpRequest, for progress).
 */

/** Query keys; `mediaKeys.all` covers every media answer. */
export const mediaKeys = { all: ['media'] as const, library: () => ['media', 'library'] as const };

/** Answers that will not change by asking again (a refusal). */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error') && failures < 2;

/** Every file of the library with its variants and where it is used (`POST media/get_media.php`); `null` runs nothing. */
export function useMediaLibrary(tokenid: string | null) {
  return useQuery<MediaLibrary>({
    queryKey: mediaKeys.library(),
    queryFn: () => apiPostJson('media/get_media.php', { tokenid }, mediaLibrarySchema),
    enabled: tokenid !== null,
    retry,
  });
}

/**
 * Deletes a file and its variants (`POST media/delete_media.php`); `force` deletes it even while used (without it,
 * a file in use fails with `ApiRequestError` code `media_in_use`, its data `{used_by}`). Refreshes the library.
 */
export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation<DeleteMediaAnswer, unknown, { tokenid: string; id: string; force: boolean }>({
    mutationFn: ({ tokenid, id, force }) =>
      apiPostJson('media/delete_media.php', { tokenid, id, force: force ? '1' : '0' }, deleteMediaAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
