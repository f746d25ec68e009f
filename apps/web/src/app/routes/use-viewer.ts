import { useShallow } from 'zustand/react/shallow';
import { useAccountStore } from '../../features/account/store.ts';
import type { Viewer } from '../../features/comments/viewer.ts';

/**
 * The reader as the comments feature sees them, from the account store (features do not import each other, so
 * the route pages hand the account state to the comments feature): the token and the active character, or
 * `null` for a guest [ROLE-06].
 */
export function useViewer(): Viewer | null {
  // A guest selects `null` whatever the token: a page hydrated from the server's HTML (rendered before the stored
  // login was read) then does not render again when the guest token arrives (a whole page, issue 21).
  const viewer = useAccountStore(
    useShallow((s) =>
      s.active_character === null ? null : { tokenid: s.tokenid, character: s.active_character, is_admin: s.is_admin },
    ),
  );
  if (viewer === null) return null;
  const { tokenid, character, is_admin } = viewer;
  return { tokenid, cid: character.cid, nickname: character.nickname, is_admin };
}
