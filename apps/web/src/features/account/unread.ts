import { isRealToken } from '@site/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isLoggedIn, useAccountStore } from './store.ts';

/** The unread count is asked again on a route change when its last answer is at least this old (ms). */
export const UNREAD_REFRESH_MS = 60_000;

/** Query key of the unread count of `tokenid`; under `['account', tokenid]` like the account pages' keys. */
export const unreadKey = (tokenid: string) => ['account', tokenid, 'unread'] as const;

// A dynamic import: the messages contract and call stay out of the entry chunk until a user is logged in.
const fetchUnread = async (tokenid: string, signal: AbortSignal) =>
  (await import('./unread-call.ts')).fetchUnreadCount(tokenid, signal);

/**
 * The logged-in user's number of unread messages (replies to their comments) for the header's badge, or 0
 * for a guest (no call is made) and until the first answer. Asked once when a user is logged in, then again
 * on a route change (`pathname`) at most once per `UNREAD_REFRESH_MS`; the messages page sets it directly
 * when it loads or marks messages read (see `useMessages`, `useReadMessages`). A failed ask keeps 0 and is
 * not retried before the next route change after the interval.
 */
export function useUnreadCount(pathname: string): number {
  const tokenid = useAccountStore((s) => s.tokenid);
  const enabled = useAccountStore((s) => isLoggedIn(s) && isRealToken(s.tokenid));
  const client = useQueryClient();
  const query = useQuery({
    queryKey: unreadKey(tokenid),
    queryFn: ({ signal }) => fetchUnread(tokenid, signal),
    enabled,
    staleTime: UNREAD_REFRESH_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (!enabled) return;
    const state = client.getQueryState(unreadKey(tokenid));
    if (state === undefined || state.fetchStatus !== 'idle') return;
    const last = Math.max(state.dataUpdatedAt, state.errorUpdatedAt);
    if (Date.now() - last >= UNREAD_REFRESH_MS)
      void client.refetchQueries({ queryKey: unreadKey(tokenid), exact: true });
  }, [pathname, enabled, tokenid, client]);

  return enabled ? (query.data ?? 0) : 0;
}
