import { type CommentList, commentListSchema, type RecentComment, recentCommentSchema } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';

/**
 * The comment reads (contract: `packages/contracts/src/comments.ts`) as TanStack Query hooks; the writes are in
 * `mutations.ts`, so a page that only lists comments (the home page's recent ones) loads no write code.
 * Answers are parsed with the contract's schemas by `apiData`; failures surface as `ApiRequestError`
 * (`code` = `empty_comment`, `nickname_is_used`, `forbidden`, `rate_limited`, `network`, ...).
 */

/** Query keys: every comment query starts with `comments`, so a post or delete refreshes them all. */
export const commentKeys = {
  all: ['comments'] as const,
  thread: (target: string) => ['comments', 'thread', target] as const,
  recent: (limit: number) => ['comments', 'recent', limit] as const,
};

/** Answers that asking again will not change. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error') && failures < 2;

/** A target page's comments, flat and oldest first (`GET comments/get_comments.php`) [CMT-04]. */
export function useComments(target: string) {
  return useQuery<CommentList>({
    queryKey: commentKeys.thread(target),
    queryFn: ({ signal }) =>
      apiData('comments/get_comments.php', { query: { target }, data: commentListSchema, signal }),
    staleTime: 15_000,
    retry,
  });
}

/** The `limit` most recent comments of the whole site, newest first (`GET comments/get_recent_comments.php`) [SITE-01]. */
export function useRecentComments(limit: number) {
  return useQuery<RecentComment[]>({
    queryKey: commentKeys.recent(limit),
    queryFn: ({ signal }) =>
      apiData('comments/get_recent_comments.php', { query: { limit }, data: z.array(recentCommentSchema), signal }),
    staleTime: 15_000,
    retry,
  });
}
