import { isRealToken } from '@site/contracts';
import { useAccountStore } from '../../../features/account/store.ts';
import { useWikiPermissions } from '../../../features/wiki/api.ts';

/**
 * Whether the reader may edit the wiki, from the account store's token (features do not import each other, so the
 * wiki's pages hand the token over): `tokenid` the real token or null for a guest, `canEdit` the server's answer
 * (false for a guest without asking [ROLE-01], false while the answer is not in), `pending` while it is asked for,
 * `isAdmin` whether the account is the admin's (who manages the editors).
 */
export function useWikiEditor(): { tokenid: string | null; canEdit: boolean; pending: boolean; isAdmin: boolean } {
  const stored = useAccountStore((s) => s.tokenid);
  const admin = useAccountStore((s) => s.is_admin);
  const tokenid = isRealToken(stored) ? stored : null;
  const permissions = useWikiPermissions(tokenid ?? '', tokenid !== null);
  return {
    tokenid,
    canEdit: tokenid !== null && permissions.data === true,
    pending: tokenid !== null && permissions.isPending,
    isAdmin: tokenid !== null && admin,
  };
}
