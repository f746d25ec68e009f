import { useAccountStore } from '../../../../features/account/store.ts';
import { ArchiveNewItemDialog } from '../../../../features/archive/editor/new-item-dialog.tsx';
import { ArchiveListPage } from '../../../../features/archive/list-page.tsx';
import { useViewer } from '../../use-viewer.ts';

/** "/archive/movies" [ROUTE-22]: the movies, series and anime, filtered, sorted and paged by the address. */
export default function ArchiveMoviesPage() {
  const isAdmin = useAccountStore((s) => s.is_admin);
  const viewer = useViewer();
  // The list's own "Add" sets `?new=1`; the editor dialog opens on it (admin only).
  return (
    <>
      <ArchiveListPage kind="movie" isAdmin={isAdmin} />
      <ArchiveNewItemDialog kind="movie" tokenid={viewer?.is_admin ? viewer.tokenid : null} button={false} />
    </>
  );
}
