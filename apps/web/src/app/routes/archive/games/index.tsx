import { useAccountStore } from '../../../../features/account/store.ts';
import { ArchiveNewItemDialog } from '../../../../features/archive/editor/new-item-dialog.tsx';
import { ArchiveListPage } from '../../../../features/archive/list-page.tsx';
import { useViewer } from '../../use-viewer.ts';

/** "/archive/games" [ROUTE-22]: the games, filtered, sorted and paged by the address. */
export default function ArchiveGamesPage() {
  const isAdmin = useAccountStore((s) => s.is_admin);
  const viewer = useViewer();
  // The list's own "Add" sets `?new=1`; the editor dialog opens on it (admin only).
  return (
    <>
      <ArchiveListPage kind="game" isAdmin={isAdmin} />
      <ArchiveNewItemDialog kind="game" tokenid={viewer?.is_admin ? viewer.tokenid : null} button={false} />
    </>
  );
}
