import { isRealToken } from '@site/contracts';
import { useAccountStore } from '../../../features/account/store.ts';
import { useWikiPermissions } from '../../../features/wiki/api.ts';

/**
 * Whether the reader may write articles (issue 23 point 1): the admin, or an account the admin made an editor (the
 * wiki's editors; the server checks the same). `tokenid` null for a guest; `pending` while the answer is asked for.
 */
export function useArticleWriter(): { tokenid: string | null; canWrite: boolean; pending: boolean } {
  const stored = useAccountStore((s) => s.tokenid);
  const admin = useAccountStore((s) => s.is_admin);
  const tokenid = isRealToken(stored) ? stored : null;
  const permissions = useWikiPermissions(tokenid ?? '', tokenid !== null && !admin);
  return {
    tokenid,
    canWrite: tokenid !== null && (admin || permissions.data === true),
    pending: tokenid !== null && !admin && permissions.isPending,
  };
}
