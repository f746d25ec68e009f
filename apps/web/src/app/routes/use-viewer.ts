import { useShallow } from 'zustand/react/shallow';
import { useAccountStore } from '../../features/account/store.ts';
import type { Viewer } from '../../features/comments/viewer.ts';

/**
 * The reader as the comments feature sees them, from the account store (features do not import each other, so
 * the route pages hand the account state to the comments feature): the token and the active character, or
 * `null` for a guest [ROLE-06].
 */
export function useViewer(): Viewer | null {
  const { tokenid, character, is_admin } = useAccountStore(
    useShallow((s) => ({ tokenid: s.tokenid, character: s.active_character, is_admin: s.is_admin })),
  );
  if (character === null) return null;
  return { tokenid, cid: character.cid, nickname: character.nickname, is_admin };
}
