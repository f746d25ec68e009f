import { type LabDeleteAnswer, type LabUploads, labDeleteAnswerSchema, labUploadsSchema } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiPostJson } from '../../lib/api-client-json.ts';

/**
 * The upload playground's calls (contract: `packages/contracts/src/lab-uploads.ts`, issue 24 point 2) as TanStack
 * Query hooks. Uploads go through the api client's `uploadToLab` (XMLHttpRequest, for progress and abort).
 */

/** Query keys; `labUploadKeys.all` covers every answer of the playground. */
export const labUploadKeys = { all: ['lab-uploads'] as const, mine: () => ['lab-uploads', 'mine'] as const };

/** Answers that will not change by asking again (a refusal). */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error') && failures < 2;

/** One's own unexpired uploads, newest first, and the quota (`POST lab/get_my_uploads.php`). */
export function useMyLabUploads(tokenid: string) {
  return useQuery<LabUploads>({
    queryKey: labUploadKeys.mine(),
    queryFn: () => apiPostJson('lab/get_my_uploads.php', { tokenid }, labUploadsSchema),
    retry,
  });
}

/** Deletes one's own upload (`POST lab/delete_upload.php`; another user's answers 403 `forbidden`). Refreshes the list. */
export function useDeleteLabUpload() {
  const client = useQueryClient();
  return useMutation<LabDeleteAnswer, unknown, { tokenid: string; id: string }>({
    mutationFn: ({ tokenid, id }) => apiPostJson('lab/delete_upload.php', { tokenid, id }, labDeleteAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: labUploadKeys.all }),
  });
}
