import {
  type Comment,
  commentSchema,
  type EditProfileBody,
  type Feedback,
  feedbackSchema,
  isRealToken,
  type MessageList,
  messageListSchema,
  type PageViewDay,
  type Profile,
  type PropertyItem,
  pageViewDaySchema,
  profileSchema,
  propertyItemSchema,
} from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';
import { applyUser, useAccountStore } from './store.ts';
import { unreadKey } from './unread.ts';

/**
 * The account pages' calls (contracts `account.ts` and `comments.ts`) as TanStack Query hooks. Each sends the
 * store's token and runs only while one is held; keys include the token, so another login never sees the
 * previous user's answers.
 */

const useToken = () => useAccountStore((s) => s.tokenid);

export const accountKeys = {
  all: ['account'] as const,
  profile: (tokenid: string) => ['account', tokenid, 'profile'] as const,
  property: (tokenid: string) => ['account', tokenid, 'property'] as const,
  pageViews: (tokenid: string, days: number) => ['account', tokenid, 'page-views', days] as const,
  comments: (tokenid: string) => ['account', tokenid, 'comments'] as const,
  messages: (tokenid: string) => ['account', tokenid, 'messages'] as const,
  feedback: (tokenid: string) => ['account', tokenid, 'feedback'] as const,
};

/** A refused call (403, 401, a bad id) will not change by asking again. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status === 'error') && failures < 1;

function usePostQuery<T>(key: readonly unknown[], path: string, data: z.ZodMiniType<T>, extra = {}, enabled = true) {
  const tokenid = useToken();
  return useQuery<T>({
    queryKey: key,
    queryFn: ({ signal }) => apiData(path, { method: 'POST', body: { tokenid, ...extra }, data, signal }) as Promise<T>,
    enabled: enabled && isRealToken(tokenid),
    retry,
  });
}

/** The owner's profile, e-mail included (`account/get_profile.php`). */
export function useProfile() {
  return usePostQuery<Profile>(accountKeys.profile(useToken()), 'account/get_profile.php', profileSchema);
}

/** Items held (`account/get_property.php`). */
export function useProperty() {
  return usePostQuery<PropertyItem[]>(
    accountKeys.property(useToken()),
    'account/get_property.php',
    z.array(propertyItemSchema),
  );
}

/** Page views per day, admin only (`account/get_page_views.php`). */
export function usePageViews(days: number, enabled: boolean) {
  return usePostQuery<PageViewDay[]>(
    accountKeys.pageViews(useToken(), days),
    'account/get_page_views.php',
    z.array(pageViewDaySchema),
    { days },
    enabled,
  );
}

/** The user's own comments, newest first (`account/get_my_comments.php`). */
export function useMyComments() {
  return usePostQuery<Comment[]>(
    accountKeys.comments(useToken()),
    'account/get_my_comments.php',
    z.array(commentSchema),
  );
}

/**
 * The user's messages (replies to their comments) and the unread count (`account/get_messages.php`). Each
 * answer also sets the header badge's count (`unreadKey`), so the two never disagree.
 */
export function useMessages() {
  const tokenid = useToken();
  const client = useQueryClient();
  return useQuery<MessageList>({
    queryKey: accountKeys.messages(tokenid),
    queryFn: async ({ signal }) => {
      const list = await apiData('account/get_messages.php', {
        method: 'POST',
        body: { tokenid },
        data: messageListSchema,
        signal,
      });
      client.setQueryData(unreadKey(tokenid), list.unread);
      return list;
    },
    enabled: isRealToken(tokenid),
    retry,
  });
}

/** All feedback, newest first, admin only (`feedback/get_feedback.php`). */
export function useFeedbackList(enabled: boolean) {
  return usePostQuery<Feedback[]>(
    accountKeys.feedback(useToken()),
    'feedback/get_feedback.php',
    z.array(feedbackSchema),
    {},
    enabled,
  );
}

/**
 * Marks messages read (`account/read_messages.php`): the given ids, or all of them when `ids` is absent. The
 * answer's unread count goes to the header badge; the messages list is asked again.
 */
export function useReadMessages() {
  const tokenid = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiData('account/read_messages.php', {
        method: 'POST',
        body: { tokenid, ids: ids?.join(',') },
        data: z.object({ unread: z.int() }),
      }),
    onSuccess: ({ unread }) => {
      client.setQueryData(unreadKey(tokenid), unread); // the header badge, at once
      return client.invalidateQueries({ queryKey: accountKeys.messages(tokenid) });
    },
  });
}

/**
 * Saves the profile (`account/edit_profile.php`). The answer replaces the cached profile and the active
 * character's nickname and avatar in the store (the header shows them).
 */
export function useEditProfile() {
  const tokenid = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<EditProfileBody, 'tokenid'>) =>
      apiData('account/edit_profile.php', { method: 'POST', body: { tokenid, ...body }, data: profileSchema }),
    onSuccess: (profile) => {
      client.setQueryData(accountKeys.profile(tokenid), profile);
      const { login_info } = useAccountStore.getState();
      if (login_info !== null)
        applyUser({
          uid: profile.uid,
          characters: profile.characters.map(({ cid, ctype, nickname, avatar_url }) => ({
            cid,
            ctype,
            nickname,
            avatar_url,
          })),
        });
    },
  });
}
