import { type Comment, commentSchema, deleteCommentAnswerSchema } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiData } from '../../lib/api-client.ts';
import { type ErrorContext, errorTextLoaded, failureCode } from '../../lib/error-text.ts';
import { toast } from '../../ui/toast-store.ts';
import { commentKeys } from './api.ts';

/**
 * The comment and feedback writes as TanStack Query mutations (contract: `packages/contracts/src/comments.ts`);
 * a stored comment or a deletion refreshes every comment list (`commentKeys.all`). Failures surface as
 * `ApiRequestError`; `toastFailure` shows one.
 */

/**
 * What `usePostComment` sends. `tokenid` makes the comment the signed-in user's; without it the guest fields
 * name the author [CMT-06] (`guest_nickname` required then). `reply_to` is the id of the comment answered.
 */
export type PostCommentInput = {
  tokenid?: string;
  target: string;
  text: string;
  reply_to?: number;
  guest_nickname?: string;
  guest_email?: string;
  guest_website?: string;
};

/** Posts a comment (`POST comments/post_comment.php`) and refreshes every comment list once it is stored. */
export function usePostComment() {
  const client = useQueryClient();
  return useMutation<Comment, unknown, PostCommentInput>({
    mutationFn: (input) =>
      apiData('comments/post_comment.php', { method: 'POST', body: withoutEmpty(input), data: commentSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.all }),
  });
}

/**
 * Deletes a comment and all its replies (`POST comments/delete_comment.php`) [CMT-10]; resolves with the ids
 * removed and refreshes every comment list.
 */
export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation<number[], unknown, { tokenid: string; id: number }>({
    mutationFn: async (input) =>
      (await apiData('comments/delete_comment.php', { method: 'POST', body: input, data: deleteCommentAnswerSchema }))
        .deleted,
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.all }),
  });
}

/** What `usePostFeedback` sends: the text, an optional way to reach the sender, their token if signed in. */
export type PostFeedbackInput = { tokenid?: string; text: string; contact?: string };

/** Sends feedback to the site's owner (`POST feedback/post_feedback.php`); resolves with the stored id. */
export function usePostFeedback() {
  return useMutation<{ id: number }, unknown, PostFeedbackInput>({
    mutationFn: (input) =>
      apiData('feedback/post_feedback.php', {
        method: 'POST',
        body: withoutEmpty(input),
        data: z.object({ id: z.int() }),
      }),
  });
}

/**
 * Shows a failed comment or feedback call as an error toast: the words of its code (`errorText`) in the
 * caller's context (`comment`: posting or deleting one, `feedback`). A network failure shows nothing more: the
 * app already shows "Cannot connect to the server" for those [ERR-01]. `key`, given, is the toast's key: a later
 * toast with it replaces this one.
 */
export function toastFailure(error: unknown, context: ErrorContext & ('comment' | 'feedback'), key?: string): void {
  const code = failureCode(error);
  if (code === 'network') return;
  void errorTextLoaded(code, { context }).then((message) => toast({ message, status: 'error', key }));
}

/** Drops empty optional fields, so the server sees "not given" rather than an empty string. */
function withoutEmpty<T extends Record<string, string | number | undefined>>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined)) as T;
}
