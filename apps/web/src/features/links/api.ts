import {
  type LinkAdminState,
  type LinkApplication,
  type LinkApplicationAdmin,
  type LinkApplicationInput,
  type LinkApplicationState,
  type LinkClass,
  type LinkClassInput,
  type LinkClassWithEntries,
  type LinkDirectory,
  type LinkEntry,
  type LinkEntryInput,
  type LinkFollowing,
  type LinkFriends,
  type LinkRefreshAnswer,
  linkAdminStateSchema,
  linkApplicationAdminSchema,
  linkApplicationSchema,
  linkClassSchema,
  linkClassWithEntriesSchema,
  linkDirectorySchema,
  linkEntrySchema,
  linkFollowingSchema,
  linkFriendsSchema,
  linkRefreshAnswerSchema,
} from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';
import { apiPostJson } from '../../lib/api-client-json.ts';

/**
 * The links calls (contract: `packages/contracts/src/links.ts`, issue 18) as TanStack Query hooks. Reads are GETs
 * for everyone; the admin's ones and the writes are JSON POSTs (`apiPostJson`). Every answer is parsed with its
 * schema of `links-answers.ts`; a failure surfaces as `ApiRequestError` (`not_found`, `invalid_input` with
 * `{field, issues}`, `rate_limited`, `forbidden`, `network` ...). Every write refreshes every links answer
 * (`linkKeys.all`).
 */

/** Query keys; `linkKeys.all` covers every links answer. */
export const linkKeys = {
  all: ['links'] as const,
  directory: () => ['links', 'directory'] as const,
  class: (id: number) => ['links', 'class', id] as const,
  friends: () => ['links', 'friends'] as const,
  following: (page: number, perPage: number) => ['links', 'following', page, perPage] as const,
  admin: () => ['links', 'admin'] as const,
  applications: (state: LinkApplicationState | null) => ['links', 'applications', state] as const,
  mine: (tokenid: string) => ['links', 'mine', tokenid] as const,
};

/** Answers that will not change by asking again: an unknown class, a refusal. */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error';
const retry = (failures: number, error: unknown) => !isFinal(error) && failures < 2;

/** Links change when the owner saves (which invalidates `linkKeys.all`) or a feed round ends: 60 s of freshness. */
const staleTime = 60_000;

type Signal = { signal: AbortSignal };

/** Every class with its entries, and the entries of no class (`GET links/get_classes.php`) — "/links". */
export function useLinkDirectory() {
  return useQuery<LinkDirectory>({
    queryKey: linkKeys.directory(),
    queryFn: ({ signal }: Signal) => apiData('links/get_classes.php', { data: linkDirectorySchema, signal }),
    staleTime,
    retry,
  });
}

/** One class with its entries (`GET links/get_class.php`); an unknown id fails `not_found`; `id` null runs nothing. */
export function useLinkClass(id: number | null) {
  return useQuery<LinkClassWithEntries>({
    queryKey: linkKeys.class(id ?? 0),
    queryFn: ({ signal }: Signal) =>
      apiData('links/get_class.php', { query: { id: id ?? 0 }, data: linkClassWithEntriesSchema, signal }),
    enabled: id !== null,
    staleTime,
    retry,
  });
}

/** The friends' entries and this site's own card (`GET links/get_friends.php`) — "/links/friends". */
export function useLinkFriends() {
  return useQuery<LinkFriends>({
    queryKey: linkKeys.friends(),
    queryFn: ({ signal }: Signal) => apiData('links/get_friends.php', { data: linkFriendsSchema, signal }),
    staleTime,
    retry,
  });
}

/**
 * The followed entries and page `page` (1-based, `perPage` posts, at most `linkPostsPerPageMax`) of the river of
 * their posts, newest first (`GET links/get_following.php`) — "/links/following". The page shown stays while the
 * next loads.
 */
export function useLinkFollowing(page: number, perPage = 20) {
  return useQuery<LinkFollowing>({
    queryKey: linkKeys.following(page, perPage),
    queryFn: ({ signal }: Signal) =>
      apiData('links/get_following.php', { query: { page, per_page: perPage }, data: linkFollowingSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime,
    retry,
  });
}

/** Every entry's feed and health state, and the unreachable ones (`POST links/get_admin_state.php`); admin only. */
export function useLinkAdminState(tokenid: string | null) {
  return useQuery<LinkAdminState>({
    queryKey: linkKeys.admin(),
    queryFn: () => apiPostJson('links/get_admin_state.php', { tokenid }, linkAdminStateSchema),
    enabled: tokenid !== null,
    retry,
  });
}

/** The friend-link requests in `state` (null: all), newest first, with the senders (`POST links/get_applications.php`); admin only. */
export function useLinkApplications(tokenid: string | null, state: LinkApplicationState | null = null) {
  return useQuery<LinkApplicationAdmin[]>({
    queryKey: linkKeys.applications(state),
    queryFn: () =>
      apiPostJson(
        'links/get_applications.php',
        state === null ? { tokenid } : { tokenid, state },
        z.array(linkApplicationAdminSchema),
      ),
    enabled: tokenid !== null,
    retry,
  });
}

/** The signed-in user's own requests, newest first (`POST links/my_applications.php`); `tokenid` null runs nothing. */
export function useMyLinkApplications(tokenid: string | null) {
  return useQuery<LinkApplication[]>({
    queryKey: linkKeys.mine(tokenid ?? ''),
    queryFn: () => apiPostJson('links/my_applications.php', { tokenid }, z.array(linkApplicationSchema)),
    enabled: tokenid !== null,
    retry,
  });
}

/**
 * A links write: POSTs its JSON to `path`, parses the answer with `schema`, then refreshes every links answer.
 * Rejects with `ApiRequestError` (a 400's data names the field).
 */
function useLinksWrite<I extends Record<string, unknown>, S extends z.ZodMiniType>(path: string, schema: S) {
  const client = useQueryClient();
  return useMutation<z.infer<S>, unknown, I>({
    mutationFn: (json) => apiPostJson(path, json, schema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: linkKeys.all }); // not awaited: the caller moves on at once
    },
  });
}

const deletedSchema = z.object({ deleted: z.int() });

/** Saves a class (`POST links/save_class.php`): with `class.id` a rename, without a new class. */
export const useSaveLinkClass = () =>
  useLinksWrite<{ tokenid: string; class: LinkClassInput }, typeof linkClassSchema>(
    'links/save_class.php',
    linkClassSchema,
  );

/** Deletes a class (`POST links/delete_class.php`); its entries lose their class. Resolves with `{deleted: id}`. */
export const useDeleteLinkClass = () =>
  useLinksWrite<{ tokenid: string; id: number }, typeof deletedSchema>('links/delete_class.php', deletedSchema);

/** Puts the classes in the order of `ids` (every class once; `POST links/reorder_classes.php`). */
export const useReorderLinkClasses = () =>
  useLinksWrite<{ tokenid: string; ids: number[] }, z.ZodMiniType<LinkClass[]>>(
    'links/reorder_classes.php',
    z.array(linkClassSchema),
  );

/** Saves an entry (`POST links/save_entry.php`): with `entry.id` an update, without a new entry. */
export const useSaveLinkEntry = () =>
  useLinksWrite<{ tokenid: string; entry: LinkEntryInput }, z.ZodMiniType<LinkEntry>>(
    'links/save_entry.php',
    linkEntrySchema,
  );

/** Deletes an entry with its posts (`POST links/delete_entry.php`). */
export const useDeleteLinkEntry = () =>
  useLinksWrite<{ tokenid: string; id: number }, typeof deletedSchema>('links/delete_entry.php', deletedSchema);

const idsSchema = z.object({ ids: z.array(z.int()) });

/** Puts the entries `ids` in that order (`POST links/reorder_entries.php`). */
export const useReorderLinkEntries = () =>
  useLinksWrite<{ tokenid: string; ids: number[] }, typeof idsSchema>('links/reorder_entries.php', idsSchema);

/**
 * Collects every feed and checks every link now (`POST links/refresh.php`); resolves `{done: false}` when the round
 * outlasts the server's 20 s wait (it goes on).
 */
export const useRefreshLinks = () =>
  useLinksWrite<{ tokenid: string }, z.ZodMiniType<LinkRefreshAnswer>>('links/refresh.php', linkRefreshAnswerSchema);

/**
 * Sends a friend-link request (`POST links/apply.php`): a user with `tokenid`, a guest with `email` (never shown
 * publicly). Rejects `rate_limited` (429) when sent too often.
 */
export const useApplyForLink = () =>
  useLinksWrite<
    { tokenid?: string; email?: string; application: LinkApplicationInput },
    z.ZodMiniType<LinkApplication>
  >('links/apply.php', linkApplicationSchema);

/** Approves (making the friend entry, in `class_id` if given) or declines a request (`POST links/decide_application.php`). */
export const useDecideLinkApplication = () =>
  useLinksWrite<
    { tokenid: string; id: number; decision: 'approve' | 'decline'; class_id?: number | null },
    z.ZodMiniType<LinkApplication>
  >('links/decide_application.php', linkApplicationSchema);
